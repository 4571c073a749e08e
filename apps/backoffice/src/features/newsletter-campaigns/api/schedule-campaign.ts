import { Campaign, type ScheduleCampaignInput } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { calendarKeys } from '@/features/calendar/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * POST /v1/newsletter/campaigns/{id}/schedule: a custom draft goes out by itself at `at` (or moves
 * there), checked now as sending would be; it stays a draft until then.
 */
export function scheduleCampaign({
  id,
  ...input
}: { id: string } & v.InferInput<typeof ScheduleCampaignInput>): Promise<Campaign> {
  return objectOf(api.post(`v1/newsletter/campaigns/${id}/schedule`, { json: input }), Campaign);
}

export function useScheduleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleCampaign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}
