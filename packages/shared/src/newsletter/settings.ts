import * as v from 'valibot';
import { Email } from '../accounts/auth';
import { Id } from '../common';
import { MESSAGES } from '../messages';
import {
  DEFAULT_MAX_NEWS_PER_EMAIL,
  EMAIL_PACKAGES,
  NewsletterIntervalUnit,
  PACKAGE_REQUEST_STATUSES,
} from '../newsletter';
import { instantToWallClock, wallClockToInstant } from '../wall-clock';
import { CampaignTextsInput } from './campaigns';

/**
 * The newsletter's settings: the addresses an office sends from (verified by a code), the
 * automatic newsletter's schedule, and the office's email quota with its package requests.
 */

/** A sender's verification code: six digits, valid 30 minutes, five tries. */
export const SENDER_CODE = { length: 6, validMinutes: 30, attempts: 5 } as const;

export const SenderInput = v.object({ email: Email });
export type SenderInput = v.InferOutput<typeof SenderInput>;

/** What a person types: spaces are forgiven ("123 456"); anything else is a wrong code. */
export const SenderCodeInput = v.object({
  code: v.pipe(
    v.optional(v.string(MESSAGES.senderCodeRequired.id), ''),
    v.transform((code) => code.replace(/\s+/g, '')),
    v.nonEmpty(MESSAGES.senderCodeRequired.id),
    v.maxLength(32),
  ),
});
export type SenderCodeInput = v.InferOutput<typeof SenderCodeInput>;

export const Sender = v.object({
  id: v.string(),
  email: v.string(),
  verified: v.boolean(),
  verified_at: v.nullable(v.string()),
  /** When the code sent last stops working; null once verified. */
  code_expires_at: v.nullable(v.string()),
  /** Tries left with the code sent last. */
  attempts_left: v.number(),
  created_at: v.string(),
});
export type Sender = v.InferOutput<typeof Sender>;

/** 'HH:MM' on the office's clock, 00:00 to 23:59. */
const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWallTime = (value: string) => WALL_TIME.test(value);
const WallTime = v.pipe(v.string(), v.regex(WALL_TIME, MESSAGES.timeFormat.id));

/**
 * The bounds the configuration form shows; the interval is counted in its unit. `newslettersPerDay`:
 * how many newsletters (automatic ones included) one recipient may receive in a day at most.
 */
export const NEWSLETTER_LIMITS = { maxNews: 50, interval: 12, newslettersPerDay: 10 } as const;

/** One newsletter a day per recipient, unless the office allows more. */
export const DEFAULT_MAX_NEWSLETTERS_PER_DAY = 1;

/**
 * An item written in none of the recipient's language (theirs, or the office's when they chose
 * none): `leave_out` keeps it out of their message; `mark` sends it with its language named.
 */
export const OTHER_LANGUAGE_ITEMS = ['leave_out', 'mark'] as const;
export const OtherLanguageItems = v.picklist(OTHER_LANGUAGE_ITEMS, MESSAGES.invalid.id);
export type OtherLanguageItems = v.InferOutput<typeof OtherLanguageItems>;

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * How long a person's opens and clicks are kept, in months (decision 062): 13 by default, as long
 * as a year's statistics need and the CNIL's guidance on audience measurement allows.
 */
export const PER_PERSON_RETENTION_MONTHS = { min: 1, max: 36, default: 13 } as const;

export const PerPersonRetentionMonths = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(PER_PERSON_RETENTION_MONTHS.min),
  v.maxValue(PER_PERSON_RETENTION_MONTHS.max),
);

