import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** DELETE /v1/users/{id}. */
export function deleteUser(id: string): Promise<MessageResponse> {
  return api.delete(`v1/users/${id}`).json(MessageResponse);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
