import { MessageResponse } from '@gaceta/shared/accounts/auth';
import type { SignupRequestInput } from '@gaceta/shared/accounts/signup';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/signup_requests (public): stores a pending request for an admin to approve. */
export function createSignupRequest(input: SignupRequestInput): Promise<MessageResponse> {
  return api.post('v1/signup_requests', { json: input }).json(MessageResponse);
}

export function useCreateSignupRequest() {
  return useMutation({ mutationFn: createSignupRequest });
}
