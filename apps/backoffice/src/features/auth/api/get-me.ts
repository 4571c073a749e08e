import { MeResponse } from '@gaceta/shared/me';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

export type Me = MeResponse;

export function getMe(): Promise<Me> {
  return api.get('v1/me').json(MeResponse);
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me, queryFn: getMe });

/** The signed-in user; the `_auth` route has loaded it before any screen renders. */
export function useMe(): Me {
  return useSuspenseQuery(meQueryOptions()).data;
}
