// Newsletter campaigns: a custom one made from the items a user picked, one item's "publish now"
// on the newsletter channel, the auto-publish job's; starting to send any of them; reading them.
import type { One, Page } from '@gaceta/shared/common';
import type { Done } from '@gaceta/shared/messages';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import type { NewsStatus } from '@gaceta/shared/news/workflow';
import {
  type Campaign,
  type CampaignAudience,
  type CampaignCounts,
  type CampaignListQuery,
  type CampaignPreview,
  type CampaignTextsInput,
  type CreateCampaignInput,
  NEWSLETTER_ITEM_STATUSES,
  type RefusedItem,
  type RefusedItemReason,
  type SendCampaignInput,
  type UpdateCampaignInput,
} from '@gaceta/shared/newsletter/campaigns';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { responsibleUserId, type ServiceContext, withTransaction } from '../../../context';
import type { Database } from '../../../db/client';
import { offsetOf, type PageRequest, pageOf } from '../../../db/lists';
import {
  emailQuotas,
  news,
  newsletterCampaigns,
  newsletterConfigurations,
  newsletterDeliveries,
  newsletterEvents,
  newsletterSenders,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { newsletterSend } from '../../../queue/definitions/newsletter-send';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { beginPublication } from '../../news/news-workflow.service';
import { emailNotice, rolesWith } from '../../users/notices.service';
import { newsletterConfigurationOf } from '../configuration/configuration.service';
import { verifiedSender } from '../senders/senders.service';
import { anonymousEngagement, anonymousFigures } from '../tracking/anonymous';
import { alreadySent, audienceCounts, createDeliveries } from './campaigns.audience';
import { campaignContent, campaignLinks, messagePreview } from './campaigns.content';

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

/** A worker run sends this many messages at most before the next run may take the rest. */
export const SENDING_BATCH = 100;
/** Runs enqueued for a large campaign, so a second worker process shares its sending. */
const RUNS_PER_CAMPAIGN = 2;

const EMPTY_COUNTS: CampaignCounts = {
  recipients: 0,
  pending: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  unknown: 0,
  bounced: 0,
  unsubscribed: 0,
  opened: 0,
  clicked: 0,
};

/** Each campaign's counts of messages by status, and of recipients who opened or clicked. */
export async function countsOf(db: Database, campaignIds: string[]): Promise<Map<string, CampaignCounts>> {
  const counts = new Map(campaignIds.map((id) => [id, { ...EMPTY_COUNTS }]));
  if (campaignIds.length === 0) return counts;
  // Who opened (a click proves an open the pixel may have missed) and who clicked are each message's
  // `read_at` and `clicked_at`, kept by the database from its own opens and clicks, scanners' left
  // out (migrations 0036, 0038): counted from the messages, never from every event.
  const byStatus = await db
    .select({
      campaignId: newsletterDeliveries.campaignId,
      status: newsletterDeliveries.status,
      n: count(),
      opened: count(newsletterDeliveries.readAt),
      clicked: count(newsletterDeliveries.clickedAt),
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.campaignId, campaignIds))
    .groupBy(newsletterDeliveries.campaignId, newsletterDeliveries.status);
  for (const row of byStatus) {
    const entry = counts.get(row.campaignId);
    if (!entry) continue;
    entry[row.status] = row.n;
    entry.recipients += row.n;
    entry.opened += row.opened;
    entry.clicked += row.clicked;
  }
  // Opens and clicks that name no reader (no per-person tracking, or forgotten by the retention).
  const anonymous = await db
    .select({ campaignId: newsletterEvents.campaignId, ...anonymousFigures })
    .from(newsletterEvents)
    .where(and(inArray(newsletterEvents.campaignId, campaignIds), anonymousEngagement))
    .groupBy(newsletterEvents.campaignId);
  for (const row of anonymous) {
    const entry = row.campaignId ? counts.get(row.campaignId) : undefined;
    if (!entry) continue;
    entry.opened += Number(row.opened);
    entry.clicked += Number(row.clicked);
  }
  return counts;
}

export async function toCampaigns(db: Database, rows: CampaignRow[]): Promise<Campaign[]> {
  const ids = rows.map((row) => row.id);
  const counts = await countsOf(db, ids);
  const newsIds = [...new Set(rows.flatMap((row) => row.newsIds))];
  const titles =
    newsIds.length === 0
      ? []
      : await db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, newsIds));
  const senderIds = rows.flatMap((row) => (row.senderId ? [row.senderId] : []));
  const senders =
    senderIds.length === 0
      ? []
      : await db
          .select({ id: newsletterSenders.id, email: newsletterSenders.email })
          .from(newsletterSenders)
          .where(inArray(newsletterSenders.id, senderIds));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    sender_id: row.senderId,
    sender_email: senders.find((sender) => sender.id === row.senderId)?.email ?? null,
    news_ids: row.newsIds,
    news_titles: row.newsIds.flatMap((id) => titles.find((item) => item.id === id)?.title ?? []),
    stop_code: row.stopCode,
    subject: row.subject,
    preheader: row.preheader,
    intro: row.intro,
    skip_previous_recipients: row.skipPreviousRecipients,
    skipped_daily_limit: row.skippedDailyLimit,
    created_at: row.createdAt.toISOString(),
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    counts: counts.get(row.id) ?? { ...EMPTY_COUNTS },
  }));
}

