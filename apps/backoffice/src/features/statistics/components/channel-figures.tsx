import type {
  NewsletterFigures,
  NewsletterLosses,
  NewsletterRates,
} from '@gaceta/shared/newsletter/campaigns';
import type { WebFigures } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Eye,
  Inbox,
  MailCheck,
  MailOpen,
  MailX,
  MousePointerClick,
  Share2,
  UserMinus,
  Users,
} from 'lucide-react';
import { useMemo } from 'react';
import type { ChartSeries } from '../lib/chart';
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

/**
 * The newsletter's totals as tiles: emails sent, delivered, opened and clicked; with the rates, the
 * open and click rates beside those counts, and with the losses, bounced and unsubscribed.
 */
export function useNewsletterTiles(
  totals: NewsletterFigures & Partial<NewsletterRates & NewsletterLosses>,
): FigureTile[] {
  const { t } = useLingui();
  const rate = (label: string, value: number | null | undefined) =>
    value === undefined ? undefined : { label, value };
  return [
    { key: 'sent', icon: Inbox, label: t`Emails sent`, value: totals.sent },
    {
      key: 'delivered',
      icon: MailCheck,
      label: t`Delivered`,
      value: totals.delivered,
      hint: t`Accepted by the recipients' mail servers`,
    },
    {
      key: 'opened',
      icon: MailOpen,
      label: t`Opened`,
      value: totals.opened,
      hint: t`Recipients, not opens`,
      rate: rate(t`Open rate`, totals.open_rate),
    },
    {
      key: 'clicked',
      icon: MousePointerClick,
      label: t`Clicked`,
      value: totals.clicked,
      hint: t`Recipients who clicked a link`,
      rate: rate(t`Click rate`, totals.click_rate),
    },
    ...(totals.bounced === undefined || totals.unsubscribed === undefined
      ? []
      : [
          {
            key: 'bounced',
            icon: MailX,
            label: t`Bounced`,
            value: totals.bounced,
            hint: t`Returned by the recipient's mail server`,
          },
          { key: 'unsubscribed', icon: UserMinus, label: t`Unsubscribed`, value: totals.unsubscribed },
        ]),
  ];
}

/** How the newsletter's rates are reckoned (docs/dashboards.md), under the tiles that show them. */
export function NewsletterRatesNote() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>
        Open rate: the recipients who opened the email (a click counts as an open) out of the emails
        delivered. Click rate: the recipients who clicked a link out of the emails delivered. Mail scanners'
        automatic opens and clicks are not counted.
      </Trans>
    </p>
  );
}

/** The figures each channel's chart draws, from its rows. */
interface ChartFigures {
  web: WebFigures;
  newsletter: NewsletterFigures;
}
type ChartChannel = keyof ChartFigures;
type ChartLine<C extends ChartChannel> = Omit<ChartSeries, 'values'> & { key: keyof ChartFigures[C] };

/**
 * A channel's chart per day or month: the website's views (bars), visitors and widget impressions
 * (lines); the newsletter's emails sent and delivered (bars), opened and clicked (lines). Rows name
 * their day or month `date` (the newsletter statistics' `period`).
 */
export function useChannelChart<C extends ChartChannel>(
  channel: C,
  rows: readonly (ChartFigures[C] & ({ date: string } | { period: string }))[],
  bucket: 'day' | 'month',
): { categories: string[]; series: ChartSeries[] } {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const lines: { [K in ChartChannel]: ChartLine<K>[] } = {
      web: [
        { key: 'views', name: t`Views`, kind: 'bar' },
        { key: 'visitors', name: t`Visitors`, kind: 'line' },
        { key: 'impressions', name: t`Widget impressions`, kind: 'line', dashed: true },
      ],
      newsletter: [
        { key: 'sent', name: t`Sent`, kind: 'bar' },
        { key: 'delivered', name: t`Delivered`, kind: 'bar' },
        { key: 'opened', name: t`Opened`, kind: 'line' },
        { key: 'clicked', name: t`Clicked`, kind: 'line' },
      ],
    };
    return {
      categories: rows.map((row) => bucketLabel('date' in row ? row.date : row.period, bucket, i18n.locale)),
      series: (lines[channel] as ChartLine<C>[]).map(({ key, ...line }) => ({
        ...line,
        values: rows.map((row) => row[key] as number),
      })),
    };
  }, [channel, rows, bucket, i18n.locale, t]);
}
