import { type ImpersonateInput, TokenResponse } from '@gaceta/shared/accounts/auth';
import { api } from '@/lib/api-client';

/** POST /auth_user_without_password (admins): a token acting as the office user with this email. */
export function impersonate(input: ImpersonateInput): Promise<TokenResponse> {
  return api.post('auth_user_without_password', { json: input }).json(TokenResponse);
}
