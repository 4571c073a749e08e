// The calendar of every channel (docs/calendar.md): what went out and what goes out when, on the
// website, the newsletter and the social networks, read from where each channel keeps it.
import { mayUse, type Permission } from '@gaceta/shared/accounts/roles';
import type { Calendar, CalendarEntry, CalendarKind, CalendarQuery } from '@gaceta/shared/calendar';
import { CHANNEL_DESCRIPTORS, type Channel } from '@gaceta/shared/news/channels';
import { nextNewsletterRun } from '@gaceta/shared/newsletter/settings';
import { CHANNEL_OF_NETWORK } from '@gaceta/shared/social';
import { slotsBetween } from '@gaceta/shared/social/slots';
import { wallClockToInstant } from '@gaceta/shared/wall-clock';
import { and, arrayContains, eq, gte, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import {
  news,
  newsletterCampaigns,
  newsletterConfigurations,
  newsPublications,
  socialPlanning,
  socialPosts,
} from '../../db/schema';
import { requirePermission } from '../access/guards';
import { autoIssueNews } from '../newsletter/campaigns/campaigns.auto';
import { countsOf } from '../newsletter/campaigns/campaigns.service';
import { configurationInputOf } from '../newsletter/configuration/configuration.service';
import { findOffice } from '../offices/offices.service';
import { autoNetworks, readyFor } from '../social/planning.service';

/** Who reads a calendar: the office, and what the reader's roles let them see and move there. */
export interface CalendarReader {
  officeId: string;
  may(permission: Permission): boolean;
}

/** The reader behind a request (any role that reads news); a job for the office may everything. */
export function readerOf(ctx: ServiceContext): CalendarReader {
  const officeId = requirePermission(ctx, 'news.read');
  const actor = ctx.actor;
  return {
    officeId,
    may: (permission) => actor?.type !== 'user' || mayUse(actor.user, permission),
  };
}

/**
 * Which channels a reader sees: the website with the news; the newsletter and the social networks
 * with the roles that manage them, review their figures or publish.
 */
const SEES: Record<CalendarKind, readonly Permission[]> = {
  web: ['news.read'],
  newsletter: ['newsletter.manage', 'stats.view', 'news.publish'],
  social: ['social.manage', 'stats.view', 'news.publish'],
};

/** Which entries a reader may move: an item's schedule, with news.publish; a campaign's, with newsletter.manage. */
const MOVES = { publication: 'news.publish', campaign: 'newsletter.manage' } as const;

/** The instants a calendar covers, and what it is filtered by. */
export interface CalendarRange {
  start: Date;
  end: Date;
  kinds: readonly CalendarKind[];
  subject?: string;
  author?: string;
  /** Leave out the campaigns' figures (the feed, which does not show them, is spared counting them). */
  withoutFigures?: boolean;
}

const kindOfChannel = (channel: Channel): CalendarKind =>
  channel === 'web' || channel === 'newsletter' ? channel : 'social';

/** An office day's first instant on its clock. */
const dayStart = (date: string, timeZone: string) =>
  new Date(wallClockToInstant({ date, time: '00:00' }, timeZone) ?? `${date}T00:00:00Z`);

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** GET /v1/calendar: the days `from` to `to` on the office's clock. */
export async function calendarOf(ctx: ServiceContext, query: CalendarQuery): Promise<Calendar> {
  const reader = readerOf(ctx);
  const { timeZone } = await findOffice(ctx.db, reader.officeId);
  const range: CalendarRange = {
    start: dayStart(query.from, timeZone),
    end: dayStart(nextDay(query.to), timeZone),
    kinds: query.channels?.length ? query.channels : ['web', 'newsletter', 'social'],
    subject: query.subject,
    author: query.author || undefined,
  };
  return { objects: await calendarEntries(ctx, reader, range, timeZone), time_zone: timeZone };
}

/** Every entry of the range the reader may see, in time order. */
export async function calendarEntries(
  ctx: ServiceContext,
  reader: CalendarReader,
  range: CalendarRange,
  timeZone: string,
): Promise<CalendarEntry[]> {
  const kinds = range.kinds.filter((kind) => SEES[kind].some((permission) => reader.may(permission)));
  if (kinds.length === 0) return [];
  const now = ctx.clock.now();
  const parts = await Promise.all([
    publicationEntries(ctx.db, reader, range, kinds, now),
    kinds.includes('newsletter') ? campaignEntries(ctx.db, reader, range, now) : [],
    kinds.includes('newsletter') ? plannedNewsletters(ctx, reader.officeId, range, timeZone, now) : [],
    kinds.includes('social') ? postEntries(ctx.db, reader.officeId, range) : [],
    kinds.includes('social') ? plannedSlots(ctx, reader.officeId, range, timeZone, now) : [],
  ]);
  return parts.flat().sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id));
}

