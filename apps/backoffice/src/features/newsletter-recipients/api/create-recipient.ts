import { Recipient, type RecipientCreateInput } from '@gaceta/shared/newsletter/recipients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** POST /v1/newsletter/recipients: a recipient added by hand. */
export function createRecipient(input: RecipientCreateInput): Promise<Recipient> {
  return objectOf(api.post('v1/newsletter/recipients', { json: input }), Recipient);
}

export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
