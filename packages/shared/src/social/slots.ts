import { TZDate } from '@date-fns/tz';
import { instantToWallClock, wallClockToInstant } from '../wall-clock';

/**
 * The planned send slots (publication hours on schedule days, in the office's zone) that fall in
 * (after, until]. Each day is read on the office's own calendar, so 09:00 stays 09:00 across a
 * daylight-saving change; a slot skipped by the change moves forward with the clocks.
 */
export function slotsBetween(
  planning: { publication_hours: readonly string[]; schedule_days: readonly number[] },
  timeZone: string,
  after: Date,
  until: Date,
): Date[] {
  const slots: Date[] = [];
  const first = instantToWallClock(after.toISOString(), timeZone).date;
  const last = instantToWallClock(until.toISOString(), timeZone).date;
  for (let date = first; date <= last; date = nextDate(date)) {
    const weekday = new TZDate(`${date}T12:00:00`, timeZone).getDay() || 7;
    if (!planning.schedule_days.includes(weekday)) continue;
    for (const time of planning.publication_hours) {
      const instant = wallClockToInstant({ date, time }, timeZone);
      if (!instant) continue;
      const at = new Date(instant);
      if (at > after && at <= until) slots.push(at);
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}

function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
