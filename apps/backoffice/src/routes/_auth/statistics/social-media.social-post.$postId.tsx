import { SOCIAL_NETWORK_NAMES, type SocialPostStatistics } from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requirePermission } from '@/features/auth/require-permission';
import { useSocialPostStatistics } from '@/features/statistics/api/get-social-statistics';
import { ChartFigure } from '@/features/statistics/components/chart-figure';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { socialSeries } from '@/features/statistics/lib/chart';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useSocialLabels, useSocialTiles } from './-components/social-figures';

export const Route = createFileRoute('/_auth/statistics/social-media/social-post/$postId')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsSocialPost },
  component: SocialPostPage,
});

function SocialPostPage() {
  const { i18n } = useLingui();
  const { postId } = Route.useParams();
  const statistics = useSocialPostStatistics(postId);
  return (
    <PageFrame>
      <PageHeader
        eyebrow={statistics.data && SOCIAL_NETWORK_NAMES[statistics.data.post.social_network]}
        title={statistics.data?.post.title ?? i18n._(SCREEN_TITLES.statisticsSocialPost)}
      />
      <QueryState query={statistics}>{(loaded) => <PostFigures statistics={loaded} />}</QueryState>
    </PageFrame>
  );
}

function PostFigures({ statistics }: { statistics: SocialPostStatistics }) {
  const { t, i18n } = useLingui();
  const labels = useSocialLabels();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const tiles = useSocialTiles(statistics.post, statistics.post.social_network);
  const points = useMemo(() => {
    // Short on the axis (the day and the hour); the table below gives each reading in full.
    const reading = new Intl.DateTimeFormat(i18n.locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return statistics.readings.map((each) => ({ ...each, label: reading.format(new Date(each.taken_at)) }));
  }, [statistics, i18n.locale]);
  const chart = useMemo(
    () => ({ categories: points.map((point) => point.label), series: socialSeries(points, 'line', labels) }),
    [points, labels],
  );
  const { post } = statistics;
  const network = SOCIAL_NETWORK_NAMES[post.social_network];
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>The post on {network}</Trans>
          </CardTitle>
          {post.published_at && (
            <CardDescription>
              <Trans>Published {when.format(new Date(post.published_at))}</Trans>
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          <p className="text-sm break-words whitespace-pre-line text-ink-900">{post.text}</p>
        </CardContent>
      </Card>
      <FigureTiles tiles={tiles} />
      <p className="text-sm text-muted-foreground">
        {post.status === 'deleted' ? (
          <Trans>Post removed</Trans>
        ) : (
          post.permalink && (
            <a
              href={post.permalink}
              target="_blank"
              rel="noreferrer"
              className="underline underline-offset-4"
            >
              <Trans>Open the original post</Trans>
            </a>
          )
        )}
      </p>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Figures over time</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ChartFigure
            summary={t`Chart of the post's likes, comments and shares at each reading. The table below lists every reading.`}
            locale={i18n.locale}
            {...chart}
          />
          <FiguresTable
            label={t`Readings`}
            rows={points.toReversed()}
            rowKey={(reading) => reading.taken_at}
            leading={[
              {
                key: 'when',
                header: <Trans>Read at</Trans>,
                cell: (reading) => when.format(new Date(reading.taken_at)),
                cellClassName: 'whitespace-nowrap',
              },
            ]}
            figures={[
              { key: 'likes', header: labels.likes, value: (reading) => reading.likes },
              { key: 'comments', header: labels.comments, value: (reading) => reading.comments },
              { key: 'shares', header: labels.shares, value: (reading) => reading.shares },
              { key: 'impressions', header: labels.impressions, value: (reading) => reading.impressions },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
