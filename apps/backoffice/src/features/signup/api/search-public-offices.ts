import { OFFICE_LOOKUP_MIN_CHARS, PublicOfficeName } from '@gaceta/shared/accounts/signup';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { signupKeys } from './keys';

/** GET /v1/public/offices?query= (public, rate limited): office names only. */
export function searchPublicOffices(query: string): Promise<PublicOfficeName[]> {
  return objectsOf(api.get('v1/public/offices', { searchParams: { query } }), PublicOfficeName);
}

export const publicOfficesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: signupKeys.publicOffices(query),
    queryFn: () => searchPublicOffices(query),
    enabled: query.length >= OFFICE_LOOKUP_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function usePublicOffices(query: string) {
  return useQuery(publicOfficesQueryOptions(query));
}
