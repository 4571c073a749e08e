import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { TimeChartProps } from '../lib/chart';

// Only what the charts draw, so the bundle carries no other chart type (ECharts tree-shaken).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The theme's ink and brass (styles.css), one per series in order. */
const PALETTE = ['#283a57', '#c0872a', '#9caec8', '#5f8a4e', '#8c4a5a', '#6b7a8f'];
const TEXT = '#5b6475';
const GRID = '#dfdcd3';

/**
 * Figures over time, each series as bars or a line: every statistics chart of the back-office.
 * Loaded lazily through ChartFigure, which names the canvas for screen readers.
 */
export default function TimeChart({ categories, series, locale }: TimeChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const number = new Intl.NumberFormat(locale);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // On a phone the legend takes two lines: the plot starts below them.
    const narrow = (element.current?.clientWidth ?? 0) < 480;
    chart.current?.setOption(
      {
        animation: !reduceMotion,
        textStyle: { fontFamily: 'inherit' },
        color: PALETTE,
        grid: { left: 8, right: 16, top: narrow ? 64 : 40, bottom: 8, containLabel: true },
        legend: { top: 0, left: 0, textStyle: { color: TEXT }, itemGap: 16 },
        tooltip: {
          trigger: 'axis',
          // Inside the chart, so on a phone it never runs off the screen.
          confine: true,
          valueFormatter: (value: unknown) => number.format(Number(value)),
        },
        xAxis: {
          type: 'category',
          data: categories,
          // The first and last labels keep inside the plot: a long one is not cut at the screen's edge.
          axisLabel: { color: TEXT, hideOverlap: true, alignMinLabel: 'left', alignMaxLabel: 'right' },
          axisLine: { lineStyle: { color: GRID } },
          axisTick: { show: false },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: TEXT, formatter: (value: number) => number.format(value) },
          splitLine: { lineStyle: { color: GRID } },
        },
        series: series.map(({ name, kind, values, dashed }) => ({
          name,
          type: kind,
          data: values,
          ...(kind === 'bar'
            ? { barMaxWidth: 24, itemStyle: { borderRadius: [3, 3, 0, 0] } }
            : {
                // Straight between the days: a curve would show figures between them that nobody counted.
                symbolSize: 6,
                ...(dashed && { symbol: 'none', lineStyle: { type: 'dashed' } }),
              }),
        })),
      },
      true,
    );
  }, [categories, series, locale]);

  return <div ref={element} aria-hidden className="h-72 w-full sm:h-80" />;
}
