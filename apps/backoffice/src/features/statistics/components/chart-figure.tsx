import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import type { TimeChartProps } from '../lib/chart';

// ECharts is large: it loads with the first chart shown, never with sign-in or other screens.
const TimeChart = lazy(() => import('./time-chart'));

/**
 * A chart of figures over time. A canvas says nothing to a screen reader: `summary` names it,
 * and the caller gives the same figures as a table beside it. Give memoised props: a new array
 * redraws the chart.
 */
export function ChartFigure({ summary, ...chart }: TimeChartProps & { summary: string }) {
  return (
    <div role="img" aria-label={summary}>
      <Suspense fallback={<div className="h-72 w-full animate-pulse rounded-md bg-muted sm:h-80" />}>
        <TimeChart {...chart} />
      </Suspense>
    </div>
  );
}

/**
 * A table folded away until asked for: a chart's figures, for every reader, or more detail than the
 * card has room for (figures per network). `summary` names it ("Show the figures as a table"). In a
 * grid it may shrink below its table's width (min-w-0), so the table scrolls inside it.
 */
export function TableDisclosure({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <details className="group min-w-0 rounded-md border">
      <summary className="cursor-pointer rounded-md px-4 py-2 text-sm font-medium text-ink-900 outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {summary ?? <Trans>Show the figures as a table</Trans>}
      </summary>
      <div className="border-t p-2">{children}</div>
    </details>
  );
}
