import type { Permission } from '@gaceta/shared/accounts/roles';
import type { MiddlewareHandler } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import type { AppEnv } from '../context';
import { officeOrLibraryOf, requireAdmin } from '../modules/access/guards';
import { authenticate } from './auth';

/**
 * Who may call a route: anyone (`public`), any signed-in user (`authenticated`), an admin acting
 * as themselves (`admin`), or an office user whose roles grant the named permission (and, for the
 * news permissions, an admin acting as themselves, on the provider's library).
 */
export type Access = 'public' | 'authenticated' | 'admin' | Permission;

const DECLARED_ACCESS = Symbol('access');

export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [DECLARED_ACCESS]: Access };

/**
 * Enforces `level` and marks the handler with it, so the route table can be checked for routes
 * that declare nothing. API routes get it through describe(); pages and files use it directly.
 */
export function access(level: Access): AccessMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (level !== 'public') {
      await authenticate(c);
      if (level === 'admin') requireAdmin(c.var.ctx);
      else if (level !== 'authenticated') officeOrLibraryOf(c.var.ctx, level);
    }
    await next();
  };
  return Object.assign(middleware, { [DECLARED_ACCESS]: level });
}

/** The access a route handler declares, if it is an access middleware. */
export function declaredAccess(handler: unknown): Access | undefined {
  const target = findTargetHandler(
    handler as Parameters<typeof findTargetHandler>[0],
  ) as Partial<AccessMiddleware>;
  return target[DECLARED_ACCESS];
}
