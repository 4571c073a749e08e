import { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** GET /v1/newsletter/campaigns/{id}: one campaign with its counts of messages by status. */
export function useCampaign(id: string, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: () => objectOf(api.get(`v1/newsletter/campaigns/${id}`), Campaign),
    enabled,
  });
}
