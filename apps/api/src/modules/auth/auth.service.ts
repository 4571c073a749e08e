import type { AreaCode } from '@gaceta/shared/areas';
import type { ImpersonateInput, LoginInput, TokenClaims, TokenResponse } from '@gaceta/shared/auth';
import { MESSAGES } from '@gaceta/shared/messages';
import { eq } from 'drizzle-orm';
import { type AuthUser, currentUser, type ServiceContext } from '../../context';
import { users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hash';
import { clearRateLimit, enforceRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { IMPERSONATION_TTL_SECONDS, SESSION_TTL_SECONDS, signToken, type TokenSubject } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed guesses on one account; a successful sign-in starts the count again. */
export const LOGIN_EMAIL_LIMIT: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Attempts from one address, generous because an office may share one public address. */
export const LOGIN_IP_LIMIT: RateLimitRule = { limit: 100, windowMs: FIFTEEN_MINUTES };

type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function login(ctx: ServiceContext, input: LoginInput & { ip: string }): Promise<TokenResponse> {
  const email = normalizeEmail(input.email);
  const emailKey = `login:email:${email}`;
  await enforceRateLimits(ctx.db, ctx.clock, [
    { key: emailKey, rule: LOGIN_EMAIL_LIMIT },
    { key: `login:ip:${input.ip}`, rule: LOGIN_IP_LIMIT },
  ]);

  const user = await findUserByEmail(ctx, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.active) throw new AppError('INACTIVE_USER');

  await clearRateLimit(ctx.db, emailKey);
  return { token: await signToken(ctx.config.jwtSecret, ctx.clock, tokenSubject(user), SESSION_TTL_SECONDS) };
}

/** An admin gets a short-lived token for an office user, marked with `act`, and it is audited. */
export async function impersonate(ctx: ServiceContext, input: ImpersonateInput): Promise<TokenResponse> {
  const admin = currentUser(ctx);
  if (admin.kind !== 'admin' || admin.impersonatedBy) throw new AppError('FORBIDDEN');
  const target = await findUserByEmail(ctx, input.email);
  if (target?.kind !== 'user') throw new AppError('NOT_FOUND');
  if (!target.active) throw fieldError('VALIDATION_FAILED', 'email', MESSAGES.inactiveUser.id);

  const subject = { ...tokenSubject(target), act: { sub: admin.id, email: admin.email } };
  const token = await signToken(ctx.config.jwtSecret, ctx.clock, subject, IMPERSONATION_TTL_SECONDS);
  await recordAudit(ctx, {
    actorId: admin.id,
    action: 'auth.impersonate',
    targetId: target.id,
    officeId: target.officeId,
    data: { email: target.email },
  });
  ctx.logger.info({ adminId: admin.id, targetId: target.id }, 'impersonation token issued');
  return { token };
}

/**
 * The user a verified token speaks for, or null when the user (or the impersonating admin) is no
 * longer active or the token's version is stale.
 */
export async function findActiveTokenUser(
  ctx: ServiceContext,
  claims: TokenClaims,
): Promise<AuthUser | null> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claims.sub));
  if (!user?.active || user.tokenVersion !== claims.ver) return null;
  let impersonatedBy: AuthUser['impersonatedBy'] = null;
  if (claims.act) {
    const [admin] = await ctx.db.select().from(users).where(eq(users.id, claims.act.sub));
    if (!admin?.active || admin.kind !== 'admin') return null;
    impersonatedBy = { id: admin.id, email: admin.email };
  }
  return {
    id: user.id,
    email: user.email,
    kind: user.kind,
    roles: user.roles,
    officeId: user.officeId,
    tolgeo: user.tolgeo,
    impersonatedBy,
  };
}

function tokenSubject(user: UserRow): TokenSubject {
  return {
    sub: user.id,
    email: user.email,
    role: user.kind,
    roles: user.roles,
    office_id: user.officeId,
    tolgeo: user.tolgeo as AreaCode,
    ver: user.tokenVersion,
  };
}
