import type { NewsletterFigures } from '@gaceta/shared/newsletter-campaigns';
import type { WebFigures, WebStatisticsBucket } from '@gaceta/shared/statistics';
import { useLingui } from '@lingui/react/macro';
import { Eye, Inbox, MailCheck, MailOpen, MousePointerClick, Share2, Users } from 'lucide-react';
import { useMemo } from 'react';
import { bucketLabel } from '../lib/format';
import type { FigureTile } from './figure-tiles';

/** Each channel's figures as tiles and as a chart, the same on its statistics screen and the dashboard. */

/** The website's totals as tiles: views, visitors, widget impressions and share clicks. */
export function useWebTiles(totals: WebFigures): FigureTile[] {
  const { t } = useLingui();
  return [
    { key: 'views', icon: Eye, label: t`Article views`, value: totals.views },
    {
      key: 'visitors',
      icon: Users,
      label: t`Visitors`,
      value: totals.visitors,
      hint: t`People who read an article, counted once a day`,
    },
    { key: 'impressions', icon: MousePointerClick, label: t`Widget impressions`, value: totals.impressions },
    { key: 'shares', icon: Share2, label: t`Share clicks`, value: totals.shares },
  ];
}

/** The newsletter's totals as tiles: emails sent, delivered, opened and clicked. */
export function useNewsletterTiles(totals: NewsletterFigures): FigureTile[] {
  const { t } = useLingui();
  return [
    { key: 'sent', icon: Inbox, label: t`Emails sent`, value: totals.sent },
    {
      key: 'delivered',
      icon: MailCheck,
      label: t`Delivered`,
      value: totals.delivered,
      hint: t`Accepted by the recipients' mail servers`,
    },
    { key: 'opened', icon: MailOpen, label: t`Opened`, value: totals.opened, hint: t`Recipients, not opens` },
    { key: 'clicked', icon: MousePointerClick, label: t`Clicked`, value: totals.clicked },
  ];
}

/** The website's chart: views (bars), visitors and widget impressions (lines) per day or month. */
export function useWebChart(series: readonly WebStatisticsBucket[], bucket: 'day' | 'month') {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({
      categories: series.map((row) => bucketLabel(row.date, bucket, i18n.locale)),
      series: [
        { name: t`Views`, kind: 'bar' as const, values: series.map((row) => row.views) },
        { name: t`Visitors`, kind: 'line' as const, values: series.map((row) => row.visitors) },
        {
          name: t`Widget impressions`,
          kind: 'line' as const,
          values: series.map((row) => row.impressions),
          dashed: true,
        },
      ],
    }),
    [series, bucket, i18n.locale, t],
  );
}

/** The newsletter's chart: emails sent and delivered (bars), opened and clicked (lines). */
export function useNewsletterChart(rows: readonly NewsletterFigures[], categories: string[]) {
  const { t } = useLingui();
  return useMemo(() => {
    const values = (key: keyof NewsletterFigures) => rows.map((row) => row[key]);
    return {
      categories,
      series: [
        { name: t`Sent`, kind: 'bar' as const, values: values('sent') },
        { name: t`Delivered`, kind: 'bar' as const, values: values('delivered') },
        { name: t`Opened`, kind: 'line' as const, values: values('opened') },
        { name: t`Clicked`, kind: 'line' as const, values: values('clicked') },
      ],
    };
  }, [rows, categories, t]);
}
