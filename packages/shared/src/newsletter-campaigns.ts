import * as v from 'valibot';
import { Id } from './common';
import { CsvQuery } from './csv';
import { MESSAGES } from './messages';
import { PageQuery } from './pagination';
import { StatisticsRange } from './statistics';

/**
 * Newsletter campaigns (docs/newsletter.md): what an office sends, to whom, and what came of it.
 * - kind: `auto` (built by the auto-publish job), `custom` (the items a user picked), `single`
 *   ("publish now" on one item's newsletter channel).
 * - status: `draft` until it is sent; `sending` while its messages go out; `sent` when none is
 *   left to send; `cancelled` when it stopped (the quota ran out while sending); `failed` when its
 *   sending run gave up after its last retry, with messages perhaps left: the office resumes it
 *   (POST …/{id}/resume), which sends only what is left.
 */
export const CAMPAIGN_KINDS = ['auto', 'custom', 'single'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_KIND_LABELS = {
  auto: MESSAGES.campaignAuto,
  custom: MESSAGES.campaignCustom,
  single: MESSAGES.campaignSingle,
} satisfies Record<CampaignKind, { id: string; message: string }>;

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent', 'cancelled', 'failed'] as const;
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
});
export type CreateCampaignInput = v.InferOutput<typeof CreateCampaignInput>;

export const CampaignListQuery = PageQuery;

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
  created_at: v.string(),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  counts: CampaignCounts,
});
export type Campaign = v.InferOutput<typeof Campaign>;

/** GET /v1/newsletter/campaigns/{id}/preview: the email as a recipient of every item sees it. */
export const CampaignPreview = v.object({ subject: v.string(), html: v.string(), text: v.string() });
export type CampaignPreview = v.InferOutput<typeof CampaignPreview>;

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

export const NewsletterStatistics = v.object({
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(['day', 'month']),
  totals: NewsletterFigures,
  series: v.array(v.object({ period: v.string(), ...NewsletterFigures.entries })),
  campaigns: v.array(
    v.object({
      id: Id,
      kind: v.picklist(CAMPAIGN_KINDS),
      started_at: v.nullable(v.string()),
      news_titles: v.array(v.string()),
      ...NewsletterFigures.entries,
    }),
  ),
});
export type NewsletterStatistics = v.InferOutput<typeof NewsletterStatistics>;

/** GET /v1/statistics/newsletter/campaigns/{id}/recipients: each message with its outcome. */
export const CampaignRecipient = v.object({
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
