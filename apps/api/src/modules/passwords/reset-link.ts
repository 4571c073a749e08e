import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@gaceta/shared/locales';
import type { ServiceContext } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import { renderSystemEmail } from '../../emails/system-email';
import { findUserByEmail } from '../auth/auth.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Emails a single-use link valid for one hour to the account of `email`, when there is one; only the
 * token's SHA-256 is stored. Run by a job, so the form's answer takes the same time for any address.
 */
export async function emailResetLink(ctx: ServiceContext, input: { email: string; locale: Locale }) {
  const user = await findUserByEmail(ctx, input.email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(ctx.clock.now().getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  const email = { to: user.email, locale: input.locale, firstName: user.firstName, link };
  await ctx.mailer.send(
    await renderSystemEmail({ template: 'password_reset', ...email }, ctx.config.operator),
  );
}
