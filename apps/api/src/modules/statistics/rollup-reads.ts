import type { WebFigures, WebStatisticsBucket } from '@gaceta/shared/statistics';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyRollups } from '../../db/schema';
import type { PeriodScope } from './statistics-scope';

/** The pieces every read of the daily roll-ups shares. */

export const total = sql<number>`sum(${dailyRollups.value})`.mapWith(Number);

/** The sum of one measure's values (0 when none). */
export const totalOf = (measure: string) =>
  sql<number>`coalesce(sum(${dailyRollups.value}) filter (where ${dailyRollups.measure} = ${measure}), 0)`.mapWith(
    Number,
  );

/** The bucket a day falls in: itself, or its month's first day for the year range. */
export const bucketOf = (scope: PeriodScope): SQL<string> =>
  scope.period.bucket === 'month'
    ? sql<string>`to_char(date_trunc('month', ${dailyRollups.day}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${dailyRollups.day}, 'YYYY-MM-DD')`;

/**
 * The website's figures per bucket from the roll-ups, for `where` (an office's web rows in a period):
 * what the website statistics and the dashboard's web panel both chart. A day's `site_visitors` are
 * its distinct readers.
 */
export function webSeries(db: Database, scope: PeriodScope, where: SQL | undefined) {
  const bucket = bucketOf(scope);
  return db
    .select({
      date: bucket,
      impressions: totalOf('impressions'),
      views: totalOf('views'),
      visitors: totalOf('site_visitors'),
      shares: totalOf('shares'),
    })
    .from(dailyRollups)
    .where(where)
    .groupBy(bucket);
}

/** The website's figures of every bucket of the period (0 where none), and their totals. */
export async function webFigures(
  db: Database,
  scope: PeriodScope,
  where: SQL | undefined,
): Promise<{ totals: WebFigures; series: WebStatisticsBucket[] }> {
  const rows = await webSeries(db, scope, where);
  const series = scope.period.buckets.map((date) => {
    const row = rows.find((candidate) => candidate.date === date);
    return {
      date,
      impressions: row?.impressions ?? 0,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      shares: row?.shares ?? 0,
    };
  });
  const totals = series.reduce(
    (sum, day) => ({
      impressions: sum.impressions + day.impressions,
      views: sum.views + day.views,
      visitors: sum.visitors + day.visitors,
      shares: sum.shares + day.shares,
    }),
    { impressions: 0, views: 0, visitors: 0, shares: 0 },
  );
  return { totals, series };
}

export const inPeriod = (scope: PeriodScope) => between(dailyRollups.day, scope.period.from, scope.period.to);

/**
 * Per bucket of the period, the sums of `measures` of a channel's rows that match `where` (an
 * office, or none for every office); a measure with no row is absent.
 */
export async function bucketSums(
  db: Database,
  scope: PeriodScope,
  channel: string,
  measures: readonly string[],
  where?: SQL,
): Promise<Map<string, Map<string, number>>> {
  const bucket = bucketOf(scope);
  const rows = await db
    .select({ date: bucket, measure: dailyRollups.measure, value: total })
    .from(dailyRollups)
    .where(
      and(
        where,
        eq(dailyRollups.channel, channel),
        inPeriod(scope),
        inArray(dailyRollups.measure, [...measures]),
      ),
    )
    .groupBy(bucket, dailyRollups.measure);
  const sums = new Map(scope.period.buckets.map((date) => [date, new Map<string, number>()]));
  for (const row of rows) sums.get(row.date)?.set(row.measure, row.value);
  return sums;
}

/**
 * `bucketSums` as a row of `measures` per bucket (0 where none) and their totals; `stored` names
 * each measure as the roll-ups do (such as `likes.linkedin` for `likes` on one network).
 */
export function figuresOf<M extends string>(
  sums: Map<string, Map<string, number>>,
  measures: readonly M[],
  stored: (measure: M) => string = (measure) => measure,
): { totals: Record<M, number>; series: ({ date: string } & Record<M, number>)[] } {
  const row = (values: (measure: M) => number) =>
    Object.fromEntries(measures.map((measure) => [measure, values(measure)])) as Record<M, number>;
  const series = [...sums].map(([date, values]) => ({
    date,
    ...row((measure) => values.get(stored(measure)) ?? 0),
  }));
  const totals = row((measure) => series.reduce((sum, bucket) => sum + bucket[measure], 0));
  return { totals, series };
}
