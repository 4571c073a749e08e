import { PageOf } from '@gaceta/shared/common';
import { CampaignRecipient, NewsletterStatistics } from '@gaceta/shared/newsletter/campaigns';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import type { CsvRequest } from '@/lib/download';
import { statisticsKeys } from './keys';

/** GET /v1/statistics/newsletter: sent, delivered, opened and clicked over the range and per campaign. */
export function getNewsletterStatistics(range: StatisticsRange): Promise<NewsletterStatistics> {
  return objectOf(api.get('v1/statistics/newsletter', { searchParams: { range } }), NewsletterStatistics);
}

/** The range's newsletters as CSV, a line per campaign. */
export function campaignsCsv(range: StatisticsRange): CsvRequest {
  return {
    path: 'v1/statistics/newsletter/campaigns.csv',
    searchParams: { range },
    fallback: `newsletters-${range}.csv`,
  };
}

export const newsletterStatisticsQueryOptions = (range: StatisticsRange) =>
  queryOptions({ queryKey: statisticsKeys.newsletter(range), queryFn: () => getNewsletterStatistics(range) });

export function useNewsletterStatistics(range: StatisticsRange) {
  return useQuery({ ...newsletterStatisticsQueryOptions(range), placeholderData: keepPreviousData });
}

/** GET /v1/statistics/newsletter/campaigns/{id}/recipients: one page of a campaign's messages. */
export function getCampaignRecipients(campaignId: string, page: number) {
  return api
    .get(`v1/statistics/newsletter/campaigns/${campaignId}/recipients`, { searchParams: { page, per: 50 } })
    .json(PageOf(CampaignRecipient));
}

export function useCampaignRecipients(campaignId: string, page: number, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.newsletterRecipients(campaignId, page),
    queryFn: () => getCampaignRecipients(campaignId, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A campaign's messages as CSV, a line per recipient. */
export function campaignRecipientsCsv(campaignId: string): CsvRequest {
  return {
    path: `v1/statistics/newsletter/campaigns/${campaignId}/recipients.csv`,
    fallback: `newsletter-${campaignId}.csv`,
  };
}
