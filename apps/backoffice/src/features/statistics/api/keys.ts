import type { CampaignRecipientFilter } from '@gaceta/shared/newsletter/campaigns';
import type { SocialNetwork } from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import type { ScorecardGroup } from '@gaceta/shared/statistics/scorecards';

/** Query keys of statistics: each channel and range under `all`. */
export const statisticsKeys = {
  all: ['statistics'],
  website: (range: StatisticsRange) => [...statisticsKeys.all, 'website', range],
  newsletter: (range: StatisticsRange) => [...statisticsKeys.all, 'newsletter', range],
  newsletterCampaign: (campaignId: string) => [...statisticsKeys.all, 'newsletter', 'campaign', campaignId],
  newsletterRecipients: (campaignId: string, page: number, filter: CampaignRecipientFilter | undefined) => [
    ...statisticsKeys.all,
    'newsletter',
    'recipients',
    campaignId,
    page,
    filter ?? 'all',
  ],
  social: (network: SocialNetwork, range: StatisticsRange) => [
    ...statisticsKeys.all,
    'social',
    network,
    range,
  ],
  admin: (range: StatisticsRange, officeId: string | undefined) => [
    ...statisticsKeys.all,
    'admin',
    range,
    officeId ?? 'all',
  ],
  socialOverview: (range: StatisticsRange) => [...statisticsKeys.all, 'social', 'overview', range],
  socialPost: (id: string) => [...statisticsKeys.all, 'social-post', id],
  scorecard: (newsId: string, range: StatisticsRange) => [...statisticsKeys.all, 'scorecard', newsId, range],
  reader: (recipientId: string, range: StatisticsRange) => [
    ...statisticsKeys.all,
    'reader',
    recipientId,
    range,
  ],
  interests: (topic: object | null, range: StatisticsRange, page: number) => [
    ...statisticsKeys.all,
    'interests',
    topic,
    range,
    page,
  ],
  scorecards: (groupBy: ScorecardGroup, range: StatisticsRange) => [
    ...statisticsKeys.all,
    'scorecards',
    groupBy,
    range,
  ],
} as const;
