import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const COLORS = { likes: '#283a57', comments: '#c0872a', shares: '#9caec8', text: '#5b6475', grid: '#dfdcd3' };

export interface SocialChartProps {
  /** Each point's label (a day, a month, a reading's time) and its figures. */
  points: { label: string; likes: number; comments: number; shares: number }[];
  kind: 'bar' | 'line';
  locale: string;
  labels: { likes: string; comments: string; shares: string };
}

/**
 * Likes, comments and shares over time: bars of what each period gained, or lines of a post's
 * readings. A canvas says nothing to a screen reader: the caller names it and gives a table.
 */
export default function SocialChart({ points, kind, locale, labels }: SocialChartProps) {
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
    const narrow = (element.current?.clientWidth ?? 0) < 480;
    const series = (['likes', 'comments', 'shares'] as const).map((key) => ({
      name: labels[key],
      type: kind,
      data: points.map((point) => point[key]),
      ...(kind === 'bar'
        ? { barMaxWidth: 18, itemStyle: { borderRadius: [3, 3, 0, 0] } }
        : { smooth: true, symbolSize: 6 }),
    }));
    chart.current?.setOption(
      {
        animation: !reduceMotion,
        textStyle: { fontFamily: 'inherit' },
        color: [COLORS.likes, COLORS.comments, COLORS.shares],
        grid: { left: 8, right: 16, top: narrow ? 64 : 40, bottom: 8, containLabel: true },
        legend: { top: 0, left: 0, textStyle: { color: COLORS.text }, itemGap: 16 },
        tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => number.format(Number(value)) },
        xAxis: {
          type: 'category',
          data: points.map((point) => point.label),
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
        series,
      },
      true,
    );
  }, [points, kind, locale, labels]);

  return <div ref={element} aria-hidden className="h-72 w-full sm:h-80" />;
}
