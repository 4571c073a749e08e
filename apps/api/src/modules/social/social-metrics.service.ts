// Reading the published posts' figures from their networks, on a schedule that spends few calls,
// and the statistics made of those readings.
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import {
  engagementRate,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type SocialOverview,
  type SocialPostStatistics,
  type SocialPostWithTitle,
  type SocialStatistics,
  type SocialStatisticsBucket,
} from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { news, socialConnections, socialPostMetrics, socialPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type CsvFile, csvDateTime } from '../../lib/csv-download';
import { translator } from '../../lib/i18n';
import { requireAdmin, requirePermission } from '../access/guards';
import { bucketBounds, bucketIndexOf, type Scope, scopeOf } from '../statistics/statistics-scope';
import { adaptersOf } from './adapters';
import { type ConnectionRow, speaksFor, withCredentials } from './connections.service';
import { NetworkError } from './networks/network';
import { toSocialPost } from './social-posts.service';

const HOUR = 3_600_000;
/** Posts older than this are no longer read: their figures have settled. */
export const METRICS_DAYS = 30;
/** Calls one account may spend per run (hourly): well inside each network's per-user window. */
export const METRICS_CALLS_PER_ACCOUNT = 50;

/** How often a post is read: hourly on its first day, every 6 hours in its first week, then daily. */
export function readEvery(ageMs: number): number {
  if (ageMs < 24 * HOUR) return HOUR;
  if (ageMs < 7 * 24 * HOUR) return 6 * HOUR;
  return 24 * HOUR;
}

type PostRow = typeof socialPosts.$inferSelect;

/**
 * The metrics job's run (hourly, for the platform): each connected account's due posts, at most
 * METRICS_CALLS_PER_ACCOUNT, oldest reading first; the posts of an account connected before keep
 * their last figures. A rate limit stops that account's turn until the next run; a post the network
 * no longer has is marked deleted.
 */
export async function refreshMetrics(ctx: ServiceContext): Promise<{ read: number }> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  const connections = await ctx.db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.status, 'connected'));
  let read = 0;
  // Without the network's app (the demo's accounts, an installation that dropped one) nothing can be asked.
  const adapters = adaptersOf(ctx);
  for (const connection of connections.filter((each) => adapters[each.network].available)) {
    const posts = await ctx.db
      .select()
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.officeId, connection.officeId),
          eq(socialPosts.network, connection.network),
          eq(socialPosts.status, 'published'),
          gte(socialPosts.publishedAt, new Date(now.getTime() - METRICS_DAYS * 24 * HOUR)),
        ),
      )
      .orderBy(asc(socialPosts.metricsAt));
    const due = posts
      .filter((post) => speaksFor(connection, post.accountId))
      .filter((post) => {
        if (!post.metricsAt || !post.publishedAt) return true;
        return (
          now.getTime() - post.metricsAt.getTime() >= readEvery(now.getTime() - post.publishedAt.getTime())
        );
      })
      .slice(0, METRICS_CALLS_PER_ACCOUNT);
    read += await readPosts(ctx, connection, due);
  }
  return { read };
}

async function readPosts(ctx: ServiceContext, connection: ConnectionRow, posts: PostRow[]): Promise<number> {
  const adapter = adaptersOf(ctx)[connection.network];
  let read = 0;
  for (const post of posts) {
    try {
      const figures = await withCredentials(ctx, connection, (credentials) =>
        adapter.metrics(credentials, post.remoteId ?? ''),
      );
      await recordReading(ctx, post, figures);
      read += 1;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.kind === 'not_found') {
        await ctx.db
          .update(socialPosts)
          .set({ status: 'deleted', deletedAt: ctx.clock.now() })
          .where(eq(socialPosts.id, post.id));
        continue;
      }
      ctx.logger.warn(
        { network: connection.network, officeId: connection.officeId, kind: error.kind },
        'metrics not read',
      );
      return read;
    }
  }
  return read;
}

