import type { DayRange } from '../../context';

const DAY_MS = 86_400_000;

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `day` moved back by whole months (negative: later; the 31st of a shorter month lands on its last day). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/** The first day of `day`'s month. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

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
