import type { Locale } from '@gaceta/shared/locales';
import type {
  CampaignKind,
  CampaignStatus,
  DeliveryStatus,
  NewsletterEventKind,
} from '@gaceta/shared/newsletter/campaigns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { newsletterRecipients, newsletterSenders } from './newsletter';
import { offices } from './offices';
import { users } from './users';

/**
 * A newsletter campaign: the news it carries, who sends it, and where its sending stands. Once it
 * leaves `draft` it can no longer be edited or deleted (spec: 'Inactive newsletter can't be
 * deleted'). `links` freezes, when sending starts, the addresses its click redirects lead to, so a
 * click link carries an index and never a URL (no open redirect).
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CampaignKind>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    senderId: uuid('sender_id').references(() => newsletterSenders.id, { onDelete: 'set null' }),
    newsIds: uuid('news_ids').array().notNull(),
    links: text('links').array().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When a custom draft goes out by itself (the calendar's scheduled newsletter). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** How many times it was scheduled or moved: the calendar feed's SEQUENCE. */
    scheduleRevision: integer('schedule_revision').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why a campaign stopped before every message went out (an error code, e.g. QUOTA_EXCEEDED). */
    stopCode: text('stop_code'),
    /** The subject, preheader and introduction the office wrote; null: generated in each message's language. */
    subject: text('subject'),
    preheader: text('preheader'),
    intro: text('intro'),
    /** Each recipient's message leaves out the items a newsletter already brought them. */
    skipPreviousRecipients: boolean('skip_previous_recipients').notNull().default(false),
    /** Recipients it left out when it started, having already received the office's daily limit. */
    skippedDailyLimit: integer('skipped_daily_limit').notNull().default(0),
    /**
     * Whether its messages identify their reader to the pixel and click redirects: the office's
     * switch when sending started (decision 062), so every message of a campaign says the same.
     */
    perPersonTracking: boolean('per_person_tracking').notNull().default(true),
    /** Reminders emailed while it waits for approval: one when prepared, one more a day later. */
    reminders: smallint('reminders').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('newsletter_campaigns_office_created_idx').on(table.officeId, table.createdAt),
    // The calendar: a campaign at the time it went, or is to go.
    index('newsletter_campaigns_office_calendar_idx').on(
      table.officeId,
      sql`coalesce(${table.startedAt}, ${table.scheduledAt})`,
    ),
    // One automatic issue waits for approval at a time per office: a new one discards the old.
    uniqueIndex('newsletter_campaigns_one_awaiting_approval')
      .on(table.officeId)
      .where(sql`${table.status} = 'awaiting_approval'`),
  ],
);

