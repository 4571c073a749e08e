import { Recipient } from '@gaceta/shared/newsletter/recipients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** POST /v1/newsletter/recipients/{id}/activate or /deactivate. */
export function setRecipientActive({ id, active }: { id: string; active: boolean }): Promise<Recipient> {
  return objectOf(
    api.post(`v1/newsletter/recipients/${id}/${active ? 'activate' : 'deactivate'}`),
    Recipient,
  );
}

export function useSetRecipientActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecipientActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
