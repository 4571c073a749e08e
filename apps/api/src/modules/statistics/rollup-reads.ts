import { between, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyRollups } from '../../db/schema';
import type { Scope } from './statistics-scope';

/** The pieces every read of the daily roll-ups shares. */

export const total = sql<number>`sum(${dailyRollups.value})`.mapWith(Number);

/** The sum of one measure's values (0 when none). */
export const totalOf = (measure: string) =>
  sql<number>`coalesce(sum(${dailyRollups.value}) filter (where ${dailyRollups.measure} = ${measure}), 0)`.mapWith(
    Number,
  );

/** The bucket a day falls in: itself, or its month's first day for the year range. */
export const bucketOf = (scope: Scope): SQL<string> =>
  scope.period.bucket === 'month'
    ? sql<string>`to_char(date_trunc('month', ${dailyRollups.day}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${dailyRollups.day}, 'YYYY-MM-DD')`;

/**
 * The website's figures per bucket from the roll-ups, for `where` (an office's web rows in a period):
 * what the website statistics and the dashboard's web panel both chart. A day's `site_visitors` are
 * its distinct readers.
 */
export function webSeries(db: Database, scope: Scope, where: SQL | undefined) {
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

export const inPeriod = (scope: Scope) => between(dailyRollups.day, scope.period.from, scope.period.to);
