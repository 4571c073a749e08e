// A custom newsletter sent later: scheduled, moved or unscheduled by the office, and sent at its
// time by the newsletter-scheduled-send job (docs/calendar.md).
import type { One } from '@gaceta/shared/common';
import { fieldMessage } from '@gaceta/shared/messages';
import { DATE_FUTURE } from '@gaceta/shared/news';
import type { Campaign, ScheduleCampaignInput } from '@gaceta/shared/newsletter/campaigns';
import { and, eq, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterCampaigns } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import {
  type NewsletterScheduledSendPayload,
  newsletterScheduledSend,
} from '../../../queue/definitions/newsletter-scheduled-send';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { audienceCounts } from './campaigns.audience';
import {
  findCampaign,
  launch,
  requireNewsletterItems,
  requireQuota,
  requireResendConfirmed,
  requireVerifiedSender,
  toCampaigns,
} from './campaigns.service';

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

/** What stops a scheduled campaign at its time without being the job's failure: the campaign says why. */
const STOPS: readonly string[] = [
  'NEWSLETTER_SENDER_NOT_VERIFIED',
  'NEWSLETTER_NO_RECIPIENTS',
  'NEWSLETTER_QUOTA_EXCEEDED',
  'CUSTOM_NEWSLETTER_FAILED',
];

/**
 * Schedules (or moves) the office's custom draft `id` for `at`, still to come. Everything sending
 * checks is checked now (the items, a verified sender, items already sent need `confirm_resend`, the
 * quota for the messages it would make then), and again when it goes: the quota is taken then. The
 * job is enqueued in the same transaction; a job of an earlier time finds the schedule moved and
 * does nothing.
 */
export async function scheduleCampaign(
  ctx: ServiceContext,
  id: string,
  input: ScheduleCampaignInput,
): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const at = new Date(input.at);
  if (at <= ctx.clock.now()) throw new AppError('VALIDATION_FAILED', { at: [fieldMessage(DATE_FUTURE)] });
  const row = await withTransaction(ctx, async (ctx) => {
    const campaign = await findCampaign(ctx.db, officeId, id, true);
    if (campaign.status !== 'draft' || campaign.kind !== 'custom') throw new AppError('CAMPAIGN_INACTIVE');
    await requireNewsletterItems(ctx.db, officeId, campaign.newsIds);
    await requireVerifiedSender(ctx.db, officeId, campaign.senderId);
    await requireResendConfirmed(ctx.db, officeId, campaign.newsIds, campaign.id, input.confirm_resend);
    const { recipients, skippingPrevious } = await audienceCounts(ctx.db, campaign, at);
    await requireQuota(ctx.db, officeId, campaign.skipPreviousRecipients ? skippingPrevious : recipients);
    const [scheduled] = await ctx.db
      .update(newsletterCampaigns)
      .set({
        scheduledAt: at,
        stopCode: null,
        scheduleRevision: sql`${newsletterCampaigns.scheduleRevision} + 1`,
      })
      .where(eq(newsletterCampaigns.id, id))
      .returning();
    const run: NewsletterScheduledSendPayload = {
      office_id: officeId,
      campaign_id: id,
      scheduled_at: at.toISOString(),
    };
    await ctx.jobs.enqueue(ctx, newsletterScheduledSend, run, { startAfter: at });
    await recordAudit(ctx, {
      action: 'newsletter_campaign.schedule',
      targetId: id,
      officeId,
      data: { from: campaign.scheduledAt?.toISOString() ?? null, to: run.scheduled_at },
    });
    return scheduled as CampaignRow;
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/** DELETE /v1/newsletter/campaigns/{id}/schedule: the draft stays a draft, sent by nobody until sent or scheduled again. */
export async function unscheduleCampaign(ctx: ServiceContext, id: string): Promise<One<Campaign>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    const campaign = await findCampaign(ctx.db, officeId, id, true);
    if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_INACTIVE');
    if (!campaign.scheduledAt) return campaign;
    const [unscheduled] = await ctx.db
      .update(newsletterCampaigns)
      .set({ scheduledAt: null, scheduleRevision: sql`${newsletterCampaigns.scheduleRevision} + 1` })
      .where(eq(newsletterCampaigns.id, id))
      .returning();
    await recordAudit(ctx, {
      action: 'newsletter_campaign.unschedule',
      targetId: id,
      officeId,
      data: { from: campaign.scheduledAt.toISOString() },
    });
    return unscheduled as CampaignRow;
  });
  const [campaign] = await toCampaigns(ctx.db, [row]);
  return { object: campaign as Campaign };
}

/**
 * The job's run: when the campaign is still a draft scheduled for the run's time, it starts sending
 * as a draft sent by hand does (launch: the sender, the recipients, the quota, then the sending
 * runs, which send each message at most once; decision 036). Its status leaves `draft` in the same
 * transaction, so a repeated run (a worker that died after the commit) finds nothing to do. When the
 * sender, the recipients or the quota are gone by then, it is not sent: it stays a draft with that
 * error as its `stop_code`, which the campaign and the calendar show, to be sent or scheduled again.
 */
export async function sendScheduledCampaign(
  ctx: ServiceContext,
  run: NewsletterScheduledSendPayload,
): Promise<void> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  await withTransaction(ctx, async (ctx) => {
    const [campaign] = await ctx.db
      .select()
      .from(newsletterCampaigns)
      .where(
        and(
          eq(newsletterCampaigns.id, run.campaign_id),
          eq(newsletterCampaigns.officeId, officeId),
          eq(newsletterCampaigns.status, 'draft'),
          eq(newsletterCampaigns.scheduledAt, new Date(run.scheduled_at)),
        ),
      )
      .for('update');
    if (!campaign) {
      ctx.logger.info({ campaignId: run.campaign_id }, 'schedule no longer stands');
      return;
    }
    try {
      // In a savepoint: a refusal undoes what launch wrote before it (the deliveries it made).
      await ctx.db.transaction(async (db) => {
        await requireNewsletterItems(db, officeId, campaign.newsIds);
        await launch({ ...ctx, db }, campaign);
      });
    } catch (error) {
      if (!(error instanceof AppError && STOPS.includes(error.code))) throw error;
      await stopScheduled(ctx, campaign, error.code);
    }
  });
}

/** A scheduled campaign that could not go at its time: a draft again, saying why, and audited. */
async function stopScheduled(ctx: ServiceContext, campaign: CampaignRow, code: string): Promise<void> {
  await ctx.db
    .update(newsletterCampaigns)
    .set({ stopCode: code })
    .where(eq(newsletterCampaigns.id, campaign.id));
  await recordAudit(ctx, {
    action: 'newsletter_campaign.schedule_failed',
    targetId: campaign.id,
    officeId: campaign.officeId,
    data: { code },
  });
  ctx.logger.warn({ campaignId: campaign.id, code }, 'scheduled newsletter not sent');
}
