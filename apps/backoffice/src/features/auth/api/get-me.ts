import type { UserKind } from '@gaceta/shared/accounts/auth';
import { MeResponse } from '@gaceta/shared/accounts/me';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/**
 * The signed-in user. The API calls admin-or-office-user `role`; here it is `kind`, so it cannot be
 * mistaken for the office `roles` beside it.
 */
export type Me = Omit<MeResponse, 'role'> & { kind: UserKind };

export const MeFromApi = v.pipe(
  MeResponse,
  v.transform(({ role, ...me }): Me => ({ ...me, kind: role })),
);

export function getMe(): Promise<Me> {
  return api.get('v1/me').json(MeFromApi);
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me, queryFn: getMe });

/** The signed-in user; the `_auth` route has loaded it before any screen renders. */
export function useMe(): Me {
  return useSuspenseQuery(meQueryOptions()).data;
}

/**
 * The office the signed-in user acts for, on an office screen. The route guards (requirePermission,
 * decision 027) let no one without an office reach one: an admin acting as themselves is told to
 * choose the office to act as first.
 */
export function useActingOffice(): NonNullable<Me['office']> {
  const { office } = useMe();
  if (!office) throw new Error('an office screen was reached without an office');
  return office;
}
