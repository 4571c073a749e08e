import {
  isSocialNetwork,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@gaceta/shared/news/channels';
import type { SocialStatistics } from '@gaceta/shared/social';
import { STATISTICS_RANGES } from '@gaceta/shared/statistics';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router';
import { MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import { useMemo } from 'react';
import * as v from 'valibot';
import { requirePermission } from '@/features/auth/require-permission';
import { useSocialStatistics } from '@/features/statistics/api/get-social-statistics';
import {
  ChannelStatisticsScreen,
  ChannelStatisticsSections,
} from '@/features/statistics/components/channel-statistics-screen';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { PeriodFiguresTable } from '@/features/statistics/components/series-table';
import { socialSeries } from '@/features/statistics/lib/chart';
import { bucketLabel } from '@/features/statistics/lib/format';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';

/** The networks' pages, alphabetically. */
const NETWORKS = [...SOCIAL_NETWORKS].sort();

export const Route = createFileRoute('/_auth/statistics/social-media/$rrss')({
  validateSearch: v.object({ range: v.optional(v.fallback(v.picklist(STATISTICS_RANGES), 'month')) }),
  beforeLoad: ({ context, params, search }) => {
    // X is what the network calls itself now; any other unknown name is a page that does not exist.
    if (params.rrss === 'x')
      throw redirect({ to: '/statistics/social-media/$rrss', params: { rrss: 'twitter' }, search });
    if (!isSocialNetwork(params.rrss)) throw notFound();
    return requirePermission(context.queryClient, 'stats.view');
  },
  staticData: { title: SCREEN_TITLES.statisticsSocialMedia },
  component: SocialStatisticsPage,
});

function SocialStatisticsPage() {
  const { i18n } = useLingui();
  const { rrss } = Route.useParams();
  // beforeLoad let only a known network through.
  const network = rrss as SocialNetwork;
  const { range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const statistics = useSocialStatistics(network, range);
  return (
    <ChannelStatisticsScreen
      title={`${i18n._(SCREEN_TITLES.statisticsSocialMedia)}: ${SOCIAL_NETWORK_NAMES[network]}`}
      description={
        <Trans>Likes, comments and shares your posts gained, read from the network every hour.</Trans>
      }
      nav={
        <nav
          aria-label={i18n._(SCREEN_TITLES.statisticsSocialMedia)}
          className="flex flex-wrap gap-3 text-sm"
        >
          {NETWORKS.map((each) => (
            <Link
              key={each}
              to="/statistics/social-media/$rrss"
              params={{ rrss: each }}
              search={{ range }}
              aria-current={each === network ? 'page' : undefined}
              className="rounded-md border px-3 py-1.5 aria-[current=page]:bg-ink-800 aria-[current=page]:text-white"
            >
              {SOCIAL_NETWORK_NAMES[each]}
            </Link>
          ))}
        </nav>
      }
      range={range}
      onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })}
      timeZone={useDisplayTimeZone()}
      query={statistics}
    >
      {(loaded) => <SocialStatisticsContent statistics={loaded} />}
    </ChannelStatisticsScreen>
  );
}

function SocialStatisticsContent({ statistics }: { statistics: SocialStatistics }) {
  const { t, i18n } = useLingui();
  const labels = useMemo(() => ({ likes: t`Likes`, comments: t`Comments`, shares: t`Shares` }), [t]);
  const points = useMemo(
    () =>
      statistics.series.map((row) => ({
        ...row,
        label: bucketLabel(row.date, statistics.bucket, i18n.locale),
      })),
    [statistics, i18n.locale],
  );
  const chart = useMemo(
    () => ({ categories: points.map((point) => point.label), series: socialSeries(points, 'bar', labels) }),
    [points, labels],
  );
  const number = new Intl.NumberFormat(i18n.locale);
  const { likes, comments, shares } = statistics.totals;
  return (
    <ChannelStatisticsSections
      tiles={
        <FigureTiles
          tiles={[
            { key: 'likes', icon: ThumbsUp, label: labels.likes, value: likes },
            { key: 'comments', icon: MessageCircle, label: labels.comments, value: comments },
            { key: 'shares', icon: Share2, label: labels.shares, value: shares },
          ]}
        />
      }
      chart={{
        title: <Trans>Likes, comments and shares over time</Trans>,
        summary: t`Chart of likes, comments and shares per period: ${number.format(likes)} likes, ${number.format(comments)} comments and ${number.format(shares)} shares in all. The table below lists every period.`,
        ...chart,
        table: (
          <PeriodFiguresTable
            bucket={statistics.bucket}
            rows={statistics.series}
            periodOf={(row) => row.date}
            figures={[
              { key: 'likes', header: labels.likes, value: (row) => row.likes },
              { key: 'comments', header: labels.comments, value: (row) => row.comments },
              { key: 'shares', header: labels.shares, value: (row) => row.shares },
            ]}
          />
        ),
        tableUnfolded: true,
      }}
      items={{
        title: <Trans>Posts</Trans>,
        content:
          statistics.posts.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No posts on this network in this period.</Trans>
            </p>
          ) : (
            <FiguresTable
              label={t`Posts`}
              rows={statistics.posts}
              rowKey={(post) => post.id}
              leading={[
                {
                  key: 'title',
                  header: <Trans>News</Trans>,
                  cell: (post) => (
                    <Link
                      to="/statistics/social-media/social-post/$postId"
                      params={{ postId: post.id }}
                      className="underline-offset-4 hover:underline"
                    >
                      {post.title}
                    </Link>
                  ),
                },
                {
                  key: 'original',
                  header: <Trans>Original post</Trans>,
                  cell: (post) =>
                    post.status === 'deleted' ? (
                      <Trans>Post removed</Trans>
                    ) : post.permalink ? (
                      <a
                        href={post.permalink}
                        target="_blank"
                        rel="noreferrer"
                        className="underline-offset-4 hover:underline"
                      >
                        <Trans>Open on the network</Trans>
                      </a>
                    ) : null,
                },
              ]}
              figures={[
                { key: 'likes', header: labels.likes, value: (post) => post.likes },
                { key: 'comments', header: labels.comments, value: (post) => post.comments },
                { key: 'shares', header: labels.shares, value: (post) => post.shares },
              ]}
            />
          ),
      }}
    />
  );
}
