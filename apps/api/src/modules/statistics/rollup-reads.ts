import type { StatisticsPeriod } from '@gaceta/shared/statistics';
import { and, between, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRange } from '../../context';
import type { Database } from '../../db/client';
import { dailyRollups, officeRollups } from '../../db/schema';
import { addDays, monthOf, monthsBefore } from '../rollups/rollup-source';
import type { PeriodScope, Scope } from './statistics-scope';

/** The pieces every read of the daily roll-ups shares. */

export const total = sql<number>`sum(${dailyRollups.value})`.mapWith(Number);

/** The sum of one measure's values (0 when none), in `daily_rollups` or `office_rollups`. */
export const totalOf = (measure: string, table: typeof dailyRollups | typeof officeRollups = dailyRollups) =>
  sql<number>`coalesce(sum(${table.value}) filter (where ${table.measure} = ${measure}), 0)`.mapWith(Number);

/** The bucket a day falls in: itself, or its month's first day for the year range. */
export const bucketOf = (scope: PeriodScope, day: AnyPgColumn = dailyRollups.day): SQL<string> =>
  scope.period.bucket === 'month'
    ? sql<string>`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

/**
 * The office's website figures per bucket over `days`, from its day totals (decision 050): a few
 * rows a day where the article rows would be one per article. A day's `site_visitors` are its
 * distinct readers. By month (the year), the months `days` covers whole are read as their month
 * rows (the sums of their days, decision 068), the other days as days.
 */
export function webSeries(db: Database, { officeId, ...scope }: Scope, days: DayRange) {
  const bucket = bucketOf(scope, officeRollups.start);
  const sumOf = (measure: string) => totalOf(measure, officeRollups);
  const whole = scope.period.bucket === 'month' ? wholeMonths(days) : null;
  const inDays = (from: string, to: string) =>
    and(eq(officeRollups.span, 'day'), between(officeRollups.start, from, to));
  return db
    .select({
      date: bucket,
      impressions: sumOf('impressions'),
      views: sumOf('views'),
      visitors: sumOf('site_visitors'),
      shares: sumOf('shares'),
    })
    .from(officeRollups)
    .where(
      and(
        eq(officeRollups.officeId, officeId),
        eq(officeRollups.channel, 'web'),
        whole
          ? or(
              and(eq(officeRollups.span, 'month'), between(officeRollups.start, whole.from, whole.to)),
              inDays(days.from, addDays(whole.from, -1)),
              inDays(monthsBefore(whole.to, -1), days.to),
            )
          : inDays(days.from, days.to),
      ),
    )
    .groupBy(bucket);
}

/** The first days of the months `days` covers whole (from the first to the last), or none. */
function wholeMonths({ from, to }: DayRange): DayRange | null {
  const first = from.endsWith('-01') ? from : monthsBefore(monthOf(from), -1);
  const after = addDays(to, 1);
  const last = monthsBefore(monthOf(after), 1);
  return first <= last ? { from: first, to: last } : null;
}

export const inPeriod = (scope: PeriodScope) => between(dailyRollups.day, scope.period.from, scope.period.to);

/** An office's sums per bucket, then per `channelMeasure`. */
export type OfficeSums = Map<string, Map<string, number>>;

/** A channel's measure as `officeSums` keys it. */
export const channelMeasure = (channel: string, measure: string) => `${channel}:${measure}`;

/**
 * An office's sums of `channels` per bucket of the period (a day, or a month for the year), keyed
 * by `channelMeasure`, from its office totals (decision 050): one read of a few rows per bucket
 * for every panel of the dashboard, where the article rows would be one per article and day. A
 * measure with no row is absent.
 */
export async function officeSums(
  db: Database,
  { officeId, period }: Scope,
  channels: readonly string[],
): Promise<OfficeSums> {
  const rows = await db
    .select({
      start: officeRollups.start,
      channel: officeRollups.channel,
      measure: officeRollups.measure,
      value: officeRollups.value,
    })
    .from(officeRollups)
    .where(
      and(
        eq(officeRollups.officeId, officeId),
        eq(officeRollups.span, period.bucket),
        between(officeRollups.start, period.from, period.to),
        inArray(officeRollups.channel, [...channels]),
      ),
    );
  const sums = new Map(period.buckets.map((date) => [date, new Map<string, number>()]));
  for (const row of rows) sums.get(row.start)?.set(channelMeasure(row.channel, row.measure), row.value);
  return sums;
}

/**
 * `officeSums` as a row of `measures` per bucket (0 where none) and their totals; `stored` names
 * each measure as `officeSums` keys it (such as `social:likes.linkedin` for `likes` on one network).
 */
export function figuresOf<M extends string>(
  sums: OfficeSums,
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

/** Office totals of one span from `from` to `to` (their `start`), added (1) or taken away (-1). */
export interface TotalsPiece {
  span: 'day' | 'month';
  from: string;
  to: string;
  sign: 1 | -1;
}

/** Days from `from` to `to`, both counted (0 when `to` is before `from`). */
const daysFrom = (from: string, to: string) =>
  Math.max(0, (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1);

/**
 * The office totals (decision 050) whose signed sum is an office's figures over `period`, in few
 * rows (decision 068). The year: its months' rows, as its series. A range of days: each month it
 * touches as the days it covers, or as the month's row less its days outside the period, whichever
 * reads fewer rows (the days after the period's end, today, are counted as one: most offices have
 * none yet). The month's row is the sum of its day rows, written with them, so both give the same
 * figures.
 */
export function totalsPieces(period: Pick<StatisticsPeriod, 'from' | 'to' | 'bucket'>): TotalsPiece[] {
  const { from, to } = period;
  if (period.bucket === 'month') return [{ span: 'month', from, to, sign: 1 }];
  const pieces: TotalsPiece[] = [];
  const firstMonth = monthOf(from);
  const lastMonth = monthOf(to);
  for (let month = firstMonth; month <= lastMonth; month = monthsBefore(month, -1)) {
    const last = addDays(monthsBefore(month, -1), -1);
    const first = month === firstMonth ? from : month;
    const end = month === lastMonth ? to : last;
    const covered = daysFrom(first, end);
    const before = daysFrom(month, addDays(first, -1));
    const after = end < last ? 1 : 0;
    if (1 + before + after >= covered) {
      pieces.push({ span: 'day', from: first, to: end, sign: 1 });
      continue;
    }
    pieces.push({ span: 'month', from: month, to: month, sign: 1 });
    if (before > 0) pieces.push({ span: 'day', from: month, to: addDays(first, -1), sign: -1 });
    if (after > 0) pieces.push({ span: 'day', from: addDays(end, 1), to: last, sign: -1 });
  }
  return pieces;
}