async function recordReading(
  ctx: ServiceContext,
  post: PostRow,
  figures: { likes: number; comments: number; shares: number; impressions: number | null },
): Promise<void> {
  const takenAt = ctx.clock.now();
  await withTransaction(ctx, async (ctx) => {
    await ctx.db
      .update(socialPosts)
      .set({ ...figures, metricsAt: takenAt })
      .where(eq(socialPosts.id, post.id));
    await ctx.db
      .insert(socialPostMetrics)
      .values({ officeId: post.officeId, postId: post.id, takenAt, ...figures });
  });
}

async function titled(ctx: ServiceContext, rows: PostRow[]): Promise<SocialPostWithTitle[]> {
  const ids = [...new Set(rows.map((row) => row.newsId))];
  const titles = ids.length
    ? await ctx.db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, ids))
    : [];
  return rows.map((row) => ({
    ...toSocialPost(row),
    title: titles.find((item) => item.id === row.newsId)?.title ?? '',
    text: row.text,
    engagement_rate: engagementRate(row),
  }));
}

type Gained = SocialStatisticsBucket;
const nothingGained = (date: string): Gained => ({ date, likes: 0, comments: 0, shares: 0, impressions: 0 });

/**
 * What each network's posts gained per day (per month for a year), from the readings: each
 * reading minus the post's reading before it, impressions minus the last reading that had some (a
 * reading without them gained none). `reported` names the networks that gave impressions in a
 * reading of the period (the others have none to show, rather than zero). Summed in the database,
 * over the posts read in the period (with all their readings, for the one before); a reading's
 * bucket is found among the buckets' first instants, not by converting every reading to the zone.
 */
async function gainedPerNetwork(ctx: ServiceContext, scope: Scope, network?: SocialNetwork) {
  const { officeId, period } = scope;
  const bounds = bucketBounds(scope);
  const result = await ctx.db.execute(sql`
    with gained as (
      select p.network,
             ${bucketIndexOf(sql`m.taken_at`, bounds)} as bucket,
             m.impressions is not null as reported,
             m.likes - lag(m.likes, 1, 0) over post as likes,
             m.comments - lag(m.comments, 1, 0) over post as comments,
             m.shares - lag(m.shares, 1, 0) over post as shares,
             case when m.impressions is null then 0
                  else m.impressions - lag(m.impressions, 1, 0) over with_impressions end as impressions
      from ${socialPostMetrics} m join ${socialPosts} p on p.id = m.post_id
      where m.office_id = ${officeId} ${network ? sql`and p.network = ${network}` : sql``}
        and m.post_id in (select post_id from ${socialPostMetrics}
                          where office_id = ${officeId} and taken_at >= ${bounds[0]})
      window post as (partition by m.post_id order by m.taken_at, m.id),
             with_impressions as (partition by m.post_id, m.impressions is null order by m.taken_at, m.id)
    )
    select network, bucket, sum(likes)::int as likes, sum(comments)::int as comments,
           sum(shares)::int as shares, sum(impressions)::int as impressions, bool_or(reported) as reported
    from gained
    where bucket between 1 and ${period.buckets.length}
    group by 1, 2`);
  type Row = Omit<Gained, 'date'> & { network: SocialNetwork; bucket: number; reported: boolean };
  const gained = new Map(
    SOCIAL_NETWORKS.map((each) => [each, new Map(period.buckets.map((date) => [date, nothingGained(date)]))]),
  );
  const reported = new Set<SocialNetwork>();
  for (const { network, bucket, reported: withImpressions, ...figures } of (
    result as unknown as { rows: Row[] }
  ).rows) {
    const date = period.buckets[bucket - 1] ?? '';
    gained.get(network)?.set(date, { date, ...figures });
    if (withImpressions) reported.add(network);
  }
  return {
    series: (each: SocialNetwork) => [...(gained.get(each)?.values() ?? [])],
    reported,
  };
}

