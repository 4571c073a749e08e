import { NewsWithContents } from '@gaceta/shared/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** GET /v1/news_infos/{id}: the item and its channel versions. */
export function getNews(id: string): Promise<NewsWithContents> {
  return api.get(`v1/news_infos/${id}`).json(NewsWithContents);
}

export const newsQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.detail(id), queryFn: () => getNews(id) });

export function useNews(id: string) {
  return useQuery(newsQueryOptions(id));
}
