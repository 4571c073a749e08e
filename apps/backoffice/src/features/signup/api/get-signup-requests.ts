import { SignupRequest } from '@gaceta/shared/accounts/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { signupKeys } from './keys';

/** GET /v1/signup_requests?status=pending (admins): the requests waiting for a decision. */
export function getPendingSignupRequests(): Promise<SignupRequest[]> {
  return objectsOf(api.get('v1/signup_requests', { searchParams: { status: 'pending' } }), SignupRequest);
}

export const pendingSignupRequestsQueryOptions = () =>
  queryOptions({ queryKey: signupKeys.pendingRequests(), queryFn: getPendingSignupRequests });

export function usePendingSignupRequests() {
  return useQuery(pendingSignupRequestsQueryOptions());
}
