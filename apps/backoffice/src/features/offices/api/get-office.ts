import { Office } from '@gaceta/shared/accounts/offices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { officeKeys } from './keys';

/** GET /v1/offices/{id} (admins). */
export function getOffice(id: string): Promise<Office> {
  return objectOf(api.get(`v1/offices/${id}`), Office);
}

export const officeQueryOptions = (id: string) =>
  queryOptions({ queryKey: officeKeys.detail(id), queryFn: () => getOffice(id) });

export function useOffice(id: string) {
  return useQuery(officeQueryOptions(id));
}
