import { CampaignAudience } from '@gaceta/shared/newsletter/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * GET /v1/newsletter/campaigns/{id}/audience: how many messages sending it now makes (with and without
 * what each recipient already received), the quota left, and its items other newsletters carried.
 */
export function useCampaignAudience(id: string) {
  return useQuery({
    queryKey: campaignKeys.audience(id),
    queryFn: () => objectOf(api.get(`v1/newsletter/campaigns/${id}/audience`), CampaignAudience),
  });
}
