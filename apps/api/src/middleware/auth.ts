import type { Context } from 'hono';
import { type AppEnv, signedIn } from '../context';
import { AppError } from '../lib/app-error';
import { findActiveTokenUser } from '../modules/sessions/sessions.service';
import { verifyToken } from '../modules/sessions/tokens';

/**
 * Signs the request in from its bearer token: the token must be valid and its user still active
 * with a current token version, so deactivating a user or changing their password or roles ends
 * their sessions at once. Called by the routes' declared access (middleware/access.ts).
 */
export async function authenticate(c: Context<AppEnv>): Promise<void> {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new AppError('UNAUTHENTICATED');
  const ctx = c.var.ctx;
  const claims = await verifyToken(ctx.config.jwtSecret, ctx.clock, token);
  if (!claims) throw new AppError('TOKEN_INVALID');
  const user = await findActiveTokenUser(ctx, claims);
  if (!user) throw new AppError('TOKEN_INVALID');
  c.set('ctx', signedIn(ctx, user));
}
