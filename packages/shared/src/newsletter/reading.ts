import * as v from 'valibot';
import { Id, PageOf } from '../common';
import { CsvQuery } from '../csv';
import { LocalizedText } from '../locales';
import { MESSAGES } from '../messages';
import { PageQuery } from '../pagination';
import { StatisticsRange } from '../statistics';
import { Recipient } from './recipients';

/**
 * Who reads what (docs/newsletter.md, Who reads what; decision 062): one recipient's reading, and
 * the recipients most engaged with a subject, an article or an author.
 */

/**
 * The engagement score. Each message a person received counts once as opened (+1), at its first
 * open (a click without an open counts as one), and each article of it whose page they clicked
 * counts +3, at its first click; each weighed by its age, halving every 30 days. Only the
 * articles asked about count (a message counts as opened when it carried one of them).
 */
export const ENGAGEMENT_SCORE = { open: 1, click: 3, halfLifeDays: 30 } as const;

const DAY_MS = 86_400_000;

/** What an engagement `ageMs` old weighs: 1 now, 1/2 after 30 days, 1/4 after 60… */
export const engagementWeight = (ageMs: number) =>
  0.5 ** (Math.max(ageMs, 0) / DAY_MS / ENGAGEMENT_SCORE.halfLifeDays);

/** A score as answered: two decimals. */
export const roundScore = (score: number) => Math.round(score * 100) / 100;

export const RecipientActivityQuery = v.object({ range: v.optional(StatisticsRange, 'month') });
export type RecipientActivityQuery = v.InferOutput<typeof RecipientActivityQuery>;

export const READING_EVENT_KINDS = ['sent', 'opened', 'clicked', 'unsubscribed', 'bounced'] as const;
export type ReadingEventKind = (typeof READING_EVENT_KINDS)[number];

export const ReadingEvent = v.object({
  at: v.string(),
  kind: v.picklist(READING_EVENT_KINDS),
  campaign_id: v.string(),
  /** The article a click opened (its share page); absent for another link and the other kinds. */
  news_id: v.optional(v.string()),
  title: v.optional(v.string()),
});
export type ReadingEvent = v.InferOutput<typeof ReadingEvent>;

export const ReadingTracking = v.object({
  /** The office's switch now: off, new messages record nobody's reading. */
  per_person: v.boolean(),
  /** How long a person's reading is kept, in months. */
  retention_months: v.number(),
});

/**
 * What an office's newsletter records of its readers, told before a person subscribes (the form and
 * the confirmation page, GET /public/v1/offices/{key}/newsletter_privacy) and in every message.
 */
export const ReadingNotice = v.object({
  ...ReadingTracking.entries,
  /** The office's privacy policy; null: none given. */
  privacy_url: v.nullable(v.string()),
});
export type ReadingNotice = v.InferOutput<typeof ReadingNotice>;

export const SubjectScore = v.object({ subject_id: v.string(), name: LocalizedText, score: v.number() });

export const RecipientActivity = v.object({
  recipient: Recipient,
  tracking: ReadingTracking,
  range: StatisticsRange,
  from: v.string(),
  to: v.string(),
  /** Messages sent in the range, and those the person opened (a click counts) and clicked. */
  totals: v.object({ sent: v.number(), opened: v.number(), clicked: v.number() }),
  /** The subjects of the articles they engaged with, highest score first. */
  subjects: v.array(SubjectScore),
  /** Their last open or click ever kept (not only in the range); null: none. */
  last_engagement_at: v.nullable(v.string()),
  /** What happened, newest first: sent, opened (first open of a message), each click, unsubscribed, bounced. */
  events: v.array(ReadingEvent),
});
export type RecipientActivity = v.InferOutput<typeof RecipientActivity>;

/** `subject=`, `news_id=` or `author=`: exactly one. */
export const InterestsQuery = v.pipe(
  v.object({
    subject: v.optional(Id),
    news_id: v.optional(Id),
    author: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
    range: v.optional(StatisticsRange, 'month'),
    format: v.optional(v.picklist(['json', 'csv'], MESSAGES.invalid.id), 'json'),
    ...CsvQuery.entries,
    /** A page of the ranking; the CSV carries it whole. */
    ...PageQuery.entries,
  }),
  v.forward(
    v.check(
      (query) =>
        [query.subject, query.news_id, query.author].filter((each) => each !== undefined).length === 1,
      MESSAGES.invalid.id,
    ),
    ['subject'],
  ),
);
export type InterestsQuery = v.InferOutput<typeof InterestsQuery>;

export const InterestArticle = v.object({
  news_id: v.string(),
  title: v.string(),
  /** Messages carrying it that the person opened. */
  opened: v.number(),
  /** Messages in which the person clicked its page. */
  clicked: v.number(),
});

export const Interest = v.object({
  recipient_id: v.string(),
  email: v.string(),
  name: v.nullable(v.string()),
  score: v.number(),
  /** Messages opened (carrying an article asked about). */
  opens: v.number(),
  /** Articles asked about whose page was clicked, once per message. */
  clicks: v.number(),
  last_at: v.string(),
  news: v.array(InterestArticle),
});
export type Interest = v.InferOutput<typeof Interest>;

export const Interests = PageOf(Interest);
export type Interests = v.InferOutput<typeof Interests>;
