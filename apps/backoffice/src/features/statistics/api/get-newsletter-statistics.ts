import { PageOf } from '@gaceta/shared/common';
import {
  CampaignRecipient,
  type CampaignRecipientFilter,
  CampaignStatistics,
  NewsletterStatistics,
} from '@gaceta/shared/newsletter/campaigns';
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

/** GET /v1/statistics/newsletter/campaigns/{id}: one campaign's figures and its clicks per link. */
export function getCampaignStatistics(campaignId: string): Promise<CampaignStatistics> {
  return objectOf(api.get(`v1/statistics/newsletter/campaigns/${campaignId}`), CampaignStatistics);
}

export function useCampaignStatistics(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: statisticsKeys.newsletterCampaign(campaignId),
    queryFn: () => getCampaignStatistics(campaignId),
    enabled,
  });
}

/**
 * GET /v1/statistics/newsletter/campaigns/{id}/recipients: one page of a campaign's messages, of
 * those who opened, clicked, bounced or unsubscribed with `filter`.
 */
export function getCampaignRecipients(campaignId: string, page: number, filter?: CampaignRecipientFilter) {
  return api
    .get(`v1/statistics/newsletter/campaigns/${campaignId}/recipients`, {
      searchParams: { page, per: 50, ...(filter && { filter }) },
    })
    .json(PageOf(CampaignRecipient));
}

export function useCampaignRecipients(
  campaignId: string,
  page: number,
  filter: CampaignRecipientFilter | undefined,
  enabled = true,
) {
  return useQuery({
    queryKey: statisticsKeys.newsletterRecipients(campaignId, page, filter),
    queryFn: () => getCampaignRecipients(campaignId, page, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A campaign's messages as CSV, a line per recipient (of the filter's, as the list). */
export function campaignRecipientsCsv(campaignId: string, filter?: CampaignRecipientFilter): CsvRequest {
  return {
    path: `v1/statistics/newsletter/campaigns/${campaignId}/recipients.csv`,
    ...(filter && { searchParams: { filter } }),
    fallback: `newsletter-${campaignId}${filter ? `-${filter}` : ''}.csv`,
  };
}
