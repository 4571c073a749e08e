import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import type { AdminOfficeFigures, AdminStatistics } from '@gaceta/shared/statistics/admin';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Globe, Mail, Share2 } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { QueryState } from '@/components/list/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { requireAdmin } from '@/features/auth/require-permission';
import { adminStatisticsCsv, useAdminStatistics } from '@/features/statistics/api/get-admin-statistics';
import {
  useChannelChart,
  useNewsletterTiles,
  useWebTiles,
} from '@/features/statistics/components/channel-figures';
import { ChartFigure, TableDisclosure } from '@/features/statistics/components/chart-figure';
import { DataUntil } from '@/features/statistics/components/data-until';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import {
  type FigureColumn,
  FiguresTable,
  type LeadingColumn,
} from '@/features/statistics/components/figures-table';
import { PeriodNote } from '@/features/statistics/components/period-note';
import { RangeSelector } from '@/features/statistics/components/range-selector';
import { SeriesTable } from '@/features/statistics/components/series-table';
import { socialSeries } from '@/features/statistics/lib/chart';
import { bucketLabel } from '@/features/statistics/lib/format';
import { RangeParam } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** The provider's statistics across offices (GET /v1/admin/statistics), for the admin only. */
export const Route = createFileRoute('/_auth/admin/statistics')({
  validateSearch: v.object({
    range: RangeParam,
    office_id: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined)),
  }),
  beforeLoad: ({ context }) => requireAdmin(context.session),
  staticData: { title: SCREEN_TITLES.adminStatistics },
  component: AdminStatisticsPage,
});

function AdminStatisticsPage() {
  const { i18n } = useLingui();
  const { range = 'month', office_id: officeId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const statistics = useAdminStatistics(range, officeId);
  // Every office, for the filter: the same call without one (the first screen's, usually cached).
  const everyOffice = useAdminStatistics(range);
  const search = (next: { range?: StatisticsRange; office_id?: string | undefined }) =>
    void navigate({ search: { range, office_id: officeId, ...next }, replace: true });
  const data = statistics.data;

  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.adminStatistics)}
        description={
          <Trans>
            What readers did with every office's website, newsletter and social networks, or with one
            office's. The figures are added up every hour: the last hour shows at the next count.
          </Trans>
        }
        actions={
          <DownloadCsvButton request={adminStatisticsCsv(range, officeId)}>
            <Trans>Download (CSV)</Trans>
          </DownloadCsvButton>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <RangeSelector value={range} onChange={(next) => search({ range: next })} />
        <OfficeFilter
          value={officeId}
          offices={everyOffice.data?.offices ?? []}
          onChange={(next) => search({ office_id: next })}
        />
        {data && <PeriodNote period={data} />}
        {data && <DataUntil at={data.data_until} timeZone={data.time_zone} />}
      </div>
      <QueryState query={statistics}>{(loaded) => <AdminStatisticsContent statistics={loaded} />}</QueryState>
    </PageFrame>
  );
}

/** Every office or one, by name (the browser's own select: keyboard search works everywhere). */
function OfficeFilter({
  value,
  offices,
  onChange,
}: {
  value: string | undefined;
  offices: readonly { id: string; name: string }[];
  onChange: (officeId: string | undefined) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const byName = useMemo(
    () => offices.toSorted((a, b) => a.name.localeCompare(b.name, i18n.locale)),
    [offices, i18n.locale],
  );
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor={id}>
        <Trans>Office</Trans>
      </Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t`All offices`}</option>
        {byName.map((office) => (
          <option key={office.id} value={office.id}>
            {office.name}
          </option>
        ))}
        {/* An office the list has not loaded yet still shows as chosen. */}
        {value && !offices.some((office) => office.id === value) && <option value={value}>{value}</option>}
      </NativeSelect>
    </div>
  );
}

