import { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statisticsKeys } from '@/features/statistics/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** POST /v1/newsletter/campaigns/{id}/resend_unknown: the 'unknown' messages go out again. */
export function useResendUnknown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => objectOf(api.post(`v1/newsletter/campaigns/${id}/resend_unknown`), Campaign),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
  });
}
