import { and, between, eq, sql } from 'drizzle-orm';
import { type DayRange, type RollupSource, type ServiceContext, withTransaction } from '../../context';
import { dailyRollups, officeRollups, platformRollups, rollupWatermarks } from '../../db/schema';
import { requireAdmin } from '../access/guards';
import { addDays, monthOf } from './rollup-source';

/**
 * The daily roll-ups (decision 040): every source's raw records summed into `daily_rollups`, a
 * day range at a time, and those summed over the news items into `office_rollups` per day and
 * month (decision 050). The sources come from the modules' manifests, through the context.
 * Recomputing a day replaces its rows, so a run repeated, overlapping or late changes nothing but
 * what the raw records changed.
 */

/** Days recomputed per transaction, so a first run over years of events stays in small steps. */
const CHUNK_DAYS = 31;

/** Serialises recomputations, so two runs never interleave their delete and insert of a day. */
const ROLLUP_LOCK = 40_040;

/**
 * Replaces the source's rows of the days in `range` (every office) with fresh sums, and the office
 * totals (decision 050) of those days, from the rows just written, and of the months they fall in,
 * from the office days of those whole months; then the platform's totals (decision 068) of the same
 * days and months, from the office totals just written.
 */
async function recompute(ctx: ServiceContext, source: RollupSource, range: DayRange): Promise<void> {
  const { channel } = source;
  const months = { from: monthOf(range.from), to: monthOf(range.to) };
  const officeTotals = (span: 'day' | 'month', { from, to }: DayRange) =>
    and(
      eq(officeRollups.channel, channel),
      eq(officeRollups.span, span),
      between(officeRollups.start, from, to),
    );
  await withTransaction(ctx, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await ctx.db
      .delete(dailyRollups)
      .where(and(eq(dailyRollups.channel, channel), between(dailyRollups.day, range.from, range.to)));
    await ctx.db.delete(officeRollups).where(officeTotals('day', range));
    await ctx.db.execute(sql`
      with written as (
        insert into ${dailyRollups} (office_id, day, news_id, channel, measure, value) ${source.rows(range)}
        returning office_id, day, channel, measure, value
      )
      insert into ${officeRollups} (office_id, span, start, channel, measure, value)
      select office_id, 'day', day, channel, measure, sum(value) from written
      group by office_id, day, channel, measure`);
    await ctx.db.delete(officeRollups).where(officeTotals('month', months));
    await ctx.db.execute(sql`
      insert into ${officeRollups} (office_id, span, start, channel, measure, value)
      select office_id, 'month', date_trunc('month', start::timestamp)::date, channel, measure, sum(value)
      from ${officeRollups}
      where span = 'day' and channel = ${channel}
        and start >= ${months.from}::date and start < ${months.to}::date + interval '1 month'
      group by office_id, date_trunc('month', start::timestamp), channel, measure`);
    const platformTotals = (span: 'day' | 'month', { from, to }: DayRange) =>
      and(
        eq(platformRollups.channel, channel),
        eq(platformRollups.span, span),
        between(platformRollups.start, from, to),
      );
    await ctx.db.delete(platformRollups).where(platformTotals('day', range));
    await ctx.db.delete(platformRollups).where(platformTotals('month', months));
    await ctx.db.execute(sql`
      insert into ${platformRollups} (span, start, channel, measure, value)
      select span, start, channel, measure, sum(value) from ${officeRollups}
      where channel = ${channel}
        and ((span = 'day' and start between ${range.from} and ${range.to})
          or (span = 'month' and start between ${months.from} and ${months.to}))
      group by span, start, channel, measure`);
  });
}

/** `range` cut into CHUNK_DAYS pieces, oldest first. */
function* chunksOf({ from, to }: DayRange): Generator<DayRange> {
  for (let start = from; start <= to; start = addDays(start, CHUNK_DAYS)) {
    const end = addDays(start, CHUNK_DAYS - 1);
    yield { from: start, to: end < to ? end : to };
  }
}

/**
 * Recomputes the days of `range` for every source; never the days a source has already dropped
 * (their raw records are gone, so their roll-ups are final).
 */
export async function rollUpDays(ctx: ServiceContext, range: DayRange): Promise<void> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  for (const source of ctx.rollupSources) {
    const cutoff = source.retention?.cutoff(ctx, now);
    const from = cutoff && cutoff > range.from ? cutoff : range.from;
    for (const chunk of chunksOf({ from, to: range.to })) await recompute(ctx, source, chunk);
  }
}

/** Recomputes the days each source changed since its watermark, then moves the watermark. */
async function rollUpChanges(ctx: ServiceContext, source: RollupSource, now: Date): Promise<void> {
  const [mark] = await ctx.db
    .select({ at: rollupWatermarks.rolledUpAt })
    .from(rollupWatermarks)
    .where(eq(rollupWatermarks.source, source.channel));
  const changed = await source.changedDays(ctx, mark?.at ?? null, now);
  const cutoff = source.retention?.cutoff(ctx, now);
  if (changed) {
    const from = cutoff && cutoff > changed.from ? cutoff : changed.from;
    for (const chunk of chunksOf({ from, to: changed.to })) await recompute(ctx, source, chunk);
  }
  await ctx.db
    .insert(rollupWatermarks)
    .values({ source: source.channel, rolledUpAt: now })
    .onConflictDoUpdate({ target: rollupWatermarks.source, set: { rolledUpAt: now } });
}

/**
 * Drops the source's raw records older than its retention, after rolling their days up one last
 * time in the same transaction: what is dropped is always counted first.
 */
async function dropExpired(ctx: ServiceContext, source: RollupSource, now: Date): Promise<number> {
  const retention = source.retention;
  if (!retention) return 0;
  const cutoff = retention.cutoff(ctx, now);
  const oldest = await retention.oldestDay(ctx);
  if (!oldest || oldest >= cutoff) return 0;
  return withTransaction(ctx, async (ctx) => {
    for (const chunk of chunksOf({ from: oldest, to: addDays(cutoff, -1) }))
      await recompute(ctx, source, chunk);
    return retention.dropBefore(ctx, cutoff);
  });
}

/** The scheduled run: each source's changed days, then what expired. */
export async function rollUpAll(ctx: ServiceContext): Promise<{ dropped: number }> {
  requireAdmin(ctx);
  // The instant is taken before reading, so a record written during the run is read again next time.
  const now = ctx.clock.now();
  let dropped = 0;
  for (const source of ctx.rollupSources) {
    await rollUpChanges(ctx, source, now);
    dropped += await dropExpired(ctx, source, now);
  }
  return { dropped };
}

/**
 * Up to when the roll-ups count (ISO): the instant the last run of every source began, the earliest
 * of them, or null while a source has never been rolled up. Every statistics answer read from the
 * roll-ups carries it as `data_until`.
 */
export async function rolledUpUntil(ctx: ServiceContext): Promise<string | null> {
  const marks = await ctx.db
    .select({ source: rollupWatermarks.source, at: rollupWatermarks.rolledUpAt })
    .from(rollupWatermarks);
  let earliest: Date | null = null;
  for (const { channel } of ctx.rollupSources) {
    const mark = marks.find((each) => each.source === channel);
    if (!mark) return null;
    if (!earliest || mark.at < earliest) earliest = mark.at;
  }
  return earliest?.toISOString() ?? null;
}