/** The day or month each row of a series is, newest first in the tables. */
function usePeriodColumn(bucket: 'day' | 'month'): LeadingColumn<{ date: string }> {
  const { i18n } = useLingui();
  return {
    key: 'period',
    header: bucket === 'month' ? <Trans>Month</Trans> : <Trans>Day</Trans>,
    cell: (row) => (
      <time dateTime={bucket === 'month' ? row.date.slice(0, 7) : row.date}>
        {bucketLabel(row.date, bucket, i18n.locale, 'long')}
      </time>
    ),
    cellClassName: 'whitespace-nowrap',
  };
}

function ChannelCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof Globe;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-brass-600" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">{children}</CardContent>
    </Card>
  );
}

function AdminStatisticsContent({ statistics }: { statistics: AdminStatistics }) {
  return (
    <>
      <WebFigures statistics={statistics} />
      <NewsletterFigures statistics={statistics} />
      <SocialFigures statistics={statistics} />
      <OfficesTable statistics={statistics} />
    </>
  );
}

function WebFigures({ statistics }: { statistics: AdminStatistics }) {
  const { t, i18n } = useLingui();
  const { totals, series } = statistics.web;
  const tiles = useWebTiles(totals);
  const chart = useChannelChart('web', series, statistics.bucket);
  const views = new Intl.NumberFormat(i18n.locale).format(totals.views);
  return (
    <ChannelCard
      icon={Globe}
      title={<Trans>Website</Trans>}
      description={<Trans>Readers of the offices' news on their websites, counted by the news widget.</Trans>}
    >
      <FigureTiles tiles={tiles} />
      <ChartFigure
        summary={t`Chart of website views, visitors and widget impressions over the period: ${views} views in all. The table below lists every period.`}
        locale={i18n.locale}
        {...chart}
      />
      <TableDisclosure>
        <SeriesTable statistics={{ bucket: statistics.bucket, series }} />
      </TableDisclosure>
    </ChannelCard>
  );
}

function NewsletterFigures({ statistics }: { statistics: AdminStatistics }) {
  const { t, i18n } = useLingui();
  const { totals, series } = statistics.newsletter;
  const tiles = useNewsletterTiles(totals);
  const chart = useChannelChart('newsletter', series, statistics.bucket);
  const period = usePeriodColumn(statistics.bucket);
  const sent = new Intl.NumberFormat(i18n.locale).format(totals.sent);
  return (
    <ChannelCard
      icon={Mail}
      title={<Trans>Newsletter</Trans>}
      description={<Trans>The offices' newsletters, counted on the day each email was sent.</Trans>}
    >
      <FigureTiles tiles={tiles} />
      <ChartFigure
        summary={t`Chart of newsletter emails sent, delivered, opened and clicked over the period: ${sent} sent in all. The table below lists every period.`}
        locale={i18n.locale}
        {...chart}
      />
      <TableDisclosure>
        <FiguresTable
          label={t`Newsletter figures per period`}
          rows={series.toReversed()}
          rowKey={(row) => row.date}
          leading={[period]}
          figures={[
            { key: 'sent', header: <Trans>Sent</Trans>, value: (row) => row.sent },
            { key: 'delivered', header: <Trans>Delivered</Trans>, value: (row) => row.delivered },
            { key: 'opened', header: <Trans>Opened</Trans>, value: (row) => row.opened },
            { key: 'clicked', header: <Trans>Clicked</Trans>, value: (row) => row.clicked },
          ]}
        />
      </TableDisclosure>
    </ChannelCard>
  );
}

function SocialFigures({ statistics }: { statistics: AdminStatistics }) {
  const { t, i18n } = useLingui();
  const { networks } = statistics.social;
  const labels = useMemo(() => ({ likes: t`Likes`, comments: t`Comments`, shares: t`Shares` }), [t]);
  // Every network's gains added up per period: what the chart draws.
  const series = useMemo(
    () =>
      (networks[0]?.series ?? []).map((row, index) => {
        const sum = (key: 'likes' | 'comments' | 'shares') =>
          networks.reduce((total, network) => total + (network.series[index]?.[key] ?? 0), 0);
        return { date: row.date, likes: sum('likes'), comments: sum('comments'), shares: sum('shares') };
      }),
    [networks],
  );
  const chart = useMemo(
    () => ({
      categories: series.map((row) => bucketLabel(row.date, statistics.bucket, i18n.locale)),
      series: socialSeries(series, 'bar', labels),
    }),
    [series, statistics.bucket, i18n.locale, labels],
  );
  const period = usePeriodColumn(statistics.bucket);
  const socialColumns: FigureColumn<{ likes: number; comments: number; shares: number }>[] = [
    { key: 'likes', header: labels.likes, value: (row) => row.likes },
    { key: 'comments', header: labels.comments, value: (row) => row.comments },
    { key: 'shares', header: labels.shares, value: (row) => row.shares },
  ];
  return (
    <ChannelCard
      icon={Share2}
      title={<Trans>Social networks</Trans>}
      description={<Trans>What the offices' posts gained on each network.</Trans>}
    >
      <FiguresTable
        label={t`Social figures per network`}
        rows={networks.map((network) => ({ network: network.social_network, ...network.totals }))}
        rowKey={(row) => row.network}
        leading={[
          {
            key: 'network',
            header: <Trans>Network</Trans>,
            cell: (row) => SOCIAL_NETWORK_NAMES[row.network],
            cellClassName: 'font-medium text-ink-900',
          },
        ]}
        figures={socialColumns}
      />
      <ChartFigure
        summary={t`Chart of the likes, comments and shares gained on every network per period. The table below lists every period.`}
        locale={i18n.locale}
        {...chart}
      />
      <TableDisclosure>
        <FiguresTable
          label={t`Social figures per period`}
          rows={series.toReversed()}
          rowKey={(row) => row.date}
          leading={[period]}
          figures={socialColumns}
        />
      </TableDisclosure>
    </ChannelCard>
  );
}

/** Each office's totals, most active first; an office's name narrows the screen to it. */
function OfficesTable({ statistics }: { statistics: AdminStatistics }) {
  const { t } = useLingui();
  const { range } = Route.useSearch();
  const figures: FigureColumn<AdminOfficeFigures>[] = [
    { key: 'web.views', header: t`Website views`, value: (row) => row.web.views },
    { key: 'web.visitors', header: t`Website visitors`, value: (row) => row.web.visitors },
    { key: 'web.impressions', header: t`Widget impressions`, value: (row) => row.web.impressions },
    { key: 'web.shares', header: t`Share clicks`, value: (row) => row.web.shares },
    { key: 'newsletter.sent', header: t`Emails sent`, value: (row) => row.newsletter.sent },
    { key: 'newsletter.delivered', header: t`Emails delivered`, value: (row) => row.newsletter.delivered },
    { key: 'newsletter.opened', header: t`Emails opened`, value: (row) => row.newsletter.opened },
    { key: 'newsletter.clicked', header: t`Emails clicked`, value: (row) => row.newsletter.clicked },
    { key: 'social.likes', header: t`Social likes`, value: (row) => row.social.likes },
    { key: 'social.comments', header: t`Social comments`, value: (row) => row.social.comments },
    { key: 'social.shares', header: t`Social shares`, value: (row) => row.social.shares },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Figures per office</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Most active first: website views, newsletter opens and clicks, and social likes, comments and
            shares added up.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FiguresTable
          label={t`Figures per office`}
          rows={statistics.offices}
          rowKey={(row) => row.id}
          leading={[
            {
              key: 'office',
              header: <Trans>Office</Trans>,
              cell: (row) => (
                <Link
                  to="/admin/statistics"
                  search={{ range, office_id: row.id }}
                  className="font-medium text-ink-900 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {row.name}
                </Link>
              ),
              cellClassName: 'min-w-48',
            },
          ]}
          figures={figures}
        />
      </CardContent>
    </Card>
  );
}
