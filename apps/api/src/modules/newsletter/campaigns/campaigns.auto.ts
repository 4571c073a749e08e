// The automatic newsletter: a sweep every few minutes sends, for each office with auto-publish on
// and a slot due, a campaign of its published, active news not yet sent by newsletter.
import { type NewsletterSchedule, nextNewsletterRun } from '@gaceta/shared/newsletter/settings';
import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { jobContext, type ServiceContext } from '../../../context';
import {
  news,
  newsletterCampaigns,
  newsletterConfigurations,
  newsPublications,
  offices,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { requireAdmin } from '../../access/guards';
import { configurationInputOf } from '../configuration/configuration.service';
import { sendAutoCampaign } from './campaigns.service';

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
 * is still open, and no automatic campaign went out since it came.
 */
export function autoPublishDue(
  schedule: AutoSchedule,
  lastSentAt: Date | null,
  now: Date,
  timeZone: string,
): boolean {
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  for (let slot = nextNewsletterRun(schedule, timeZone, since); slot <= now; ) {
    const sentSince = lastSentAt !== null && lastSentAt >= slot;
    if (!sentSince && now < slotEnd(schedule, slot, timeZone)) return true;
    slot = nextNewsletterRun(schedule, timeZone, slot);
  }
  return false;
}

/** The office's published, active items no newsletter has carried yet, newest first, up to `limit`. */
async function unsentNews(ctx: ServiceContext, officeId: string, limit: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: news.id })
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
  return rows.map((row) => row.id);
}

/** What stops one office's automatic newsletter without being a failure of the sweep. */
const EXPECTED: readonly string[] = [
  'NEWSLETTER_NO_RECIPIENTS',
  'NEWSLETTER_SENDER_NOT_VERIFIED',
  'NEWSLETTER_QUOTA_EXCEEDED',
];

/**
 * The sweep (a platform job): each office with auto-publish on and a slot due gets its campaign,
 * sent as that office. Returns the offices a campaign went out for.
 */
export async function runAutoPublish(ctx: ServiceContext): Promise<string[]> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  const candidates = await ctx.db
    .select({ configuration: newsletterConfigurations, timeZone: offices.timeZone })
    .from(newsletterConfigurations)
    .innerJoin(offices, eq(offices.id, newsletterConfigurations.officeId))
    .where(eq(newsletterConfigurations.autoPublish, true));
  const sent: string[] = [];
  for (const { configuration, timeZone } of candidates) {
    const officeId = configuration.officeId;
    const [last] = await ctx.db
      .select({ startedAt: newsletterCampaigns.startedAt })
      .from(newsletterCampaigns)
      .where(and(eq(newsletterCampaigns.officeId, officeId), eq(newsletterCampaigns.kind, 'auto')))
      .orderBy(desc(newsletterCampaigns.createdAt))
      .limit(1);
    const schedule = configurationInputOf(configuration);
    if (!autoPublishDue(schedule, last?.startedAt ?? null, now, timeZone)) continue;
    const office = jobContext(ctx, { job: 'newsletter-auto-publish', officeId });
    const items = await unsentNews(office, officeId, configuration.maxNewsPerEmail);
    if (items.length === 0) continue;
    try {
      await sendAutoCampaign(office, officeId, items);
      sent.push(officeId);
    } catch (error) {
      if (!(error instanceof AppError && EXPECTED.includes(error.code))) throw error;
      office.logger.warn({ code: error.code }, 'automatic newsletter not sent');
    }
  }
  return sent;
}
