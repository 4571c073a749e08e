import type { WebsiteStatistics } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { bucketLabel } from '../lib/format';

/** The chart's figures as a table: what a screen reader reads, and anyone who wants the numbers. */
export function SeriesTable({ statistics }: { statistics: WebsiteStatistics }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const { bucket } = statistics;
  // Newest first, as people look for the latest figures.
  const rows = [...statistics.series].reverse();
  return (
    <Table scrollLabel={t`Figures per period`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{bucket === 'month' ? <Trans>Month</Trans> : <Trans>Day</Trans>}</TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Views</Trans>
          </TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Visitors</Trans>
          </TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Impressions</Trans>
          </TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Shares</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.date}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={bucket === 'month' ? row.date.slice(0, 7) : row.date}>
                {bucketLabel(row.date, bucket, i18n.locale, 'long')}
              </time>
            </TableCell>
            <TableCell className="text-right tabular-nums">{number.format(row.views)}</TableCell>
            <TableCell className="text-right tabular-nums">{number.format(row.visitors)}</TableCell>
            <TableCell className="text-right tabular-nums">{number.format(row.impressions)}</TableCell>
            <TableCell className="text-right tabular-nums">{number.format(row.shares)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
