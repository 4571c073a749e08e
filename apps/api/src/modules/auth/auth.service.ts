import type { ImpersonateInput, LoginInput, TokenResponse } from '@gaceta/shared/accounts/auth';
import type { AreaCode } from '@gaceta/shared/areas';
import { MESSAGES } from '@gaceta/shared/messages';
import { eq } from 'drizzle-orm';
import { currentUser, type ServiceContext } from '../../context';
import { users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { signInFailures } from '../../lib/metrics';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hash';
import {
  clearRateLimit,
  hitRateLimit,
  holdRateLimit,
  type RateLimitRule,
  rateLimited,
  refundRateLimit,
} from '../access/rate-limit';
import { recordAudit } from '../audit/audit.service';
import {
  IMPERSONATION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  signToken,
  type TokenSubject,
} from '../sessions/tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins on one account from one client address: past this, that client waits. */
export const LOGIN_CLIENT_LIMIT: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
/**
 * Failed sign-ins on one account from every address. Past this the account is not locked: a client
 * that has already failed on it waits, and any other still gets its try, so the owner can sign in.
 */
export const LOGIN_ACCOUNT_LIMIT: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins from one address on any account, generous because an office may share one address. */
export const LOGIN_IP_LIMIT: RateLimitRule = { limit: 100, windowMs: FIFTEEN_MINUTES };
const DAY = 24 * 60 * 60 * 1000;
/**
 * How long a client that reached LOGIN_CLIENT_LIMIT waits: 15 minutes the first time, doubling each
 * time it comes back and fails again (30 minutes, an hour…), up to a day. The count of such
 * strikes is forgotten a day after the first, or at a correct password.
 */
export function signInWait(strikes: number): number {
  return Math.min(FIFTEEN_MINUTES * 2 ** (strikes - 1), DAY);
}

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

/**
 * Only failures count against the limits. Each attempt is counted before the password is checked,
 * so concurrent guesses cannot slip past a limit, and a correct password takes its count back.
 */
async function countSignInAttempt(ctx: ServiceContext, email: string, ip: string) {
  const keys = {
    account: `login:account:${email}`,
    client: `login:client:${ip}:${email}`,
    strikes: `login:strikes:${ip}:${email}`,
    ip: `login:ip:${ip}`,
  };
  const [account, client, address] = await Promise.all([
    hitRateLimit(ctx.db, ctx.clock, keys.account, LOGIN_ACCOUNT_LIMIT),
    hitRateLimit(ctx.db, ctx.clock, keys.client, LOGIN_CLIENT_LIMIT),
    hitRateLimit(ctx.db, ctx.clock, keys.ip, LOGIN_IP_LIMIT),
  ]);
  const waits: number[] = [];
  if (!address.allowed) waits.push(address.retryAfterSeconds);
  if (!client.allowed && client.count === LOGIN_CLIENT_LIMIT.limit + 1) {
    // This client has just used up its tries: it waits, longer at each strike.
    const strikes = await hitRateLimit(ctx.db, ctx.clock, keys.strikes, { limit: Infinity, windowMs: DAY });
    client.retryAfterSeconds = await holdRateLimit(ctx.db, ctx.clock, keys.client, signInWait(strikes.count));
  }
  if (!client.allowed) waits.push(client.retryAfterSeconds);
  // The account is under attack: this client has failed on it before, so it waits until either
  // its own failures or the account's are forgotten.
  if (!account.allowed && client.count > 1)
    waits.push(Math.min(account.retryAfterSeconds, client.retryAfterSeconds));
  if (waits.length > 0) throw rateLimited(Math.max(...waits));

  return async function succeeded(): Promise<void> {
    await Promise.all([
      refundRateLimit(ctx.db, keys.account),
      refundRateLimit(ctx.db, keys.ip),
      clearRateLimit(ctx.db, keys.client),
      clearRateLimit(ctx.db, keys.strikes),
    ]);
  };
}

export async function login(ctx: ServiceContext, input: LoginInput & { ip: string }): Promise<TokenResponse> {
  const email = normalizeEmail(input.email);
  const succeeded = await countSignInAttempt(ctx, email, input.ip);

  const user = await findUserByEmail(ctx, email);
  // An invited user who has not chosen a password yet signs in with none, as an unknown address.
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    signInFailures.inc();
    throw new AppError('INVALID_CREDENTIALS');
  }
  await succeeded();
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.active) throw new AppError('INACTIVE_USER');

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
    action: 'auth.impersonate',
    targetId: target.id,
    officeId: target.officeId,
    data: { email: target.email },
  });
  ctx.logger.info({ adminId: admin.id, targetId: target.id }, 'impersonation token issued');
  return { token };
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
