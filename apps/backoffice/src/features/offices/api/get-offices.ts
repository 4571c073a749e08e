import { Office } from '@gaceta/shared/accounts/offices';
import { PageOf } from '@gaceta/shared/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OfficesQuery, officeKeys } from './keys';

export const OFFICES_PER_PAGE = 10;

/** GET /v1/offices (admins): a page of offices, by name, within the selected area. */
export function getOffices({ page, query, areas }: OfficesQuery) {
  const searchParams = new URLSearchParams({ page: String(page), per: String(OFFICES_PER_PAGE) });
  if (query) searchParams.set('query', query);
  if (areas) searchParams.set('tolgeo', areas.join(','));
  return api.get('v1/offices', { searchParams }).json(PageOf(Office));
}

export const officesQueryOptions = (query: OfficesQuery) =>
  queryOptions({ queryKey: officeKeys.list(query), queryFn: () => getOffices(query) });

export function useOffices(query: OfficesQuery) {
  return useQuery({ ...officesQueryOptions(query), placeholderData: keepPreviousData });
}
