import { InformationRequest } from '@gaceta/shared/accounts/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { informationRequestKeys } from './keys';

/**
 * GET /v1/information_requests (admins): what visitors of the landing page asked; all, or only
 * those answered (`true`) or waiting (`false`).
 */
export function getInformationRequests(answered: boolean | undefined): Promise<InformationRequest[]> {
  const searchParams = answered === undefined ? undefined : { answered: String(answered) };
  return objectsOf(api.get('v1/information_requests', { searchParams }), InformationRequest);
}

export const informationRequestsQueryOptions = (answered: boolean | undefined) =>
  queryOptions({
    queryKey: informationRequestKeys.list(answered),
    queryFn: () => getInformationRequests(answered),
  });

export function useInformationRequests(answered: boolean | undefined) {
  return useQuery(informationRequestsQueryOptions(answered));
}
