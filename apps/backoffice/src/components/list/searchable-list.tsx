import { pageCount } from '@gaceta/shared/pagination';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLastPageIfPastEnd } from '@/lib/hooks/use-list-search';
import { cn } from '@/lib/utils';
import { Card } from '../ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { ListPagination } from './list-pagination';
import { type QueryResult, QueryState } from './query-state';
import { SearchInput } from './search-input';

/** One page of a list as the API answers it. */
interface ListPage<T> {
  objects: T[];
  total_number_of_objects: number;
}

/**
 * A list's card: the search box with the count (and, given, a note and a button beside them),
 * the loading, failure and empty states, the table of the page and the page numbers under it.
 * A page past the end (the list shrank) becomes the last page.
 */
export function SearchableList<T>({
  header,
  search,
  count,
  note,
  toolbar,
  list,
  emptyText,
  page,
  perPage,
  onPageChange,
  onPastEnd = onPageChange,
  children,
}: {
  /** What the card shows above the search box, such as its title. */
  header?: ReactNode;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  /** The total, said once the list is loaded. */
  count: (total: number) => ReactNode;
  /** Said after the count, such as the filter in force. */
  note?: ReactNode;
  /** Beside the count, such as the button that adds one. */
  toolbar?: ReactNode;
  list: QueryResult<ListPage<T>>;
  emptyText: ReactNode;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Goes to the last page when the page asked for is past the end; by default onPageChange. */
  onPastEnd?: (page: number) => void;
  children: (objects: T[]) => ReactNode;
}) {
  const total = list.data?.total_number_of_objects ?? 0;
  const pages = pageCount(total, perPage);
  useLastPageIfPastEnd(page, pages, onPastEnd);
  const counted = list.data ? count(total) : null;

  return (
    <Card>
      {header}
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchInput {...search} />
        {(counted || note) && (
          <p
            className={cn(
              'text-sm text-muted-foreground tabular-nums',
              // Without a button the count stands at the right end; with one, the button does.
              toolbar ? 'sm:mr-auto' : 'sm:ml-auto',
            )}
          >
            {counted}
            {counted && note && ' · '}
            {note}
          </p>
        )}
        {toolbar}
      </div>
      <QueryState query={list} isEmpty={(loaded) => loaded.objects.length === 0} emptyText={emptyText}>
        {(loaded) => children(loaded.objects)}
      </QueryState>
      <ListPagination page={page} pageCount={pages} onPageChange={onPageChange} />
    </Card>
  );
}

/** A column after the first: its header, its cell, and the width from which it shows. */
export interface ListColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Narrower than this, the column hides (what it says then goes under the first cell). */
  from: 'sm' | 'md';
  className?: string;
}

const FROM: Record<ListColumn<unknown>['from'], string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
};

/**
 * The table of one page of a list. The first column is always there: the row's picture (if any),
 * its title and a line under it. The other columns hide on narrow screens; then what matters of
 * them (`phone`) and the row's actions go under the title instead of into columns off screen.
 */
export function ListTable<T extends { id: string }>({
  rows,
  title,
  primary,
  columns,
  phone,
  actions,
  actionsClassName,
}: {
  rows: T[];
  /** The first column's header. */
  title: ReactNode;
  primary: (row: T) => {
    media?: ReactNode;
    title: ReactNode;
    /** The lines under the title, muted; an empty one is left out. */
    details: ReactNode[];
    /** Whether the title breaks anywhere to show whole (an address) rather than end in an ellipsis. */
    wrap?: boolean;
  };
  columns: ListColumn<T>[];
  /** What the hidden columns say, on phones: shown before the actions. */
  phone?: (row: T) => ReactNode;
  /** The row's buttons or menu: their own column, at the right end. */
  actions: (row: T) => ReactNode;
  actionsClassName?: string;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{title}</TableHead>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
            <TableHead key={index} className={FROM[column.from]}>
              {column.header}
            </TableHead>
          ))}
          <TableHead className="hidden text-right sm:table-cell">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const first = primary(row);
          return (
            <TableRow key={row.id}>
              <TableCell>
                <div className="flex min-w-0 items-center gap-3">
                  {first.media}
                  <div className="min-w-0">
                    <p className={cn('font-medium text-ink-900', first.wrap ? 'break-all' : 'truncate')}>
                      {first.title}
                    </p>
                    {first.details.filter(Boolean).map((detail, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed.
                      <p key={index} className="truncate text-muted-foreground">
                        {detail}
                      </p>
                    ))}
                  </div>
                </div>
                <div className={cn('mt-2 flex items-center gap-2 sm:hidden', first.media && 'pl-12')}>
                  {phone && <div className="mr-auto flex items-center gap-2">{phone(row)}</div>}
                  {actions(row)}
                </div>
              </TableCell>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <TableCell key={index} className={cn(FROM[column.from], column.className)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell className={cn('hidden text-right sm:table-cell', actionsClassName)}>
                {actions(row)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
