import type { Locale } from '@gaceta/shared/locales';
import type {
  ConsentSource,
  NewsletterIntervalUnit,
  PackageRequestStatus,
  RecipientStatus,
} from '@gaceta/shared/newsletter';
import type { OtherLanguageItems } from '@gaceta/shared/newsletter/settings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
import { offices } from './offices';
import { users } from './users';

/**
 * An office's newsletter recipients. The address is stored lowercased and is unique per office, so
 * an import or a subscription merges into the existing row instead of doubling it.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    /** Switched by the office (spec: recipients can be activated or deactivated). */
    active: boolean('active').notNull().default(true),
    status: text('status').$type<RecipientStatus>().notNull().default('subscribed'),
    /** The subjects the recipient follows; empty means every subject. */
    subjectIds: uuid('subject_ids').array().notNull().default([]),
    /** The language the recipient reads the newsletter in; null: the office's language. */
    language: text('language').$type<Locale>(),
    consentSource: text('consent_source').$type<ConsentSource>().notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    /** A keyed hash of the IP the consent came from (null for the office's own entries). */
    consentIpHash: text('consent_ip_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('newsletter_recipients_office_email_unique').on(table.officeId, table.email),
    check('newsletter_recipients_email_lowercase', sql`${table.email} = lower(${table.email})`),
    index('newsletter_recipients_office_status_idx').on(table.officeId, table.status, table.active),
  ],
);

/**
 * Addresses an office must not write to again although their row is gone (erased on request under
 * the GDPR): only a hash is kept, so an import cannot bring the address back and nothing readable
 * of it remains.
 */
export const newsletterSuppressions = pgTable(
  'newsletter_suppressions',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.emailHash] })],
);

/**
 * Addresses an office sends from. A sender is usable once verified with the code sent to it; the
 * code is kept only as a hash, expires and allows a few attempts.
 */
export const newsletterSenders = pgTable(
  'newsletter_senders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [unique('newsletter_senders_office_email_unique').on(table.officeId, table.email)],
);

/**
 * An office's newsletter settings; an office without a row has the defaults (weekly, manual).
 * Days are ISO weekdays (1 Monday … 7 Sunday); times are 'HH:MM' on the office's clock.
 */
export const newsletterConfigurations = pgTable('newsletter_configurations', {
  officeId: uuid('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  maxNewsPerEmail: smallint('max_news_per_email').notNull().default(10),
  /** How many newsletters one recipient receives in the office's day at most, automatic ones included. */
  maxNewslettersPerDay: smallint('max_newsletters_per_day').notNull().default(1),
  /** An item in none of the recipient's language: left out of their message, or sent marked. */
  otherLanguageItems: text('other_language_items').$type<OtherLanguageItems>().notNull().default('leave_out'),
  interval: smallint('interval').notNull().default(1),
  intervalUnit: text('interval_unit').$type<NewsletterIntervalUnit>().notNull().default('week'),
  sendingDays: smallint('sending_days').array().notNull().default([1]),
  sendFrom: text('send_from').notNull().default('09:00'),
  /** The end of a sending window; null sends at `send_from`. */
  sendUntil: text('send_until'),
  autoPublish: boolean('auto_publish').notNull().default(false),
  /** The automatic newsletter is prepared at its slot and waits for a newsletter manager's approval. */
  requireApproval: boolean('require_approval').notNull().default(false),
  senderId: uuid('sender_id').references(() => newsletterSenders.id, { onDelete: 'set null' }),
  /**
   * Each message carries its own open pixel and click redirects, so opens and clicks are known per
   * person; off, one pixel and one set of redirects per campaign (decision 062).
   */
  perPersonTracking: boolean('per_person_tracking').notNull().default(true),
  /** Months a person's opens and clicks are kept before the nightly retention makes them anonymous. */
  perPersonRetentionMonths: smallint('per_person_retention_months').notNull().default(13),
  /** The automatic newsletter's written subject, preheader and introduction; null: generated. */
  subject: text('subject'),
  preheader: text('preheader'),
  intro: text('intro'),
  ...timestamps,
});

/**
 * Emails an office may send (contracted) and has sent. A campaign reserves its messages by raising
 * `sent` in one statement that checks the limit, so two batches cannot both pass it.
 */
export const emailQuotas = pgTable(
  'email_quotas',
  {
    officeId: uuid('office_id')
      .primaryKey()
      .references(() => offices.id, { onDelete: 'cascade' }),
    contracted: integer('contracted').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    ...timestamps,
  },
  (table) => [check('email_quotas_within', sql`${table.sent} >= 0 and ${table.contracted} >= 0`)],
);

/** An office's request for more emails; the provider's admin approves it (raising the quota) or not. */
export const emailPackageRequests = pgTable(
  'email_package_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    package: integer('package').notNull(),
    status: text('status').$type<PackageRequestStatus>().notNull().default('pending'),
    /** The language of the requester's interface, for the email that tells the answer. */
    locale: text('locale').$type<Locale>().notNull().default('es'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('email_package_requests_office_idx').on(table.officeId, table.createdAt),
    // One request waiting per office, also when two are sent at once.
    uniqueIndex('email_package_requests_one_pending')
      .on(table.officeId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
