import { type Day, dateOf } from './calendar-days';

/** A day's names in the interface language (days are dates, with no zone of their own). */
export const dayName = (day: Day, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dateOf(day));

/** "Thursday, 3 December 2026": a cell's name for those who do not see the grid. */
export const fullDayName = (day: Day, locale: string) =>
  dayName(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
