import type { Interest, Interests } from '@gaceta/shared/newsletter/reading';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListPagination } from '@/components/list/list-pagination';
import { type QueryResult, QueryState } from '@/components/list/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { INTERESTS_PER_PAGE } from '@/features/statistics/api/get-reading';
import { useDisplayTimeZone } from '../../-components/date-time';

/** A page of an interest list (GET /v1/statistics/interests), its ranks counted from the first page. */
export function RankedReaders({
  query,
  page,
  onPageChange,
  emptyText,
}: {
  query: QueryResult<Interests>;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(loaded) => loaded.objects.length === 0} emptyText={emptyText}>
      {(loaded) => (
        <>
          <InterestsTable rows={loaded.objects} firstRank={(page - 1) * INTERESTS_PER_PAGE + 1} />
          <ListPagination page={page} pageCount={loaded.total_pages} onPageChange={onPageChange} />
        </>
      )}
    </QueryState>
  );
}

/** Readers ranked by their engagement, each with the articles behind it; a row links to their reading. */
function InterestsTable({ rows, firstRank }: { rows: readonly Interest[]; firstRank: number }) {
  const { t, i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  return (
    <Table scrollLabel={t`Interested readers`}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">#</TableHead>
          <TableHead className="w-64">
            <Trans>Reader</Trans>
          </TableHead>
          <TableHead className="w-px text-right whitespace-nowrap">
            <Trans>Score</Trans>
          </TableHead>
          <TableHead className="w-px text-right whitespace-nowrap">
            <Trans>Opened</Trans>
          </TableHead>
          <TableHead className="w-px text-right whitespace-nowrap">
            <Trans>Clicked</Trans>
          </TableHead>
          <TableHead className="w-px whitespace-nowrap">
            <Trans>Last engagement</Trans>
          </TableHead>
          <TableHead>
            <Trans>Articles</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.recipient_id}>
            <TableCell className="text-muted-foreground tabular-nums">{firstRank + index}</TableCell>
            <TableCell className="min-w-40 [overflow-wrap:anywhere]">
              <Link
                to="/statistics/newsletter/readers/$recipientId"
                params={{ recipientId: row.recipient_id }}
                className="font-medium text-ink-900 underline-offset-4 hover:underline"
              >
                {row.name ?? row.email}
              </Link>
              {row.name && <span className="block text-xs text-muted-foreground">{row.email}</span>}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{number.format(row.score)}</TableCell>
            <TableCell className="text-right tabular-nums">{row.opens}</TableCell>
            <TableCell className="text-right tabular-nums">{row.clicks}</TableCell>
            <TableCell className="whitespace-nowrap">{when.format(new Date(row.last_at))}</TableCell>
            <TableCell className="min-w-48">
              <ul className="grid gap-1 text-sm">
                {row.news.map((article) => (
                  <li key={article.news_id}>{article.title}</li>
                ))}
              </ul>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
