import { RoleInfo } from '@gaceta/shared/accounts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { roleKeys } from './keys';

/** GET /v1/roles: each office role with the permissions it grants. */
export function getRoles(): Promise<RoleInfo[]> {
  return objectsOf(api.get('v1/roles'), RoleInfo);
}

// The matrix changes only with a new release of Gaceta.
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.all, queryFn: getRoles, staleTime: Number.POSITIVE_INFINITY });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
