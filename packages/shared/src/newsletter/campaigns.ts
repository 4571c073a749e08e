import * as v from 'valibot';
import { Email } from '../accounts/auth';
import { Id, isoTimestamp, multiLine, singleLine } from '../common';
import { CsvQuery } from '../csv';
import { type FieldMessage, MESSAGES } from '../messages';
import type { NewsStatus } from '../news/workflow';
import { PageQuery } from '../pagination';
import { DataUntilEntries, StatisticsRange } from '../statistics';

/**
 * Newsletter campaigns (docs/newsletter.md): what an office sends, to whom, and what came of it.
 * - kind: `auto` (built by the auto-publish job), `custom` (the items a user picked), `single`
 *   ("publish now" on one item's newsletter channel).
 * - status: `draft` until it is sent; `sending` while its messages go out; `sent` when none is
 *   left to send; `cancelled` when it stopped (the quota ran out while sending); `failed` when its
 *   sending run gave up after its last retry, with messages perhaps left: the office resumes it
 *   (POST …/{id}/resume), which sends only what is left. An automatic newsletter of an office that
 *   requires approval is `awaiting_approval` from its slot (its items and texts fixed) until a
 *   newsletter manager approves it (it is then sent as a draft is) or discards it (`discarded`, as
 *   the sweep does when the next slot comes first); neither ever sends without that approval.
 */
export const CAMPAIGN_KINDS = ['auto', 'custom', 'single'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_KIND_LABELS = {
  auto: MESSAGES.campaignAuto,
  custom: MESSAGES.campaignCustom,
  single: MESSAGES.campaignSingle,
} satisfies Record<CampaignKind, { id: string; message: string }>;

export const CAMPAIGN_STATUSES = [
  'draft',
  'awaiting_approval',
  'discarded',
  'sending',
  'sent',
  'cancelled',
  'failed',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * One recipient's message. `unknown`: sending started but whether the SMTP server accepted it was
 * never recorded (a crash, a connection lost after the data): it is never sent again automatically.
 * `bounced` and `unsubscribed` are messages that went out and were then bounced or led the reader
 * to unsubscribe.
 */
export const DELIVERY_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'unknown',
  'bounced',
  'unsubscribed',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS = {
  pending: MESSAGES.deliveryPending,
  sending: MESSAGES.deliverySending,
  sent: MESSAGES.deliverySent,
  failed: MESSAGES.deliveryFailed,
  unknown: MESSAGES.deliveryUnknown,
  bounced: MESSAGES.deliveryBounced,
  unsubscribed: MESSAGES.deliveryUnsubscribed,
} satisfies Record<DeliveryStatus, { id: string; message: string }>;

/** The statuses of a message that left: accepted by the SMTP server (delivered, in the statistics). */
export const DELIVERED_STATUSES: readonly DeliveryStatus[] = ['sent', 'bounced', 'unsubscribed'];

export const NEWSLETTER_EVENT_KINDS = ['open', 'click', 'bounce', 'complaint', 'unsubscribe'] as const;
export type NewsletterEventKind = (typeof NEWSLETTER_EVENT_KINDS)[number];

/** Spec hint: at most 10 news per newsletter; a custom one may not carry more than this. */
export const CAMPAIGN_NEWS_MAX = 50;

/** The statuses of the items a custom newsletter may carry: ready to publish, or published. */
export const NEWSLETTER_ITEM_STATUSES: readonly NewsStatus[] = ['ready_to_publish', 'published'];

/**
 * What the office may write of a message instead of the generated text: the subject, the preheader
 * (the line mail programs show after the subject in the inbox) and the introduction under the
 * office's name. A subject of about 60 characters shows whole on most screens; these are the most
 * a form takes.
 */
export const CAMPAIGN_TEXT_LIMITS = { subject: 150, preheader: 150, intro: 600 } as const;

/** A written text, trimmed; empty is null (the generated text). */
const writtenText = (max: number, multiline = false) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max),
    multiline ? multiLine() : singleLine(),
    v.transform((value) => (value === '' ? null : value)),
  );

/** The subject, preheader and introduction, each null for the generated one. */
export const CampaignTextsInput = v.object({
  subject: v.nullish(writtenText(CAMPAIGN_TEXT_LIMITS.subject), null),
  preheader: v.nullish(writtenText(CAMPAIGN_TEXT_LIMITS.preheader), null),
  intro: v.nullish(writtenText(CAMPAIGN_TEXT_LIMITS.intro, true), null),
});
export type CampaignTextsInput = v.InferOutput<typeof CampaignTextsInput>;

/**
 * What sending items that a newsletter already carried takes: `confirm_resend` (else 409
 * NEWSLETTER_ALREADY_SENT naming them), and with it, optionally, leaving out of each recipient's
 * message the items they already received (`skip_previous_recipients`; a recipient left with none
 * gets no message).
 */
