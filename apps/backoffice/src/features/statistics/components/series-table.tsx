import type { WebsiteStatistics } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { bucketLabel } from '../lib/format';
import { type FigureColumn, FiguresTable } from './figures-table';

/**
 * A chart's figures per day or month as a table: what a screen reader reads, and anyone who wants
 * the numbers.
 */
export function PeriodFiguresTable<Row>({
  bucket,
  rows,
  periodOf,
  figures,
}: {
  bucket: 'day' | 'month';
  /** Oldest first, as the chart draws them. */
  rows: readonly Row[];
  /** The first day of the row's day or month. */
  periodOf: (row: Row) => string;
  figures: FigureColumn<Row>[];
}) {
  const { t, i18n } = useLingui();
  return (
    <FiguresTable
      label={t`Figures per period`}
      // Newest first, as people look for the latest figures.
      rows={rows.toReversed()}
      rowKey={periodOf}
      leading={[
        {
          key: 'period',
          header: bucket === 'month' ? <Trans>Month</Trans> : <Trans>Day</Trans>,
          cell: (row) => {
            const period = periodOf(row);
            return (
              <time dateTime={bucket === 'month' ? period.slice(0, 7) : period}>
                {bucketLabel(period, bucket, i18n.locale, 'long')}
              </time>
            );
          },
          cellClassName: 'whitespace-nowrap',
        },
      ]}
      figures={figures}
    />
  );
}

/** The website's figures per day or month. */
export function SeriesTable({ statistics }: { statistics: Pick<WebsiteStatistics, 'bucket' | 'series'> }) {
  return (
    <PeriodFiguresTable
      bucket={statistics.bucket}
      rows={statistics.series}
      periodOf={(row) => row.date}
      figures={[
        { key: 'views', header: <Trans>Views</Trans>, value: (row) => row.views },
        { key: 'visitors', header: <Trans>Visitors</Trans>, value: (row) => row.visitors },
        { key: 'impressions', header: <Trans>Impressions</Trans>, value: (row) => row.impressions },
        { key: 'shares', header: <Trans>Shares</Trans>, value: (row) => row.shares },
      ]}
    />
  );
}
