import type { WebsiteStatistics } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { requirePermission } from '@/features/auth/require-permission';
import { websiteCsv } from '@/features/statistics/api/download-statistics-csv';
import { useWebsiteStatistics } from '@/features/statistics/api/get-website-statistics';
import { useChannelChart, useWebTiles } from '@/features/statistics/components/channel-figures';
import {
  ChannelStatisticsScreen,
  ChannelStatisticsSections,
} from '@/features/statistics/components/channel-statistics-screen';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { MostReadTable } from '@/features/statistics/components/most-read-table';
import { PeriodNote } from '@/features/statistics/components/period-note';
import { SeriesTable } from '@/features/statistics/components/series-table';
import { RangeSearch } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';

export const Route = createFileRoute('/_auth/statistics/website')({
  validateSearch: RangeSearch,
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsWebsite },
  component: WebsiteStatisticsPage,
});

const isEmpty = ({ totals }: WebsiteStatistics) =>
  totals.views + totals.impressions + totals.shares + totals.visitors === 0;

function WebsiteStatisticsPage() {
  const { i18n } = useLingui();
  const { range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const statistics = useWebsiteStatistics(range);
  return (
    <ChannelStatisticsScreen
      title={i18n._(SCREEN_TITLES.statisticsWebsite)}
      description={
        <Trans>
          How visitors of your website read your news, counted by the news widget without cookies.
        </Trans>
      }
      actions={
        <>
          <DownloadCsvButton request={websiteCsv('days', range)}>
            <Trans>Figures (CSV)</Trans>
          </DownloadCsvButton>
          <DownloadCsvButton request={websiteCsv('news', range)}>
            <Trans>News (CSV)</Trans>
          </DownloadCsvButton>
        </>
      }
      range={range}
      onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })}
      timeZone={useDisplayTimeZone()}
      besideRange={statistics.data && <PeriodNote period={statistics.data} />}
      query={statistics}
      empty={{
        when: isEmpty,
        icon: BarChart3,
        title: <Trans>No visits in this period.</Trans>,
        text: (
          <Trans>
            Figures appear here once the news widget is on your website and visitors open your news.
          </Trans>
        ),
      }}
    >
      {(loaded) => <WebsiteStatisticsContent statistics={loaded} />}
    </ChannelStatisticsScreen>
  );
}

function WebsiteStatisticsContent({ statistics }: { statistics: WebsiteStatistics }) {
  const { i18n, t } = useLingui();
  const tiles = useWebTiles(statistics.totals);
  const chart = useChannelChart('web', statistics.series, statistics.bucket);
  const number = new Intl.NumberFormat(i18n.locale);
  const views = number.format(statistics.totals.views);
  const visitors = number.format(statistics.totals.visitors);
  const perMonth = statistics.bucket === 'month';
  return (
    <ChannelStatisticsSections
      tiles={<FigureTiles tiles={tiles} />}
      chart={{
        title: perMonth ? <Trans>Views per month</Trans> : <Trans>Views per day</Trans>,
        summary: perMonth
          ? t`Chart of views, visitors and widget impressions per month: ${views} views and ${visitors} visitors in all. The table below lists every month.`
          : t`Chart of views, visitors and widget impressions per day: ${views} views and ${visitors} visitors in all. The table below lists every day.`,
        ...chart,
        table: <SeriesTable statistics={statistics} />,
      }}
      items={{
        title: <Trans>Most read news</Trans>,
        description: <Trans>By article views in the period; visitors counted once a day per article.</Trans>,
        content:
          statistics.most_read.length > 0 ? (
            <MostReadTable news={statistics.most_read} />
          ) : (
            <p className="py-6 text-center text-sm text-muted-foreground">
              <Trans>No news was opened in this period.</Trans>
            </p>
          ),
      }}
    />
  );
}
