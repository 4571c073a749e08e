import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipientKeys } from './keys';

/**
 * DELETE /v1/newsletter/recipients/{id}, or with `erase` POST …/erase: the GDPR erasure, which
 * keeps a hash of the address so that no import adds it again.
 */
export function deleteRecipient({ id, erase }: { id: string; erase: boolean }): Promise<MessageResponse> {
  const path = `v1/newsletter/recipients/${id}`;
  return (erase ? api.post(`${path}/erase`) : api.delete(path)).json(MessageResponse);
}

export function useDeleteRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
