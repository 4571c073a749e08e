import { type NewsCreateInput, NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** POST /v1/news_infos: a new item (a draft needs only its title). */
export function createNews(input: NewsCreateInput): Promise<NewsWithContents> {
  return api.post('v1/news_infos', { json: input }).json(NewsWithContents);
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: (saved) => {
      queryClient.setQueryData(newsKeys.detail(saved.object.id), saved);
      return queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
    },
  });
}
