import * as v from 'valibot';
import { Id } from './common';
import { CsvQuery } from './csv';
import { MESSAGES } from './messages';
import { SHARE_NETWORKS } from './website/markup';

/**
 * Statistics of the website channel (docs/website.md, Statistics): what the widget's events add up
 * to, per day or month in the office's time zone.
 */

/** Last week and last month are read per day, the last year per month. */
export const STATISTICS_RANGES = ['week', 'month', 'year'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];
export const StatisticsRange = v.picklist(STATISTICS_RANGES, MESSAGES.invalid.id);

export const StatisticsQuery = v.object({ range: v.optional(StatisticsRange, 'month') });
export type StatisticsQuery = v.InferOutput<typeof StatisticsQuery>;
/** The website statistics' CSV exports: the range, and the separator (CsvQuery). */
export const StatisticsCsvQuery = v.object({ ...StatisticsQuery.entries, ...CsvQuery.entries });

/** How many articles "most read" lists. */
export const MOST_READ_LIMIT = 10;

export interface StatisticsPeriod {
  /** The first day counted, `YYYY-MM-DD`. */
  from: string;
  /** The last day counted (today in the office's time zone), `YYYY-MM-DD`. */
  to: string;
  bucket: 'day' | 'month';
  /** The first day of every bucket, oldest first. */
  buckets: string[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days a range covers, ending with `today` (the office's date): the last 7 or 30 days by
 * day, or the last 12 months (this one included) by month.
 */
export function statisticsPeriod(range: StatisticsRange, today: string): StatisticsPeriod {
  const end = new Date(`${today}T00:00:00Z`);
  if (range === 'year') {
    const buckets = Array.from({ length: 12 }, (_, index) =>
      isoDay(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11 + index, 1))),
    );
    return { from: buckets[0] as string, to: today, bucket: 'month', buckets };
  }
  const days = range === 'week' ? 7 : 30;
  const buckets = Array.from({ length: days }, (_, index) =>
    isoDay(new Date(end.getTime() - (days - 1 - index) * 86_400_000)),
  );
  return { from: buckets[0] as string, to: today, bucket: 'day', buckets };
}

export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The figures of a period. `visitors` counts each visitor once a day: the visitor hash changes
 * with the daily salt, so two days' visits cannot be told to be one person's.
 */
export const WebFigures = v.object({
  /** Widgets shown (list, slider or detail loaded on a page). */
  impressions: count,
  /** Articles opened. */
  views: count,
  visitors: count,
  /** Share links clicked. */
  shares: count,
});
export type WebFigures = v.InferOutput<typeof WebFigures>;

/** One day or month: `date` is its first day. */
export const WebStatisticsBucket = v.object({ date: v.string(), ...WebFigures.entries });
export type WebStatisticsBucket = v.InferOutput<typeof WebStatisticsBucket>;

/** One article's figures in a period; `visitors` counts those who opened it. */
export const NewsWebFigures = v.object({
  id: Id,
  title: v.string(),
  views: count,
  visitors: count,
  shares: count,
  shares_by_network: v.object(
    Object.fromEntries(SHARE_NETWORKS.map((network) => [network, count])) as Record<
      (typeof SHARE_NETWORKS)[number],
      typeof count
    >,
  ),
});
export type NewsWebFigures = v.InferOutput<typeof NewsWebFigures>;

/**
 * Up to when a statistics answer counts (ISO instant): for figures read from the hourly roll-ups,
 * the instant their last run began (what was recorded before it is counted); for figures read as
 * they are recorded, the instant of the answer. Null while the roll-ups have never run.
 */
export const DataUntilEntries = { data_until: v.nullable(v.string()) };

/** The period a statistics answer covers, in the office's time zone. */
export const PeriodEntries = {
  range: StatisticsRange,
  from: v.string(),
  to: v.string(),
  bucket: v.picklist(['day', 'month']),
  /** The office's IANA time zone, in which days begin and end. */
  time_zone: v.string(),
  ...DataUntilEntries,
};

/** GET /v1/statistics/website */
export const WebsiteStatistics = v.object({
  ...PeriodEntries,
  totals: WebFigures,
  series: v.array(WebStatisticsBucket),
  most_read: v.array(NewsWebFigures),
});
export type WebsiteStatistics = v.InferOutput<typeof WebsiteStatistics>;

/** GET /v1/statistics/website/news/{id} */
export const NewsWebStatistics = v.object({
  ...PeriodEntries,
  news: NewsWebFigures,
});
export type NewsWebStatistics = v.InferOutput<typeof NewsWebStatistics>;
