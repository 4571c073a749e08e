// Sending a campaign, at most once per recipient (decision 036). Each message is committed as
// 'sending' before its SMTP conversation and as 'sent' after it; no network call ever happens
// inside a database transaction. A message left 'sending' by a crash becomes 'unknown' and is never
// sent again automatically.
import { DELIVERED_STATUSES } from '@gaceta/shared/newsletter/campaigns';
import { and, asc, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { news, newsletterCampaigns, newsletterDeliveries, newsletterRecipients } from '../../../db/schema';
import type { RenderedEmail } from '../../../emails/layout';
import type { MailMessage } from '../../../lib/mailer';
import { newsletterMessages } from '../../../lib/metrics';
import { officeIdOf } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { settlePublication } from '../../news/news-workflow.service';
import { emailNotice, rolesWith } from '../../users/notices.service';
import { bounceDomainAddress } from '../bounces/bounces.service';
import { type CampaignContent, campaignContent, renderDigest } from '../campaigns/campaigns.content';
import { SENDING_BATCH } from '../campaigns/campaigns.service';
import { releaseEmails, reserveEmails } from '../quota/email-quota';
import { campaignAddresses, type NamedAddress } from '../senders/senders.service';
import {
  campaignToken,
  deliveryToken,
  newsletterLinks,
  TOKEN_PLACEHOLDER,
  TRACKING_PLACEHOLDER,
} from '../tracking/tracking';

/** Messages sent side by side (the SMTP pool's connections share them); a crash leaves at most these 'unknown'. */
const WINDOW = 10;
/** How long a worker holds the messages it took; past it, another run may take the untouched ones. */
export const LEASE_MS = 5 * 60 * 1000;
/** Attempts of a message that meets temporary failures, the first one included. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60 * 1000;

type DeliveryRow = typeof newsletterDeliveries.$inferSelect;
type CampaignRow = typeof newsletterCampaigns.$inferSelect;
export type SendOutcome = 'sent' | 'temporary' | 'permanent' | 'unknown';

/** SMTP commands before the message's data: a failure there means the server took nothing. */
const BEFORE_DATA = new Set([
  'CONN',
  'EHLO',
  'HELO',
  'STARTTLS',
  'AUTH PLAIN',
  'AUTH LOGIN',
  'MAIL FROM',
  'RCPT TO',
]);

/**
 * What a failed send means for the message (nodemailer's error: the server's reply code, the command
 * it answered). A 5xx reply is permanent; a 4xx, or a failure before the data was sent, is
 * temporary (nothing was accepted, so trying again cannot double it); anything else, such as a
 * connection lost during or after the data, may have been accepted: unknown, never retried.
 */
export function outcomeOfError(error: unknown): Exclude<SendOutcome, 'sent'> {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  if (code === 'EAUTH' || code === 'ECONNECTION' || code === 'EDNS') return 'temporary';
  if (typeof responseCode === 'number') return responseCode >= 500 ? 'permanent' : 'temporary';
  if (command && BEFORE_DATA.has(command)) return 'temporary';
  return 'unknown';
}

/** A rejection of the address itself (5xx to RCPT TO): the recipient is marked bounced. */
const rejectsRecipient = (error: unknown) => {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  return command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Everything a run needs to turn a delivery into its message; each digest is rendered once. */
interface SendingPlan {
  campaign: CampaignRow;
  content: CampaignContent;
  from: NamedAddress;
  replyTo: string | null;
  digests: Map<string, Promise<RenderedEmail>>;
}

async function planOf(ctx: ServiceContext, campaign: CampaignRow): Promise<SendingPlan> {
  const content = await campaignContent(ctx, campaign);
  const { from, replyTo } = await campaignAddresses(ctx, campaign.senderId, content.office.name);
  return { campaign, content, from, replyTo, digests: new Map() };
}

/** One recipient's message: their digest with their token, the one-click unsubscribe headers, the VERP return path. */
export async function messageFor(
  ctx: ServiceContext,
  plan: SendingPlan,
  delivery: Pick<DeliveryRow, 'id' | 'email' | 'newsIds' | 'locale' | 'messageId'>,
): Promise<MailMessage> {
  // One rendering per set of items and language.
  const key = `${delivery.locale ?? ''}:${delivery.newsIds.join(',')}`;
  let digest = plan.digests.get(key);
  if (!digest) {
    digest = renderDigest(ctx, plan.content, delivery.newsIds, plan.campaign.links, delivery.locale);
    plan.digests.set(key, digest);
  }
  const { subject, html, text } = await digest;
  const token = deliveryToken(ctx.config.jwtSecret, delivery.id);
  // Without per-person tracking the pixel and redirects name the campaign only; unsubscribing and
  // the preferences stay the person's own (decision 062).
  const tracking = plan.campaign.perPersonTracking
    ? token
    : campaignToken(ctx.config.jwtSecret, plan.campaign.id);
  const links = newsletterLinks(ctx.config.publicUrl, token);
  const { bounceDomain } = ctx.config.newsletter;
  return {
    to: delivery.email,
    from: plan.from,
    ...(plan.replyTo && { replyTo: plan.replyTo }),
    subject,
    html: html.replaceAll(TOKEN_PLACEHOLDER, token).replaceAll(TRACKING_PLACEHOLDER, tracking),
    text: text.replaceAll(TOKEN_PLACEHOLDER, token).replaceAll(TRACKING_PLACEHOLDER, tracking),
    messageId: delivery.messageId,
    headers: {
      // RFC 8058's one-click URL, and where a bounce domain receives mail, RFC 2369's mailto.
      'List-Unsubscribe': [
        `<${links.unsubscribe}>`,
        ...(bounceDomain
          ? [`<mailto:${bounceDomainAddress('unsubscribe', delivery.id, bounceDomain)}?subject=unsubscribe>`]
          : []),
      ].join(', '),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `<${plan.content.officeKey}.newsletter.${new URL(ctx.config.publicUrl).hostname}>`,
    },
    ...(bounceDomain && {
      envelope: { from: bounceDomainAddress('bounce', delivery.id, bounceDomain), to: delivery.email },
    }),
  };
}

/**
 * Messages left 'sending' past their lease were cut off mid-conversation (the process died): they
 * become 'unknown', shown in the campaign's statistics for a deliberate resend, never sent again here.
 */
export async function recoverInterrupted(ctx: ServiceContext, campaignId: string): Promise<number> {
  const recovered = await ctx.db
    .update(newsletterDeliveries)
    .set({ status: 'unknown', error: 'Sending was interrupted; whether the message left is unknown' })
    .where(
      and(
        eq(newsletterDeliveries.campaignId, campaignId),
        eq(newsletterDeliveries.status, 'sending'),
        lt(newsletterDeliveries.claimedUntil, at(ctx.clock.now())),
      ),
    )
    .returning({ id: newsletterDeliveries.id });
  if (recovered.length > 0)
    ctx.logger.warn({ campaignId, unknown: recovered.length }, 'interrupted messages marked unknown');
  return recovered.length;
}

/** Takes up to a batch of messages nobody holds, for this run's lease (other runs skip them). */
async function claimBatch(ctx: ServiceContext, campaignId: string): Promise<DeliveryRow[]> {
  const now = ctx.clock.now();
  return withTransaction(ctx, async (ctx) => {
    const free = await ctx.db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.campaignId, campaignId),
          eq(newsletterDeliveries.status, 'pending'),
          or(isNull(newsletterDeliveries.claimedUntil), lt(newsletterDeliveries.claimedUntil, at(now))),
        ),
      )
      .orderBy(asc(newsletterDeliveries.id))
      .limit(SENDING_BATCH)
      .for('update', { skipLocked: true });
    if (free.length === 0) return [];
    return ctx.db
      .update(newsletterDeliveries)
      .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          newsletterDeliveries.id,
          free.map((row) => row.id),
        ),
      )
      .returning();
  });
}

