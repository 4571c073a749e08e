import type { WebsiteStatistics } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { bucketLabel } from '../lib/format';
import { FiguresTable } from './figures-table';

/** The chart's figures as a table: what a screen reader reads, and anyone who wants the numbers. */
export function SeriesTable({ statistics }: { statistics: Pick<WebsiteStatistics, 'bucket' | 'series'> }) {
  const { t, i18n } = useLingui();
  const { bucket } = statistics;
  return (
    <FiguresTable
      label={t`Figures per period`}
      // Newest first, as people look for the latest figures.
      rows={statistics.series.toReversed()}
      rowKey={(row) => row.date}
      leading={[
        {
          key: 'period',
          header: bucket === 'month' ? <Trans>Month</Trans> : <Trans>Day</Trans>,
          cell: (row) => (
            <time dateTime={bucket === 'month' ? row.date.slice(0, 7) : row.date}>
              {bucketLabel(row.date, bucket, i18n.locale, 'long')}
            </time>
          ),
          cellClassName: 'whitespace-nowrap',
        },
      ]}
      figures={[
        { key: 'views', header: <Trans>Views</Trans>, value: (row) => row.views },
        { key: 'visitors', header: <Trans>Visitors</Trans>, value: (row) => row.visitors },
        { key: 'impressions', header: <Trans>Impressions</Trans>, value: (row) => row.impressions },
        { key: 'shares', header: <Trans>Shares</Trans>, value: (row) => row.shares },
      ]}
    />
  );
}
