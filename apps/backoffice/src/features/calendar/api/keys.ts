import type { CalendarQuery } from '@gaceta/shared/calendar';

/** Query keys of the calendar: every range under `ranges`, so a move refreshes whatever is on screen. */
export const calendarKeys = {
  all: ['calendar'],
  ranges: () => [...calendarKeys.all, 'range'],
  range: (query: CalendarQuery) => [...calendarKeys.ranges(), query],
  feed: () => [...calendarKeys.all, 'feed'],
} as const;
