import { Campaign } from '@gaceta/shared/newsletter-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from '@/features/news/api/keys';
import { statisticsKeys } from '@/features/statistics/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * The custom newsletter: POST /v1/newsletter/campaigns with the chosen items (from the configured
 * sender), then POST …/{id}/send. A draft the second call refuses stays, to be sent again later.
 */
export async function sendCustomNewsletter(newsIds: string[]): Promise<Campaign> {
  const draft = await objectOf(
    api.post('v1/newsletter/campaigns', { json: { news_ids: newsIds } }),
    Campaign,
  );
  return objectOf(api.post(`v1/newsletter/campaigns/${draft.id}/send`), Campaign);
}

export function useSendCustomNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCustomNewsletter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
  });
}
