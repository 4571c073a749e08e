import { InformationRequest } from '@gaceta/shared/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';

/** GET /v1/information_requests (admins): what visitors of the landing page asked. */
export function getInformationRequests(): Promise<InformationRequest[]> {
  return objectsOf(api.get('v1/information_requests'), InformationRequest);
}

export const informationRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['information-requests'], queryFn: getInformationRequests });

export function useInformationRequests() {
  return useQuery(informationRequestsQueryOptions());
}
