import type { StatisticsRange } from '@gaceta/shared/statistics';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { type QueryResult, QueryState } from '@/components/list/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TimeChartProps } from '../lib/chart';
import { ChartFigure, TableDisclosure } from './chart-figure';
import { DataUntil } from './data-until';
import { RangeSelector } from './range-selector';

/**
 * A channel's statistics screen (the website, the newsletter, a social network): its title and what
 * it counts, the range the figures cover and up to when they count, their loading, failure and emptiness, then the loaded
 * figures as `children` draws them, as a rule with ChannelStatisticsSections. The route keeps the
 * range in its address and changes it with `onRangeChange`.
 */
export function ChannelStatisticsScreen<TData extends { data_until: string | null }>({
  title,
  description,
  actions,
  nav,
  range,
  onRangeChange,
  timeZone,
  besideRange,
  note,
  query,
  empty,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The header's buttons, such as CSV downloads. */
  actions?: ReactNode;
  /** Links between the channel's own screens (one per social network), above the range. */
  nav?: ReactNode;
  range: StatisticsRange;
  onRangeChange: (range: StatisticsRange) => void;
  /** The office's time zone, in which the figures' freshness is told. */
  timeZone: string;
  /** What stands beside the range: the days it covers, or a download. */
  besideRange?: ReactNode;
  /** How to read the figures, under the range. */
  note?: ReactNode;
  query: QueryResult<TData>;
  /** When the range has nothing to show, and what is said then. */
  empty?: { when: (data: TData) => boolean; icon: LucideIcon; title: ReactNode; text?: ReactNode };
  children: (data: TData) => ReactNode;
}) {
  return (
    <PageFrame>
      <PageHeader title={title} description={description} actions={actions} />
      {nav}
      {/* Always this row, so the range keeps its place (and focus) while the next range loads. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <RangeSelector value={range} onChange={onRangeChange} />
        {besideRange}
      </div>
      {query.data && <DataUntil at={query.data.data_until} timeZone={timeZone} />}
      {note}
      <QueryState query={query} isEmpty={empty?.when} emptyText={empty && <EmptyRange {...empty} />}>
        {children}
      </QueryState>
    </PageFrame>
  );
}

function EmptyRange({ icon: Icon, title, text }: { icon: LucideIcon; title: ReactNode; text?: ReactNode }) {
  return (
    <span className="flex flex-col items-center gap-2">
      <Icon className="size-8 text-ink-300" aria-hidden />
      <span className="font-medium text-ink-900">{title}</span>
      {text && <span>{text}</span>}
    </span>
  );
}

/**
 * A channel's figures over the range: its totals as tiles, a chart with the same figures as a table
 * beside it, and a card of what the channel carried in the range (the most read news, the
 * newsletters sent, the posts).
 */
export function ChannelStatisticsSections({
  tiles,
  chart,
  items,
}: {
  tiles: ReactNode;
  /** Memoised categories and series, as ChartFigure wants them. */
  chart: Omit<TimeChartProps, 'locale'> & {
    title: ReactNode;
    /** What the chart shows, in words: a screen reader's name for the canvas. */
    summary: string;
    /** The chart's figures as a table, folded away unless `tableUnfolded`. */
    table: ReactNode;
    tableUnfolded?: boolean;
  };
  items: { title: ReactNode; description?: ReactNode; content: ReactNode };
}) {
  const { i18n } = useLingui();
  const { title, summary, table, tableUnfolded, ...figures } = chart;
  return (
    <>
      {tiles}
      <Card>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ChartFigure summary={summary} locale={i18n.locale} {...figures} />
          {tableUnfolded ? table : <TableDisclosure>{table}</TableDisclosure>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{items.title}</CardTitle>
          {items.description && <CardDescription>{items.description}</CardDescription>}
        </CardHeader>
        <CardContent>{items.content}</CardContent>
      </Card>
    </>
  );
}
