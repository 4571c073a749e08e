import { ListOf } from '@gaceta/shared/common';
import { SignupRequest } from '@gaceta/shared/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/signup_requests?status=pending (admins): the requests waiting for a decision. */
export function getPendingSignupRequests(): Promise<SignupRequest[]> {
  return api
    .get('v1/signup_requests', { searchParams: { status: 'pending' } })
    .json(ListOf(SignupRequest))
    .then(({ objects }) => objects);
}

export const pendingSignupRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['signup-requests', 'pending'], queryFn: getPendingSignupRequests });

export function usePendingSignupRequests() {
  return useQuery(pendingSignupRequestsQueryOptions());
}
