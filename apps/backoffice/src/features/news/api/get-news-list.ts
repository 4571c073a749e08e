import { type Page, PageOf } from '@gaceta/shared/common';
import { NewsItem, type NewsListQuery } from '@gaceta/shared/news';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

export const NEWS_PER_PAGE = 10;

/** Any of the list call's filters; page 1 of NEWS_PER_PAGE unless given. */
export type NewsListParams = Partial<NewsListQuery>;

/** GET /v1/news_infos: a page of the office's news (or the library's), searched, filtered and sorted. */
export function getNewsList({
  page = 1,
  per = NEWS_PER_PAGE,
  ...filters
}: NewsListParams): Promise<Page<NewsItem>> {
  const searchParams = new URLSearchParams({ page: String(page), per: String(per) });
  for (const [name, value] of Object.entries(filters)) {
    // Booleans travel as "true"/"false"; empty filters are left out.
    if (value !== undefined && value !== '') searchParams.set(name, String(value));
  }
  return api.get('v1/news_infos', { searchParams }).json(PageOf(NewsItem));
}

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({ queryKey: newsKeys.list(params), queryFn: () => getNewsList(params) });

/** `keepPrevious`: a paged list keeps the previous page on screen while the next one loads. */
export function useNewsList(params: NewsListParams, { keepPrevious = false } = {}) {
  return useQuery({
    ...newsListQueryOptions(params),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
