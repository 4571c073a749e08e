import { NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/**
 * The workflow calls (docs/news.md): each is a POST on the item naming what it needs, and answers
 * the item as it now stands.
 */
export type NewsTransition =
  | { action: 'mark_ready' }
  | { action: 'send_back'; comment: string }
  | { action: 'cancel_schedule' | 'unpublish'; platform: Channel }
  /** On the web, `publish_to` is until when the website shows it (the office's default when absent). */
  | { action: 'publish'; platform: Channel; publish_to?: string }
  | { action: 'schedule_news'; platform: Channel; published_at: string; publish_to?: string };

export function runTransition(id: string, { action, ...body }: NewsTransition): Promise<NewsWithContents> {
  return api.post(`v1/news_infos/${id}/${action}`, { json: body }).json(NewsWithContents);
}

/** A transition of an item; the item and every list refresh, as its status changed. */
export function useNewsTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition }: { id: string; transition: NewsTransition }) =>
      runTransition(id, transition),
    onSuccess: (saved) => {
      queryClient.setQueryData(newsKeys.detail(saved.object.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
        // Publishing or unpublishing a social channel starts or removes its posts.
        queryClient.invalidateQueries({ queryKey: newsKeys.socialPosts(saved.object.id) }),
      ]);
    },
  });
}