/** The office's campaign, locked for a change when `forUpdate`; 404 'No newsletter campaign found'. */
export async function findCampaign(
  db: Database,
  officeId: string,
  id: string,
  forUpdate = false,
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.officeId, officeId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
  return row;
}

export async function listCampaigns(
  ctx: ServiceContext,
  query: PageRequest & Pick<CampaignListQuery, 'status'>,
): Promise<Page<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const mine = and(
    eq(newsletterCampaigns.officeId, officeId),
    query.status && eq(newsletterCampaigns.status, query.status),
  );
  const [rows, [total]] = [
    await ctx.db
      .select()
      .from(newsletterCampaigns)
      .where(mine)
      .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
      .limit(query.per)
      .offset(offsetOf(query)),
    await ctx.db.select({ n: count() }).from(newsletterCampaigns).where(mine),
  ];
  return pageOf(await toCampaigns(ctx.db, rows), total?.n ?? 0, query);
}

export async function getCampaign(ctx: ServiceContext, id: string): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const [campaign] = await toCampaigns(ctx.db, [await findCampaign(ctx.db, officeId, id)]);
  return { object: campaign as Campaign };
}

/** The office's sender `senderId`, when verified; 422 otherwise (only verified senders send). */
export async function requireVerifiedSender(
  db: Database,
  officeId: string,
  senderId: string | null,
): Promise<string> {
  const sender = senderId ? await verifiedSender(db, officeId, senderId) : null;
  if (!sender) throw new AppError('NEWSLETTER_SENDER_NOT_VERIFIED', { sender_id: [] });
  return sender.id;
}

/** The sender the office's configuration names, for campaigns nobody picked a sender for. */
export async function configuredSender(db: Database, officeId: string): Promise<string> {
  const [configuration] = await db
    .select({ senderId: newsletterConfigurations.senderId })
    .from(newsletterConfigurations)
    .where(eq(newsletterConfigurations.officeId, officeId));
  return requireVerifiedSender(db, officeId, configuration?.senderId ?? null);
}

const REFUSALS: Record<
  RefusedItemReason,
  { reason: RefusedItemReason; why: (typeof MESSAGES)[keyof typeof MESSAGES] }
> = {
  not_found: { reason: 'not_found', why: MESSAGES.itemNotFound },
  in_preparation: { reason: 'in_preparation', why: MESSAGES.itemInPreparation },
  publishing: { reason: 'publishing', why: MESSAGES.itemPublishing },
  not_published: { reason: 'not_published', why: MESSAGES.itemNotPublished },
};

/** Why the office's item of status `status` (undefined: none) cannot go in a custom newsletter. */
const refusalOf = (status: NewsStatus | undefined) =>
  REFUSALS[
    status === undefined || status === 'ready_to_publish' || status === 'published' ? 'not_found' : status
  ];

/**
 * A custom newsletter carries the office's items ready to publish or published; otherwise 422
 * 'Error creating the custom newsletter', naming in `details.refused` each item refused and why
 * (`details.news_ids` lists their ids).
 */
