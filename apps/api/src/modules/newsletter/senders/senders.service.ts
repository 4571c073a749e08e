import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { One } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import { type Done, fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import { SENDER_CODE, type Sender, type SenderInput } from '@gaceta/shared/newsletter/settings';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { RuntimeConfig, ServiceContext } from '../../../context';
import { withTransaction } from '../../../context';
import type { Database, Transaction } from '../../../db/client';
import { newsletterConfigurations, newsletterSenders } from '../../../db/schema';
import { AppError, fieldError } from '../../../lib/app-error';
import { sendEmail } from '../../../queue/definitions/send-email';
import { requirePermission } from '../../access/guards';
import { enforceRateLimits, type RateLimitRule } from '../../access/rate-limit';
import { recordAudit } from '../../audit/audit.service';
import { normalizeEmail } from '../../auth/auth.service';
import { findOffice } from '../../offices/offices.service';

/**
 * The addresses an office's newsletter is sent from. An address is added unverified and gets a
 * code by email; typing the code back proves the office reads that mailbox, and only then may the
 * newsletter name it (verifiedSender). The code is random, stored as a keyed hash, expires after
 * SENDER_CODE.validMinutes and allows SENDER_CODE.attempts tries; asking again sends a new one.
 */

type SenderRow = typeof newsletterSenders.$inferSelect;

/** Codes sent to one address in an hour: enough to retry a lost email, not to flood a mailbox. */
export const SENDER_CODE_SENDS: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };

