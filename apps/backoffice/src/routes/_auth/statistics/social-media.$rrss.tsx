import { isSocialNetwork, SOCIAL_NETWORK_NAMES, type SocialNetwork } from '@gaceta/shared/news/channels';
import type { SocialPostWithTitle, SocialStatistics } from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { requirePermission } from '@/features/auth/require-permission';
import { socialPostsCsv, useSocialStatistics } from '@/features/statistics/api/get-social-statistics';
import {
  ChannelStatisticsScreen,
  ChannelStatisticsSections,
} from '@/features/statistics/components/channel-statistics-screen';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { type FigureColumn, FiguresTable } from '@/features/statistics/components/figures-table';
import { RangeSearch } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';
import {
  EngagementRateNote,
  SocialStatisticsNav,
  useSocialChart,
  useSocialLabels,
  useSocialTiles,
} from './-components/social-figures';

export const Route = createFileRoute('/_auth/statistics/social-media/$rrss')({
  validateSearch: RangeSearch,
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
  const name = SOCIAL_NETWORK_NAMES[network];
  return (
    <ChannelStatisticsScreen
      title={`${i18n._(SCREEN_TITLES.statisticsSocialMedia)}: ${name}`}
      description={
        <Trans>
          Likes, comments, shares and impressions your posts gained, read from the network every hour.
        </Trans>
      }
      nav={<SocialStatisticsNav current={network} range={range} />}
      range={range}
      onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })}
      timeZone={useDisplayTimeZone()}
      besideRange={
        <DownloadCsvButton request={socialPostsCsv(range, network)}>
          <Trans>Posts on {name} (CSV)</Trans>
        </DownloadCsvButton>
      }
      query={statistics}
    >
      {(loaded) => <SocialStatisticsContent statistics={loaded} />}
    </ChannelStatisticsScreen>
  );
}

function SocialStatisticsContent({ statistics }: { statistics: SocialStatistics }) {
  const tiles = useSocialTiles(statistics.totals, statistics.social_network);
  const chart = useSocialChart(statistics, {
    title: <Trans>Likes, comments and shares over time</Trans>,
    everyNetwork: false,
  });
  return (
    <ChannelStatisticsSections
      tiles={
        <>
          <FigureTiles tiles={tiles} />
          <EngagementRateNote />
        </>
      }
      chart={chart}
      items={{
        title: <Trans>Posts</Trans>,
        description: <Trans>Each post's figures at its last reading. Open one to see them over time.</Trans>,
        content:
          statistics.posts.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No posts on this network in this period.</Trans>
            </p>
          ) : (
            <SocialPostsTable posts={statistics.posts} />
          ),
      }}
    />
  );
}

/** The posts of a period: when, where, what they said and their figures at the last reading. */
function SocialPostsTable({ posts }: { posts: SocialPostWithTitle[] }) {
  const { t, i18n } = useLingui();
  const labels = useSocialLabels();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const figures: FigureColumn<SocialPostWithTitle>[] = [
    { key: 'likes', header: labels.likes, value: (post) => post.likes },
    { key: 'comments', header: labels.comments, value: (post) => post.comments },
    { key: 'shares', header: labels.shares, value: (post) => post.shares },
    // The engagement rate under the impressions it is reckoned on, so the table fits its card.
    {
      key: 'impressions',
      header: labels.impressions,
      value: (post) => post.impressions,
      rate: { label: labels.engagement, value: (post) => post.engagement_rate },
    },
  ];
  return (
    <FiguresTable
      label={t`Posts`}
      rows={posts}
      rowKey={(post) => post.id}
      leading={[
        {
          key: 'published',
          header: <Trans>Published</Trans>,
          cell: (post) => (
            <span className="flex flex-col">
              <span>{post.published_at ? when.format(new Date(post.published_at)) : '—'}</span>
              <span className="text-xs text-muted-foreground">
                {SOCIAL_NETWORK_NAMES[post.social_network]}
              </span>
            </span>
          ),
          cellClassName: 'whitespace-nowrap',
        },
        {
          key: 'post',
          header: <Trans>Post</Trans>,
          cellClassName: 'min-w-64 max-w-md',
          cell: (post) => (
            <span className="flex flex-col gap-1">
              <Link
                to="/statistics/social-media/social-post/$postId"
                params={{ postId: post.id }}
                className="font-medium text-ink-900 underline-offset-4 hover:underline"
              >
                {post.title}
              </Link>
              <span className="line-clamp-2 text-xs text-muted-foreground">{post.text}</span>
              {post.status === 'deleted' ? (
                <span className="text-xs">
                  <Trans>Post removed</Trans>
                </span>
              ) : (
                post.permalink && (
                  <a
                    href={post.permalink}
                    target="_blank"
                    rel="noreferrer"
                    className="text-xs underline-offset-4 hover:underline"
                  >
                    <Trans>Open on the network</Trans>
                  </a>
                )
              )}
            </span>
          ),
        },
      ]}
      figures={figures}
    />
  );
}
