import { type NewsUpdateInput, NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/**
 * PUT /v1/news_infos/{id}: saves over `input.revision`, the revision the edit started from; when
 * someone saved since, the API refuses with 409 STALE_REVISION and nothing is overwritten.
 */
export function updateNews({ id, input }: { id: string; input: NewsUpdateInput }): Promise<NewsWithContents> {
  return api.put(`v1/news_infos/${id}`, { json: input }).json(NewsWithContents);
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: (saved) => {
      queryClient.setQueryData(newsKeys.detail(saved.object.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: newsKeys.revisions(saved.object.id) }),
      ]);
    },
  });
}
