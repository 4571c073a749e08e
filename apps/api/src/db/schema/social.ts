import type { ConnectionStatus, SocialAccount, SocialNetwork, SocialPostStatus } from '@gaceta/shared/social';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { news } from './news';
import { offices } from './offices';
import { users } from './users';

/**
 * An office's account on a network. The credentials (tokens, secrets) are one AES-256-GCM sealed
 * JSON (modules/social/token-box.ts): never selected into an answer or a log line.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    status: text('status').$type<ConnectionStatus>().notNull(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    /** The accounts the office may post as instead (a LinkedIn member's profile and pages); the token is the same. */
    accounts: jsonb('accounts').$type<SocialAccount[]>().notNull().default([]),
    sealedCredentials: text('sealed_credentials').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [unique('social_connections_office_network_unique').on(table.officeId, table.network)],
);

/**
 * An authorisation an office's user started and has not finished: OAuth 2.0's state (LinkedIn's,
 * and Facebook's login dialog's), or OAuth 1.0a's request token with its secret (sealed). Only that
 * user, in that office, may finish it, once, within ten minutes; a finished one is deleted.
 */
export const socialAuthorizations = pgTable(
  'social_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    /** Who asked for it: the signed-in user (the impersonated one behind an impersonation). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    key: text('key').notNull(),
    sealedSecret: text('sealed_secret'),
    organization: boolean('organization').notNull().default(false),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('social_authorizations_network_key_unique').on(table.network, table.key),
    index('social_authorizations_office_idx').on(table.officeId),
  ],
);

/**
 * A news item's post on one network. The attempt is recorded before the network is called, so a
 * run that fails ambiguously is checked against the network before it posts again. The counters
 * are the last metrics read; their history is in social_post_metrics. Posts outlive their
 * connection: reconnecting keeps them.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    status: text('status').$type<SocialPostStatus>().notNull(),
    /** The network's id: a container while pending (Instagram), the post once published. */
    remoteId: text('remote_id'),
    /**
     * The account it went out as (the connection's then): its figures are read, and it is deleted,
     * only while that account is connected, never with another account's token.
     */
    accountId: text('account_id'),
    permalink: text('permalink'),
    text: text('text').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** When the last call to post began: an ambiguous failure is looked for from then. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /** Whether the last attempt may have posted (a timeout after sending). */
    ambiguous: boolean('ambiguous').notNull().default(false),
    errorCode: text('error_code'),
    error: text('error'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    impressions: integer('impressions'),
    metricsAt: timestamp('metrics_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('social_posts_news_network_unique').on(table.newsId, table.network),
    index('social_posts_office_published_idx').on(table.officeId, table.publishedAt),
    // The calendar: a post at its time, published or tried.
    index('social_posts_office_calendar_idx').on(
      table.officeId,
      sql`coalesce(${table.publishedAt}, ${table.attemptedAt}, ${table.createdAt})`,
    ),
  ],
);

/** One reading of a post's figures, for the statistics over time. */
export const socialPostMetrics = pgTable(
  'social_post_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    likes: integer('likes').notNull(),
    comments: integer('comments').notNull(),
    shares: integer('shares').notNull(),
    impressions: integer('impressions'),
  },
  (table) => [
    index('social_post_metrics_office_taken_idx').on(table.officeId, table.takenAt),
    index('social_post_metrics_post_idx').on(table.postId, table.takenAt),
  ],
);

/** settings/social-media-planning: when auto-publishing sends the office's ready news. */
export const socialPlanning = pgTable('social_planning', {
  officeId: uuid('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  maxPostsPerSend: smallint('max_posts_per_send').notNull(),
  publicationType: text('publication_type').notNull(),
  /** Wall-clock times in the office's time zone, `HH:MM`. */
  publicationHours: text('publication_hours').array().notNull(),
  /** ISO weekdays, 1 (Monday) to 7. */
  scheduleDays: smallint('schedule_days').array().notNull(),
  autoPublish: boolean('auto_publish').notNull(),
  /** Up to when the planned slots were sent: the sweep sends the slots after it, once. */
  sentUntil: timestamp('sent_until', { withTimezone: true }),
  ...timestamps,
});
