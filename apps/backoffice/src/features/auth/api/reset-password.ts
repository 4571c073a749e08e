import { MessageResponse, type ResetPasswordInput } from '@gaceta/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post('v1/passwords/reset', { json: input }).json(MessageResponse);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