export const NewsletterConfigurationInput = v.pipe(
  v.object({
    max_news_per_email: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(NEWSLETTER_LIMITS.maxNews)),
    /** Left out (older clients), the default. */
    max_newsletters_per_day: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(NEWSLETTER_LIMITS.newslettersPerDay)),
      DEFAULT_MAX_NEWSLETTERS_PER_DAY,
    ),
    other_language_items: v.optional(OtherLanguageItems, 'leave_out'),
    interval: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(NEWSLETTER_LIMITS.interval)),
    interval_unit: NewsletterIntervalUnit,
    /** ISO weekdays, 1 Monday … 7 Sunday; stored sorted, without repeats. */
    sending_days: v.pipe(
      v.array(v.picklist(ISO_WEEKDAYS, MESSAGES.invalid.id)),
      v.minLength(1, MESSAGES.sendingDaysRequired.id),
      v.transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    ),
    send_from: WallTime,
    /** The end of a sending window; null sends at send_from. */
    send_until: v.nullish(WallTime, null),
    auto_publish: v.boolean(),
    /**
     * The automatic newsletter waits, prepared at its slot, for a newsletter manager's approval.
     * Left out, it stays as stored (the schedule's form does not carry it).
     */
    require_approval: v.optional(v.boolean()),
    /**
     * Per-person tracking (decision 062): each message's pixel and click redirects name their
     * reader; off, they name only the campaign. Left out, it stays as stored (on for a first save).
     */
    per_person_tracking: v.optional(v.boolean()),
    /** Months a person's opens and clicks are kept (1–36); left out, it stays as stored (13 at first). */
    per_person_retention_months: v.optional(PerPersonRetentionMonths),
    sender_id: v.nullish(Id, null),
    /**
     * The automatic newsletter's subject, preheader and introduction, as written (null: generated
     * in each message's language); each automatic campaign starts with them.
     */
    ...CampaignTextsInput.entries,
  }),
  // Compared only when both times are well formed ('HH:MM' strings then sort as times do): a
  // malformed one has its own message.
  v.forward(
    v.check(
      ({ send_from, send_until }) =>
        send_until === null || !isWallTime(send_from) || !isWallTime(send_until) || send_until > send_from,
      MESSAGES.timeRangeOrder.id,
    ),
    ['send_until'],
  ),
);
export type NewsletterConfigurationInput = v.InferOutput<typeof NewsletterConfigurationInput>;

/** What a schedule needs to find its next sending moment (nextNewsletterRun). */
export interface NewsletterSchedule {
  interval: number;
  interval_unit: NewsletterIntervalUnit;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  sending_days: readonly number[];
  /** 'HH:MM' on the office's clock. */
  send_from: string;
}

export const NewsletterConfiguration = v.object({
  max_news_per_email: v.number(),
  max_newsletters_per_day: v.number(),
  other_language_items: OtherLanguageItems,
  interval: v.number(),
  interval_unit: NewsletterIntervalUnit,
  sending_days: v.array(v.number()),
  send_from: v.string(),
  send_until: v.nullable(v.string()),
  auto_publish: v.boolean(),
  require_approval: v.boolean(),
  per_person_tracking: v.boolean(),
  per_person_retention_months: v.number(),
  sender_id: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  preheader: v.nullable(v.string()),
  intro: v.nullable(v.string()),
  /** The chosen sender, as the sender list shows it. */
  sender: v.nullable(Sender),
  /** The office's zone, which the times are read in. */
  time_zone: v.string(),
  /** When the automatic newsletter goes out next (ISO); null while auto-publish is off. */
  next_run_at: v.nullable(v.string()),
});
export type NewsletterConfiguration = v.InferOutput<typeof NewsletterConfiguration>;

/**
 * What an office without a stored configuration has: every week, on Monday at 09:00, by hand; one
 * newsletter a day per recipient; items in another language left out.
 */
