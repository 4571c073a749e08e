import { CalendarFeedState } from '@gaceta/shared/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** GET /v1/calendar/feed: whether the signed-in person has a feed, and since when. */
export function getCalendarFeed(): Promise<CalendarFeedState> {
  return objectOf(api.get('v1/calendar/feed'), CalendarFeedState);
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feed(), queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
