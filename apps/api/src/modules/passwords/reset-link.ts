import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@gaceta/shared/locales';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { offices, passwordResetTokens, users } from '../../db/schema';
import { renderSystemEmail } from '../../emails/system-email';
import { findUserByEmail } from '../auth/auth.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An invitation waits longer than a reset: the invited person may not read their email today. */
export const INVITATION_TTL_DAYS = 7;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A single-use token that sets the user's password until `ttlMs` from now; only its SHA-256 is stored. */
async function issuePasswordToken(ctx: ServiceContext, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(ctx.clock.now().getTime() + ttlMs),
  });
  return token;
}

/**
 * Emails a single-use link valid for one hour to the account of `email`, when there is one. Run by
 * a job, so the form's answer takes the same time for any address.
 */
export async function emailResetLink(ctx: ServiceContext, input: { email: string; locale: Locale }) {
  const user = await findUserByEmail(ctx, input.email);
  if (!user) return;
  const token = await issuePasswordToken(ctx, user.id, RESET_TOKEN_TTL_MS);
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  const email = { to: user.email, locale: input.locale, firstName: user.firstName, link };
  await ctx.mailer.send(
    await renderSystemEmail({ template: 'password_reset', ...email }, ctx.config.operator),
  );
}

/**
 * Emails an invited user the link to choose their password: the same single-use token as a reset
 * (POST /v1/passwords/reset redeems it), valid for INVITATION_TTL_DAYS. A user who chose a
 * password meanwhile, or was deleted, gets nothing.
 */
export async function emailInvitation(ctx: ServiceContext, input: { user_id: string; locale: Locale }) {
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      officeName: offices.name,
    })
    .from(users)
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.id, input.user_id));
  if (!user || user.passwordHash) return;
  const token = await issuePasswordToken(ctx, user.id, INVITATION_TTL_MS);
  const email = {
    template: 'invitation' as const,
    to: user.email,
    locale: input.locale,
    firstName: user.firstName,
    officeName: user.officeName,
    link: `${ctx.config.publicUrl}/invitation/${token}`,
    validDays: INVITATION_TTL_DAYS,
  };
  await ctx.mailer.send(await renderSystemEmail(email, ctx.config.operator));
}
