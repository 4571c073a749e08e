import type { CalendarEntry } from '@gaceta/shared/calendar';
import { instantToWallClock, type WallClock } from '@gaceta/shared/wall-clock';

/**
 * The calendar's days are the office's days, written `YYYY-MM-DD`: the grid is laid out on them,
 * and an entry lands on the day and hour its instant has on the office's clock (09:00 in Madrid
 * shows at 09:00 on either side of a daylight-saving change). The arithmetic below runs on UTC
 * dates, which have no such changes.
 */
export type Day = string;

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the agenda lists from its first day. */
export const AGENDA_DAYS = 28;

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A day as a UTC date (midnight), for arithmetic and for Intl with `timeZone: 'UTC'`. */
export const dateOf = (day: Day) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day =>
  dayOf(new Date(dateOf(day).getTime() + days * DAY_MS));

/** The Monday on or before `day`: weeks start on Monday, as in Spain and Portugal. */
export const weekStart = (day: Day): Day => addDays(day, -((dateOf(day).getUTCDay() + 6) % 7));

export const monthOf = (day: Day) => day.slice(0, 7);

/** The days a view shows around `day`: the month's whole weeks, its week, or the agenda's days from it. */
export function daysOf(view: CalendarView, day: Day): Day[] {
  const [first, last] =
    view === 'month'
      ? [weekStart(`${monthOf(day)}-01`), addDays(weekStart(lastOfMonth(day)), 6)]
      : view === 'week'
        ? [weekStart(day), addDays(weekStart(day), 6)]
        : [day, addDays(day, AGENDA_DAYS - 1)];
  const count = (dateOf(last).getTime() - dateOf(first).getTime()) / DAY_MS + 1;
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

function lastOfMonth(day: Day): Day {
  const date = dateOf(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** The day the previous (-1) or next (1) period of a view starts from. */
export function stepDay(view: CalendarView, day: Day, direction: -1 | 1): Day {
  if (view === 'week') return addDays(day, 7 * direction);
  if (view === 'agenda') return addDays(day, AGENDA_DAYS * direction);
  const date = dateOf(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + direction, 1)));
}

/** The office's today. */
export const todayIn = (timeZone: string, now = new Date()): Day =>
  instantToWallClock(now.toISOString(), timeZone).date;

/** A wall-clock date and time moved by whole days and minutes (it stays a wall-clock time). */
export function shiftWallClock({ date, time }: WallClock, { days = 0, minutes = 0 }): WallClock {
  const moved = new Date(Date.parse(`${date}T${time}:00Z`) + days * DAY_MS + minutes * 60_000);
  return { date: dayOf(moved), time: `${pad(moved.getUTCHours())}:${pad(moved.getUTCMinutes())}` };
}

/** The hour of a wall-clock time (`09:30` → 9). */
export const hourOf = ({ time }: WallClock) => Number(time.slice(0, 2));

/** A wall-clock time at another hour of another day, keeping its minutes (a drop on the week's grid). */
export const atHour = ({ time }: WallClock, date: Day, hour: number): WallClock => ({
  date,
  time: `${pad(hour)}:${time.slice(3)}`,
});

export interface PlacedEntry {
  entry: CalendarEntry;
  /** Where it stands on the office's clock. */
  at: WallClock;
  /** Where a web window closes (its `ends_at`), rather than where the entry goes out. */
  closing?: boolean;
}

/** A placement's own key: a web window is placed where it opens and where it closes. */
export const placementKey = ({ entry, closing }: PlacedEntry) => (closing ? `${entry.id}:closes` : entry.id);

/**
 * The entries of each day on the office's clock, each day's in the order they happen; a web window
 * also where it closes, so a month shows what leaves the website as well as what comes on.
 */
export function entriesByDay(entries: readonly CalendarEntry[], timeZone: string): Map<Day, PlacedEntry[]> {
  const placements = entries.flatMap((entry) => [
    { entry, instant: entry.starts_at, closing: false },
    ...(entry.ends_at ? [{ entry, instant: entry.ends_at, closing: true }] : []),
  ]);
  placements.sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant));
  const days = new Map<Day, PlacedEntry[]>();
  for (const { entry, instant, closing } of placements) {
    const at = instantToWallClock(instant, timeZone);
    const placed: PlacedEntry = closing ? { entry, at, closing } : { entry, at };
    days.set(at.date, [...(days.get(at.date) ?? []), placed]);
  }
  return days;
}
