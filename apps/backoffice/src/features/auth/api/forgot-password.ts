import { type ForgotPasswordInput, MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post('v1/passwords/forgot', { json: input }).json(MessageResponse);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