/** A series summed, with its impressions only where the network reported some. */
function totalsOf(series: Gained[], reported: boolean) {
  const sum = series.reduce(
    (total, bucket) => ({
      likes: total.likes + bucket.likes,
      comments: total.comments + bucket.comments,
      shares: total.shares + bucket.shares,
      impressions: total.impressions + bucket.impressions,
    }),
    { likes: 0, comments: 0, shares: 0, impressions: 0 },
  );
  const figures = { ...sum, impressions: reported ? sum.impressions : null };
  return { ...figures, engagement_rate: engagementRate(figures) };
}

/**
 * The office's posts published in the period (from the office's first day, with the UTC margin of
 * any zone, to now), newest first: on one network or all.
 */
function postsOfPeriod(ctx: ServiceContext, scope: Scope, network?: SocialNetwork) {
  return ctx.db
    .select()
    .from(socialPosts)
    .where(publishedInPeriod(ctx, scope, network))
    .orderBy(desc(socialPosts.publishedAt));
}

/** Which of the office's posts `postsOfPeriod` lists. */
function publishedInPeriod(ctx: ServiceContext, scope: Scope, network?: SocialNetwork) {
  const from = new Date(`${scope.period.from}T00:00:00Z`);
  return and(
    eq(socialPosts.officeId, scope.officeId),
    network && eq(socialPosts.network, network),
    inArray(socialPosts.status, ['published', 'deleted']),
    gte(socialPosts.publishedAt, new Date(from.getTime() - 14 * HOUR)),
    lte(socialPosts.publishedAt, ctx.clock.now()),
  );
}

/**
 * GET /v1/statistics/social_media/{network}: what the network's posts gained per day (per month
 * for a year), with impressions and the engagement rate where the network reports them, and the
 * posts of the period.
 */
export async function socialStatistics(
  ctx: ServiceContext,
  network: SocialNetwork,
  range: StatisticsRange,
): Promise<SocialStatistics> {
  const scope = await scopeOf(ctx, range);
  const gained = await gainedPerNetwork(ctx, scope, network);
  const series = gained.series(network);
  const posts = await postsOfPeriod(ctx, scope, network).limit(200);
  return {
    social_network: network,
    from: scope.period.from,
    to: scope.period.to,
    bucket: scope.period.bucket,
    totals: totalsOf(series, gained.reported.has(network)),
    series,
    posts: await titled(ctx, posts),
    // The readings are read as they are stored: the figures count up to now.
    data_until: ctx.clock.now().toISOString(),
  };
}

/**
 * GET /v1/statistics/social_media: every network side by side (connected or not, its posts of the
 * period and what they gained), their sum and what all of them gained per day or month. The sum's
 * engagement rate counts only the networks that report impressions.
 */
