import { InformationRequest } from '@gaceta/shared/accounts/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { informationRequestKeys } from './keys';

/** GET /v1/information_requests (admins): what visitors of the landing page asked. */
export function getInformationRequests(): Promise<InformationRequest[]> {
  return objectsOf(api.get('v1/information_requests'), InformationRequest);
}

export const informationRequestsQueryOptions = () =>
  queryOptions({ queryKey: informationRequestKeys.all, queryFn: getInformationRequests });

export function useInformationRequests() {
  return useQuery(informationRequestsQueryOptions());
}
