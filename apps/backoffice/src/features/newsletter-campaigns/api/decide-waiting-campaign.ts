import { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statisticsKeys } from '@/features/statistics/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * POST /v1/newsletter/campaigns/{id}/approve (it is sent as a draft is) or …/discard (it is never
 * sent): the answer to an automatic newsletter waiting for approval.
 */
export function useDecideWaitingCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'discard' }) =>
      objectOf(api.post(`v1/newsletter/campaigns/${id}/${decision}`), Campaign),
    onSuccess: () =>
      Promise.all([
        // The waiting issue, the campaigns and the next issue (an approved one's items have gone).
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
  });
}