const ResendInput = {
  confirm_resend: v.optional(v.boolean(), false),
  skip_previous_recipients: v.optional(v.boolean()),
};

/** POST /v1/newsletter/campaigns: a custom newsletter of items ready to publish or published. */
export const CreateCampaignInput = v.object({
  news_ids: v.pipe(
    v.array(Id),
    v.minLength(1, MESSAGES.required.id),
    v.maxLength(CAMPAIGN_NEWS_MAX, MESSAGES.tooMany.id),
    v.checkItems((id, index, ids) => ids.indexOf(id) === index, MESSAGES.invalid.id),
  ),
  /** The sender; without it, the one the office's newsletter configuration names. */
  sender_id: v.optional(Id),
  ...CampaignTextsInput.entries,
  ...ResendInput,
});
export type CreateCampaignInput = v.InferOutput<typeof CreateCampaignInput>;

/**
 * PATCH /v1/newsletter/campaigns/{id}: a draft's texts and whether it leaves out who already
 * received its items; a key left out stays as it is, null (or empty) is the generated text.
 */
export const UpdateCampaignInput = v.object({
  subject: v.optional(v.nullable(writtenText(CAMPAIGN_TEXT_LIMITS.subject))),
  preheader: v.optional(v.nullable(writtenText(CAMPAIGN_TEXT_LIMITS.preheader))),
  intro: v.optional(v.nullable(writtenText(CAMPAIGN_TEXT_LIMITS.intro, true))),
  skip_previous_recipients: v.optional(v.boolean()),
});
export type UpdateCampaignInput = v.InferOutput<typeof UpdateCampaignInput>;

/** POST /v1/newsletter/campaigns/{id}/send (the body is optional). */
export const SendCampaignInput = v.object(ResendInput);
export type SendCampaignInput = v.InferOutput<typeof SendCampaignInput>;

/**
 * POST /v1/newsletter/campaigns/{id}/schedule: a custom draft goes out at `at` instead of now (the
 * items, the sender and the quota are checked now and again then).
 */
export const ScheduleCampaignInput = v.object({
  at: isoTimestamp(MESSAGES.dateInvalid.id),
  confirm_resend: ResendInput.confirm_resend,
});
export type ScheduleCampaignInput = v.InferOutput<typeof ScheduleCampaignInput>;

/**
 * POST /v1/newsletter/campaigns/{id}/test: the message to one address, the caller's own or a
 * verified sender of the office.
 */
export const TestSendInput = v.object({ to: Email });
export type TestSendInput = v.InferOutput<typeof TestSendInput>;

/** Why a custom newsletter refuses an item: another office's or none (`not_found`), or its status. */
export const REFUSED_ITEM_REASONS = ['not_found', 'in_preparation', 'publishing', 'not_published'] as const;
export type RefusedItemReason = (typeof REFUSED_ITEM_REASONS)[number];

/** One item of 422 CUSTOM_NEWSLETTER_FAILED's `details.refused`: which, and why (a keyed message). */
export interface RefusedItem {
  id: string;
  /** Null for an item the office does not have. */
  title: string | null;
  reason: RefusedItemReason;
  why: FieldMessage;
}

/**
 * An item a newsletter of the office already carried (409 NEWSLETTER_ALREADY_SENT's
 * `details.items`, and the audience): when it last went, to how many addresses, in how many
 * newsletters. A message that failed is not counted; one still waiting to go is.
 */
export const AlreadySentItem = v.object({
  id: Id,
  title: v.string(),
  sent_at: v.string(),
  recipients: v.number(),
  newsletters: v.number(),
});
export type AlreadySentItem = v.InferOutput<typeof AlreadySentItem>;

/**
 * GET /v1/newsletter/campaigns/{id}/audience: who a draft would reach if sent now. `recipients` is
 * the number of messages (each recipient with items of their subjects in their language gets one,
 * unless they already received the office's daily limit of newsletters today; each takes one email
 * of the quota); `recipients_skipping_previous` the same when the items a recipient already
 * received are left out of their message. `skipped_daily_limit` counts the recipients the daily
 * limit leaves out, `left_out_by_language` those whose items are all in another language (when the
 * office leaves such items out), each with its `…_skipping_previous` twin.
 */
export const CampaignAudience = v.object({
  recipients: v.number(),
  recipients_skipping_previous: v.number(),
  skipped_daily_limit: v.number(),
  skipped_daily_limit_skipping_previous: v.number(),
  left_out_by_language: v.number(),
  left_out_by_language_skipping_previous: v.number(),
  quota_remaining: v.number(),
  already_sent: v.array(AlreadySentItem),
});
export type CampaignAudience = v.InferOutput<typeof CampaignAudience>;

