import { UserKind } from '@gaceta/shared/auth';
import { OfficeRole } from '@gaceta/shared/roles';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';

/** GET /v1/me: the signed-in user as the API sees them. */
export const Me = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: UserKind,
  roles: v.array(OfficeRole),
  tolgeo: v.string(),
  office: v.nullable(v.object({ id: v.string(), name: v.string() })),
  impersonated_by: v.nullable(v.object({ id: v.string(), email: v.string() })),
});
export type Me = v.InferOutput<typeof Me>;

export function getMe(): Promise<Me> {
  return api.get('v1/me').json(Me);
}

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

/** The signed-in user; the `_auth` route has loaded it before any screen renders. */
export function useMe(): Me {
  return useSuspenseQuery(meQueryOptions()).data;
}
