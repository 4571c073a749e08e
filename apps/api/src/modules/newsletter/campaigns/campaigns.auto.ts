// The automatic newsletter: a sweep every few minutes sends, for each office with auto-publish on
// and a slot due, a campaign of its published, active news not yet sent by newsletter, or prepares
// it to wait for approval (decision 057); and what its next issue would be, for the configuration.
import type { NextNewsletterIssue } from '@gaceta/shared/newsletter/campaigns';
import { type NewsletterSchedule, nextNewsletterRun } from '@gaceta/shared/newsletter/settings';
import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { and, desc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { jobContext, type ServiceContext, withTransaction } from '../../../context';
import {
  news,
  newsletterCampaigns,
  newsletterConfigurations,
  newsPublications,
  offices,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { requireAdmin, requirePermission } from '../../access/guards';
import { findOffice } from '../../offices/offices.service';
import { configurationInputOf, newsletterConfigurationOf } from '../configuration/configuration.service';
import { audienceCounts } from './campaigns.audience';
import { messagePreview } from './campaigns.content';
import { prepareAutoCampaign, remindApprovers, sendAutoCampaign } from './campaigns.service';

/** The calendar of an automatic newsletter: the configuration's, with its sending window's end. */
export type AutoSchedule = NewsletterSchedule & { send_until: string | null };

const HOUR_MS = 60 * 60 * 1000;

/** When a slot stops being sent: the window's end that day on the office's clock, or an hour on. */
function slotEnd(schedule: AutoSchedule, slot: Date, timeZone: string): Date {
  const { date } = instantToWallClock(slot.toISOString(), timeZone);
  const until = schedule.send_until && wallClockToInstant({ date, time: schedule.send_until }, timeZone);
  return until ? new Date(until) : new Date(slot.getTime() + HOUR_MS);
}

/**
 * Whether an automatic newsletter is due now: a slot of the calendar the configuration screen
 * shows (nextNewsletterRun, so both agree, daylight-saving changes included) has come, its window
 * is still open, and no automatic campaign was made (sent, or prepared for approval) since it came.
 */
export function autoPublishDue(
  schedule: AutoSchedule,
  lastMadeAt: Date | null,
  now: Date,
  timeZone: string,
): boolean {
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  for (let slot = nextNewsletterRun(schedule, timeZone, since); slot <= now; ) {
    const madeSince = lastMadeAt !== null && lastMadeAt >= slot;
    if (!madeSince && now < slotEnd(schedule, slot, timeZone)) return true;
    slot = nextNewsletterRun(schedule, timeZone, slot);
  }
  return false;
}

/**
 * What the automatic newsletter carries: the office's published, active items no newsletter has
 * carried yet, newest first, up to `limit`. The sweep sends (or prepares) them and the next issue
 * shows them, so both choose alike. An issue waiting for approval or discarded carried nothing.
 */
export async function autoIssueNews(ctx: ServiceContext, officeId: string, limit: number) {
  return ctx.db
    .select({ id: news.id, title: news.title, publishedAt: news.publishedAt })
    .from(news)
    .where(
      and(
        eq(news.officeId, officeId),
        eq(news.status, 'published'),
        eq(news.active, true),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(newsPublications)
            .where(
              and(
                eq(newsPublications.newsId, news.id),
                eq(newsPublications.channel, 'newsletter'),
                inArray(newsPublications.state, ['publishing', 'published']),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/** What stops one office's automatic newsletter without being a failure of the sweep. */
const EXPECTED: readonly string[] = [
  'NEWSLETTER_NO_RECIPIENTS',
  'NEWSLETTER_SENDER_NOT_VERIFIED',
  'NEWSLETTER_QUOTA_EXCEEDED',
];

/** A waiting issue is reminded once more this long after it was prepared. */
const SECOND_REMINDER_MS = 24 * HOUR_MS;

/** What one sweep did: the offices whose newsletter went out, was prepared for approval, or was reminded. */
export interface AutoPublishRun {
  sent: string[];
  prepared: string[];
  reminded: string[];
}

/**
 * The sweep (a platform job): each office with auto-publish on and a slot due gets its campaign,
 * made as that office: sent, or, when the office requires approval, prepared to wait for it. Then
 * each issue waiting a day since it was prepared gets its second (and last) reminder. Run twice, it
 * does nothing more: a slot is made once (the campaign made since it) and each reminder is counted.
 */
export async function runAutoPublish(ctx: ServiceContext): Promise<AutoPublishRun> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  const candidates = await ctx.db
    .select({ configuration: newsletterConfigurations, timeZone: offices.timeZone })
    .from(newsletterConfigurations)
    .innerJoin(offices, eq(offices.id, newsletterConfigurations.officeId))
    .where(eq(newsletterConfigurations.autoPublish, true));
  const run: AutoPublishRun = { sent: [], prepared: [], reminded: [] };
  for (const { configuration, timeZone } of candidates) {
    const officeId = configuration.officeId;
    const [last] = await ctx.db
      .select({ createdAt: newsletterCampaigns.createdAt })
      .from(newsletterCampaigns)
      .where(and(eq(newsletterCampaigns.officeId, officeId), eq(newsletterCampaigns.kind, 'auto')))
      .orderBy(desc(newsletterCampaigns.createdAt))
      .limit(1);
    const schedule = configurationInputOf(configuration);
    if (!autoPublishDue(schedule, last?.createdAt ?? null, now, timeZone)) continue;
    const office = jobContext(ctx, { job: 'newsletter-auto-publish', officeId });
    const items = await autoIssueNews(office, officeId, configuration.maxNewsPerEmail);
    if (items.length === 0) continue;
    const newsIds = items.map((item) => item.id);
    try {
      if (configuration.requireApproval) {
        await prepareAutoCampaign(office, officeId, newsIds);
        run.prepared.push(officeId);
      } else {
        await sendAutoCampaign(office, officeId, newsIds);
        run.sent.push(officeId);
      }
    } catch (error) {
      if (!(error instanceof AppError && EXPECTED.includes(error.code))) throw error;
      office.logger.warn({ code: error.code }, 'automatic newsletter not sent');
    }
  }
  run.reminded = await remindAgain(ctx, now);
  return run;
}

/**
 * The second reminder of each issue still waiting a day after it was prepared: counted on the
 * campaign in the reminder's own transaction, so a sweep run twice (or two at once) sends it once.
 */
async function remindAgain(ctx: ServiceContext, now: Date): Promise<string[]> {
  const waiting = await ctx.db
    .select({ id: newsletterCampaigns.id, officeId: newsletterCampaigns.officeId })
    .from(newsletterCampaigns)
    .where(
      and(
        eq(newsletterCampaigns.status, 'awaiting_approval'),
        eq(newsletterCampaigns.reminders, 1),
        lte(newsletterCampaigns.createdAt, new Date(now.getTime() - SECOND_REMINDER_MS)),
      ),
    );
  const reminded: string[] = [];
  for (const { id, officeId } of waiting) {
    const office = jobContext(ctx, { job: 'newsletter-auto-publish', officeId });
    await withTransaction(office, async (office) => {
      const [campaign] = await office.db
        .update(newsletterCampaigns)
        .set({ reminders: 2 })
        .where(
          and(
            eq(newsletterCampaigns.id, id),
            eq(newsletterCampaigns.status, 'awaiting_approval'),
            eq(newsletterCampaigns.reminders, 1),
          ),
        )
        .returning();
      if (!campaign) return;
      await remindApprovers(office, campaign, true);
      reminded.push(officeId);
    });
  }
  return reminded;
}

/**
 * GET /v1/newsletter/configuration/next_issue: when the automatic newsletter goes out next (the
 * calendar the sweep keeps), the items it would carry if that were now (the sweep's own choice),
 * how many messages it would make and its message as sent. While auto-publish is off, only that.
 */
export async function nextIssue(ctx: ServiceContext): Promise<NextNewsletterIssue> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const configuration = await newsletterConfigurationOf(ctx.db, officeId);
  const { timeZone } = await findOffice(ctx.db, officeId);
  const issue: NextNewsletterIssue = {
    auto_publish: configuration.auto_publish,
    require_approval: configuration.require_approval ?? false,
    time_zone: timeZone,
    run_at: null,
    news: [],
    recipients: 0,
    preview: null,
  };
  if (!configuration.auto_publish) return issue;
  const runAt = nextNewsletterRun(configuration, timeZone, ctx.clock.now()).toISOString();
  const items = await autoIssueNews(ctx, officeId, configuration.max_news_per_email);
  if (items.length === 0) return { ...issue, run_at: runAt };
  const source = {
    officeId,
    newsIds: items.map((item) => item.id),
    subject: configuration.subject,
    preheader: configuration.preheader,
    intro: configuration.intro,
  };
  const { recipients } = await audienceCounts(
    ctx.db,
    { ...source, id: null, skipPreviousRecipients: false },
    ctx.clock.now(),
  );
  return {
    ...issue,
    run_at: runAt,
    news: items.map((item) => ({
      id: item.id,
      title: item.title,
      published_at: item.publishedAt?.toISOString() ?? null,
    })),
    recipients,
    preview: await messagePreview(ctx, source),
  };
}
