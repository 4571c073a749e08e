import { type LoginInput, TokenResponse } from '@gaceta/shared/accounts/auth';
import { useMutation } from '@tanstack/react-query';
import { type ApiContext, api } from '@/lib/api-client';

export function login(input: LoginInput): Promise<TokenResponse> {
  const context: ApiContext = { isSignIn: true };
  return api.post('auth_user', { json: input, context }).json(TokenResponse);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
