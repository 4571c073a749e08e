import { CalendarFeed } from '@gaceta/shared/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** POST /v1/calendar/feed: a new private address (the previous one stops working); shown once. */
export function createCalendarFeed(): Promise<CalendarFeed> {
  return objectOf(api.post('v1/calendar/feed'), CalendarFeed);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
}
