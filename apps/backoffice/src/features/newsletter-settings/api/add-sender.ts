import { Sender, type SenderInput } from '@gaceta/shared/newsletter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/**
 * POST /v1/newsletter/senders: adds the address and emails it a code; for an address not yet
 * verified, sends a new code (the earlier one stops working).
 */
export function addSender(input: SenderInput): Promise<Sender> {
  return objectOf(api.post('v1/newsletter/senders', { json: input }), Sender);
}

export function useAddSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterSettingsKeys.senders() }),
  });
}
