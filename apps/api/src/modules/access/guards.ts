import { hasPermission, type Permission } from '@gaceta/shared/roles';
import { type AuthUser, currentUser, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';

/**
 * Who may do what. Admins (the provider's staff) manage offices, subjects and signup requests;
 * office users act on their own office with the permissions of their roles. An admin's own token
 * carries no office permission: an admin acts for an office only through an impersonation token,
 * which speaks for an office user and so has that user's office and roles.
 */

/** The signed-in admin, acting as themselves; 403 for anyone else. */
export function requireAdmin(ctx: ServiceContext): AuthUser {
  const user = currentUser(ctx);
  if (user.kind !== 'admin') throw new AppError('FORBIDDEN', { required: 'admin' });
  return user;
}

/** The office the caller acts for; 403 when the caller has none (an admin acting as themselves). */
export function officeIdOf(ctx: ServiceContext): string {
  const { officeId, kind } = currentUser(ctx);
  if (kind !== 'user' || !officeId) throw new AppError('FORBIDDEN', { required: 'office' });
  return officeId;
}

/** The caller's office, when one of their roles grants `permission`; 403 otherwise. */
export function requirePermission(ctx: ServiceContext, permission: Permission): string {
  const officeId = officeIdOf(ctx);
  if (!hasPermission(currentUser(ctx).roles, permission)) {
    throw new AppError('FORBIDDEN', { required: permission });
  }
  return officeId;
}
