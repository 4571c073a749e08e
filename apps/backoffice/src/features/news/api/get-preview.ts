import { NewsPreview } from '@gaceta/shared/news/preview';
import type { Channel } from '@gaceta/shared/news/workflow';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsKeys } from './keys';

export interface PreviewAddress {
  newsId: string;
  officeId: string;
  platform: Channel;
  /** `current` or a revision number, as in the address. */
  version: string;
  /** A preview link's token; without it, the signed-in user's session. */
  token?: string | undefined;
}

/**
 * The preview of one channel's version: GET /v1/news_infos/{id}/preview for the office's users,
 * GET /v1/news_previews/{id} with a link's token for anyone else.
 */
export function getPreview({
  newsId,
  officeId,
  platform,
  version,
  token,
}: PreviewAddress): Promise<NewsPreview> {
  const searchParams = { office_id: officeId, platform, version };
  return token
    ? objectOf(
        api.get(`v1/news_previews/${newsId}`, { searchParams: { ...searchParams, token } }),
        NewsPreview,
      )
    : objectOf(api.get(`v1/news_infos/${newsId}/preview`, { searchParams }), NewsPreview);
}

export const previewQueryOptions = (address: PreviewAddress) =>
  queryOptions({
    queryKey: newsKeys.preview(address.newsId, {
      officeId: address.officeId,
      platform: address.platform,
      version: address.version,
      token: address.token ?? '',
    }),
    queryFn: () => getPreview(address),
    // A refused link or a missing item will not change by asking again.
    retry: false,
  });

export function usePreview(address: PreviewAddress) {
  return useQuery(previewQueryOptions(address));
}
