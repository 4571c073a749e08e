import type { NewsletterStatistics } from '@gaceta/shared/newsletter-campaigns';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { bucketLabel } from '../lib/format';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The theme's ink and brass (styles.css), as the website chart. */
const COLORS = {
  sent: '#9caec8',
  delivered: '#283a57',
  opened: '#c0872a',
  clicked: '#5f8a4e',
  text: '#5b6475',
  grid: '#dfdcd3',
};

export interface NewsletterChartProps {
  statistics: NewsletterStatistics;
  locale: string;
  labels: { sent: string; delivered: string; opened: string; clicked: string };
}

/**
 * Emails sent and delivered (bars), opened and clicked (lines) per day or month. The caller names
 * the canvas and gives the same figures as a table.
 */
export default function NewsletterChart({ statistics, locale, labels }: NewsletterChartProps) {
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
    const narrow = (element.current?.clientWidth ?? 0) < 480;
    const bar = (key: 'sent' | 'delivered') => ({
      name: labels[key],
      type: 'bar' as const,
      data: series.map((row) => row[key]),
      barMaxWidth: 20,
      itemStyle: { borderRadius: [3, 3, 0, 0] },
    });
    const line = (key: 'opened' | 'clicked') => ({
      name: labels[key],
      type: 'line' as const,
      data: series.map((row) => row[key]),
      smooth: true,
      symbolSize: 6,
    });
    chart.current?.setOption(
      {
        animation: !reduceMotion,
        textStyle: { fontFamily: 'inherit' },
        color: [COLORS.sent, COLORS.delivered, COLORS.opened, COLORS.clicked],
        grid: { left: 8, right: 16, top: narrow ? 64 : 40, bottom: 8, containLabel: true },
        legend: { top: 0, left: 0, textStyle: { color: COLORS.text }, itemGap: 16 },
        tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => number.format(Number(value)) },
        xAxis: {
          type: 'category',
          data: series.map((row) => bucketLabel(row.period, bucket, locale)),
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
        series: [bar('sent'), bar('delivered'), line('opened'), line('clicked')],
      },
      true,
    );
  }, [statistics, locale, labels]);

  return <div ref={element} aria-hidden className="h-72 w-full sm:h-80" />;
}
