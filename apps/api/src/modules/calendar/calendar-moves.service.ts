// Moving a scheduled entry on the calendar moves the real schedule: an item's publication (its web
// window keeping its length) or a custom newsletter's sending (docs/calendar.md, Moving things).
import type { CalendarEntry, MoveEntryInput } from '@gaceta/shared/calendar';
import type { One } from '@gaceta/shared/common';
import { fieldMessage } from '@gaceta/shared/messages';
import { DATE_FUTURE } from '@gaceta/shared/news';
import { and, eq } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { news, newsletterCampaigns, newsPublications, socialPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { scheduleNews } from '../news/news-publishing.service';
import { scheduleCampaign } from '../newsletter/campaigns/campaigns.schedule';
import { findOffice } from '../offices/offices.service';
import { type CalendarReader, calendarEntries, readerOf } from './calendar.service';

const notMovable = () => new AppError('CALENDAR_ENTRY_NOT_MOVABLE');

/** 403 for a reader who may see the entry but not schedule it. */
function requireMover(reader: CalendarReader, permission: 'news.publish' | 'newsletter.manage') {
  if (!reader.may(permission)) throw new AppError('FORBIDDEN', { required: permission });
}

/**
 * PATCH /v1/calendar/entries/{id}: what was scheduled goes out at `starts_at` instead. Another
 * office's entry is 404; a reader who may not schedule it, 403; one that went out, is on its way,
 * is past or is planned from a cadence, 409; a time already past, or one a rule refuses, 422 with the rule's message on `starts_at`.
 * Audited as a move, from when to when, besides the schedule's own record.
 */
export async function moveEntry(
  ctx: ServiceContext,
  id: string,
  input: MoveEntryInput,
): Promise<One<CalendarEntry>> {
  const reader = readerOf(ctx);
  const at = new Date(input.starts_at);
  const separator = id.indexOf(':');
  const source = id.slice(0, separator);
  const key = id.slice(separator + 1);
  const from = await withTransaction(ctx, async (ctx) => {
    const from =
      source === 'publication'
        ? await movePublication(ctx, reader, key, at)
        : source === 'campaign'
          ? await moveCampaign(ctx, reader, key, at)
          : await refuseOther(ctx, reader, source, key);
    await recordAudit(ctx, {
      action: 'calendar.move',
      targetId: key,
      officeId: reader.officeId,
      data: { entry: id, from: from.toISOString(), to: at.toISOString() },
    });
    return from;
  });
  ctx.logger.info({ entry: id, from, to: at }, 'calendar entry moved');
  return { object: await entryAt(ctx, reader, id, at) };
}

const requireFuture = (ctx: ServiceContext, at: Date) => {
  if (at <= ctx.clock.now()) {
    throw new AppError('VALIDATION_FAILED', { starts_at: [fieldMessage(DATE_FUTURE)] });
  }
};

/** A scheduled publication of the office's item; the schedule's own refusals name `starts_at`. */
async function movePublication(
  ctx: ServiceContext,
  reader: CalendarReader,
  publicationId: string,
  at: Date,
): Promise<Date> {
  const [row] = await ctx.db
    .select({ publication: newsPublications, publishFrom: news.publishFrom, publishTo: news.publishTo })
    .from(newsPublications)
    .innerJoin(news, eq(news.id, newsPublications.newsId))
    .where(and(eq(newsPublications.id, publicationId), eq(news.officeId, reader.officeId)));
  if (!row) throw new AppError('NOT_FOUND');
  const { publication } = row;
  const from = publication.scheduledAt;
  requireMover(reader, 'news.publish');
  if (publication.state !== 'scheduled' || !from || from <= ctx.clock.now()) throw notMovable();
  requireFuture(ctx, at);
  // The website's window keeps its length.
  const length =
    row.publishFrom && row.publishTo ? row.publishTo.getTime() - row.publishFrom.getTime() : null;
  try {
    await scheduleNews(ctx, publication.newsId, {
      platform: publication.channel,
      published_at: at.toISOString(),
      ...(publication.channel === 'web' &&
        length !== null && { publish_to: new Date(at.getTime() + length).toISOString() }),
    });
  } catch (error) {
    throw onStartsAt(error);
  }
  return from;
}

/** A custom newsletter scheduled and still to go: scheduled again (its checks run again). */
async function moveCampaign(
  ctx: ServiceContext,
  reader: CalendarReader,
  campaignId: string,
  at: Date,
): Promise<Date> {
  const [campaign] = await ctx.db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.officeId, reader.officeId)));
  if (!campaign) throw new AppError('NOT_FOUND');
  const from = campaign.scheduledAt;
  const scheduled = campaign.status === 'draft' && from !== null && campaign.stopCode === null;
  requireMover(reader, 'newsletter.manage');
  if (!scheduled || from <= ctx.clock.now()) throw notMovable();
  requireFuture(ctx, at);
  try {
    // Whether to send items again was confirmed when it was scheduled.
    await scheduleCampaign(ctx, campaignId, { at: at.toISOString(), confirm_resend: true });
  } catch (error) {
    throw onStartsAt(error);
  }
  return from;
}

/** Posts and planned runs never move; another office's post is not found. */
async function refuseOther(
  ctx: ServiceContext,
  reader: CalendarReader,
  source: string,
  key: string,
): Promise<never> {
  if (source === 'post') {
    const [post] = await ctx.db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(and(eq(socialPosts.officeId, reader.officeId), eq(socialPosts.id, key)));
    if (!post) throw new AppError('NOT_FOUND');
  }
  throw notMovable();
}

/** A schedule's refusal of its time (published_at, at) said of the entry's `starts_at`. */
function onStartsAt(error: unknown): unknown {
  if (!(error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.details)) return error;
  const { published_at, at, ...rest } = error.details as Record<string, unknown>;
  const timing = published_at ?? at;
  return timing ? new AppError('VALIDATION_FAILED', { ...rest, starts_at: timing }) : error;
}

/** The entry as the calendar now shows it. */
async function entryAt(
  ctx: ServiceContext,
  reader: CalendarReader,
  id: string,
  at: Date,
): Promise<CalendarEntry> {
  const { timeZone } = await findOffice(ctx.db, reader.officeId);
  const range = {
    start: at,
    end: new Date(at.getTime() + 1),
    kinds: ['web', 'newsletter', 'social'] as const,
  };
  const entry = (await calendarEntries(ctx, reader, range, timeZone)).find((each) => each.id === id);
  if (!entry) throw new Error(`moved entry ${id} not found at its new time`);
  return entry;
}
