import type { WebsiteStatistics } from '@gaceta/shared/statistics';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { bucketLabel } from '../lib/format';

// Only what this chart draws, so the bundle carries no other chart type (ECharts tree-shaken).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The theme's ink and brass (styles.css). */
const COLORS = {
  views: '#283a57',
  visitors: '#c0872a',
  impressions: '#9caec8',
  text: '#5b6475',
  grid: '#dfdcd3',
};

export interface ViewsChartProps {
  statistics: WebsiteStatistics;
  locale: string;
  labels: { impressions: string; views: string; visitors: string };
}

/**
 * Views (bars), visitors and widget impressions (lines) per day or month. A canvas says nothing
 * to a screen reader: the caller names it and gives the same figures as a table.
 */
export default function ViewsChart({ statistics, locale, labels }: ViewsChartProps) {
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
    const { series, bucket } = statistics;
    const number = new Intl.NumberFormat(locale);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // On a phone the legend takes two lines: the plot starts below them.
    const narrow = (element.current?.clientWidth ?? 0) < 480;
    chart.current?.setOption(
      {
        animation: !reduceMotion,
        textStyle: { fontFamily: 'inherit' },
        color: [COLORS.views, COLORS.visitors, COLORS.impressions],
        grid: { left: 8, right: 16, top: narrow ? 64 : 40, bottom: 8, containLabel: true },
        legend: { top: 0, left: 0, textStyle: { color: COLORS.text }, itemGap: 16 },
        tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => number.format(Number(value)) },
        xAxis: {
          type: 'category',
          data: series.map((row) => bucketLabel(row.date, bucket, locale)),
          axisLabel: { color: COLORS.text, hideOverlap: true },
          axisLine: { lineStyle: { color: COLORS.grid } },
          axisTick: { show: false },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: COLORS.text, formatter: (value: number) => number.format(value) },
          splitLine: { lineStyle: { color: COLORS.grid } },
        },
        series: [
          {
            name: labels.views,
            type: 'bar',
            data: series.map((row) => row.views),
            barMaxWidth: 28,
            itemStyle: { borderRadius: [3, 3, 0, 0] },
          },
          {
            name: labels.visitors,
            type: 'line',
            data: series.map((row) => row.visitors),
            smooth: true,
            symbolSize: 6,
          },
          {
            name: labels.impressions,
            type: 'line',
            data: series.map((row) => row.impressions),
            smooth: true,
            symbol: 'none',
            lineStyle: { type: 'dashed' },
          },
        ],
      },
      true,
    );
  }, [statistics, locale, labels]);

  return <div ref={element} aria-hidden className="h-72 w-full sm:h-80" />;
}
