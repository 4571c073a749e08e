import { Calendar, type CalendarQuery } from '@gaceta/shared/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** GET /v1/calendar: every channel's entries of the days `from` to `to`, in the office's time zone. */
export function getCalendar({ channels, ...query }: CalendarQuery): Promise<Calendar> {
  const searchParams = new URLSearchParams({ from: query.from, to: query.to });
  if (channels) searchParams.set('channels', channels.join(','));
  if (query.subject) searchParams.set('subject', query.subject);
  if (query.author) searchParams.set('author', query.author);
  return api.get('v1/calendar', { searchParams }).json(Calendar);
}

export const calendarQueryOptions = (query: CalendarQuery) =>
  queryOptions({ queryKey: calendarKeys.range(query), queryFn: () => getCalendar(query) });

/** The previous range stays on screen while the next one loads, so the grid does not flash empty. */
export function useCalendar(query: CalendarQuery) {
  return useQuery({ ...calendarQueryOptions(query), placeholderData: keepPreviousData });
}
