import { LIBRARY_PERMISSIONS, mayUse, type Permission } from '@gaceta/shared/accounts/roles';
import type { Actor, ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';

/**
 * Who may do what. Admins (the provider's staff) manage offices, subjects and signup requests;
 * office users act on their own office with the permissions of their roles. An admin's own token
 * carries no office permission: an admin acts for an office only through an impersonation token,
 * which speaks for an office user and so has that user's office and roles.
 *
 * The news permissions (LIBRARY_PERMISSIONS) are the exception: an admin acting as themselves holds
 * them on the provider's library, the news of no office (officeOrLibraryOf).
 *
 * Jobs pass the same guards: a job for one office acts inside that office only (with any office
 * permission: what it may do is decided by its definition, not by a person's roles); a job for
 * the platform acts as the provider does, and for no office.
 */

function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED');
  return ctx.actor;
}

/** An admin acting as themselves, or a job for no office. */
const isPlatform = (actor: Actor) =>
  actor.type === 'job' ? actor.officeId === null : actor.user.kind === 'admin';

/** An admin acting as themselves, or a platform job; 403 for anyone else. */
export function requireAdmin(ctx: ServiceContext): void {
  if (!isPlatform(actorOf(ctx))) throw new AppError('FORBIDDEN', { required: 'admin' });
}

/** The office the caller acts for; 403 when it has none (an admin acting as themselves, a platform job). */
export function officeIdOf(ctx: ServiceContext): string {
  const actor = actorOf(ctx);
  const officeId =
    actor.type === 'job' ? actor.officeId : actor.user.kind === 'user' ? actor.user.officeId : null;
  if (!officeId) throw new AppError('FORBIDDEN', { required: 'office' });
  return officeId;
}

/** The caller's office, when the caller holds `permission` there; 403 otherwise. */
export function requirePermission(ctx: ServiceContext, permission: Permission): string {
  const officeId = officeIdOf(ctx);
  const actor = actorOf(ctx);
  if (actor.type === 'user' && !mayUse(actor.user, permission)) {
    throw new AppError('FORBIDDEN', { required: permission });
  }
  return officeId;
}

/**
 * Whose news the caller acts on: its office's, when it holds `permission` there (403 otherwise), or
 * the provider's library (null) for an admin acting as themselves or a platform job.
 */
export function officeOrLibraryOf(ctx: ServiceContext, permission: Permission): string | null {
  if (LIBRARY_PERMISSIONS.includes(permission) && isPlatform(actorOf(ctx))) return null;
  return requirePermission(ctx, permission);
}
