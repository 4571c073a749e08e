import { CampaignPreview } from '@gaceta/shared/newsletter/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * The email as a recipient of every item sees it: GET /v1/newsletter/campaigns/{id}/preview for
 * the newsletter's managers, or, `asStatisticsReader`, the read-only
 * GET /v1/statistics/newsletter/campaigns/{id}/preview of a campaign that went out (decision 060).
 */
export function useCampaignPreview(id: string, asStatisticsReader = false) {
  return useQuery({
    queryKey: asStatisticsReader ? [...campaignKeys.preview(id), 'as-sent'] : campaignKeys.preview(id),
    queryFn: () =>
      objectOf(
        api.get(
          asStatisticsReader
            ? `v1/statistics/newsletter/campaigns/${id}/preview`
            : `v1/newsletter/campaigns/${id}/preview`,
        ),
        CampaignPreview,
      ),
    retry: false,
  });
}