/** GET /v1/newsletter/campaigns: a page, optionally of one status (`awaiting_approval`: the issue waiting). */
export const CampaignListQuery = v.object({
  ...PageQuery.entries,
  status: v.optional(v.picklist(CAMPAIGN_STATUSES, MESSAGES.invalid.id)),
});
export type CampaignListQuery = v.InferOutput<typeof CampaignListQuery>;

export const CampaignCounts = v.object({
  recipients: v.number(),
  pending: v.number(),
  sending: v.number(),
  sent: v.number(),
  failed: v.number(),
  unknown: v.number(),
  bounced: v.number(),
  unsubscribed: v.number(),
  /** Recipients who opened or clicked (scanners' prefetches left out). */
  opened: v.number(),
  clicked: v.number(),
});
export type CampaignCounts = v.InferOutput<typeof CampaignCounts>;

export const Campaign = v.object({
  id: Id,
  kind: v.picklist(CAMPAIGN_KINDS),
  status: v.picklist(CAMPAIGN_STATUSES),
  sender_id: v.nullable(Id),
  sender_email: v.nullable(v.string()),
  news_ids: v.array(Id),
  /** The items' titles, in the campaign's order (an item deleted since is left out). */
  news_titles: v.array(v.string()),
  stop_code: v.nullable(v.string()),
  /** The texts the office wrote; null: generated, in each message's language. */
  subject: v.nullable(v.string()),
  preheader: v.nullable(v.string()),
  intro: v.nullable(v.string()),
  /** Each recipient's message leaves out the items they already received. */
  skip_previous_recipients: v.boolean(),
  /** Recipients left out when it started, having received the office's daily limit of newsletters. */
  skipped_daily_limit: v.number(),
  created_at: v.string(),
  /** When a custom draft is to go out by itself; it stays a draft until then. */
  scheduled_at: v.nullable(v.string()),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  counts: CampaignCounts,
});
export type Campaign = v.InferOutput<typeof Campaign>;

/** A message's subject, preheader and introduction. */
export const CampaignTexts = v.object({ subject: v.string(), preheader: v.string(), intro: v.string() });
export type CampaignTexts = v.InferOutput<typeof CampaignTexts>;

/**
 * GET /v1/newsletter/campaigns/{id}/preview: the email as a recipient of every item sees it, in the
 * office's language (`locale`: recipients without a language of their own get it), with the texts
 * it goes out with; `generated` are the texts the campaign would have without any written.
 */
export const CampaignPreview = v.object({
  subject: v.string(),
  preheader: v.string(),
  html: v.string(),
  text: v.string(),
  locale: v.string(),
  generated: CampaignTexts,
});
export type CampaignPreview = v.InferOutput<typeof CampaignPreview>;

/**
 * GET /v1/newsletter/configuration/next_issue: the automatic newsletter's next issue as it stands
 * now. `run_at` is its next slot (null while auto-publish is off, when nothing else is computed);
 * `news` the items it would carry if the slot were now (the sweep's own choice), `recipients` how
 * many messages it would make, `preview` its message as sent (null when it would carry nothing);
 * `require_approval` whether it then waits for a newsletter manager's approval.
 */
export const NextNewsletterIssue = v.object({
  auto_publish: v.boolean(),
  require_approval: v.boolean(),
  run_at: v.nullable(v.string()),
  time_zone: v.string(),
  news: v.array(v.object({ id: Id, title: v.string(), published_at: v.nullable(v.string()) })),
  recipients: v.number(),
  preview: v.nullable(CampaignPreview),
});
export type NextNewsletterIssue = v.InferOutput<typeof NextNewsletterIssue>;

/** GET /v1/statistics/newsletter?range=: per campaign and over time, in the office's time zone. */
export const NewsletterStatisticsQuery = v.object({ range: v.optional(StatisticsRange, 'month') });
export type NewsletterStatisticsQuery = v.InferOutput<typeof NewsletterStatisticsQuery>;
/** GET /v1/statistics/newsletter/campaigns.csv: the range, and the separator (CsvQuery). */
export const NewsletterStatisticsCsvQuery = v.object({
  ...NewsletterStatisticsQuery.entries,
  ...CsvQuery.entries,
});

export const NewsletterFigures = v.object({
  sent: v.number(),
  delivered: v.number(),
  opened: v.number(),
  clicked: v.number(),
});
export type NewsletterFigures = v.InferOutput<typeof NewsletterFigures>;

/**
 * The rates beside the counts, defined once (docs/dashboards.md): `open_rate` is the recipients who
 * opened (a click proves an open; mail scanners left out) over the messages delivered, `click_rate`
 * those who clicked a link over the messages delivered; each a fraction from 0 to 1, null when
 * nothing was delivered.
 */
