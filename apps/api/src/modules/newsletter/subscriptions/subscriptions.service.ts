import { type Done, MESSAGES } from '@gaceta/shared/messages';
import type { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import type { SubscribeInput } from '@gaceta/shared/newsletter/recipients';
import { defaultTheme, type ThemeValues } from '@gaceta/shared/website/markup';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterRecipients, newsletterSuppressions, offices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { sendEmail } from '../../../queue/definitions/send-email';
import { enforceRateLimits, type RateLimitRule } from '../../access/rate-limit';
import { recordAudit } from '../../audit/audit.service';
import { normalizeEmail } from '../../auth/auth.service';
import { storedTheme } from '../../website/website.service';
import { newsletterConfigurationOf } from '../configuration/configuration.service';
import { emailHash, ipHash } from '../recipients/recipients.keys';
import { checkSubjects, isSuppressed } from '../recipients/recipients.service';
import { type Confirmation, readConfirmation, signConfirmation } from './subscriptions.tokens';

/** Subscriptions one IP may ask for in an hour (a family or an office behind one address). */
export const SUBSCRIBE_IP_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };
/**
 * Confirmation emails one mailbox (`mailboxOf`) may be sent in a day, so the form cannot be used to
 * flood it.
 */
export const SUBSCRIBE_ADDRESS_LIMIT: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for the per-address limit only (the address is stored and mailed
 * as typed): the local part up to its first `+` (sub-addressing, RFC 5233: `ana+1@x.es` reaches
 * `ana@x.es` at most providers), in lower case; at Gmail, which ignores them, without its dots.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const local = email.slice(0, at).toLowerCase().split('+')[0] ?? '';
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

async function officeByKey(ctx: ServiceContext, key: string) {
  const [office] = await ctx.db
    .select({ id: offices.id, name: offices.name, privacyUrl: offices.privacyUrl })
    .from(offices)
    .where(eq(offices.publicKey, key));
  if (!office) throw new AppError('NOT_FOUND');
  return office;
}

/** What an office records of its readers now, and its privacy policy (decision 062). */
export async function readingNoticeOf(
  ctx: ServiceContext,
  office: { id: string; privacyUrl: string | null },
): Promise<ReadingNotice> {
  const configuration = await newsletterConfigurationOf(ctx.db, office.id);
  return {
    per_person: configuration.per_person_tracking,
    retention_months: configuration.per_person_retention_months,
    privacy_url: office.privacyUrl,
  };
}

/**
 * GET /public/v1/offices/{key}/newsletter_privacy: what the office's newsletter records of its
 * readers, which the subscription form says before the person subscribes (decision 062).
 */
export async function newsletterPrivacy(ctx: ServiceContext, key: string): Promise<ReadingNotice> {
  return readingNoticeOf(ctx, await officeByKey(ctx, key));
}

/**
 * The website's and the WordPress plugin's subscription form (double opt-in): an address not yet
 * listed becomes a `pending` recipient, and every request is answered alike and sends the address
 * a confirmation link, so the answer never tells whether the address is listed. Nobody is
 * subscribed without the link: not a new address, not one that unsubscribed, not one the office
 * erased on request (which gets no row until confirmed). A filled honeypot is thanked and dropped.
 */
