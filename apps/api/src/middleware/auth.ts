import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { findActiveTokenUser } from '../modules/auth/auth.service';
import { verifyToken } from '../modules/auth/tokens';

/**
 * Requires a valid bearer token whose user is still active and whose token version is current,
 * so deactivating a user or changing their password or roles ends their sessions at once.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new AppError('UNAUTHENTICATED');
  const ctx = c.var.ctx;
  const claims = await verifyToken(ctx.config.jwtSecret, ctx.clock, token);
  if (!claims) throw new AppError('TOKEN_INVALID');
  const user = await findActiveTokenUser(ctx, claims);
  if (!user) throw new AppError('TOKEN_INVALID');
  c.set('ctx', { ...ctx, user, logger: ctx.logger.child({ userId: user.id }) });
  await next();
});
