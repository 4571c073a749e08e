import type { NewsWebFigures } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The range's most read news, ranked by views. */
export function MostReadTable({ news }: { news: NewsWebFigures[] }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <Table scrollLabel={t`Most read news`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="w-10">
            <span className="sr-only">
              <Trans>Position</Trans>
            </span>
          </TableHead>
          <TableHead scope="col">
            <Trans>News</Trans>
          </TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Views</Trans>
          </TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Visitors</Trans>
          </TableHead>
          <TableHead scope="col" className="text-right">
            <Trans>Shares</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {news.map((item, index) => (
          <TableRow key={item.id}>
            <TableCell className="text-muted-foreground tabular-nums">{index + 1}</TableCell>
            <TableCell className="min-w-48 font-medium text-ink-900">{item.title}</TableCell>
            <TableCell className="text-right tabular-nums">{number.format(item.views)}</TableCell>
            <TableCell className="text-right tabular-nums">{number.format(item.visitors)}</TableCell>
            <TableCell className="text-right tabular-nums">{number.format(item.shares)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