class QuotaExhausted extends Error {}

/**
 * Commits a window of messages as 'sending', after dropping those whose recipient stopped receiving
 * meanwhile (unsubscribed, bounced, deactivated, erased) and reserving the rest from the quota in
 * the same transaction. Returns the messages to send now.
 */
async function startWindow(
  ctx: ServiceContext,
  officeId: string,
  window: DeliveryRow[],
): Promise<DeliveryRow[]> {
  const ids = window.map((row) => row.id);
  const lease = new Date(ctx.clock.now().getTime() + LEASE_MS);
  return withTransaction(ctx, async (ctx) => {
    await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'failed', error: 'The recipient no longer receives the newsletter' })
      .where(
        and(
          inArray(newsletterDeliveries.id, ids),
          eq(newsletterDeliveries.status, 'pending'),
          sql`not exists (select 1 from ${newsletterRecipients} r where r.id = ${newsletterDeliveries}.recipient_id and r.status = 'subscribed' and r.active)`,
        ),
      );
    const started = await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'sending', claimedUntil: lease, attempts: sql`${newsletterDeliveries.attempts} + 1` })
      .where(and(inArray(newsletterDeliveries.id, ids), eq(newsletterDeliveries.status, 'pending')))
      .returning();
    if (started.length > 0 && !(await reserveEmails(ctx.db, officeId, started.length)))
      throw new QuotaExhausted();
    return started;
  });
}

