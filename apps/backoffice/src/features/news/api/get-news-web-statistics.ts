import { NewsWebStatistics } from '@gaceta/shared/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsKeys } from './keys';

/** GET /v1/statistics/website/news/{id}?range=year: the item's views, visitors and share clicks. */
export function getNewsWebStatistics(id: string): Promise<NewsWebStatistics> {
  return objectOf(
    api.get(`v1/statistics/website/news/${id}`, { searchParams: { range: 'year' } }),
    NewsWebStatistics,
  );
}

export const newsWebStatisticsQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.webStatistics(id), queryFn: () => getNewsWebStatistics(id) });

export function useNewsWebStatistics(id: string) {
  return useQuery(newsWebStatisticsQueryOptions(id));
}
