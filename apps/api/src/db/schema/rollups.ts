import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { news } from './news';
import { offices } from './offices';

/**
 * Every channel's figures summed per office, day (the office's date), news item, channel and
 * measure, kept by the daily-rollups job from each channel's raw records (docs/statistics.md,
 * decision 040). Dashboards and scorecards read these, never the raw events. A row without a news
 * item holds what belongs to no article (the list widget's impressions) or to the whole office (a
 * day's distinct visitors).
 */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    newsId: uuid('news_id').references(() => news.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    measure: text('measure').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [
    // One row per key; it also serves an office's days (dashboards). The second index holds
    // `value` as a key column (drizzle declares no INCLUDE), so a scorecard reads it alone.
    unique('daily_rollups_key')
      .on(table.officeId, table.day, table.newsId, table.channel, table.measure)
      .nullsNotDistinct(),
    // A channel's days, which every recomputation replaces (of every office at once).
    index('daily_rollups_channel_day_idx').on(table.channel, table.day),
    // One article over time (its scorecard).
    index('daily_rollups_news_idx')
      .on(table.newsId, table.day, table.channel, table.measure, table.value)
      .where(sql`${table.newsId} is not null`),
  ],
);

/**
 * The daily roll-ups summed over the news items: per office, day or month (`span`, `start` its
 * first day), channel and measure, kept with them by the same job (decision 050). The statistics
 * across offices read these: a year of every office is a few rows per office and month, not one
 * per article and day.
 */
export const officeRollups = pgTable(
  'office_rollups',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    span: text('span').$type<'day' | 'month'>().notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    measure: text('measure').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [
    // A period of every office first: what the statistics across offices read.
    unique('office_rollups_key').on(table.span, table.start, table.officeId, table.channel, table.measure),
    // One office's period: what its dashboard reads.
    index('office_rollups_office_idx').on(table.officeId, table.span, table.start),
  ],
);

/**
 * The office totals summed over every office: per day or month (`span`, `start` on each office's
 * own calendar, as `office_rollups`), channel and measure, kept with them by the same job
 * (decision 068). The statistics across offices read their series here: a bucket of every office
 * is a row per measure, not one per office and measure.
 */
export const platformRollups = pgTable(
  'platform_rollups',
  {
    span: text('span').$type<'day' | 'month'>().notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    measure: text('measure').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.span, table.start, table.channel, table.measure] })],
);

/** How far each source's changes are rolled up: the instant its last incremental run started. */
export const rollupWatermarks = pgTable('rollup_watermarks', {
  source: text('source').primaryKey(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
});
