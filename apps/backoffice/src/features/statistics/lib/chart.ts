/** What a statistics chart draws (components/time-chart.tsx). */

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
  /** A secondary line, drawn dashed without points. */
  dashed?: boolean;
}

export interface TimeChartProps {
  /** Each point's label on the axis (a day, a month, a reading's time). */
  categories: string[];
  series: ChartSeries[];
  locale: string;
}

const SOCIAL_MEASURES = ['likes', 'comments', 'shares'] as const;

/** Likes, comments and shares of each point: bars of what each period gained, or lines of readings. */
export function socialSeries(
  points: readonly Record<(typeof SOCIAL_MEASURES)[number], number>[],
  kind: ChartSeries['kind'],
  labels: Record<(typeof SOCIAL_MEASURES)[number], string>,
): ChartSeries[] {
  return SOCIAL_MEASURES.map((key) => ({
    name: labels[key],
    kind,
    values: points.map((point) => point[key]),
  }));
}
