import {
  type SocialNetwork,
  SocialOverview,
  SocialPostStatistics,
  SocialStatistics,
} from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import type { CsvRequest } from '@/lib/download';
import { statisticsKeys } from './keys';

/** GET /v1/statistics/social_media/{network}: what the network's posts gained per period, and the posts. */
export function getSocialStatistics(
  network: SocialNetwork,
  range: StatisticsRange,
): Promise<SocialStatistics> {
  return api.get(`v1/statistics/social_media/${network}`, { searchParams: { range } }).json(SocialStatistics);
}

export const socialStatisticsQueryOptions = (network: SocialNetwork, range: StatisticsRange) =>
  queryOptions({
    queryKey: statisticsKeys.social(network, range),
    queryFn: () => getSocialStatistics(network, range),
  });

export function useSocialStatistics(network: SocialNetwork, range: StatisticsRange) {
  return useQuery(socialStatisticsQueryOptions(network, range));
}

/** GET /v1/statistics/social_media/social_post/{id}: one post with every reading of its figures. */
export function getSocialPostStatistics(id: string): Promise<SocialPostStatistics> {
  return api.get(`v1/statistics/social_media/social_post/${id}`).json(SocialPostStatistics);
}

export function useSocialPostStatistics(id: string) {
  return useQuery(
    queryOptions({ queryKey: statisticsKeys.socialPost(id), queryFn: () => getSocialPostStatistics(id) }),
  );
}

/** GET /v1/statistics/social_media: every network side by side over the range. */
export function getSocialOverview(range: StatisticsRange): Promise<SocialOverview> {
  return objectOf(api.get('v1/statistics/social_media', { searchParams: { range } }), SocialOverview);
}

export function useSocialOverview(range: StatisticsRange) {
  return useQuery(
    queryOptions({ queryKey: statisticsKeys.socialOverview(range), queryFn: () => getSocialOverview(range) }),
  );
}

/** The range's posts as CSV, of one network or, without it, of all. */
export function socialPostsCsv(range: StatisticsRange, network?: SocialNetwork): CsvRequest {
  return {
    path: 'v1/statistics/social_media/posts.csv',
    searchParams: { range, ...(network && { social_network: network }) },
    fallback: `social-posts-${network ?? 'all'}-${range}.csv`,
  };
}
