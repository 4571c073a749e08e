import * as v from 'valibot';
import { Id, isoDate, isoTimestamp } from './common';
import { MESSAGES } from './messages';
import { NETWORK_DESCRIPTORS, type SocialNetwork } from './news/channels';

/**
 * The calendar of every channel (docs/calendar.md): what goes out when on the website, the
 * newsletter and the social networks, in the office's time zone, and the private feed that follows
 * it in a calendar app.
 */

export const CALENDAR_KINDS = ['web', 'newsletter', 'social'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/**
 * planned: the automatic newsletter's or the social planning's next run, worked out from its
 * cadence; scheduled: set for a time, not gone yet; published (web, social) and sent (newsletter):
 * gone; failed: it did not go, and `reason` says why.
 */
export const CALENDAR_STATUSES = ['planned', 'scheduled', 'published', 'sent', 'failed'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** The longest range one call reads. */
export const CALENDAR_MAX_DAYS = 400;

const DAY_MS = 86_400_000;

/** `channels=web,social` in a query string; absent means every channel. */
const KindList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((kind) => kind.trim())
      .filter(Boolean),
  ),
  v.array(v.picklist(CALENDAR_KINDS, MESSAGES.invalid.id)),
);

/** GET /v1/calendar: the days `from` to `to` (both included, on the office's clock). */
export const CalendarQuery = v.pipe(
  v.object({
    from: isoDate(MESSAGES.dateInvalid.id),
    to: isoDate(MESSAGES.dateInvalid.id),
    channels: v.optional(KindList),
    subject: v.optional(Id),
    author: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  }),
  v.forward(
    v.check((query) => query.from <= query.to, MESSAGES.dateOrder.id),
    ['to'],
  ),
  v.forward(
    v.check(
      (query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < CALENDAR_MAX_DAYS,
      MESSAGES.calendarRangeTooLong.id,
    ),
    ['to'],
  ),
);
export type CalendarQuery = v.InferOutput<typeof CalendarQuery>;

/** A campaign's figures so far. */
export const NewsletterFigures = v.object({ sent: v.number(), opened: v.number(), clicked: v.number() });
/** A post's figures as last read from its network. */
export const SocialFigures = v.object({
  likes: v.number(),
  comments: v.number(),
  shares: v.number(),
  impressions: v.nullable(v.number()),
});

export const CalendarEntry = v.object({
  /**
   * Stable while the entry lives: `publication:{id}` (an item's window or scheduled channel),
   * `campaign:{id}`, `post:{id}`, `auto:{instant}` (a planned newsletter), `slot:{instant}` (a planned
   * social slot).
   */
  id: v.string(),
  kind: v.picklist(CALENDAR_KINDS),
  network: v.optional(v.picklist(Object.keys(NETWORK_DESCRIPTORS) as [SocialNetwork, ...SocialNetwork[]])),
  status: v.picklist(CALENDAR_STATUSES),
  starts_at: v.string(),
  /** A web window's end. */
  ends_at: v.optional(v.string()),
  /** The item's or the campaign's title; empty for a planned run (the screen names its channel). */
  title: v.string(),
  news_id: v.optional(v.string()),
  campaign_id: v.optional(v.string()),
  social_post_id: v.optional(v.string()),
  /** How many times it was scheduled or moved (the feed's SEQUENCE): it grows with each move. */
  sequence: v.number(),
  /** Whether the caller may move it now: scheduled, still to come, and theirs to schedule. */
  editable: v.boolean(),
  /** Why it failed: an error code (the screen translates it) or the network's own words. */
  reason: v.optional(v.string()),
  /** What a planned run would carry if it ran now. */
  items: v.optional(v.array(v.object({ id: v.string(), title: v.string() }))),
  newsletter: v.optional(NewsletterFigures),
  social: v.optional(SocialFigures),
});
export type CalendarEntry = v.InferOutput<typeof CalendarEntry>;

export const Calendar = v.object({ objects: v.array(CalendarEntry), time_zone: v.string() });
export type Calendar = v.InferOutput<typeof Calendar>;

export const CalendarEntryParam = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^(publication|campaign|post|auto|slot):[0-9A-Za-z:.-]{1,64}$/, MESSAGES.invalidId.id),
  ),
});

/** PATCH /v1/calendar/entries/{id}: the moment it goes out instead. */
export const MoveEntryInput = v.object({ starts_at: isoTimestamp(MESSAGES.dateInvalid.id) });
export type MoveEntryInput = v.InferOutput<typeof MoveEntryInput>;

/** POST /v1/calendar/feed: the user's private feed address (a new one each time; the old one stops). */
export const CalendarFeed = v.object({ url: v.string() });
export type CalendarFeed = v.InferOutput<typeof CalendarFeed>;

/** GET /v1/calendar/feed: whether the user has a feed (its address is shown once, when made). */
export const CalendarFeedState = v.object({ active: v.boolean(), created_at: v.nullable(v.string()) });
export type CalendarFeedState = v.InferOutput<typeof CalendarFeedState>;

/** The feed's token in its address: 32 bytes, base64url. */
export const CalendarFeedToken = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}\.ics$/)) });
