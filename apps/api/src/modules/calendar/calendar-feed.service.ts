// Each user's private calendar feed (RFC 5545): made, revoked, and read by a calendar app with no
// session, its address the only key (docs/calendar.md, The feed).
import { createHash, randomBytes } from 'node:crypto';
import { hasPermission } from '@gaceta/shared/accounts/roles';
import type { CalendarEntry, CalendarFeed, CalendarFeedState } from '@gaceta/shared/calendar';
import type { One } from '@gaceta/shared/common';
import { DEFAULT_LOCALE } from '@gaceta/shared/locales';
import { type Done, MESSAGES } from '@gaceta/shared/messages';
import { NETWORK_DESCRIPTORS } from '@gaceta/shared/news/channels';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { and, eq } from 'drizzle-orm';
import ical from 'ical-generator';
import { currentUser, type ServiceContext } from '../../context';
import { calendarFeeds, offices, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Translate, translator } from '../../lib/i18n';
import { recordAudit } from '../audit/audit.service';
import { type CalendarReader, calendarEntries, readerOf } from './calendar.service';
import { FEED_TEXTS } from './calendar-feed-texts';

const DAY_MS = 86_400_000;
/** What a feed holds: three months back (what went out lately) and a year ahead. */
const FEED_PAST_DAYS = 92;
const FEED_AHEAD_DAYS = 366;

/** A token is kept only as its SHA-256: the table cannot be read back into addresses. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const feedUrl = (ctx: ServiceContext, token: string) =>
  `${ctx.config.publicUrl}/public/v1/calendar/${token}.ics`;

/** The signed-in user's own feed: not an admin's acting for them, which would read it as theirs. */
function feedOwner(ctx: ServiceContext) {
  const reader = readerOf(ctx);
  const user = currentUser(ctx);
  if (user.impersonatedBy) throw new AppError('FORBIDDEN', { required: 'user' });
  return { reader, user };
}

/** GET /v1/calendar/feed: whether the user has a feed, since when (its address was shown once). */
export async function feedState(ctx: ServiceContext): Promise<One<CalendarFeedState>> {
  const { user } = feedOwner(ctx);
  const [feed] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { object: { active: feed !== undefined, created_at: feed?.createdAt.toISOString() ?? null } };
}

/**
 * POST /v1/calendar/feed: a new address for the user's feed, 256 random bits; the previous one stops
 * answering. Shown this once: only its hash is kept.
 */
export async function createFeed(ctx: ServiceContext): Promise<One<CalendarFeed>> {
  const { reader, user } = feedOwner(ctx);
  const token = randomBytes(32).toString('base64url');
  const values = { officeId: reader.officeId, tokenHash: hashOf(token), createdAt: ctx.clock.now() };
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  await recordAudit(ctx, { action: 'calendar.feed_create', targetId: user.id, officeId: reader.officeId });
  return { object: { url: feedUrl(ctx, token) } };
}

/** DELETE /v1/calendar/feed: the address answers 404 from now on. */
export async function revokeFeed(ctx: ServiceContext): Promise<Done> {
  const { reader, user } = feedOwner(ctx);
  const gone = await ctx.db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id))
    .returning({ userId: calendarFeeds.userId });
  if (gone.length > 0) {
    await recordAudit(ctx, { action: 'calendar.feed_revoke', targetId: user.id, officeId: reader.officeId });
  }
  return MESSAGES.calendarFeedRevoked;
}

/**
 * GET /public/v1/calendar/{token}.ics: the feed's owner's calendar, as their roles in their office
 * read it today (a user deactivated, moved or without news.read gets 404, as an unknown token does).
 */
export async function feedIcs(ctx: ServiceContext, token: string): Promise<string> {
  const [owner] = await ctx.db
    .select({
      officeId: calendarFeeds.officeId,
      roles: users.roles,
      locale: users.locale,
      officeName: offices.name,
      timeZone: offices.timeZone,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(offices, eq(offices.id, calendarFeeds.officeId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashOf(token)),
        eq(users.active, true),
        eq(users.kind, 'user'),
        eq(users.officeId, calendarFeeds.officeId),
      ),
    );
  if (!owner || !hasPermission(owner.roles, 'news.read')) throw new AppError('NOT_FOUND');
  const reader: CalendarReader = {
    officeId: owner.officeId,
    may: (permission) => hasPermission(owner.roles, permission),
  };
  const now = ctx.clock.now();
  const range = {
    start: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    end: new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
    kinds: ['web', 'newsletter', 'social'] as const,
    withoutFigures: true,
  };
  const entries = await calendarEntries(ctx, reader, range, owner.timeZone);
  const t = translator(owner.locale ?? DEFAULT_LOCALE);
  const calendar = ical({
    name: t(FEED_TEXTS.name, { office: owner.officeName }),
    prodId: {
      company: 'Gaceta',
      product: 'calendar',
      language: (owner.locale ?? DEFAULT_LOCALE).toUpperCase(),
    },
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.id}@gaceta`,
      sequence: entry.sequence,
      stamp: now,
      // A web window is the moment it opens (its close is said): a bar of two years helps nobody.
      start: new Date(entry.starts_at),
      end: new Date(entry.starts_at),
      summary: summaryOf(t, entry),
      description: descriptionOf(t, entry, owner.timeZone) || null,
      url: `${ctx.config.publicUrl}${backOfficePath(entry, owner.timeZone)}`,
    });
  }
  return calendar.toString();
}

/** "Website: title", "LinkedIn: title", "Newsletter: subject", or the planned run's name. */
function summaryOf(t: Translate, entry: CalendarEntry): string {
  if (entry.status === 'planned') {
    return t(entry.kind === 'newsletter' ? FEED_TEXTS.plannedNewsletter : FEED_TEXTS.plannedSocial);
  }
  const channel = entry.network
    ? NETWORK_DESCRIPTORS[entry.network].name
    : t(FEED_TEXTS[entry.kind === 'web' ? 'web' : 'newsletter']);
  return entry.title ? `${channel}: ${entry.title}` : channel;
}

function descriptionOf(t: Translate, entry: CalendarEntry, timeZone: string): string {
  const lines = [
    entry.ends_at ? t(FEED_TEXTS.webUntil, { date: instantToWallClock(entry.ends_at, timeZone).date }) : '',
    entry.reason ? t(FEED_TEXTS.failed, { reason: entry.reason }) : '',
    entry.items?.length
      ? t(FEED_TEXTS.carries, { titles: entry.items.map((item) => item.title).join('; ') })
      : '',
  ];
  return lines.filter(Boolean).join('\n');
}

/** Where the back-office shows the entry: its item, its campaign's figures, or its day on the calendar. */
function backOfficePath(entry: CalendarEntry, timeZone: string): string {
  if (entry.news_id) return `/news/edit/${entry.news_id}`;
  if (entry.campaign_id && entry.status === 'sent')
    return `/statistics/newsletter/recipient/${entry.campaign_id}`;
  const { date } = instantToWallClock(entry.starts_at, timeZone);
  return `/calendar?view=agenda&date=${date}`;
}
