import { PageOf } from '@gaceta/shared/common';
import { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { PER_PAGE_MAX } from '@gaceta/shared/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * GET /v1/newsletter/campaigns: the office's newest campaigns (the largest page), for what a list
 * of them shows beside its figures, such as their status.
 */
export function useRecentCampaigns(enabled = true) {
  return useQuery({
    queryKey: campaignKeys.list(),
    queryFn: () =>
      api
        .get('v1/newsletter/campaigns', { searchParams: { page: 1, per: PER_PAGE_MAX } })
        .json(PageOf(Campaign)),
    enabled,
  });
}
