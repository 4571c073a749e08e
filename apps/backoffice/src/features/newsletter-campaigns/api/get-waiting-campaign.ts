import { PageOf } from '@gaceta/shared/common';
import { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * GET /v1/newsletter/campaigns?status=awaiting_approval: the automatic newsletter waiting for a
 * newsletter manager's approval, if any (one at most waits: a newer issue discards it).
 */
export function useWaitingCampaign(enabled = true) {
  return useQuery({
    queryKey: campaignKeys.waiting(),
    queryFn: async () =>
      (
        await api
          .get('v1/newsletter/campaigns', { searchParams: { status: 'awaiting_approval', per: 1 } })
          .json(PageOf(Campaign))
      ).objects[0] ?? null,
    enabled,
  });
}
