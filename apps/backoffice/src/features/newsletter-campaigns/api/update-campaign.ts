import { Campaign, type UpdateCampaignInput } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** PATCH /v1/newsletter/campaigns/{id}: a draft's texts (null: generated) and whether it skips who already got its items. */
export function updateCampaign({
  id,
  ...input
}: { id: string } & v.InferInput<typeof UpdateCampaignInput>): Promise<Campaign> {
  return objectOf(api.patch(`v1/newsletter/campaigns/${id}`, { json: input }), Campaign);
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.preview(campaign.id) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.audience(campaign.id) }),
      ]);
    },
  });
}
