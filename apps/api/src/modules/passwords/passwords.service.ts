import type { ForgotPasswordInput, ResetPasswordInput, ResetTokenInput } from '@gaceta/shared/accounts/auth';
import type { Locale } from '@gaceta/shared/locales';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import { sendPasswordReset } from '../../queue/definitions/send-password-reset';
import { enforceRateLimits, type RateLimitRule } from '../access/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { normalizeEmail } from '../auth/auth.service';
import { hashResetToken } from './reset-link';

const ONE_HOUR = 60 * 60 * 1000;
/** Keeps the form from being used to flood someone's inbox. */
export const FORGOT_EMAIL_LIMIT: RateLimitRule = { limit: 5, windowMs: ONE_HOUR };
export const FORGOT_IP_LIMIT: RateLimitRule = { limit: 30, windowMs: ONE_HOUR };

/**
 * Answers alike for every address (decision 008): the link is looked up, stored and emailed by a job
 * (jobs/send-password-reset.job.ts), so neither the answer nor its time tells who has an account.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: ForgotPasswordInput & { locale: Locale; ip: string },
): Promise<Done> {
  const email = normalizeEmail(input.email);
  await enforceRateLimits(ctx.db, ctx.clock, [
    { key: `forgot:email:${email}`, rule: FORGOT_EMAIL_LIMIT },
    { key: `forgot:ip:${input.ip}`, rule: FORGOT_IP_LIMIT },
  ]);
  await ctx.jobs.enqueue(ctx, sendPasswordReset, { email, locale: input.locale });
  return MESSAGES.doneResetEmailSent;
}

/** Matches the pending link of this token while it can still be used. */
function usableResetToken(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

async function requireUsableResetToken(ctx: ServiceContext, token: string): Promise<void> {
  const [pending] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableResetToken(token, ctx.clock.now()));
  if (!pending) throw new AppError('RESET_TOKEN_INVALID');
}

/** Says whether a reset link can still be used, without using it, so its page can tell at once. */
export async function checkResetToken(ctx: ServiceContext, input: ResetTokenInput): Promise<Done> {
  await requireUsableResetToken(ctx, input.token);
  return MESSAGES.doneResetTokenUsable;
}

/** Sets the new password, ends every session of the user and every other pending link. */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<Done> {
  const now = ctx.clock.now();
  const usable = usableResetToken(input.token, now);
  await requireUsableResetToken(ctx, input.token);
  const passwordHash = await hashPassword(input.password);

  await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    // Claimed with a conditional update, so two concurrent uses cannot both succeed.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, officeId: users.officeId });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await recordAudit(ctx, {
      actorId: claimed.userId,
      action: 'password.reset',
      targetId: claimed.userId,
      officeId: user?.officeId,
    });
  });
  return MESSAGES.donePasswordUpdated;
}

/** Expired or used tokens can never be redeemed again, so they are dropped; returns how many. */
export async function purgeExpiredResetTokens(ctx: ServiceContext): Promise<number> {
  const deleted = await ctx.db
    .delete(passwordResetTokens)
    .where(or(lte(passwordResetTokens.expiresAt, ctx.clock.now()), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}
