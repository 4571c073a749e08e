import { NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** POST /v1/news_infos/{id}/revisions/{revision}/restore: the old fields come back as a new revision. */
export function restoreRevision(id: string, revision: number): Promise<NewsWithContents> {
  return api.post(`v1/news_infos/${id}/revisions/${revision}/restore`).json(NewsWithContents);
}

export function useRestoreRevision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => restoreRevision(id, revision),
    onSuccess: (item) => {
      queryClient.setQueryData(newsKeys.detail(id), item);
      // The item's revisions and previews sit under it; lists show its title and status.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
      ]);
    },
  });
}
