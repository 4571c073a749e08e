import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { type ApiContext, api } from '@/lib/api-client';

const context: ApiContext = { isSignOut: true };

/** POST /v1/auth/sign_out: the token (the stored one unless named) stops working on the server. */
export function signOut(token?: string): Promise<MessageResponse> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return api.post('v1/auth/sign_out', { headers, context }).json(MessageResponse);
}

/** POST /v1/auth/sign_out_everywhere: every session of the signed-in user ends, on every device. */
export function signOutEverywhere(): Promise<MessageResponse> {
  return api.post('v1/auth/sign_out_everywhere', { context }).json(MessageResponse);
}
