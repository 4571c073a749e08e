import { Campaign, type SendCampaignInput } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { newsKeys } from '@/features/news/api/keys';
import { statisticsKeys } from '@/features/statistics/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** POST /v1/newsletter/campaigns/{id}/send: the draft goes out, to whom its audience says. */
export function sendCampaign({
  id,
  ...input
}: { id: string } & v.InferInput<typeof SendCampaignInput>): Promise<Campaign> {
  return objectOf(api.post(`v1/newsletter/campaigns/${id}/send`, { json: input }), Campaign);
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
  });
}
