import { MessageResponse, type ResetPasswordInput } from '@gaceta/shared/accounts/auth';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post('v1/passwords/reset', { json: input }).json(MessageResponse);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether an emailed link can still be used (RESET_TOKEN_INVALID when not), without using it. */
export function checkResetToken(token: string): Promise<MessageResponse> {
  return api.post('v1/passwords/reset/check', { json: { token } }).json(MessageResponse);
}

export const resetTokenQueryOptions = (token: string) =>
  // Checked afresh on every visit: a link dies when used or after an hour.
  queryOptions({ queryKey: ['reset-token', token], queryFn: () => checkResetToken(token), staleTime: 0 });
