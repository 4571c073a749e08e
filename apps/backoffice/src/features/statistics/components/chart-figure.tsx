import { lazy, Suspense } from 'react';
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
