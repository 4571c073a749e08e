import { type StatisticsPeriod, type StatisticsRange, statisticsPeriod } from '@gaceta/shared/statistics';
import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { news, offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { officeIdOf, requirePermission } from '../access/guards';
import { addDays, monthsBefore } from '../rollups/rollup-source';

/** The days of a range in a time zone. */
export interface PeriodScope {
  timeZone: string;
  range: StatisticsRange;
  period: StatisticsPeriod;
}

/** The office a statistics answer is about, and the days of its range in the office's time zone. */
export interface Scope extends PeriodScope {
  officeId: string;
}

/**
 * The days `range` covers on the platform's calendar, UTC, as the provider's other figures: for
 * the figures of every office, each of which is on its own office's days.
 */
export function platformScope(ctx: ServiceContext, range: StatisticsRange): PeriodScope {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  return { timeZone: 'UTC', range, period: statisticsPeriod(range, today) };
}

/** The days `range` covers in the time zone of the office `officeId`. */
export async function officeScope(
  ctx: ServiceContext,
  officeId: string,
  range: StatisticsRange,
): Promise<Scope> {
  const [office] = await ctx.db
    .select({ timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw new AppError('NOT_FOUND');
  const today = instantToWallClock(ctx.clock.now().toISOString(), office.timeZone).date;
  return { officeId, timeZone: office.timeZone, range, period: statisticsPeriod(range, today) };
}

/** The caller's office, holding stats.view, and the days `range` covers in its time zone. */
export const scopeOf = (ctx: ServiceContext, range: StatisticsRange) =>
  officeScope(ctx, requirePermission(ctx, 'stats.view'), range);

/** The caller's office, whatever its roles (the dashboard decides panel by panel). */
export const callerScope = (ctx: ServiceContext, range: StatisticsRange) =>
  officeScope(ctx, officeIdOf(ctx), range);

/** One of the scope's office's articles, by id; 404 for another office's or none. */
export async function articleOf(ctx: ServiceContext, scope: Scope, newsId: string) {
  const [item] = await ctx.db
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.officeId, scope.officeId)));
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** An answer's period, and up to when its figures count (`rolledUpUntil`, or now for live reads). */
export const periodOf = ({ range, period, timeZone }: PeriodScope, dataUntil: string | null) => ({
  range,
  from: period.from,
  to: period.to,
  bucket: period.bucket,
  time_zone: timeZone,
  data_until: dataUntil,
});

/**
 * The instants the period's buckets start at in its time zone, then the instant the last one ends:
 * a record's bucket is found among them (`bucketIndexOf`) instead of converting each record's
 * instant to the zone, which costs more than the rest of the read on PGlite.
 */
export function bucketBounds({ period, timeZone }: PeriodScope): string[] {
  const last = period.buckets.at(-1) ?? period.to;
  const end = period.bucket === 'month' ? monthsBefore(last, -1) : addDays(last, 1);
  return [...period.buckets, end].map(
    (date) => wallClockToInstant({ date, time: '00:00' }, timeZone) ?? date,
  );
}

/** The 1-based index of the bucket `instant` falls in among `bounds` (0 before, bounds.length after). */
export const bucketIndexOf = (instant: AnyColumn | SQL, bounds: string[]) =>
  sql<number>`width_bucket(${instant}, array[${sql.join(
    bounds.map((bound) => sql`${bound}`),
    sql`, `,
  )}]::timestamptz[])`;
