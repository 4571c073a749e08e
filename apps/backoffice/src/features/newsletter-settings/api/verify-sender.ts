import { Sender } from '@gaceta/shared/newsletter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** POST /v1/newsletter/senders/{id}/verify with the code the address received. */
export function verifySender({ id, code }: { id: string; code: string }): Promise<Sender> {
  return objectOf(api.post(`v1/newsletter/senders/${id}/verify`, { json: { code } }), Sender);
}

export function useVerifySender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySender,
    // A wrong code uses a try: the list shows the tries left either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterSettingsKeys.senders() }),
  });
}
