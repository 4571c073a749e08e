import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subjectKeys } from './keys';

export function deleteSubject(id: string): Promise<MessageResponse> {
  return api.delete(`v1/subjects/${id}`).json(MessageResponse);
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.trees() }),
  });
}
