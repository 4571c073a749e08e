import { OneOf } from '@gaceta/shared/common';
import { Office } from '@gaceta/shared/offices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/offices/{id} (admins). */
export function getOffice(id: string): Promise<Office> {
  return api
    .get(`v1/offices/${id}`)
    .json(OneOf(Office))
    .then(({ object }) => object);
}

export const officeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['offices', 'one', id], queryFn: () => getOffice(id) });

export function useOffice(id: string) {
  return useQuery(officeQueryOptions(id));
}
