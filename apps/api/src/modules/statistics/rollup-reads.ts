import { between, type SQL, sql } from 'drizzle-orm';
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

export const inPeriod = (scope: Scope) => between(dailyRollups.day, scope.period.from, scope.period.to);
