import { mayUse, type Permission } from '@gaceta/shared/accounts/roles';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@/lib/auth-storage';
import { ForbiddenScreen } from '@/lib/forbidden';
import { type Me, meQueryOptions } from './api/get-me';

/**
 * For a route's beforeLoad: whoever lacks the permission (by the API's own map, `mayUse`, decision
 * 027) sees that they may not open the screen, with the way back: an office user to the dashboard,
 * an admin acting as themselves to office management, where they choose the office to act as.
 */
export async function requirePermission(queryClient: QueryClient, permission: Permission): Promise<Me> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (!mayUse(me, permission)) throw new ForbiddenScreen(me.kind === 'admin' ? 'office' : 'roles');
  return me;
}

/** For a route's beforeLoad: the provider's administrators' screens (spec section 6). */
export function requireAdmin(session: Session): void {
  if (session.claims.kind !== 'admin') throw new ForbiddenScreen('admin');
}
