// The automatic newsletter: a sweep every few minutes sends, for each office with auto-publish on
// and a slot due, a campaign of its published, active news not yet sent by newsletter.
import type { NewsletterIntervalUnit } from '@gaceta/shared/newsletter';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { jobContext, type ServiceContext } from '../../context';
import {
  news,
  newsletterCampaigns,
  newsletterConfigurations,
  newsPublications,
  offices,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../access/guards';
import { sendAutoCampaign } from './campaigns.service';

export interface AutoSchedule {
  interval: number;
  intervalUnit: NewsletterIntervalUnit;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  sendingDays: number[];
  /** 'HH:MM' on the office's clock; the window ends at `sendUntil`, or an hour later. */
  sendFrom: string;
  sendUntil: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
/** The Monday of `date`'s ISO week, as a day number since the epoch. */
const weekOf = (date: string) =>
  Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS) - (isoWeekday(date) - 1);
const monthsOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const plusHour = (time: string) =>
  `${String(Math.min(Number(time.slice(0, 2)) + 1, 24)).padStart(2, '0')}${time.slice(2)}`;

/**
 * Whether an automatic newsletter is due now, read on the office's wall clock (so a daylight-saving
 * change moves nothing: 09:00 stays 09:00): today is a sending day, the time is inside the sending
 * window, none was sent today, and the last one is at least `interval` weeks (months, years) back —
 * within one week, each chosen day sends. Interim: the configuration part's `nextNewsletterRun`
 * is to replace this check.
 */
export function autoPublishDue(
  schedule: AutoSchedule,
  lastSentAt: Date | null,
  now: Date,
  timeZone: string,
): boolean {
  const { date, time } = instantToWallClock(now.toISOString(), timeZone);
  if (!schedule.sendingDays.includes(isoWeekday(date))) return false;
  if (time < schedule.sendFrom || time >= (schedule.sendUntil ?? plusHour(schedule.sendFrom))) return false;
  if (!lastSentAt) return true;
  const last = instantToWallClock(lastSentAt.toISOString(), timeZone).date;
  if (last === date) return false;
  switch (schedule.intervalUnit) {
    case 'week': {
      const weeks = (weekOf(date) - weekOf(last)) / 7;
      return weeks === 0 || weeks >= schedule.interval;
    }
    case 'month':
      return monthsOf(date) - monthsOf(last) >= schedule.interval;
    case 'year':
      return Number(date.slice(0, 4)) - Number(last.slice(0, 4)) >= schedule.interval;
  }
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
    if (!autoPublishDue(configuration, last?.startedAt ?? null, now, timeZone)) continue;
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
