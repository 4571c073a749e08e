import { TZDate } from '@date-fns/tz';

/**
 * A date and time as people in an office read a clock ("2026-03-30", "09:00"), and the instant it
 * names in the office's time zone. Schedules are entered and shown in the office's zone, while the
 * API stores instants: 09:00 in Madrid is 08:00Z in winter and 07:00Z in summer.
 */
export interface WallClock {
  /** `YYYY-MM-DD`, as an `<input type="date">` gives it. */
  date: string;
  /** `HH:mm`, as an `<input type="time">` gives it. */
  time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The ISO instant (`…Z`) of a wall-clock time in `timeZone`, or null when the date or time is not a
 * real one (empty, 2026-02-30, 25:00). A time skipped by a daylight-saving change (02:30 on the
 * last Sunday of March in Madrid) is moved forward by the gap, as the zone's clocks did.
 */
export function wallClockToInstant({ date, time }: WallClock, timeZone: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(
    Number,
  ) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  // A day past the month's end (February 30) would roll over into the next month.
  if (dayOfMonth < 1 || dayOfMonth > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const instant = TZDate.tz(timeZone, year, month - 1, dayOfMonth, hour, minute);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime()).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock date and time of an instant in `timeZone`: what a schedule form shows again. */
export function instantToWallClock(iso: string, timeZone: string): WallClock {
  const local = new TZDate(iso, timeZone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}
