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
  /** Null where there is no figure (a rate of nothing delivered): a dash. */
  value: (row: Row) => number | null;
  /** A fraction shown as a percentage (0.452 is "45.2 %"). */
  percent?: boolean;
  /** A rate under the count, named for screen readers ("Open rate"), so the table stays narrow. */
  rate?: { label: string; value: (row: Row) => number | null };
}

/** Figures in the reader's format: counts as whole numbers, rates as percentages with one decimal. */
export function useFigureFormat() {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  return (value: number | null, asPercent?: boolean) =>
    value === null ? '—' : asPercent ? percent.format(value) : number.format(value);
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
  const format = useFigureFormat();
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
                {format(column.value(row), column.percent)}
                {column.rate && (
                  <span className="block text-xs text-muted-foreground">
                    <span className="sr-only">{column.rate.label}: </span>
                    {format(column.rate.value(row), true)}
                  </span>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
