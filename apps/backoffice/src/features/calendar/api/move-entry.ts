import { CalendarEntry, type MoveEntryInput } from '@gaceta/shared/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from '@/features/news/api/keys';
import { campaignKeys } from '@/features/newsletter-campaigns/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { calendarKeys } from './keys';

/**
 * PATCH /v1/calendar/entries/{id}: the entry goes out at `starts_at` instead; it changes the real
 * schedule (the item's, the campaign's or the post's), so their screens are refreshed too.
 */
export function moveEntry({ id, ...input }: { id: string } & MoveEntryInput): Promise<CalendarEntry> {
  return objectOf(api.patch(`v1/calendar/entries/${encodeURIComponent(id)}`, { json: input }), CalendarEntry);
}

export function useMoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.ranges() }),
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
      ]),
  });
}