export async function subscribe(ctx: ServiceContext, input: SubscribeInput & { ip: string }): Promise<Done> {
  await enforceRateLimits(ctx.db, ctx.clock, [{ key: `subscribe:ip:${input.ip}`, rule: SUBSCRIBE_IP_LIMIT }]);
  if (input.website) {
    ctx.logger.info('newsletter subscription with a filled honeypot ignored');
    return MESSAGES.doneSubscriptionRequested;
  }
  const office = await officeByKey(ctx, input.key);
  const email = normalizeEmail(input.email);
  const secret = ctx.config.jwtSecret;
  await enforceRateLimits(ctx.db, ctx.clock, [
    {
      key: `subscribe:address:${emailHash(secret, office.id, mailboxOf(email))}`,
      rule: SUBSCRIBE_ADDRESS_LIMIT,
    },
  ]);
  await checkSubjects(ctx.db, input.subject_ids);
  const confirmation = {
    officeId: office.id,
    email,
    name: input.name,
    subjectIds: input.subject_ids,
    source: input.source,
    locale: input.locale,
    ipHash: ipHash(secret, office.id, input.ip),
  };
  const token = await signConfirmation(secret, ctx.clock, confirmation);
  await withTransaction(ctx, async (ctx) => {
    if (!(await isSuppressed(ctx, office.id, email)))
      await ctx.db
        .insert(newsletterRecipients)
        .values({
          officeId: office.id,
          email,
          name: input.name,
          subjectIds: input.subject_ids,
          language: input.locale,
          status: 'pending',
          consentSource: input.source,
          consentAt: ctx.clock.now(),
          consentIpHash: confirmation.ipHash,
        })
        .onConflictDoNothing({ target: [newsletterRecipients.officeId, newsletterRecipients.email] });
    await ctx.jobs.enqueue(ctx, sendEmail, {
      template: 'subscription_confirmation',
      to: email,
      locale: input.locale,
      name: input.name,
      officeName: office.name,
      link: `${ctx.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
    });
  });
  return MESSAGES.doneSubscriptionRequested;
}

export type ConfirmationPage = Confirmation & {
  officeName: string;
  theme: ThemeValues;
  reading: ReadingNotice;
};

/** What the confirmation page shows before the person confirms: the office and the address. */
export async function describeConfirmation(ctx: ServiceContext, token: string): Promise<ConfirmationPage> {
  const confirmation = await readConfirmation(ctx.config.jwtSecret, ctx.clock, token);
  const [office] = await ctx.db
    .select({ name: offices.name, privacyUrl: offices.privacyUrl })
    .from(offices)
    .where(eq(offices.id, confirmation.officeId));
  if (!office) throw new AppError('SUBSCRIPTION_LINK_INVALID');
  const theme = (await storedTheme(ctx.db, confirmation.officeId)) ?? defaultTheme(office.name);
  const reading = await readingNoticeOf(ctx, { id: confirmation.officeId, privacyUrl: office.privacyUrl });
  return { ...confirmation, officeName: office.name, theme, reading };
}

/**
 * Confirms a subscription from its link: the recipient becomes `subscribed` with this consent
 * (source, date, IP hash), and an erasure of the address is lifted, since the person now asks
 * again. A link older than the address's unsubscription or erasure confirms nothing (400): the
 * later choice wins. Confirming twice is harmless.
 */
export async function confirmSubscription(ctx: ServiceContext, token: string): Promise<ConfirmationPage> {
  const confirmation = await describeConfirmation(ctx, token);
  const { officeId, email, issuedAt } = confirmation;
  const hash = emailHash(ctx.config.jwtSecret, officeId, email);
  await withTransaction(ctx, async (ctx) => {
    const [laterErasure] = await ctx.db
      .select({ hash: newsletterSuppressions.emailHash })
      .from(newsletterSuppressions)
      .where(
        and(
          eq(newsletterSuppressions.officeId, officeId),
          eq(newsletterSuppressions.emailHash, hash),
          gt(newsletterSuppressions.createdAt, issuedAt),
        ),
      );
    if (laterErasure) throw new AppError('SUBSCRIPTION_LINK_INVALID');
    await ctx.db
      .delete(newsletterSuppressions)
      .where(and(eq(newsletterSuppressions.officeId, officeId), eq(newsletterSuppressions.emailHash, hash)));
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(newsletterRecipients)
      .values({
        officeId,
        email,
        name: confirmation.name,
        subjectIds: confirmation.subjectIds,
        language: confirmation.locale,
        status: 'subscribed',
        consentSource: confirmation.source,
        consentAt: now,
        consentIpHash: confirmation.ipHash,
        confirmedAt: now,
      })
      .onConflictDoUpdate({
        target: [newsletterRecipients.officeId, newsletterRecipients.email],
        set: {
          status: 'subscribed',
          name: sql`coalesce(excluded.name, ${newsletterRecipients.name})`,
          subjectIds: sql`excluded.subject_ids`,
          // The language of the form the person confirmed from: their newsletter comes in it.
          language: sql`excluded.language`,
          consentSource: sql`excluded.consent_source`,
          consentAt: sql`excluded.consent_at`,
          consentIpHash: sql`excluded.consent_ip_hash`,
          confirmedAt: sql`excluded.confirmed_at`,
          unsubscribedAt: null,
        },
        setWhere: or(
          isNull(newsletterRecipients.unsubscribedAt),
          lt(newsletterRecipients.unsubscribedAt, issuedAt),
        ),
      })
      .returning({ id: newsletterRecipients.id });
    if (!row) throw new AppError('SUBSCRIPTION_LINK_INVALID');
    await recordAudit(ctx, {
      action: 'newsletter_recipient.confirm',
      targetId: row.id,
      officeId,
      data: { source: confirmation.source },
    });
  });
  return confirmation;
}
