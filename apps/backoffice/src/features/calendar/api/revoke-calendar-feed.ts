import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** DELETE /v1/calendar/feed: the address stops working; a calendar app that follows it gets nothing more. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete('v1/calendar/feed');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
}