export async function requireNewsletterItems(
  db: Database,
  officeId: string,
  newsIds: readonly string[],
): Promise<void> {
  const rows = await db
    .select({ id: news.id, title: news.title, status: news.status })
    .from(news)
    .where(and(eq(news.officeId, officeId), inArray(news.id, [...newsIds])));
  const refused: RefusedItem[] = newsIds.flatMap((id) => {
    const row = rows.find((each) => each.id === id);
    if (row && NEWSLETTER_ITEM_STATUSES.includes(row.status)) return [];
    const { reason, why } = refusalOf(row?.status);
    return [{ id, title: row?.title ?? null, reason, why: fieldMessage(why.id) }];
  });
  if (refused.length > 0) {
    throw new AppError('CUSTOM_NEWSLETTER_FAILED', { news_ids: refused.map((item) => item.id), refused });
  }
}

/**
 * 409 NEWSLETTER_ALREADY_SENT naming the items another newsletter of the office carried (when, to
 * how many), unless the request confirms sending them again.
 */
export async function requireResendConfirmed(
  db: Database,
  officeId: string,
  newsIds: readonly string[],
  campaignId: string | null,
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return;
  const items = await alreadySent(db, officeId, newsIds, campaignId);
  if (items.length > 0) throw new AppError('NEWSLETTER_ALREADY_SENT', { items });
}

const textsOf = (texts: CampaignTextsInput) => ({
  subject: texts.subject,
  preheader: texts.preheader,
  intro: texts.intro,
});

async function insertCampaign(
  ctx: ServiceContext,
  officeId: string,
  values: Pick<CampaignRow, 'kind' | 'senderId' | 'newsIds'> &
    Partial<
      Pick<
        CampaignRow,
        'status' | 'reminders' | 'subject' | 'preheader' | 'intro' | 'skipPreviousRecipients' | 'createdAt'
      >
    >,
): Promise<CampaignRow> {
  const [row] = await ctx.db
    .insert(newsletterCampaigns)
    .values({ officeId, ...values, createdBy: responsibleUserId(ctx) })
    .returning();
  if (!row) throw new Error('campaign not inserted');
  await recordAudit(ctx, {
    action: 'newsletter_campaign.create',
    targetId: row.id,
    officeId,
    data: { kind: values.kind, status: values.status ?? 'draft', news_ids: values.newsIds },
  });
  return row;
}

/**
 * A custom newsletter (a draft): the items must be the office's, ready to publish or published
 * ('Error creating the custom newsletter' naming each other one and why), the sender verified, and
 * items another newsletter already carried need `confirm_resend` (409 NEWSLETTER_ALREADY_SENT).
 */
export async function createCustomCampaign(
  ctx: ServiceContext,
  input: CreateCampaignInput,
): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    await requireNewsletterItems(ctx.db, officeId, input.news_ids);
    const senderId = input.sender_id
      ? await requireVerifiedSender(ctx.db, officeId, input.sender_id)
      : await configuredSender(ctx.db, officeId);
    await requireResendConfirmed(ctx.db, officeId, input.news_ids, null, input.confirm_resend);
    return insertCampaign(ctx, officeId, {
      kind: 'custom',
      senderId,
      newsIds: input.news_ids,
      ...textsOf(input),
      skipPreviousRecipients: input.skip_previous_recipients ?? false,
    });
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/**
 * PATCH /v1/newsletter/campaigns/{id}: a draft's texts (null: generated again) and whether it leaves
 * out who already received its items; a campaign that left draft cannot change (409 CAMPAIGN_INACTIVE).
 */
