import { Interests, RecipientActivity } from '@gaceta/shared/newsletter/reading';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import type { CsvRequest } from '@/lib/download';
import { statisticsKeys } from './keys';

/** GET /v1/newsletter/recipients/{id}/activity: one recipient's reading over the range. */
export function useRecipientActivity(recipientId: string, range: StatisticsRange) {
  return useQuery({
    queryKey: statisticsKeys.reader(recipientId, range),
    queryFn: () =>
      objectOf(
        api.get(`v1/newsletter/recipients/${recipientId}/activity`, { searchParams: { range } }),
        RecipientActivity,
      ),
    placeholderData: keepPreviousData,
  });
}

/** What the interested readers are asked about: one subject, one article or one author. */
export type InterestTopic = { subject: string } | { news_id: string } | { author: string };

/** Readers a page of an interest list shows. */
export const INTERESTS_PER_PAGE = 50;

/** GET /v1/statistics/interests: a page of the recipients most engaged with the topic, highest score first. */
export function useInterests(topic: InterestTopic | null, range: StatisticsRange, page: number) {
  return useQuery({
    queryKey: statisticsKeys.interests(topic, range, page),
    queryFn: () =>
      api
        .get('v1/statistics/interests', { searchParams: { ...topic, range, page, per: INTERESTS_PER_PAGE } })
        .json(Interests),
    enabled: topic !== null,
    placeholderData: keepPreviousData,
  });
}

/** The same list as CSV, for the office's CRM. */
export function interestsCsv(topic: InterestTopic, range: StatisticsRange): CsvRequest {
  return {
    path: 'v1/statistics/interests',
    searchParams: { ...topic, range, format: 'csv' },
    fallback: `interests-${range}.csv`,
  };
}
