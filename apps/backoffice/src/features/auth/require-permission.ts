import { mayUse, type Permission } from '@gaceta/shared/accounts/roles';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type Me, meQueryOptions } from './api/get-me';

/**
 * For a route's beforeLoad: whoever lacks the permission (by the API's own map, `mayUse`, decision
 * 027) is turned back: an office user to the dashboard, an admin acting as themselves to office
 * management, where they choose the office to act as.
 */
export async function requirePermission(queryClient: QueryClient, permission: Permission): Promise<Me> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (!mayUse(me, permission))
    throw redirect({ to: me.kind === 'admin' ? '/office-management' : '/dashboard' });
  return me;
}