export const NewsletterRates = v.object({
  open_rate: v.nullable(v.number()),
  click_rate: v.nullable(v.number()),
});
export type NewsletterRates = v.InferOutput<typeof NewsletterRates>;

export function newsletterRates(figures: Pick<NewsletterFigures, 'delivered' | 'opened' | 'clicked'>) {
  const rate = (count: number) =>
    figures.delivered === 0 ? null : Math.round((count / figures.delivered) * 10_000) / 10_000;
  return { open_rate: rate(figures.opened), click_rate: rate(figures.clicked) } satisfies NewsletterRates;
}

/** Messages that went out and then bounced, or whose reader unsubscribed from them. */
export const NewsletterLosses = v.object({ bounced: v.number(), unsubscribed: v.number() });
export type NewsletterLosses = v.InferOutput<typeof NewsletterLosses>;

/**
 * One campaign as the statistics list it. `subject` is the one its messages went out with in the
 * office's language: the one the office wrote, else the generated one (a recipient who reads another
 * language got the generated subject in theirs).
 */
export const CampaignStatisticsRow = v.object({
  id: Id,
  kind: v.picklist(CAMPAIGN_KINDS),
  subject: v.string(),
  started_at: v.nullable(v.string()),
  news_titles: v.array(v.string()),
  ...NewsletterFigures.entries,
  ...NewsletterLosses.entries,
  ...NewsletterRates.entries,
});
export type CampaignStatisticsRow = v.InferOutput<typeof CampaignStatisticsRow>;

export const NewsletterStatistics = v.object({
  ...DataUntilEntries,
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(['day', 'month']),
  totals: v.object({ ...NewsletterFigures.entries, ...NewsletterLosses.entries, ...NewsletterRates.entries }),
  series: v.array(
    v.object({ period: v.string(), ...NewsletterFigures.entries, ...NewsletterLosses.entries }),
  ),
  campaigns: v.array(CampaignStatisticsRow),
});
export type NewsletterStatistics = v.InferOutput<typeof NewsletterStatistics>;

/**
 * One link of a campaign and the recipients who clicked it (scanners left out); `news_id` and
 * `title` name the article whose page it opens, null for another address (a link in an item's text).
 */
export const CampaignLinkClicks = v.object({
  url: v.string(),
  news_id: v.nullable(Id),
  title: v.nullable(v.string()),
  clicks: v.number(),
});
export type CampaignLinkClicks = v.InferOutput<typeof CampaignLinkClicks>;

/** GET /v1/statistics/newsletter/campaigns/{id}: one campaign's figures and its clicks per link, most clicked first. */
export const CampaignStatistics = v.object({
  ...CampaignStatisticsRow.entries,
  links: v.array(CampaignLinkClicks),
});
export type CampaignStatistics = v.InferOutput<typeof CampaignStatistics>;

/** What the recipients' list of a campaign narrows to: who opened, clicked, bounced or unsubscribed. */
export const CAMPAIGN_RECIPIENT_FILTERS = ['opened', 'clicked', 'bounced', 'unsubscribed'] as const;
export type CampaignRecipientFilter = (typeof CAMPAIGN_RECIPIENT_FILTERS)[number];
const RecipientFilter = { filter: v.optional(v.picklist(CAMPAIGN_RECIPIENT_FILTERS, MESSAGES.invalid.id)) };
/** GET …/campaigns/{id}/recipients: a page, optionally narrowed. */
export const CampaignRecipientsQuery = v.object({ ...PageQuery.entries, ...RecipientFilter });
export type CampaignRecipientsQuery = v.InferOutput<typeof CampaignRecipientsQuery>;
/** GET …/campaigns/{id}/recipients.csv: the same narrowing, and the separator. */
export const CampaignRecipientsCsvQuery = v.object({ ...CsvQuery.entries, ...RecipientFilter });

/** GET /v1/statistics/newsletter/campaigns/{id}/recipients: each message with its outcome. */
export const CampaignRecipient = v.object({
  /** The recipient on the list, whose reading page this row links to; null once they are deleted. */
  recipient_id: v.nullable(v.string()),
  email: v.string(),
  /** The recipient's name as the list has it; null without one or once the recipient is deleted. */
  name: v.nullable(v.string()),
  status: v.picklist(DELIVERY_STATUSES),
  sent_at: v.nullable(v.string()),
  opened: v.boolean(),
  clicked: v.boolean(),
  error: v.nullable(v.string()),
});
export type CampaignRecipient = v.InferOutput<typeof CampaignRecipient>;

/** The public preferences form: the subjects followed (none: every subject). */
export const PreferencesInput = v.object({ subject_ids: v.optional(v.array(Id), []) });