export function toSender(row: SenderRow): Sender {
  return {
    id: row.id,
    email: row.email,
    verified: row.verifiedAt !== null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    code_expires_at: row.verifiedAt ? null : (row.codeExpiresAt?.toISOString() ?? null),
    attempts_left: row.verifiedAt ? 0 : Math.max(0, SENDER_CODE.attempts - row.codeAttempts),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The code's hash, keyed with the server's secret and tied to the sender: a database copy alone
 * cannot turn a stored hash back into its six digits.
 */
function codeHash(config: RuntimeConfig, senderId: string, code: string): string {
  return createHmac('sha256', config.jwtSecret).update(`newsletter sender ${senderId} ${code}`).digest('hex');
}

function sameHash(stored: string, given: string): boolean {
  const [a, b] = [Buffer.from(stored, 'hex'), Buffer.from(given, 'hex')];
  return a.length === b.length && timingSafeEqual(a, b);
}

const newCode = () => String(randomInt(0, 10 ** SENDER_CODE.length)).padStart(SENDER_CODE.length, '0');

async function senderOf(db: Database, officeId: string, id: string, lock = false): Promise<SenderRow> {
  const query = db
    .select()
    .from(newsletterSenders)
    .where(and(eq(newsletterSenders.id, id), eq(newsletterSenders.officeId, officeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /v1/newsletter/senders: the office's addresses, oldest first. */
export async function listSenders(ctx: ServiceContext): Promise<{ objects: Sender[] }> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const rows = await ctx.db
    .select()
    .from(newsletterSenders)
    .where(eq(newsletterSenders.officeId, officeId))
    .orderBy(asc(newsletterSenders.createdAt), asc(newsletterSenders.id));
  return { objects: rows.map(toSender) };
}

/**
 * POST /v1/newsletter/senders: adds the address (or finds it, still unverified) and emails it a new
 * code, which replaces any earlier one. The email is a job enqueued with the change (decision 023).
 */
export async function addSender(
  ctx: ServiceContext,
  input: SenderInput & { locale: Locale },
): Promise<One<Sender>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const email = normalizeEmail(input.email);
  // Counted before the transaction, so a refused send still counts and nothing else is written.
  await enforceRateLimits(ctx.db, ctx.clock, [
    { key: `sender-code:${officeId}:${email}`, rule: SENDER_CODE_SENDS },
  ]);
  const row = await withTransaction(ctx, async (ctx) => {
    const [existing] = await ctx.db
      .insert(newsletterSenders)
      .values({ officeId, email })
      .onConflictDoUpdate({
        target: [newsletterSenders.officeId, newsletterSenders.email],
        set: { updatedAt: ctx.clock.now() },
      })
      .returning();
    if (!existing) throw new Error('sender upsert returned no row');
    if (existing.verifiedAt) throw fieldError('CONFLICT', 'email', MESSAGES.senderAlreadyVerified.id);
    const code = newCode();
    const [sender] = await ctx.db
      .update(newsletterSenders)
      .set({
        codeHash: codeHash(ctx.config, existing.id, code),
        codeExpiresAt: new Date(ctx.clock.now().getTime() + SENDER_CODE.validMinutes * 60 * 1000),
        codeAttempts: 0,
      })
      .where(eq(newsletterSenders.id, existing.id))
      .returning();
    if (!sender) throw new Error('sender update returned no row');
    const office = await findOffice(ctx.db, officeId);
    await ctx.jobs.enqueue(ctx, sendEmail, {
      template: 'sender_verification',
      to: email,
      locale: input.locale,
      officeName: office.name,
      code,
      validMinutes: SENDER_CODE.validMinutes,
    });
    await recordAudit(ctx, {
      action: 'newsletter.sender_code',
      targetId: sender.id,
      officeId,
      data: { email },
    });
    return sender;
  });
  return { object: toSender(row) };
}

type Verification =
  | { outcome: 'verified'; sender: SenderRow }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'expired' | 'exhausted' };

/**
 * POST /v1/newsletter/senders/{id}/verify. A wrong try is counted in its own committed transaction
 * before the refusal is answered, so failures cannot be retried for free. Verifying an address
 * already verified answers it as it is.
 */
export async function verifySender(ctx: ServiceContext, id: string, code: string): Promise<One<Sender>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const result = await withTransaction(ctx, async (ctx): Promise<Verification> => {
    const sender = await senderOf(ctx.db, officeId, id, true);
    if (sender.verifiedAt) return { outcome: 'verified', sender };
    if (!sender.codeHash || !sender.codeExpiresAt || sender.codeExpiresAt <= ctx.clock.now()) {
      return { outcome: 'expired' };
    }
    if (sender.codeAttempts >= SENDER_CODE.attempts) return { outcome: 'exhausted' };
    if (sameHash(sender.codeHash, codeHash(ctx.config, sender.id, code))) {
      const [verified] = await ctx.db
        .update(newsletterSenders)
        .set({ verifiedAt: ctx.clock.now(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
        .where(eq(newsletterSenders.id, sender.id))
        .returning();
      if (!verified) throw new Error('sender update returned no row');
      await recordAudit(ctx, {
        action: 'newsletter.sender_verify',
        targetId: sender.id,
        officeId,
        data: { email: sender.email },
      });
      return { outcome: 'verified', sender: verified };
    }
    const attempts = sender.codeAttempts + 1;
    await ctx.db
      .update(newsletterSenders)
      .set({ codeAttempts: attempts })
      .where(eq(newsletterSenders.id, id));
    return { outcome: 'wrong', attemptsLeft: SENDER_CODE.attempts - attempts };
  });
  switch (result.outcome) {
    case 'verified':
      return { object: toSender(result.sender) };
    case 'wrong':
      throw new AppError('SENDER_CODE_INVALID', {
        code: [fieldMessage(MESSAGES.senderCodeInvalid.id)],
        attempts_left: result.attemptsLeft,
      });
    case 'expired':
      throw new AppError('SENDER_CODE_UNUSABLE', { code: [fieldMessage(MESSAGES.senderCodeExpired.id)] });
    case 'exhausted':
      throw new AppError('SENDER_CODE_UNUSABLE', { code: [fieldMessage(MESSAGES.senderCodeExhausted.id)] });
  }
}

/**
 * DELETE /v1/newsletter/senders/{id}. The sender of an automatic newsletter stays until another is
 * chosen or automatic sending is turned off: removing it would stop the newsletter unseen.
 */
export async function deleteSender(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  await withTransaction(ctx, async (ctx) => {
    const sender = await senderOf(ctx.db, officeId, id, true);
    const [automatic] = await ctx.db
      .select({ officeId: newsletterConfigurations.officeId })
      .from(newsletterConfigurations)
      .where(
        and(
          eq(newsletterConfigurations.officeId, officeId),
          eq(newsletterConfigurations.senderId, id),
          eq(newsletterConfigurations.autoPublish, true),
        ),
      );
    if (automatic) throw fieldError('CONFLICT', 'id', MESSAGES.senderInUse.id);
    await ctx.db.delete(newsletterSenders).where(eq(newsletterSenders.id, id));
    await recordAudit(ctx, {
      action: 'newsletter.sender_delete',
      targetId: id,
      officeId,
      data: { email: sender.email },
    });
  });
  return MESSAGES.doneSenderDeleted;
}

/**
 * The office's sender `senderId` if it is verified, else null: what the campaigns check before
 * naming an address as a newsletter's sender. `lock` keeps it from being deleted until the
 * transaction ends (deleteSender waits, then sees what this transaction saved).
 */
export async function verifiedSender(
  db: Database | Transaction,
  officeId: string,
  senderId: string,
  { lock = false } = {},
): Promise<{ id: string; email: string } | null> {
  const query = db
    .select({ id: newsletterSenders.id, email: newsletterSenders.email })
    .from(newsletterSenders)
    .where(
      and(
        eq(newsletterSenders.id, senderId),
        eq(newsletterSenders.officeId, officeId),
        isNotNull(newsletterSenders.verifiedAt),
      ),
    );
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

/** A mail address with its display name, as nodemailer takes it. */
export interface NamedAddress {
  name: string;
  address: string;
}

/** The address of MAIL_FROM ("Gaceta <no-reply@gaceta.local>" → no-reply@gaceta.local). */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();

/**
 * Who a newsletter says it is from. A receiving server trusts a From only when its domain's SPF
 * and DKIM vouch for the relay, so the office's own address is the From only for the domains the
 * operator set up (NEWSLETTER_SENDING_DOMAINS, docs/newsletter.md); otherwise the message is from
 * the platform's address under the office's name, and replies go to the sender.
 */
export function newsletterAddresses(
  config: Pick<RuntimeConfig, 'mailFrom' | 'newsletterSendingDomains'>,
  officeName: string,
  senderEmail: string | null,
): { from: NamedAddress; replyTo: string | null } {
  const domain = senderEmail?.split('@').pop()?.toLowerCase() ?? '';
  if (senderEmail && config.newsletterSendingDomains.includes(domain)) {
    return { from: { name: officeName, address: senderEmail }, replyTo: null };
  }
  return { from: { name: officeName, address: addressOf(config.mailFrom) }, replyTo: senderEmail };
}

/**
 * The addresses of a campaign's messages, from its sender: one deleted since the campaign was made
 * (a campaign is made with a verified sender) leaves the platform's address alone.
 */
export async function campaignAddresses(
  ctx: ServiceContext,
  senderId: string | null,
  officeName: string,
): Promise<{ from: NamedAddress; replyTo: string | null }> {
  const [sender] = senderId
    ? await ctx.db
        .select({ email: newsletterSenders.email })
        .from(newsletterSenders)
        .where(eq(newsletterSenders.id, senderId))
    : [];
  return newsletterAddresses(ctx.config, officeName, sender?.email ?? null);
}
