import type { WebEventKind } from '@gaceta/shared/website';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { news } from './news';
import { offices } from './offices';

/** An office's website theme; an office without a row shows the defaults (defaultTheme). */
export const officeThemes = pgTable('office_themes', {
  officeId: uuid('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  headingColor: text('heading_color').notNull(),
  fontFamily: text('font_family').notNull(),
  fontWeight: smallint('font_weight').notNull(),
  header: text('header').notNull(),
  footer: text('footer').notNull(),
  backgroundColor: text('background_color').notNull(),
  fontColor: text('font_color').notNull(),
  ...timestamps,
});

/**
 * Website statistics: one row per office, article, kind, share network, day and visitor, counting
 * that visitor's events. The visitor is a hash of a daily salt, IP and user agent (web_salts):
 * no cookie, no raw address, and nothing that links one day's visitor to the next.
 */
export const webEvents = pgTable(
  'web_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id').references(() => news.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WebEventKind>().notNull(),
    /** The share network, for kind 'share'; '' otherwise (so the unique key needs no NULL rules). */
    network: text('network').notNull().default(''),
    /**
     * The day in the office's time zone when the event came, so statistics bucket by its
     * midnight; a later change of zone leaves past days as they were counted.
     */
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('web_events_visit_unique')
      .on(table.officeId, table.newsId, table.kind, table.network, table.day, table.visitorHash)
      .nullsNotDistinct(),
    // Statistics read an office's days and sum the other columns: the index holds them all (as
    // keys: drizzle declares no INCLUDE), so a year of a busy office is summed from the index
    // without touching the table (docs/website.md, Statistics).
    index('web_events_statistics_idx').on(
      table.officeId,
      table.day,
      table.newsId,
      table.kind,
      table.network,
      table.count,
      table.visitorHash,
    ),
    // A day of every office: what the roll-up recomputes each hour (decision 040).
    index('web_events_day_idx').on(table.day),
    index('web_events_news_id_idx').on(table.newsId).where(sql`${table.newsId} is not null`),
  ],
);

/** The salt of each day's visitor hashes; yesterday's and older are deleted, so hashes cannot be redone. */
export const webSalts = pgTable('web_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