export async function socialOverview(ctx: ServiceContext, range: StatisticsRange): Promise<SocialOverview> {
  const scope = await scopeOf(ctx, range);
  const gained = await gainedPerNetwork(ctx, scope);
  // Counted per network, not read: the overview lists no post.
  const posts = await ctx.db
    .select({ network: socialPosts.network, n: sql<number>`count(*)::int` })
    .from(socialPosts)
    .where(publishedInPeriod(ctx, scope))
    .groupBy(socialPosts.network);
  const postsOn = (network: SocialNetwork) => posts.find((each) => each.network === network)?.n ?? 0;
  const connections = await ctx.db
    .select({ network: socialConnections.network, status: socialConnections.status })
    .from(socialConnections)
    .where(eq(socialConnections.officeId, scope.officeId));
  const networks = SOCIAL_NETWORKS.map((network) => ({
    social_network: network,
    connected: connections.some((each) => each.network === network && each.status === 'connected'),
    posts: postsOn(network),
    ...totalsOf(gained.series(network), gained.reported.has(network)),
  }));
  const series = scope.period.buckets.map((date, index) =>
    SOCIAL_NETWORKS.reduce((sum, network) => {
      const bucket = gained.series(network)[index] ?? nothingGained(date);
      return {
        date,
        likes: sum.likes + bucket.likes,
        comments: sum.comments + bucket.comments,
        shares: sum.shares + bucket.shares,
        impressions: sum.impressions + bucket.impressions,
      };
    }, nothingGained(date)),
  );
  const all = totalsOf(
    series,
    networks.some((network) => network.impressions !== null),
  );
  // Engagement over impressions only where a network counts both.
  const measured = networks.filter((network) => network.impressions !== null);
  const reach = {
    likes: measured.reduce((sum, network) => sum + network.likes, 0),
    comments: measured.reduce((sum, network) => sum + network.comments, 0),
    shares: measured.reduce((sum, network) => sum + network.shares, 0),
    impressions: measured.reduce((sum, network) => sum + (network.impressions ?? 0), 0),
  };
  return {
    from: scope.period.from,
    to: scope.period.to,
    bucket: scope.period.bucket,
    networks,
    totals: {
      posts: posts.reduce((sum, each) => sum + each.n, 0),
      ...all,
      engagement_rate: engagementRate(reach),
    },
    series,
    data_until: ctx.clock.now().toISOString(),
  };
}

/**
 * GET /v1/statistics/social_media/posts.csv: the period's posts (of one network, or all), newest
 * first, with their last figures; published on the office's clock, the network by its name.
 */
export async function socialPostsCsv(
  ctx: ServiceContext,
  query: { range: StatisticsRange; social_network?: SocialNetwork | undefined },
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const scope = await scopeOf(ctx, query.range);
  const posts = await titled(ctx, await postsOfPeriod(ctx, scope, query.social_network));
  return {
    filename: `social-posts-${query.social_network ?? 'all'}-${scope.period.from}-${scope.period.to}.csv`,
    rows: [
      [
        t(MESSAGES.csvPublishedAt),
        t(MESSAGES.csvNetwork),
        t(MESSAGES.csvTitle),
        t(MESSAGES.csvPostText),
        t(MESSAGES.csvLikes),
        t(MESSAGES.csvComments),
        t(MESSAGES.csvShares),
        t(MESSAGES.csvImpressions),
        t(MESSAGES.csvEngagementRate),
        t(MESSAGES.csvPostLink),
      ],
      ...posts.map((post) => [
        csvDateTime(post.published_at, scope.timeZone),
        SOCIAL_NETWORK_NAMES[post.social_network],
        post.title,
        post.text,
        post.likes,
        post.comments,
        post.shares,
        post.impressions,
        post.engagement_rate === null ? null : Math.round(post.engagement_rate * 1000) / 10,
        post.status === 'deleted' ? t(MESSAGES.csvPostRemoved) : post.permalink,
      ]),
    ],
  };
}

/** GET /v1/statistics/social_media/social_post/{id}: one post of the office, with every reading. */
export async function socialPostStatistics(
  ctx: ServiceContext,
  postId: string,
): Promise<SocialPostStatistics> {
  const officeId = requirePermission(ctx, 'stats.view');
  const [post] = await ctx.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.officeId, officeId)));
  if (!post) throw new AppError('NOT_FOUND');
  const readings = await ctx.db
    .select()
    .from(socialPostMetrics)
    .where(eq(socialPostMetrics.postId, post.id))
    .orderBy(asc(socialPostMetrics.takenAt));
  const [titledPost] = await titled(ctx, [post]);
  if (!titledPost) throw new AppError('NOT_FOUND');
  return {
    post: titledPost,
    readings: readings.map((reading) => ({
      taken_at: reading.takenAt.toISOString(),
      likes: reading.likes,
      comments: reading.comments,
      shares: reading.shares,
      impressions: reading.impressions,
    })),
  };
}