export async function updateCampaign(
  ctx: ServiceContext,
  id: string,
  input: UpdateCampaignInput,
): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    const campaign = await findCampaign(ctx.db, officeId, id, true);
    if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_INACTIVE');
    const changes = {
      ...(input.subject !== undefined && { subject: input.subject }),
      ...(input.preheader !== undefined && { preheader: input.preheader }),
      ...(input.intro !== undefined && { intro: input.intro }),
      ...(input.skip_previous_recipients !== undefined && {
        skipPreviousRecipients: input.skip_previous_recipients,
      }),
    };
    if (Object.keys(changes).length === 0) return campaign;
    const [updated] = await ctx.db
      .update(newsletterCampaigns)
      .set(changes)
      .where(eq(newsletterCampaigns.id, id))
      .returning();
    await recordAudit(ctx, {
      action: 'newsletter_campaign.update',
      targetId: id,
      officeId,
      data: { ...input },
    });
    return updated as CampaignRow;
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/** Deletes a draft; a campaign that started sending stays ('Inactive newsletter can't be deleted'). */
export async function deleteCampaign(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  await withTransaction(ctx, async (ctx) => {
    const row = await findCampaign(ctx.db, officeId, id, true);
    if (row.status !== 'draft') throw new AppError('CAMPAIGN_INACTIVE');
    await ctx.db.delete(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    await recordAudit(ctx, { action: 'newsletter_campaign.delete', targetId: id, officeId });
  });
  return MESSAGES.campaignDeleted;
}

/**
 * POST /v1/newsletter/campaigns/{id}/send: a draft starts sending. A custom one's items are checked
 * again (one may have gone back to preparation since), and items another newsletter carried since
 * need `confirm_resend`; `skip_previous_recipients`, when given, is kept with the campaign.
 */
export function sendCampaign(
  ctx: ServiceContext,
  id: string,
  input: SendCampaignInput,
): Promise<One<Campaign>> {
  return startSending(ctx, id, input, 'draft');
}

/**
 * POST /v1/newsletter/campaigns/{id}/approve: an automatic newsletter waiting for approval is sent,
 * exactly as a draft is (the sender, the recipients, the quota, items a newsletter carried since);
 * 409 CAMPAIGN_NOT_AWAITING_APPROVAL once it was approved or discarded. Audited with who approved.
 */
export function approveCampaign(
  ctx: ServiceContext,
  id: string,
  input: SendCampaignInput,
): Promise<One<Campaign>> {
  return startSending(ctx, id, input, 'awaiting_approval');
}

/** A campaign in status `from` (a draft, or an issue waiting for approval) starts sending. */
async function startSending(
  ctx: ServiceContext,
  id: string,
  input: SendCampaignInput,
  from: 'draft' | 'awaiting_approval',
): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    let campaign = await findCampaign(ctx.db, officeId, id, true);
    if (campaign.status !== from) {
      throw new AppError(from === 'draft' ? 'CAMPAIGN_INACTIVE' : 'CAMPAIGN_NOT_AWAITING_APPROVAL');
    }
    if (from === 'awaiting_approval') {
      await recordAudit(ctx, { action: 'newsletter_campaign.approve', targetId: id, officeId });
    }
    if (campaign.kind === 'custom') await requireNewsletterItems(ctx.db, officeId, campaign.newsIds);
    await requireResendConfirmed(ctx.db, officeId, campaign.newsIds, campaign.id, input.confirm_resend);
    const skip = input.skip_previous_recipients;
    if (skip !== undefined && skip !== campaign.skipPreviousRecipients) {
      const [updated] = await ctx.db
        .update(newsletterCampaigns)
        .set({ skipPreviousRecipients: skip })
        .where(eq(newsletterCampaigns.id, id))
        .returning();
      campaign = updated as CampaignRow;
    }
    return launch(ctx, campaign);
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/**
 * "Publish now" (or a schedule firing) on one item's newsletter channel: a one-item campaign from
 * the configured sender, sent at once. Runs in the publication's transaction.
 */
export async function sendSingleItem(ctx: ServiceContext, officeId: string, newsId: string): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const senderId = await configuredSender(ctx.db, officeId);
    const campaign = await insertCampaign(ctx, officeId, { kind: 'single', senderId, newsIds: [newsId] });
    await launch(ctx, campaign);
  });
}

/**
 * An automatic campaign of the items the sweep chose, from the configured sender, with the subject,
 * preheader and introduction the configuration gives the automatic newsletter. It takes the place
 * of an issue still waiting for approval: that one is discarded (decision 057), so only the newest
 * issue ever waits, and an approval never sends a selection newer items have overtaken.
 */
