import type { UserKind } from '@gaceta/shared/auth';
import { MeResponse } from '@gaceta/shared/me';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/**
 * The signed-in user. The API calls admin-or-office-user `role`; here it is `kind`, so it cannot be
 * mistaken for the office `roles` beside it.
 */
export type Me = Omit<MeResponse, 'role'> & { kind: UserKind };

const MeFromApi = v.pipe(
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