/** The items the filters keep (subject, author), as a condition on `news`. */
const itemFilter = (range: CalendarRange): SQL | undefined =>
  and(
    range.subject ? arrayContains(news.subjectIds, [range.subject]) : undefined,
    range.author ? eq(news.author, range.author) : undefined,
  );

const filtered = (range: CalendarRange) => range.subject !== undefined || range.author !== undefined;

/**
 * The items' publications: each web window that opens or closes in the range (scheduled, live or
 * past; a failed one too), and each scheduled publication on another channel that falls in it.
 */
async function publicationEntries(
  db: Database,
  reader: CalendarReader,
  range: CalendarRange,
  kinds: readonly CalendarKind[],
  now: Date,
): Promise<CalendarEntry[]> {
  const otherChannels = (Object.keys(CHANNEL_DESCRIPTORS) as Channel[]).filter(
    (channel) => channel !== 'web' && kinds.includes(kindOfChannel(channel)),
  );
  // A window shows where it opens or closes: one live for two years is not news every month.
  const webWindows = and(
    eq(newsPublications.channel, 'web'),
    inArray(newsPublications.state, ['scheduled', 'published', 'failed']),
    or(
      and(gte(news.publishFrom, range.start), lt(news.publishFrom, range.end)),
      and(gte(news.publishTo, range.start), lt(news.publishTo, range.end)),
    ),
  );
  const scheduled =
    otherChannels.length > 0
      ? and(
          inArray(newsPublications.channel, otherChannels),
          eq(newsPublications.state, 'scheduled'),
          gte(newsPublications.scheduledAt, range.start),
          lt(newsPublications.scheduledAt, range.end),
        )
      : undefined;
  // Two reads, each along its own index (the windows on the item's dates, the schedules on the
  // publication's time): one OR across both tables would scan them.
  const read = (where: SQL | undefined) =>
    db
      .select({
        id: newsPublications.id,
        channel: newsPublications.channel,
        state: newsPublications.state,
        scheduledAt: newsPublications.scheduledAt,
        errorCode: newsPublications.errorCode,
        revision: newsPublications.scheduleRevision,
        newsId: news.id,
        title: news.title,
        publishFrom: news.publishFrom,
        publishTo: news.publishTo,
      })
      .from(newsPublications)
      .innerJoin(news, eq(news.id, newsPublications.newsId))
      .where(and(eq(news.officeId, reader.officeId), where, itemFilter(range)));
  const rows = (
    await Promise.all([kinds.includes('web') ? read(webWindows) : [], scheduled ? read(scheduled) : []])
  ).flat();
  const mayMove = reader.may(MOVES.publication);
  return rows.flatMap((row): CalendarEntry[] => {
    const startsAt = row.channel === 'web' ? row.publishFrom : row.scheduledAt;
    if (!startsAt) return [];
    const kind = kindOfChannel(row.channel);
    return [
      {
        id: `publication:${row.id}`,
        kind,
        ...(kind === 'social' && { network: CHANNEL_DESCRIPTORS[row.channel].networks[0] }),
        status: row.state === 'scheduled' ? 'scheduled' : row.state === 'failed' ? 'failed' : 'published',
        starts_at: startsAt.toISOString(),
        ...(row.channel === 'web' && row.publishTo && { ends_at: row.publishTo.toISOString() }),
        title: row.title,
        news_id: row.newsId,
        sequence: row.revision,
        editable: mayMove && row.state === 'scheduled' && startsAt > now,
        ...(row.state === 'failed' && row.errorCode && { reason: row.errorCode }),
      },
    ];
  });
}