/**
 * One recipient's message of a campaign, with the news of their digest. Sending moves it
 * pending → sending (committed before the SMTP conversation) → sent, so a crash leaves it
 * `sending`, which recovery turns into `unknown` and nothing sends again (decision 036).
 * `claimed_until` is the lease of the worker that took it (and, for a temporary failure, when it
 * may be tried again).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => newsletterRecipients.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    newsIds: uuid('news_ids').array().notNull(),
    /** The recipient's language when the campaign was sent; null: the office's language. */
    locale: text('locale').$type<Locale>(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    messageId: text('message_id').notNull().unique(),
    attempts: smallint('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * Its person's reading, kept by the database from the message's own opens and clicks (not
     * scanners'; migration 0036, decision 062): the first (a click counts as an open), the last,
     * and each article's first click on its page (`{news id: at}`). Null: not read.
     */
    readAt: timestamp('read_at', { withTimezone: true }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Its person's first click on any of its links (migration 0038): a campaign's clicks, counted from its messages. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clickedNews: jsonb('clicked_news').$type<Record<string, string>>(),
    ...timestamps,
  },
  (table) => [
    unique('newsletter_deliveries_campaign_recipient_unique').on(table.campaignId, table.recipientId),
    index('newsletter_deliveries_campaign_status_idx').on(table.campaignId, table.status),
    index('newsletter_deliveries_office_sent_idx').on(table.officeId, table.sentAt),
    // One recipient's messages: their reading page, their last engagement, their export and erasure.
    index('newsletter_deliveries_recipient_sent_idx').on(table.recipientId, table.sentAt),
    // The roll-up's days of every office, and what changed since its last run.
    index('newsletter_deliveries_sent_idx').on(table.sentAt),
    index('newsletter_deliveries_updated_idx').on(table.updatedAt),
  ],
);

/**
 * What happened to a delivered message: opened, clicked, bounced, complained about, unsubscribed
 * from. `automated` marks an open or click told apart as a mail scanner's prefetch; statistics
 * leave those out. The office and day lead the index, as the statistics read them.
 *
 * An event without a delivery is anonymous (decision 062): an open or click of a campaign sent
 * without per-person tracking, or one whose person was forgotten by the retention. It names only
 * its campaign.
 */
export const newsletterEvents = pgTable(
  'newsletter_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => newsletterDeliveries.id, { onDelete: 'cascade' }),
    /** Set on anonymous events (no delivery), which only their campaign names. */
    campaignId: uuid('campaign_id').references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    /** An anonymous open's articles: those of the message it was of, when known (the retention's). */
    newsIds: uuid('news_ids').array(),
    /**
     * A random key shared by the anonymous events of one message whose reader the retention
     * forgot, so the message counts once (an open, and a click per link); it leads to no message.
     * Null for a campaign's fetches without per-person tracking, each of which counts.
     */
    messageKey: uuid('message_key'),
    kind: text('kind').$type<NewsletterEventKind>().notNull(),
    url: text('url'),
    /** The link's index in the campaign's `links`, for a click. */
    linkIndex: integer('link_index'),
    automated: boolean('automated').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('newsletter_events_office_at_idx').on(table.officeId, table.at, table.kind),
    index('newsletter_events_delivery_idx').on(table.deliveryId, table.kind),
    // What happened since the roll-up's last run, in every office.
    index('newsletter_events_at_idx').on(table.at),
    index('newsletter_events_campaign_idx')
      .on(table.campaignId, table.kind)
      .where(sql`${table.campaignId} is not null`),
    check(
      'newsletter_events_delivery_or_campaign',
      sql`${table.deliveryId} is not null or ${table.campaignId} is not null`,
    ),
  ],
);

/**
 * Each recipient's reading of a topic, kept by the database as their messages' reading changes
 * (migration 0036, decision 062), so the interest list ranks a topic's readers over any period
 * without reading their messages. A topic is `subject:{id}` or `author:{name}` (`news.author`), as
 * `gaceta_news_topics` names an article's. One entry a message read that carried an article of the
 * topic, in the order of the office's days they were sent, with running sums, so the sums from any
 * day on are two lookups (`width_bucket` finds the day). Weights are summed against a fixed epoch
 * (`gaceta_reading_weight`), so a sum stays a sum as time passes and the reader scales it to now.
 */
export const newsletterTopicReading = pgTable(
  'newsletter_topic_reading',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => newsletterRecipients.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** The office's day each message was sent, ascending. */
    days: date('days').array().notNull(),
    /** Running sums: messages read and their weights at first read. */
    opens: integer('opens').array().notNull(),
    openWeights: doublePrecision('open_weights').array().notNull(),
    /** Running sums: the topic's articles clicked (once a message) and their weights at first click. */
    clicks: integer('clicks').array().notNull(),
    clickWeights: doublePrecision('click_weights').array().notNull(),
    /** From each entry on, the latest open or click of those messages. */
    lastSince: timestamp('last_since', { withTimezone: true }).array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recipientId, table.topic] }),
    index('newsletter_topic_reading_office_topic_idx').on(table.officeId, table.topic),
  ],
);