async function insertAutoCampaign(
  ctx: ServiceContext,
  officeId: string,
  newsIds: string[],
  waiting: boolean,
): Promise<CampaignRow> {
  const senderId = await configuredSender(ctx.db, officeId);
  const [texts] = await ctx.db
    .select({
      subject: newsletterConfigurations.subject,
      preheader: newsletterConfigurations.preheader,
      intro: newsletterConfigurations.intro,
    })
    .from(newsletterConfigurations)
    .where(eq(newsletterConfigurations.officeId, officeId));
  const superseded = await ctx.db
    .update(newsletterCampaigns)
    .set({ status: 'discarded', finishedAt: ctx.clock.now() })
    .where(
      and(eq(newsletterCampaigns.officeId, officeId), eq(newsletterCampaigns.status, 'awaiting_approval')),
    )
    .returning({ id: newsletterCampaigns.id });
  for (const { id } of superseded) {
    await recordAudit(ctx, { action: 'newsletter_campaign.supersede', targetId: id, officeId });
  }
  return insertCampaign(ctx, officeId, {
    kind: 'auto',
    senderId,
    newsIds,
    ...texts,
    ...(waiting && { status: 'awaiting_approval' as const, reminders: 1 }),
    // On the sweep's clock: the slot it was made for, and when its reminder is due, are read from it.
    createdAt: ctx.clock.now(),
  });
}

/** The auto-publish sweep's campaign, sent at once (an office that does not require approval). */
export async function sendAutoCampaign(
  ctx: ServiceContext,
  officeId: string,
  newsIds: string[],
): Promise<CampaignRow> {
  return withTransaction(ctx, async (ctx) =>
    launch(ctx, await insertAutoCampaign(ctx, officeId, newsIds, false)),
  );
}

/**
 * The auto-publish sweep's campaign for an office that requires approval: prepared (its items and
 * texts fixed) and left `awaiting_approval`, and the office's newsletter managers are reminded by
 * email. Like a send, it needs a verified sender and someone to receive it.
 */
export async function prepareAutoCampaign(
  ctx: ServiceContext,
  officeId: string,
  newsIds: string[],
): Promise<CampaignRow> {
  return withTransaction(ctx, async (ctx) => {
    const campaign = await insertAutoCampaign(ctx, officeId, newsIds, true);
    const { recipients } = await audienceCounts(ctx.db, campaign, ctx.clock.now());
    if (recipients === 0) throw new AppError('NEWSLETTER_NO_RECIPIENTS');
    await remindApprovers(ctx, campaign, false);
    return campaign;
  });
}

/**
 * Emails the office's newsletter managers (those who approve) that an automatic newsletter waits
 * for their approval, with its items and a link to the screen where it is approved; `again` for the
 * one reminder sent a day later if it still waits.
 */
export async function remindApprovers(
  ctx: ServiceContext,
  campaign: CampaignRow,
  again: boolean,
): Promise<void> {
  const items =
    campaign.newsIds.length === 0
      ? []
      : await ctx.db
          .select({ id: news.id, title: news.title })
          .from(news)
          .where(inArray(news.id, campaign.newsIds));
  const titles = campaign.newsIds.flatMap((id) => items.find((item) => item.id === id)?.title ?? []);
  await emailNotice(
    ctx,
    { officeId: campaign.officeId, roles: rolesWith('newsletter.manage') },
    (manager) => ({
      template: 'newsletter_approval',
      firstName: manager.firstName,
      titles,
      again,
      link: `${ctx.config.publicUrl}/settings/newsletter-configuration`,
    }),
  );
}

/**
 * POST /v1/newsletter/campaigns/{id}/discard: an automatic newsletter waiting for approval is never
 * sent; it stays, `discarded`, in the office's history (its items, never sent, go in a later
 * issue). 409 CAMPAIGN_NOT_AWAITING_APPROVAL once it was approved or discarded.
 */
export async function discardCampaign(ctx: ServiceContext, id: string): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    const campaign = await findCampaign(ctx.db, officeId, id, true);
    if (campaign.status !== 'awaiting_approval') throw new AppError('CAMPAIGN_NOT_AWAITING_APPROVAL');
    const [discarded] = await ctx.db
      .update(newsletterCampaigns)
      .set({ status: 'discarded', finishedAt: ctx.clock.now() })
      .where(eq(newsletterCampaigns.id, id))
      .returning();
    await recordAudit(ctx, { action: 'newsletter_campaign.discard', targetId: id, officeId });
    return discarded as CampaignRow;
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/** What the office may still send; an office without a quota row has none. */
async function remainingEmails(db: Database, officeId: string): Promise<number> {
  const [quota] = await db
    .select({ contracted: emailQuotas.contracted, sent: emailQuotas.sent })
    .from(emailQuotas)
    .where(eq(emailQuotas.officeId, officeId));
  return quota ? quota.contracted - quota.sent : 0;
}

