import { CampaignPreview } from '@gaceta/shared/newsletter/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** GET /v1/newsletter/campaigns/{id}/preview: the email as a recipient of every item sees it. */
export function useCampaignPreview(id: string) {
  return useQuery({
    queryKey: campaignKeys.preview(id),
    queryFn: () => objectOf(api.get(`v1/newsletter/campaigns/${id}/preview`), CampaignPreview),
    retry: false,
  });
}
