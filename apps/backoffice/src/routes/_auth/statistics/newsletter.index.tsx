import { mayUse } from '@gaceta/shared/accounts/roles';
import {
  CAMPAIGN_KIND_LABELS,
  type CampaignStatus,
  type NewsletterFigures,
  type NewsletterLosses,
  type NewsletterRates,
  type NewsletterStatistics,
} from '@gaceta/shared/newsletter/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Info, Mail } from 'lucide-react';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { Badge } from '@/components/ui/badge';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useRecentCampaigns } from '@/features/newsletter-campaigns/api/get-campaigns';
import { CampaignStatusBadge } from '@/features/newsletter-campaigns/components/campaign-status';
import { WaitingIssue } from '@/features/newsletter-campaigns/components/waiting-issue';
import { campaignsCsv, useNewsletterStatistics } from '@/features/statistics/api/get-newsletter-statistics';
import {
  NewsletterRatesNote,
  useChannelChart,
  useNewsletterTiles,
} from '@/features/statistics/components/channel-figures';
import {
  ChannelStatisticsScreen,
  ChannelStatisticsSections,
} from '@/features/statistics/components/channel-statistics-screen';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { PeriodFiguresTable } from '@/features/statistics/components/series-table';
import { RangeSearch } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';

export const Route = createFileRoute('/_auth/statistics/newsletter/')({
  validateSearch: RangeSearch,
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsNewsletter },
  component: NewsletterStatisticsPage,
});

function NewsletterStatisticsPage() {
  const { i18n } = useLingui();
  const { range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const statistics = useNewsletterStatistics(range);
  const me = useMe();
  return (
    <ChannelStatisticsScreen
      title={i18n._(SCREEN_TITLES.statisticsNewsletter)}
      description={
        <Trans>What became of the newsletters your office sent: delivered, opened and clicked.</Trans>
      }
      range={range}
      onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })}
      timeZone={useDisplayTimeZone()}
      besideRange={
        <DownloadCsvButton request={campaignsCsv(range)}>
          <Trans>Newsletters (CSV)</Trans>
        </DownloadCsvButton>
      }
      note={
        <>
          {/* The automatic newsletter waiting for approval, for those who may give it. */}
          {me.office && mayUse(me, 'newsletter.manage') && <WaitingIssue timeZone={me.office.time_zone} />}
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            <Trans>
              Figures can take hours to settle after a send: people open their email later, and mail servers
              report bounces late. Automatic prefetches by mail scanners are not counted.
            </Trans>
          </p>
        </>
      }
      query={statistics}
      empty={{
        when: (loaded) => loaded.totals.sent === 0,
        icon: Mail,
        title: <Trans>No newsletter was sent in this period.</Trans>,
      }}
    >
      {(loaded) => <NewsletterStatisticsContent statistics={loaded} />}
    </ChannelStatisticsScreen>
  );
}

function NewsletterStatisticsContent({ statistics }: { statistics: NewsletterStatistics }) {
  const { i18n, t } = useLingui();
  const tiles = useNewsletterTiles(statistics.totals);
  const statuses = useCampaignStatuses();
  const chart = useChannelChart('newsletter', statistics.series, statistics.bucket);
  const number = new Intl.NumberFormat(i18n.locale);
  const sent = number.format(statistics.totals.sent);
  const opened = number.format(statistics.totals.opened);
  const perMonth = statistics.bucket === 'month';
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const openedColumn = {
    key: 'opened',
    header: <Trans>Opened</Trans>,
    value: (row: NewsletterFigures) => row.opened,
  };
  const clickedColumn = {
    key: 'clicked',
    header: <Trans>Clicked</Trans>,
    value: (row: NewsletterFigures) => row.clicked,
  };
  const counts = [
    { key: 'sent', header: <Trans>Sent</Trans>, value: (row: NewsletterFigures) => row.sent },
    { key: 'delivered', header: <Trans>Delivered</Trans>, value: (row: NewsletterFigures) => row.delivered },
    openedColumn,
    clickedColumn,
  ];
  const losses = [
    { key: 'bounced', header: <Trans>Bounced</Trans>, value: (row: NewsletterLosses) => row.bounced },
    {
      key: 'unsubscribed',
      header: <Trans>Unsubscribed</Trans>,
      value: (row: NewsletterLosses) => row.unsubscribed,
    },
  ];
  return (
    <ChannelStatisticsSections
      tiles={
        <>
          <FigureTiles tiles={tiles} />
          <NewsletterRatesNote />
        </>
      }
      chart={{
        title: perMonth ? <Trans>Emails per month</Trans> : <Trans>Emails per day</Trans>,
        summary: perMonth
          ? t`Chart of emails sent, delivered, opened and clicked per month: ${sent} sent and ${opened} opened in all. The table below lists every month.`
          : t`Chart of emails sent, delivered, opened and clicked per day: ${sent} sent and ${opened} opened in all. The table below lists every day.`,
        ...chart,
        table: (
          <PeriodFiguresTable
            bucket={statistics.bucket}
            rows={statistics.series}
            periodOf={(row) => row.period}
            figures={[...counts, ...losses]}
          />
        ),
      }}
      items={{
        title: <Trans>Newsletters sent</Trans>,
        description: (
          <Trans>
            Open one to see which articles its readers clicked and each recipient's message, and to download
            them as CSV.
          </Trans>
        ),
        content: (
          <FiguresTable
            label={t`Newsletters sent`}
            rows={statistics.campaigns}
            rowKey={(row) => row.id}
            leading={[
              {
                key: 'date',
                header: <Trans>Sent on</Trans>,
                cell: (row) => (row.started_at ? when.format(new Date(row.started_at)) : '—'),
                cellClassName: 'whitespace-nowrap',
              },
              {
                key: 'newsletter',
                header: <Trans>Newsletter</Trans>,
                cellClassName: 'min-w-56',
                cell: (row) => {
                  const status = statuses.get(row.id);
                  return (
                    <>
                      <Link
                        to="/statistics/newsletter/recipient/$newsletterCampaignId"
                        params={{ newsletterCampaignId: row.id }}
                        className="font-medium text-ink-900 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {row.subject}
                      </Link>
                      <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                        <Badge>{i18n._(CAMPAIGN_KIND_LABELS[row.kind])}</Badge>
                        {/* A newsletter still going out, or stopped before the end, says so. */}
                        {status && status !== 'sent' && <CampaignStatusBadge status={status} />}
                        <span>{row.news_titles.join(' · ') || t`(news deleted since)`}</span>
                      </span>
                    </>
                  );
                },
              },
            ]}
            // Each rate under its count, so the table fits its card.
            figures={[
              ...counts.slice(0, 2),
              {
                ...openedColumn,
                rate: { label: t`Open rate`, value: (row: NewsletterRates) => row.open_rate },
              },
              {
                ...clickedColumn,
                rate: { label: t`Click rate`, value: (row: NewsletterRates) => row.click_rate },
              },
              ...losses,
            ]}
          />
        ),
      }}
    />
  );
}

/**
 * Each recent campaign's status, for those who manage the newsletter (the statistics carry figures,
 * not statuses): the newest campaigns are the ones a period's list shows.
 */
function useCampaignStatuses(): Map<string, CampaignStatus> {
  const manages = mayUse(useMe(), 'newsletter.manage');
  const campaigns = useRecentCampaigns(manages);
  return new Map((campaigns.data?.objects ?? []).map((campaign) => [campaign.id, campaign.status]));
}