/** The campaigns that went out in the range (with their figures), and those scheduled in it. */
async function campaignEntries(
  db: Database,
  reader: CalendarReader,
  range: CalendarRange,
  now: Date,
): Promise<CalendarEntry[]> {
  const startsAt = sql<Date>`coalesce(${newsletterCampaigns.startedAt}, ${newsletterCampaigns.scheduledAt})`;
  const items = itemFilter(range);
  const rows = await db
    .select({
      id: newsletterCampaigns.id,
      status: newsletterCampaigns.status,
      subject: newsletterCampaigns.subject,
      newsIds: newsletterCampaigns.newsIds,
      stopCode: newsletterCampaigns.stopCode,
      startedAt: newsletterCampaigns.startedAt,
      scheduledAt: newsletterCampaigns.scheduledAt,
      revision: newsletterCampaigns.scheduleRevision,
      firstTitle: sql<
        string | null
      >`(select ${news.title} from ${news} where ${news.id} = ${newsletterCampaigns.newsIds}[1])`,
    })
    .from(newsletterCampaigns)
    .where(
      and(
        eq(newsletterCampaigns.officeId, reader.officeId),
        or(
          inArray(newsletterCampaigns.status, ['sending', 'sent', 'failed', 'cancelled']),
          and(eq(newsletterCampaigns.status, 'draft'), isNotNull(newsletterCampaigns.scheduledAt)),
        ),
        gte(startsAt, range.start),
        lt(startsAt, range.end),
        items &&
          sql`exists (select 1 from ${news} where ${news.id} = any(${newsletterCampaigns.newsIds}) and ${items})`,
      ),
    );
  const counts = range.withoutFigures
    ? new Map()
    : await countsOf(
        db,
        rows.filter((row) => row.status !== 'draft').map((row) => row.id),
      );
  const mayMove = reader.may(MOVES.campaign);
  return rows.map((row): CalendarEntry => {
    const at = (row.startedAt ?? row.scheduledAt) as Date;
    const more = row.newsIds.length > 1 ? ` (+${row.newsIds.length - 1})` : '';
    const title = row.subject ?? (row.firstTitle ? `${row.firstTitle}${more}` : '');
    const entry = {
      id: `campaign:${row.id}`,
      kind: 'newsletter',
      starts_at: at.toISOString(),
      title,
      campaign_id: row.id,
      sequence: row.revision,
    } as const;
    if (row.status === 'draft') {
      const stopped = row.stopCode !== null;
      return {
        ...entry,
        status: stopped ? 'failed' : 'scheduled',
        editable: mayMove && at > now,
        ...(stopped && { reason: row.stopCode as string }),
      };
    }
    const figures = counts.get(row.id);
    const failed = row.status === 'failed' || row.status === 'cancelled';
    return {
      ...entry,
      status: failed ? 'failed' : 'sent',
      editable: false,
      ...(failed && row.stopCode && { reason: row.stopCode }),
      ...(figures && {
        newsletter: { sent: figures.sent, opened: figures.opened, clicked: figures.clicked },
      }),
    };
  });
}

/** The office's posts in the range: published (with their figures), on their way, or failed with the network's reason. */
async function postEntries(db: Database, officeId: string, range: CalendarRange): Promise<CalendarEntry[]> {
  const at = sql<Date>`coalesce(${socialPosts.publishedAt}, ${socialPosts.attemptedAt}, ${socialPosts.createdAt})`;
  const rows = await db
    .select({
      id: socialPosts.id,
      newsId: socialPosts.newsId,
      network: socialPosts.network,
      status: socialPosts.status,
      error: socialPosts.error,
      errorCode: socialPosts.errorCode,
      at: sql<string>`${at}`.mapWith((value: string | Date) => new Date(value)),
      title: news.title,
      likes: socialPosts.likes,
      comments: socialPosts.comments,
      shares: socialPosts.shares,
      impressions: socialPosts.impressions,
    })
    .from(socialPosts)
    .innerJoin(news, eq(news.id, socialPosts.newsId))
    .where(
      and(
        eq(socialPosts.officeId, officeId),
        ne(socialPosts.status, 'deleted'),
        gte(at, range.start),
        lt(at, range.end),
        itemFilter(range),
      ),
    );
  return rows.map((row): CalendarEntry => {
    const failed = row.status === 'failed';
    return {
      id: `post:${row.id}`,
      kind: 'social',
      network: row.network,
      // A post on its way (publishing, or a container Instagram has yet to publish) is still to go.
      status: failed ? 'failed' : row.status === 'published' ? 'published' : 'scheduled',
      starts_at: row.at.toISOString(),
      title: row.title,
      news_id: row.newsId,
      social_post_id: row.id,
      sequence: 0,
      editable: false,
      ...(failed && { reason: row.error ?? row.errorCode ?? '' }),
      ...(row.status === 'published' && {
        social: {
          likes: row.likes,
          comments: row.comments,
          shares: row.shares,
          impressions: row.impressions,
        },
      }),
    };
  });
}

/** The part of the range still to come, or null when it is all past. */
function comingPart(range: CalendarRange, now: Date): { after: Date; until: Date } | null {
  const after = range.start > now ? new Date(range.start.getTime() - 1) : now;
  return after < range.end ? { after, until: new Date(range.end.getTime() - 1) } : null;
}

