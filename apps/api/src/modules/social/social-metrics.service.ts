// Reading the published posts' figures from their networks, on a schedule that spends few calls,
// and the statistics made of those readings.
import type {
  SocialNetwork,
  SocialPostStatistics,
  SocialStatistics,
  SocialStatisticsBucket,
} from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { news, socialConnections, socialPostMetrics, socialPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireAdmin, requirePermission } from '../access/guards';
import { scopeOf } from '../statistics/statistics-scope';
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

async function titled(ctx: ServiceContext, rows: PostRow[]) {
  const ids = [...new Set(rows.map((row) => row.newsId))];
  const titles = ids.length
    ? await ctx.db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, ids))
    : [];
  return rows.map((row) => ({
    ...toSocialPost(row),
    title: titles.find((item) => item.id === row.newsId)?.title ?? '',
  }));
}

/**
 * GET /v1/statistics/social_media/{network}: what the network's posts gained per day (per month
 * for a year), from the readings: each post's last reading of a bucket minus its last reading
 * before it.
 */
export async function socialStatistics(
  ctx: ServiceContext,
  network: SocialNetwork,
  range: StatisticsRange,
): Promise<SocialStatistics> {
  const { officeId, period, timeZone } = await scopeOf(ctx, range);
  const bucketOf = (at: Date) => {
    const day = instantToWallClock(at.toISOString(), timeZone).date;
    return period.bucket === 'month' ? `${day.slice(0, 7)}-01` : day;
  };
  const readings = await ctx.db
    .select({ reading: socialPostMetrics })
    .from(socialPostMetrics)
    .innerJoin(socialPosts, eq(socialPosts.id, socialPostMetrics.postId))
    .where(and(eq(socialPostMetrics.officeId, officeId), eq(socialPosts.network, network)))
    .orderBy(asc(socialPostMetrics.takenAt));
  const gained = new Map<string, SocialStatisticsBucket>(
    period.buckets.map((date) => [date, { date, likes: 0, comments: 0, shares: 0 }]),
  );
  const last = new Map<string, { likes: number; comments: number; shares: number }>();
  for (const { reading } of readings) {
    const before = last.get(reading.postId) ?? { likes: 0, comments: 0, shares: 0 };
    last.set(reading.postId, reading);
    const bucket = gained.get(bucketOf(reading.takenAt));
    if (!bucket) continue;
    bucket.likes += reading.likes - before.likes;
    bucket.comments += reading.comments - before.comments;
    bucket.shares += reading.shares - before.shares;
  }
  const series = [...gained.values()];
  const totals = series.reduce(
    (sum, bucket) => ({
      likes: sum.likes + bucket.likes,
      comments: sum.comments + bucket.comments,
      shares: sum.shares + bucket.shares,
    }),
    { likes: 0, comments: 0, shares: 0 },
  );
  const from = new Date(`${period.from}T00:00:00Z`);
  const posts = await ctx.db
    .select()
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.officeId, officeId),
        eq(socialPosts.network, network),
        inArray(socialPosts.status, ['published', 'deleted']),
        gte(socialPosts.publishedAt, new Date(from.getTime() - 14 * HOUR)),
        lte(socialPosts.publishedAt, ctx.clock.now()),
      ),
    )
    .orderBy(desc(socialPosts.publishedAt))
    .limit(200);
  return {
    social_network: network,
    from: period.from,
    to: period.to,
    bucket: period.bucket,
    totals,
    series,
    posts: await titled(ctx, posts),
    // The readings are read as they are stored: the figures count up to now.
    data_until: ctx.clock.now().toISOString(),
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
