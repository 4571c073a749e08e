import { NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/**
 * The changes to a live item that wait for review: a publisher publishes them
 * (POST /v1/news_infos/{id}/pending_revision/publish), or they are dropped
 * (DELETE /v1/news_infos/{id}/pending_revision) and the item is again what readers see.
 */
export function usePendingChanges(id: string) {
  const queryClient = useQueryClient();
  const settled = (item: NewsWithContents) => {
    queryClient.setQueryData(newsKeys.detail(id), item);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: newsKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
    ]);
  };
  return {
    publish: useMutation({
      mutationFn: () => api.post(`v1/news_infos/${id}/pending_revision/publish`).json(NewsWithContents),
      onSuccess: settled,
    }),
    discard: useMutation({
      mutationFn: () => api.delete(`v1/news_infos/${id}/pending_revision`).json(NewsWithContents),
      onSuccess: settled,
    }),
  };
}
