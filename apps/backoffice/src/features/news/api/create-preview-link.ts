import { PreviewLink } from '@gaceta/shared/news/preview';
import type { Channel } from '@gaceta/shared/news/workflow';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/news_infos/{id}/preview_links: a signed link, valid for a week, anyone can open. */
export function createPreviewLink(id: string, platform: Channel): Promise<PreviewLink> {
  return api.post(`v1/news_infos/${id}/preview_links`, { json: { platform } }).json(PreviewLink);
}

export function useCreatePreviewLink(id: string) {
  return useMutation({ mutationFn: (platform: Channel) => createPreviewLink(id, platform) });
}
