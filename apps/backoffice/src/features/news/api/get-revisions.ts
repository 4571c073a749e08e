import { NewsRevision } from '@gaceta/shared/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { newsKeys } from './keys';

/** GET /v1/news_infos/{id}/revisions: every save of the item, newest first. */
export function getRevisions(id: string): Promise<NewsRevision[]> {
  return objectsOf(api.get(`v1/news_infos/${id}/revisions`), NewsRevision);
}

export const revisionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.revisions(id), queryFn: () => getRevisions(id) });

export function useRevisions(id: string) {
  return useQuery(revisionsQueryOptions(id));
}
