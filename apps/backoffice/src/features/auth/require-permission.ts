import { hasPermission, type Permission } from '@gaceta/shared/roles';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type Me, meQueryOptions } from './api/get-me';

/** Admins reach every screen; office users those their roles allow (the API checks again). */
export function mayReach(me: Pick<Me, 'kind' | 'roles'>, permission: Permission): boolean {
  return me.kind === 'admin' || hasPermission(me.roles, permission);
}

/** For a route's beforeLoad: whoever lacks the permission is turned back to the dashboard. */
export async function requirePermission(queryClient: QueryClient, permission: Permission): Promise<Me> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (!mayReach(me, permission)) throw redirect({ to: '/dashboard' });
  return me;
}
