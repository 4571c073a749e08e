import { NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

export interface PublishWindow {
  publish_from: string;
  publish_to: string;
}

/**
 * Activates an item for a date range: a save (PUT, on the revision it was read at) of its fields as
 * they are, with `active` and the range set. A save from an older revision is refused (409
 * STALE_REVISION), so nobody's newer edit is overwritten. It is a publisher's step: on a live item
 * it goes live at once, changes waiting for review included, as publishing does.
 */
export function setPublishWindow({ object, contents }: NewsWithContents, window: PublishWindow) {
  return api
    .put(`v1/news_infos/${object.id}`, {
      json: {
        title: object.title,
        author: object.author,
        summary: object.summary,
        subjects: object.subjects,
        languages: object.languages,
        areas: object.areas,
        keywords: object.keywords,
        meta_title: object.meta_title,
        meta_description: object.meta_description,
        image_description: object.image_description,
        contents: contents.map(({ platform, title, content }) => ({ platform, title, content })),
        active: true,
        ...window,
        revision: object.revision,
        publish_changes: true,
      },
    })
    .json(NewsWithContents);
}

export function useSetPublishWindow(news: NewsWithContents) {
  const queryClient = useQueryClient();
  const id = news.object.id;
  return useMutation({
    mutationFn: (window: PublishWindow) => setPublishWindow(news, window),
    onSuccess: (saved) => {
      queryClient.setQueryData(newsKeys.detail(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: newsKeys.revisions(id) }),
      ]);
    },
    // Refused as stale, or failed half-way: read the item again before the next try.
    onError: () => queryClient.invalidateQueries({ queryKey: newsKeys.detail(id) }),
  });
}
