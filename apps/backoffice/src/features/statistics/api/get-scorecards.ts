import type { StatisticsRange } from '@gaceta/shared/statistics';
import { NewsScorecard, type ScorecardGroup, Scorecards } from '@gaceta/shared/statistics/scorecards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import type { CsvRequest } from '@/lib/download';
import { statisticsKeys } from './keys';

/** GET /v1/news_infos/{id}/scorecard: one article, every channel, over the range. */
export function getNewsScorecard(id: string, range: StatisticsRange): Promise<NewsScorecard> {
  return objectOf(api.get(`v1/news_infos/${id}/scorecard`, { searchParams: { range } }), NewsScorecard);
}

export function useNewsScorecard(id: string, range: StatisticsRange) {
  return useQuery({
    queryKey: statisticsKeys.scorecard(id, range),
    queryFn: () => getNewsScorecard(id, range),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/statistics/scorecards: the office's articles summed per author or subject. */
export function getScorecards(groupBy: ScorecardGroup, range: StatisticsRange): Promise<Scorecards> {
  return objectOf(
    api.get('v1/statistics/scorecards', { searchParams: { group_by: groupBy, range } }),
    Scorecards,
  );
}

export function useScorecards(groupBy: ScorecardGroup, range: StatisticsRange, { enabled = true } = {}) {
  return useQuery({
    queryKey: statisticsKeys.scorecards(groupBy, range),
    queryFn: () => getScorecards(groupBy, range),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same figures as CSV (format=csv). */
export function scorecardsCsv(groupBy: ScorecardGroup, range: StatisticsRange): CsvRequest {
  return {
    path: 'v1/statistics/scorecards',
    searchParams: { group_by: groupBy, range, format: 'csv' },
    fallback: `scorecards-${groupBy}-${range}.csv`,
  };
}