/** Sends one window side by side, then records each outcome (sent, retry later, failed, unknown). */
async function sendWindow(ctx: ServiceContext, plan: SendingPlan, started: DeliveryRow[]): Promise<void> {
  const results = await Promise.allSettled(
    started.map(async (delivery) => ctx.mailer.send(await messageFor(ctx, plan, delivery))),
  );
  const now = ctx.clock.now();
  const sent = started.filter((_, index) => results[index]?.status === 'fulfilled').map((row) => row.id);
  newsletterMessages.inc({ result: 'sent' }, sent.length);
  if (sent.length > 0) {
    await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(inArray(newsletterDeliveries.id, sent));
  }
  let notSent = 0;
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    const delivery = started[index] as DeliveryRow;
    const outcome = outcomeOfError(result.reason);
    newsletterMessages.inc({ result: outcome });
    if (outcome !== 'unknown') notSent += 1;
    await recordFailure(ctx, delivery, outcome, result.reason, now);
  }
  if (notSent > 0) await releaseEmails(ctx.db, plan.campaign.officeId, notSent);
}

async function recordFailure(
  ctx: ServiceContext,
  delivery: DeliveryRow,
  outcome: Exclude<SendOutcome, 'sent'>,
  reason: unknown,
  now: Date,
): Promise<void> {
  const error = (reason instanceof Error ? reason.message : String(reason)).slice(0, 500);
  ctx.logger.warn({ deliveryId: delivery.id, outcome, error }, 'newsletter message not sent');
  const retry = outcome === 'temporary' && delivery.attempts < MAX_ATTEMPTS;
  const status = retry ? 'pending' : outcome === 'unknown' ? 'unknown' : 'failed';
  // Backoff: 1, 2, 4, 8 minutes after each failed attempt.
  const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** Math.max(delivery.attempts - 1, 0));
  await ctx.db
    .update(newsletterDeliveries)
    .set({ status, error, claimedUntil: retry ? retryAt : delivery.claimedUntil })
    .where(eq(newsletterDeliveries.id, delivery.id));
  if (rejectsRecipient(reason) && delivery.recipientId) {
    await ctx.db
      .update(newsletterRecipients)
      .set({ status: 'bounced' })
      .where(
        and(eq(newsletterRecipients.id, delivery.recipientId), eq(newsletterRecipients.status, 'subscribed')),
      );
  }
}

/** The quota ran out while sending: what was not sent yet is given up, and the campaign stops. */
async function stopForQuota(ctx: ServiceContext, campaign: CampaignRow): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'failed', error: 'The email quota ran out before this message was sent' })
      .where(
        and(eq(newsletterDeliveries.campaignId, campaign.id), eq(newsletterDeliveries.status, 'pending')),
      );
    await ctx.db
      .update(newsletterCampaigns)
      .set({ status: 'cancelled', stopCode: 'NEWSLETTER_QUOTA_EXCEEDED', finishedAt: ctx.clock.now() })
      .where(eq(newsletterCampaigns.id, campaign.id));
  });
  ctx.logger.warn({ campaignId: campaign.id }, 'newsletter stopped: the email quota ran out');
}

/**
 * When nothing is left to send the campaign is sent (its items' newsletter publications become
 * published); otherwise, when the next temporary failure may be retried.
 */
