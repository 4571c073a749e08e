import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { SocialNetworkOverview, SocialOverview } from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { Badge } from '@/components/ui/badge';
import { requirePermission } from '@/features/auth/require-permission';
import { socialPostsCsv, useSocialOverview } from '@/features/statistics/api/get-social-statistics';
import {
  ChannelStatisticsScreen,
  ChannelStatisticsSections,
} from '@/features/statistics/components/channel-statistics-screen';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { RangeSearch } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';
import {
  EngagementRateNote,
  SocialStatisticsNav,
  useSocialChart,
  useSocialLabels,
  useSocialTiles,
} from './-components/social-figures';

export const Route = createFileRoute('/_auth/statistics/social-media/')({
  validateSearch: RangeSearch,
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsSocialMedia },
  component: SocialOverviewPage,
});

function SocialOverviewPage() {
  const { i18n } = useLingui();
  const { range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const overview = useSocialOverview(range);
  return (
    <ChannelStatisticsScreen
      title={i18n._(SCREEN_TITLES.statisticsSocialMedia)}
      description={
        <Trans>
          Every network side by side: the posts of the period and what they gained, read every hour.
        </Trans>
      }
      nav={<SocialStatisticsNav current={null} range={range} />}
      range={range}
      onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })}
      timeZone={useDisplayTimeZone()}
      besideRange={
        <DownloadCsvButton request={socialPostsCsv(range)}>
          <Trans>All posts (CSV)</Trans>
        </DownloadCsvButton>
      }
      query={overview}
    >
      {(loaded) => <OverviewContent overview={loaded} range={range} />}
    </ChannelStatisticsScreen>
  );
}

function OverviewContent({ overview, range }: { overview: SocialOverview; range: StatisticsRange }) {
  const { t } = useLingui();
  const labels = useSocialLabels();
  const tiles = useSocialTiles(overview.totals);
  const chart = useSocialChart(overview, {
    title: <Trans>Likes, comments and shares on every network</Trans>,
    everyNetwork: true,
  });
  return (
    <ChannelStatisticsSections
      tiles={
        <>
          <FigureTiles tiles={tiles} />
          <EngagementRateNote />
        </>
      }
      chart={chart}
      items={{
        title: <Trans>Networks</Trans>,
        description: <Trans>Open a network to see its posts.</Trans>,
        content: (
          <FiguresTable
            label={t`Networks`}
            rows={overview.networks}
            rowKey={(row) => row.social_network}
            leading={[
              {
                key: 'network',
                header: <Trans>Network</Trans>,
                cellClassName: 'whitespace-nowrap',
                cell: (row) => (
                  <span className="flex flex-col items-start gap-1">
                    <Link
                      to="/statistics/social-media/$rrss"
                      params={{ rrss: row.social_network }}
                      search={{ range }}
                      className="font-medium text-ink-900 underline-offset-4 hover:underline"
                    >
                      {SOCIAL_NETWORK_NAMES[row.social_network]}
                    </Link>
                    {!row.connected && (
                      <Badge>
                        <Trans>Not connected</Trans>
                      </Badge>
                    )}
                  </span>
                ),
              },
            ]}
            figures={[
              {
                key: 'posts',
                header: <Trans>Posts</Trans>,
                value: (row: SocialNetworkOverview) => row.posts,
              },
              { key: 'likes', header: labels.likes, value: (row) => row.likes },
              { key: 'comments', header: labels.comments, value: (row) => row.comments },
              { key: 'shares', header: labels.shares, value: (row) => row.shares },
              { key: 'impressions', header: labels.impressions, value: (row) => row.impressions },
              {
                key: 'engagement',
                header: labels.engagement,
                value: (row) => row.engagement_rate,
                percent: true,
              },
            ]}
          />
        ),
      }}
    />
  );
}