/**
 * Starts sending, in the caller's transaction: the sender must be verified, someone must receive
 * it (422 NEWSLETTER_NO_RECIPIENTS saying how many the daily limit and the language rule left out),
 * and the quota must hold every message (checked here so a campaign that would exceed it stops
 * before anything is sent; each batch then reserves its messages atomically). The items' links are
 * frozen for the click redirects, their newsletter publications become `publishing`, and the
 * sending runs are enqueued in the same transaction (decision 015).
 */
export async function launch(ctx: ServiceContext, campaign: CampaignRow): Promise<CampaignRow> {
  await requireVerifiedSender(ctx.db, campaign.officeId, campaign.senderId);
  const { messages, skippedDailyLimit, leftOutByLanguage } = await createDeliveries(ctx, campaign);
  if (messages === 0) {
    throw new AppError('NEWSLETTER_NO_RECIPIENTS', {
      skipped_daily_limit: skippedDailyLimit,
      left_out_by_language: leftOutByLanguage,
    });
  }
  await requireQuota(ctx.db, campaign.officeId, messages);
  const links = campaignLinks(await campaignContent(ctx, campaign));
  // The office's tracking switch as it stands now holds for every message of the campaign.
  const perPersonTracking = (await newsletterConfigurationOf(ctx.db, campaign.officeId)).per_person_tracking;
  const [row] = await ctx.db
    .update(newsletterCampaigns)
    .set({
      status: 'sending',
      startedAt: ctx.clock.now(),
      stopCode: null,
      links,
      skippedDailyLimit,
      perPersonTracking: perPersonTracking ?? true,
    })
    .where(eq(newsletterCampaigns.id, campaign.id))
    .returning();
  for (const newsId of campaign.newsIds) {
    await beginPublication(ctx, newsId, 'newsletter');
  }
  const runs = Math.min(RUNS_PER_CAMPAIGN, Math.ceil(messages / SENDING_BATCH));
  for (let run = 0; run < runs; run += 1) {
    await ctx.jobs.enqueue(ctx, newsletterSend, { office_id: campaign.officeId, campaign_id: campaign.id });
  }
  await recordAudit(ctx, {
    action: 'newsletter_campaign.send',
    targetId: campaign.id,
    officeId: campaign.officeId,
    data: { messages, skipped_daily_limit: skippedDailyLimit, left_out_by_language: leftOutByLanguage },
  });
  return row as CampaignRow;
}

/** 422 NEWSLETTER_QUOTA_EXCEEDED when the office's quota cannot hold `messages` more. */
export async function requireQuota(db: Database, officeId: string, messages: number): Promise<void> {
  const remaining = await remainingEmails(db, officeId);
  if (messages > remaining) {
    throw new AppError('NEWSLETTER_QUOTA_EXCEEDED', { needed: messages, remaining: Math.max(remaining, 0) });
  }
}

/** A campaign sent on again (resend, resume): the quota holds `messages`, it is `sending`, a run is enqueued. */
async function sendAgain(
  ctx: ServiceContext,
  campaign: CampaignRow,
  messages: number,
  action: string,
): Promise<CampaignRow> {
  const { officeId } = campaign;
  await requireQuota(ctx.db, officeId, messages);
  const [row] = await ctx.db
    .update(newsletterCampaigns)
    .set({ status: 'sending', finishedAt: null })
    .where(eq(newsletterCampaigns.id, campaign.id))
    .returning();
  await ctx.jobs.enqueue(ctx, newsletterSend, { office_id: officeId, campaign_id: campaign.id });
  await recordAudit(ctx, { action, targetId: campaign.id, officeId, data: { messages } });
  return row as CampaignRow;
}

