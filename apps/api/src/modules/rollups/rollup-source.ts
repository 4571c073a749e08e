import type { SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';

/** Days in the office's time zone, `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * What a channel gives the daily roll-ups (decision 040): one source per channel. The newsletter
 * and social channels plug in by writing one of these and adding it to ROLLUP_SOURCES.
 */
export interface RollupSource {
  /** The `channel` of its rows ('web', 'newsletter', 'social'); also names its watermark. */
  channel: string;
  /**
   * A SELECT of (office_id, day, news_id, channel, measure, value) summing the raw records of the
   * days in `range`, every office; `day` is the office's date, `news_id` null for what belongs to no
   * article. Measures are additive over news items unless only ever given without one.
   */
  rows(range: DayRange): SQL;
  /**
   * The days whose raw records may have changed since the instant `since` (every day it holds when
   * null), or null when none did: a late record makes its day part of the answer.
   */
  changedDays(ctx: ServiceContext, since: Date | null, now: Date): Promise<DayRange | null>;
  /** For a source whose raw records expire: they are rolled up one last time, then dropped. */
  retention?: {
    /** Days before this one are dropped. */
    cutoff(ctx: ServiceContext, now: Date): string;
    oldestDay(ctx: ServiceContext): Promise<string | null>;
    /** Deletes the raw records of the days before `day`; gives how many went. */
    dropBefore(ctx: ServiceContext, day: string): Promise<number>;
  };
}

const DAY_MS = 86_400_000;

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `day` moved back by whole months (the 31st of a shorter month lands on its last day). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/** The UTC date of an instant. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The office days that may hold a record written at or after the earliest of `instants` up to
 * `now`: from the UTC date before it (zones behind UTC) to the one after `now` (zones ahead); null
 * when there is none (nothing was written).
 */
export function daysAround(instants: readonly (Date | null | undefined)[], now: Date): DayRange | null {
  const times = instants.flatMap((instant) => (instant ? [instant.getTime()] : []));
  if (times.length === 0) return null;
  return { from: addDays(utcDay(new Date(Math.min(...times))), -1), to: addDays(utcDay(now), 1) };
}