/** Of these items, those the filters keep. */
async function keptItems(
  ctx: ServiceContext,
  range: CalendarRange,
  items: { id: string; title: string }[],
): Promise<{ id: string; title: string }[]> {
  if (!filtered(range) || items.length === 0) return items;
  const kept = await ctx.db
    .select({ id: news.id })
    .from(news)
    .where(
      and(
        inArray(
          news.id,
          items.map((item) => item.id),
        ),
        itemFilter(range),
      ),
    );
  return items.filter((item) => kept.some((row) => row.id === item.id));
}

/**
 * The automatic newsletter's runs to come in the range, from its cadence by nextNewsletterRun, the
 * function the sweep keeps (so the calendar and the runs agree); the first carries the items it
 * would send if it ran now. With a filter, only a run carrying a kept item shows.
 */
async function plannedNewsletters(
  ctx: ServiceContext,
  officeId: string,
  range: CalendarRange,
  timeZone: string,
  now: Date,
): Promise<CalendarEntry[]> {
  const coming = comingPart(range, now);
  if (!coming) return [];
  const [configuration] = await ctx.db
    .select()
    .from(newsletterConfigurations)
    .where(
      and(eq(newsletterConfigurations.officeId, officeId), eq(newsletterConfigurations.autoPublish, true)),
    );
  if (!configuration) return [];
  const schedule = configurationInputOf(configuration);
  const runs: Date[] = [];
  for (let run = nextNewsletterRun(schedule, timeZone, coming.after); run <= coming.until; ) {
    runs.push(run);
    run = nextNewsletterRun(schedule, timeZone, run);
  }
  if (runs.length === 0) return [];
  const next = nextNewsletterRun(schedule, timeZone, now);
  const items = await keptItems(
    ctx,
    range,
    await autoIssueNews(ctx, officeId, configuration.maxNewsPerEmail),
  );
  return runs.flatMap((run): CalendarEntry[] => {
    const carried = run.getTime() === next.getTime() ? items : [];
    if (filtered(range) && carried.length === 0) return [];
    return [
      {
        id: `auto:${run.toISOString()}`,
        kind: 'newsletter',
        status: 'planned',
        starts_at: run.toISOString(),
        title: configuration.subject ?? '',
        sequence: 0,
        editable: false,
        items: carried.map(({ id, title }) => ({ id, title })),
      },
    ];
  });
}

/**
 * The social planning's slots to come in the range, each with the ready items that would fill it:
 * each network's queue of ready items (oldest first, as the sweep takes them) dealt out slot by
 * slot, up to the planning's maximum per send.
 */
async function plannedSlots(
  ctx: ServiceContext,
  officeId: string,
  range: CalendarRange,
  timeZone: string,
  now: Date,
): Promise<CalendarEntry[]> {
  const coming = comingPart(range, now);
  if (!coming) return [];
  const [planning] = await ctx.db
    .select()
    .from(socialPlanning)
    .where(and(eq(socialPlanning.officeId, officeId), eq(socialPlanning.autoPublish, true)));
  if (!planning) return [];
  // From now, not from the range: the slots before it take the first items.
  const slots = slotsBetween(
    { publication_hours: planning.publicationHours, schedule_days: planning.scheduleDays },
    timeZone,
    now,
    coming.until,
  );
  if (slots.length === 0) return [];
  const perSend = planning.maxPostsPerSend;
  const networks = await autoNetworks(ctx, officeId);
  const ready = await Promise.all(
    networks.map((network) => readyFor(ctx, officeId, CHANNEL_OF_NETWORK[network], slots.length * perSend)),
  );
  const ids = [...new Set(ready.flat().map((item) => item.id))];
  const titles = new Map(
    ids.length === 0
      ? []
      : (await ctx.db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, ids))).map(
          (row) => [row.id, row],
        ),
  );
  const queues = ready.map((queue) => queue.flatMap((item) => titles.get(item.id) ?? []));
  // Dealt out before filtering, so an item shows in the slot it would really go in.
  const kept = new Set((await keptItems(ctx, range, queues.flat())).map((item) => item.id));
  return slots.flatMap((slot, index): CalendarEntry[] => {
    if (slot <= coming.after) return [];
    const filling = new Map(
      queues
        .flatMap((queue) => queue.slice(index * perSend, (index + 1) * perSend))
        .filter((item) => kept.has(item.id))
        .map((item) => [item.id, item]),
    );
    if (filtered(range) && filling.size === 0) return [];
    return [
      {
        id: `slot:${slot.toISOString()}`,
        kind: 'social',
        status: 'planned',
        starts_at: slot.toISOString(),
        title: '',
        sequence: 0,
        editable: false,
        items: [...filling.values()],
      },
    ];
  });
}