/**
 * POST /v1/newsletter/campaigns/{id}/resend_unknown, after the office confirms: the messages whose
 * SMTP outcome was ambiguous ('unknown') go back to 'pending' and a sending run is enqueued, in one
 * transaction that holds the campaign (a second request finds nothing left to resend). Only
 * 'unknown' rows are touched: a message known to be sent is never sent again. They keep their
 * Message-ID, so a reader who did get the first copy is usually shown one. The quota must hold them.
 */
export async function resendUnknown(ctx: ServiceContext, id: string): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    const campaign = await findCampaign(ctx.db, officeId, id, true);
    const resent = await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'pending', claimedUntil: null, attempts: 0, error: null })
      .where(
        and(eq(newsletterDeliveries.campaignId, campaign.id), eq(newsletterDeliveries.status, 'unknown')),
      )
      .returning({ id: newsletterDeliveries.id });
    if (resent.length === 0) throw new AppError('NEWSLETTER_NOTHING_TO_RESEND');
    return sendAgain(ctx, campaign, resent.length, 'newsletter_campaign.resend_unknown');
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/**
 * POST /v1/newsletter/campaigns/{id}/resume: a campaign whose sending failed goes back to `sending`
 * and a sending run is enqueued, in one transaction that holds the campaign (a second request finds
 * it sending: 409 CAMPAIGN_NOT_FAILED). The run sends only what is left: messages are claimed in
 * the database (decision 036), so none sent goes twice, and those left 'sending' by the failure
 * become 'unknown' as after a crash. The quota must hold the messages still waiting.
 */
export async function resumeCampaign(ctx: ServiceContext, id: string): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    const campaign = await findCampaign(ctx.db, officeId, id, true);
    if (campaign.status !== 'failed') throw new AppError('CAMPAIGN_NOT_FAILED');
    const [waiting] = await ctx.db
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(
        and(eq(newsletterDeliveries.campaignId, campaign.id), eq(newsletterDeliveries.status, 'pending')),
      );
    return sendAgain(ctx, campaign, waiting?.n ?? 0, 'newsletter_campaign.resume');
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/**
 * GET /v1/newsletter/campaigns/{id}/preview: the email as a recipient of every item sees it, in the
 * office's language, with no tracking (the office's own reading is never counted as an open or a
 * click); with the texts it would have had none been written.
 */
export async function previewCampaign(ctx: ServiceContext, id: string): Promise<One<CampaignPreview>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  return { object: await messagePreview(ctx, await findCampaign(ctx.db, officeId, id)) };
}

/**
 * GET /v1/statistics/newsletter/campaigns/{id}/preview: the same message, read-only, for whoever
 * reads the statistics (decision 060), of a campaign that started sending; a draft, or an issue
 * still waiting for approval, is the newsletter manager's work in progress and is not found here.
 */
export async function previewSentCampaign(ctx: ServiceContext, id: string): Promise<One<CampaignPreview>> {
  const officeId = requirePermission(ctx, 'stats.view');
  const campaign = await findCampaign(ctx.db, officeId, id);
  if (!campaign.startedAt) throw new AppError('CAMPAIGN_NOT_FOUND');
  return { object: await messagePreview(ctx, campaign) };
}

/**
 * GET /v1/newsletter/campaigns/{id}/audience: how many messages sending it now would make (and take
 * from the quota), with and without the items each recipient already received, how many recipients
 * the daily limit and the language rule leave out, what the quota has left, and which of its items
 * other newsletters carried.
 */
export async function campaignAudience(ctx: ServiceContext, id: string): Promise<One<CampaignAudience>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const campaign = await findCampaign(ctx.db, officeId, id);
  const counts = await audienceCounts(ctx.db, campaign, ctx.clock.now());
  return {
    object: {
      recipients: counts.recipients,
      recipients_skipping_previous: counts.skippingPrevious,
      skipped_daily_limit: counts.skippedDailyLimit,
      skipped_daily_limit_skipping_previous: counts.skippedDailyLimitSkippingPrevious,
      left_out_by_language: counts.leftOutByLanguage,
      left_out_by_language_skipping_previous: counts.leftOutByLanguageSkippingPrevious,
      quota_remaining: Math.max(await remainingEmails(ctx.db, officeId), 0),
      already_sent: await alreadySent(ctx.db, officeId, campaign.newsIds, campaign.id),
    },
  };
}
