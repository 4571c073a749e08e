import { Campaign, type CreateCampaignInput } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * POST /v1/newsletter/campaigns: a custom newsletter's draft of the chosen items, from the
 * configured sender. Refused with NEWSLETTER_ALREADY_SENT (the items, when, to how many) until
 * `confirm_resend`, and with CUSTOM_NEWSLETTER_FAILED naming each item it cannot carry.
 */
export function createCampaign(input: v.InferInput<typeof CreateCampaignInput>): Promise<Campaign> {
  return objectOf(api.post('v1/newsletter/campaigns', { json: input }), Campaign);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}
