import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export interface LeadingColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  headClassName?: string;
  cellClassName?: string;
}

export interface FigureColumn<Row> {
  key: string;
  header: ReactNode;
  value: (row: Row) => number;
}

/**
 * The statistics' tables: what names each row (a day, an article), then its figures, right-aligned
 * in the reader's number format. What a chart shows, for a screen reader and for anyone who wants
 * the numbers.
 */
export function FiguresTable<Row>({
  label,
  rows,
  rowKey,
  leading,
  figures,
  scrollClassName,
}: {
  label: string;
  /** Such as a height past which the table scrolls, beside a chart. */
  scrollClassName?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  leading: LeadingColumn<Row>[];
  figures: FigureColumn<Row>[];
}) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <Table scrollLabel={label} scrollClassName={scrollClassName}>
      <TableHeader>
        <TableRow>
          {leading.map((column) => (
            <TableHead key={column.key} scope="col" className={column.headClassName}>
              {column.header}
            </TableHead>
          ))}
          {figures.map((column) => (
            <TableHead key={column.key} scope="col" className="text-right">
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowKey(row)}>
            {leading.map((column) => (
              <TableCell key={column.key} className={column.cellClassName}>
                {column.cell(row, rowIndex)}
              </TableCell>
            ))}
            {figures.map((column) => (
              <TableCell key={column.key} className="text-right tabular-nums">
                {number.format(column.value(row))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
