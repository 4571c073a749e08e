import { type StatisticsRange, WebsiteStatistics } from '@gaceta/shared/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { statisticsKeys } from './keys';

/** GET /v1/statistics/website: the office's figures over the range and its most read news. */
export function getWebsiteStatistics(range: StatisticsRange): Promise<WebsiteStatistics> {
  return objectOf(api.get('v1/statistics/website', { searchParams: { range } }), WebsiteStatistics);
}

export const websiteStatisticsQueryOptions = (range: StatisticsRange) =>
  queryOptions({ queryKey: statisticsKeys.website(range), queryFn: () => getWebsiteStatistics(range) });

/** Keeps the previous range on screen while the next one loads. */
export function useWebsiteStatistics(range: StatisticsRange) {
  return useQuery({ ...websiteStatisticsQueryOptions(range), placeholderData: keepPreviousData });
}
