import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from '@gaceta/shared/news/channels';
import type { SocialStatisticsBucket } from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Eye, Gauge, MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import type { FigureTile } from '@/features/statistics/components/figure-tiles';
import { PeriodFiguresTable } from '@/features/statistics/components/series-table';
import { socialSeries } from '@/features/statistics/lib/chart';
import { bucketLabel } from '@/features/statistics/lib/format';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** The networks' pages, alphabetically, after the overview of them all. */
const NETWORKS = [...SOCIAL_NETWORKS].sort();

/** Links between the social statistics' screens: every network together, then each one. */
export function SocialStatisticsNav({
  current,
  range,
}: {
  /** The network shown, or none for the overview. */
  current: SocialNetwork | null;
  range: StatisticsRange;
}) {
  const { i18n } = useLingui();
  const item = 'rounded-md border px-3 py-1.5 aria-[current=page]:bg-ink-800 aria-[current=page]:text-white';
  return (
    <nav aria-label={i18n._(SCREEN_TITLES.statisticsSocialMedia)} className="flex flex-wrap gap-3 text-sm">
      <Link
        to="/statistics/social-media"
        search={{ range }}
        aria-current={current === null ? 'page' : undefined}
        className={item}
      >
        <Trans>All networks</Trans>
      </Link>
      {NETWORKS.map((each) => (
        <Link
          key={each}
          to="/statistics/social-media/$rrss"
          params={{ rrss: each }}
          search={{ range }}
          aria-current={each === current ? 'page' : undefined}
          className={item}
        >
          {SOCIAL_NETWORK_NAMES[each]}
        </Link>
      ))}
    </nav>
  );
}

export function useSocialLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      likes: t`Likes`,
      comments: t`Comments`,
      shares: t`Shares`,
      impressions: t`Impressions`,
      engagement: t`Engagement rate`,
    }),
    [t],
  );
}

/** Likes, comments, shares, impressions and the engagement rate as tiles. */
export function useSocialTiles(
  totals: {
    likes: number;
    comments: number;
    shares: number;
    impressions: number | null;
    engagement_rate: number | null;
  },
  /** Whose figures: said on the impressions tile when none were reported. */
  network?: SocialNetwork,
): FigureTile[] {
  const { t } = useLingui();
  const labels = useSocialLabels();
  const name = network && SOCIAL_NETWORK_NAMES[network];
  const unreported =
    totals.impressions === null
      ? name
        ? t`${name} reports no impressions for these posts`
        : t`No network reported impressions`
      : undefined;
  return [
    { key: 'likes', icon: ThumbsUp, label: labels.likes, value: totals.likes },
    { key: 'comments', icon: MessageCircle, label: labels.comments, value: totals.comments },
    { key: 'shares', icon: Share2, label: labels.shares, value: totals.shares },
    { key: 'impressions', icon: Eye, label: labels.impressions, value: totals.impressions, hint: unreported },
    {
      key: 'engagement',
      icon: Gauge,
      label: labels.engagement,
      value: totals.engagement_rate,
      percent: true,
      hint: t`Likes, comments and shares per impression`,
    },
  ];
}

/** How the engagement rate is reckoned (docs/dashboards.md), under the tiles that show it. */
export function EngagementRateNote() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>
        Engagement rate: likes, comments and shares out of the impressions the network reported for the same
        posts and period. Facebook and Instagram, and LinkedIn for a personal profile, report no impressions,
        so they have no rate.
      </Trans>
    </p>
  );
}

/**
 * The chart of likes, comments and shares per period with its table (impressions there when some
 * were reported), for every network together or for one.
 */
export function useSocialChart(
  figures: {
    bucket: 'day' | 'month';
    series: readonly SocialStatisticsBucket[];
    totals: { likes: number; comments: number; shares: number; impressions: number | null };
  },
  { title, everyNetwork }: { title: ReactNode; everyNetwork: boolean },
) {
  const { t, i18n } = useLingui();
  const labels = useSocialLabels();
  const { bucket, series, totals } = figures;
  const chart = useMemo(() => {
    const points = series.map((row) => ({ ...row, label: bucketLabel(row.date, bucket, i18n.locale) }));
    return { categories: points.map((point) => point.label), series: socialSeries(points, 'bar', labels) };
  }, [series, bucket, i18n.locale, labels]);
  const likes = plural(totals.likes, { one: '# like', other: '# likes' });
  const comments = plural(totals.comments, { one: '# comment', other: '# comments' });
  const shares = plural(totals.shares, { one: '# share', other: '# shares' });
  return {
    title,
    summary: everyNetwork
      ? t`Chart of likes, comments and shares per period on every network: ${likes}, ${comments} and ${shares} in all. The table below lists every period.`
      : t`Chart of likes, comments and shares per period: ${likes}, ${comments} and ${shares} in all. The table below lists every period.`,
    ...chart,
    table: (
      <PeriodFiguresTable
        bucket={bucket}
        rows={series}
        periodOf={(row) => row.date}
        figures={[
          { key: 'likes', header: labels.likes, value: (row) => row.likes },
          { key: 'comments', header: labels.comments, value: (row) => row.comments },
          { key: 'shares', header: labels.shares, value: (row) => row.shares },
          ...(totals.impressions === null
            ? []
            : [
                {
                  key: 'impressions',
                  header: labels.impressions,
                  value: (row: SocialStatisticsBucket) => row.impressions,
                },
              ]),
        ]}
      />
    ),
  };
}