export const DEFAULT_NEWSLETTER_CONFIGURATION: Required<NewsletterConfigurationInput> = {
  max_news_per_email: DEFAULT_MAX_NEWS_PER_EMAIL,
  max_newsletters_per_day: DEFAULT_MAX_NEWSLETTERS_PER_DAY,
  other_language_items: 'leave_out',
  interval: 1,
  interval_unit: 'week',
  sending_days: [1],
  send_from: '09:00',
  send_until: null,
  auto_publish: false,
  require_approval: false,
  per_person_tracking: true,
  per_person_retention_months: PER_PERSON_RETENTION_MONTHS.default,
  sender_id: null,
  subject: null,
  preheader: null,
  intro: null,
};

export const EmailPackage = v.picklist(EMAIL_PACKAGES, MESSAGES.emailPackageUnknown.id);

export const PackageRequestInput = v.object({ package: EmailPackage });
export type PackageRequestInput = v.InferOutput<typeof PackageRequestInput>;

export const PackageRequest = v.object({
  id: v.string(),
  office_id: v.string(),
  office_name: v.string(),
  package: v.number(),
  status: v.picklist(PACKAGE_REQUEST_STATUSES),
  requested_at: v.string(),
  decided_at: v.nullable(v.string()),
});
export type PackageRequest = v.InferOutput<typeof PackageRequest>;

export const EmailQuota = v.object({
  contracted: v.number(),
  sent: v.number(),
  remaining: v.number(),
  /** Requests waiting for the provider's answer. */
  pending_requests: v.array(PackageRequest),
});
export type EmailQuota = v.InferOutput<typeof EmailQuota>;

export const PackageRequestListQuery = v.object({
  status: v.optional(v.picklist(PACKAGE_REQUEST_STATUSES), 'pending'),
});

// The automatic newsletter's calendar. Periods are counted from fixed origins, so the schedule
// needs no memory of past sends: every Nth ISO week from the week of Monday 1970-01-05, every Nth
// month from January 1970, every Nth year from year 0. In a week the newsletter goes out on each
// sending day; in a month or a year, on the sending days among its first seven days (the first
// Tuesday of the month, of January), once each.
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_MONDAY = Date.UTC(1970, 0, 5) / DAY_MS;
/** The longest search: one whole period of the longest interval, plus a week. */
const SEARCH_DAYS = NEWSLETTER_LIMITS.interval * 366 + 7;

/** A calendar day (no zone), as days since 1970-01-01. */
function isActiveDay(schedule: NewsletterSchedule, day: number): boolean {
  const date = new Date(day * DAY_MS);
  const isoWeekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  if (!schedule.sending_days.includes(isoWeekday)) return false;
  const inFirstWeek = date.getUTCDate() <= 7;
  switch (schedule.interval_unit) {
    case 'week': {
      const week = Math.floor((day - FIRST_MONDAY) / 7);
      return week % schedule.interval === 0;
    }
    case 'month': {
      const month = date.getUTCFullYear() * 12 + date.getUTCMonth() - 1970 * 12;
      return inFirstWeek && month % schedule.interval === 0;
    }
    case 'year':
      return inFirstWeek && date.getUTCMonth() === 0 && date.getUTCFullYear() % schedule.interval === 0;
  }
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The first sending moment of `schedule` strictly after `after`: a sending day's `send_from` on the
 * office's clock (`timeZone`), so 09:00 stays 09:00 across daylight-saving changes; a time the
 * change skips moves forward by the gap (wallClockToInstant).
 */
export function nextNewsletterRun(schedule: NewsletterSchedule, timeZone: string, after: Date): Date {
  const today = instantToWallClock(after.toISOString(), timeZone).date;
  const first = Date.parse(`${today}T00:00:00Z`) / DAY_MS;
  for (let day = first; day <= first + SEARCH_DAYS; day++) {
    if (!isActiveDay(schedule, day)) continue;
    const instant = wallClockToInstant({ date: isoDay(day), time: schedule.send_from }, timeZone);
    if (instant && Date.parse(instant) > after.getTime()) return new Date(instant);
  }
  throw new Error(`no newsletter run within ${SEARCH_DAYS} days of ${after.toISOString()}`);
}
