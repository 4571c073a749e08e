import { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from '@/features/calendar/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** DELETE /v1/newsletter/campaigns/{id}/schedule: it stays a draft, to send or schedule again. */
export function unscheduleCampaign(id: string): Promise<Campaign> {
  return objectOf(api.delete(`v1/newsletter/campaigns/${id}/schedule`), Campaign);
}

export function useUnscheduleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unscheduleCampaign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}