async function finishOrNext(ctx: ServiceContext, campaignId: string): Promise<Date | null> {
  return withTransaction(ctx, async (ctx) => {
    const [campaign] = await ctx.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaignId))
      .for('update');
    if (campaign?.status !== 'sending') return null;
    const [left] = await ctx.db
      .select({
        pending: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'pending')`,
        sending: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sending')`,
        next: min(newsletterDeliveries.claimedUntil),
      })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.campaignId, campaignId),
          inArray(newsletterDeliveries.status, ['pending', 'sending']),
        ),
      );
    if (Number(left?.pending ?? 0) + Number(left?.sending ?? 0) > 0) return left?.next ?? null;
    await ctx.db
      .update(newsletterCampaigns)
      .set({ status: 'sent', finishedAt: ctx.clock.now() })
      .where(eq(newsletterCampaigns.id, campaignId));
    const publishedAt = ctx.clock.now();
    for (const newsId of campaign.newsIds) {
      await settlePublication(ctx, newsId, 'newsletter', {
        state: 'published',
        publishedAt,
        externalRef: null,
      });
    }
    return null;
  });
}

/**
 * One sending run (the newsletter-send job): turns interrupted messages into 'unknown', then sends
 * batch after batch until none is free, and finishes the campaign. Returns when to come back for
 * messages waiting on a temporary failure's retry (or held by another run), or null.
 */
export async function runSending(ctx: ServiceContext, campaignId: string): Promise<Date | null> {
  const officeId = officeIdOf(ctx);
  const [campaign] = await ctx.db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.officeId, officeId)));
  if (campaign?.status !== 'sending') return null;
  await recoverInterrupted(ctx, campaignId);
  const plan = await planOf(ctx, campaign);
  for (;;) {
    const batch = await claimBatch(ctx, campaignId);
    if (batch.length === 0) break;
    for (let start = 0; start < batch.length; start += WINDOW) {
      let started: DeliveryRow[];
      try {
        started = await startWindow(ctx, officeId, batch.slice(start, start + WINDOW));
      } catch (error) {
        if (!(error instanceof QuotaExhausted)) throw error;
        await stopForQuota(ctx, campaign);
        return null;
      }
      if (started.length > 0) await sendWindow(ctx, plan, started);
    }
  }
  return finishOrNext(ctx, campaignId);
}

/**
 * The newsletter-send job gave up (its last retry failed): a campaign still `sending` becomes
 * `failed`, keeping every message as it stands (those sent stay counted, those waiting stay
 * `pending` for a resume, POST …/{id}/resume), and the office's newsletter managers are told by
 * email how far it got. A campaign that finished or stopped meanwhile is left alone. The error is
 * the operator's to read in the log, not the office's.
 */
export async function failSending(ctx: ServiceContext, campaignId: string, error: unknown): Promise<void> {
  const officeId = officeIdOf(ctx);
  const failed = await withTransaction(ctx, async (ctx) => {
    const [campaign] = await ctx.db
      .update(newsletterCampaigns)
      .set({ status: 'failed', finishedAt: ctx.clock.now() })
      .where(
        and(
          eq(newsletterCampaigns.id, campaignId),
          eq(newsletterCampaigns.officeId, officeId),
          eq(newsletterCampaigns.status, 'sending'),
        ),
      )
      .returning();
    if (!campaign) return null;
    const [counts] = await ctx.db
      .select({
        sent: sql<number>`count(*) filter (where ${inArray(newsletterDeliveries.status, [...DELIVERED_STATUSES])})::int`,
        left: sql<number>`count(*) filter (where ${inArray(newsletterDeliveries.status, ['pending', 'sending'])})::int`,
      })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, campaignId));
    const sent = Number(counts?.sent ?? 0);
    const left = Number(counts?.left ?? 0);
    const items =
      campaign.newsIds.length === 0
        ? []
        : await ctx.db
            .select({ id: news.id, title: news.title })
            .from(news)
            .where(inArray(news.id, campaign.newsIds));
    const titles = campaign.newsIds.flatMap((id) => items.find((item) => item.id === id)?.title ?? []);
    await recordAudit(ctx, {
      action: 'newsletter_campaign.fail',
      targetId: campaignId,
      officeId,
      data: { sent, left },
    });
    await emailNotice(ctx, { officeId, roles: rolesWith('newsletter.manage') }, (manager) => ({
      template: 'newsletter_failed',
      firstName: manager.firstName,
      titles,
      sent,
      left,
      link: `${ctx.config.publicUrl}/statistics/newsletter/recipient/${campaignId}`,
    }));
    return { sent, left };
  });
  if (failed) ctx.logger.error({ err: error, campaignId, ...failed }, 'newsletter sending failed for good');
}
