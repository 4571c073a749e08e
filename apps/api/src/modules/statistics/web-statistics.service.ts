import { type CsvFile, csv } from '@gaceta/shared/csv';
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import {
  MOST_READ_LIMIT,
  type NewsWebFigures,
  type NewsWebStatistics,
  type StatisticsRange,
  type WebFigures,
  type WebStatisticsBucket,
  type WebsiteStatistics,
} from '@gaceta/shared/statistics';
import { SHARE_LABELS, SHARE_NETWORKS } from '@gaceta/shared/website';
import { and, asc, between, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { news, webEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { periodOf, type Scope, scopeOf } from './statistics-scope';

/**
 * The website channel's statistics, summed in PostgreSQL from `web_events` (one row per office,
 * article, kind, network, day and visitor; `day` is the office's date, see events.ts). Every query
 * filters by the caller's office first, which the (office_id, day) index serves.
 */

const inScope = ({ officeId, period }: Scope, ...more: SQL[]) =>
  and(eq(webEvents.officeId, officeId), between(webEvents.day, period.from, period.to), ...more);

/** The sum of `count` over the rows of one kind (0 when none). */
const total = (kind: string, more?: SQL) =>
  sql<number>`coalesce(sum(${webEvents.count}) filter (where ${webEvents.kind} = ${kind}${more ? sql` and ${more}` : sql``}), 0)::int`;

/**
 * The office's figures for every day or month of the period, zeros included. Visitors are the
 * readers of an article, counted per day (a day's distinct hashes among the views) and summed over
 * a month, since hashes change every day.
 */
async function seriesOf(ctx: ServiceContext, scope: Scope): Promise<WebStatisticsBucket[]> {
  const daily = ctx.db
    .select({
      day: webEvents.day,
      impressions: total('impression').as('impressions'),
      views: total('view').as('views'),
      // People who read an article, counted once a day: never more than the views.
      visitors:
        sql<number>`count(distinct ${webEvents.visitorHash}) filter (where ${webEvents.kind} = 'view')::int`.as(
          'visitors',
        ),
      shares: total('share').as('shares'),
    })
    .from(webEvents)
    .where(inScope(scope))
    .groupBy(webEvents.day)
    .as('daily');
  const bucket =
    scope.period.bucket === 'month'
      ? sql<string>`to_char(date_trunc('month', ${daily.day}), 'YYYY-MM-DD')`
      : sql<string>`to_char(${daily.day}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      date: bucket,
      impressions: sql<number>`sum(${daily.impressions})::int`,
      views: sql<number>`sum(${daily.views})::int`,
      visitors: sql<number>`sum(${daily.visitors})::int`,
      shares: sql<number>`sum(${daily.shares})::int`,
    })
    .from(daily)
    .groupBy(bucket);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return scope.period.buckets.map((date) => {
    const row = byDate.get(date);
    return {
      date,
      impressions: row?.impressions ?? 0,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      shares: row?.shares ?? 0,
    };
  });
}

/**
 * Each article's figures in the period, most read first (then by title): the `limit` first, or
 * one article. Only articles with an event in the period appear; `visitors` are the rows of
 * views, one per article, day and visitor. The events are summed per article first, from the
 * covering index alone, and only those sums meet the news table.
 */
async function newsFiguresOf(
  ctx: ServiceContext,
  scope: Scope,
  options: { limit?: number; newsId?: string },
): Promise<NewsWebFigures[]> {
  const shareOn = (network: string) => total('share', sql`${webEvents.network} = ${network}`);
  const perNews = ctx.db
    .select({
      newsId: webEvents.newsId,
      views: total('view').as('views'),
      visitors: sql<number>`(count(*) filter (where ${webEvents.kind} = 'view'))::int`.as('visitors'),
      shares: total('share').as('shares'),
      linkedin: shareOn('linkedin').as('linkedin'),
      x: shareOn('x').as('x'),
      facebook: shareOn('facebook').as('facebook'),
      email: shareOn('email').as('email'),
    })
    .from(webEvents)
    .where(
      inScope(
        scope,
        isNotNull(webEvents.newsId),
        ...(options.newsId ? [eq(webEvents.newsId, options.newsId)] : []),
      ),
    )
    .groupBy(webEvents.newsId)
    .as('per_news');
  const query = ctx.db
    .select({
      id: news.id,
      title: news.title,
      views: perNews.views,
      visitors: perNews.visitors,
      shares: perNews.shares,
      linkedin: perNews.linkedin,
      x: perNews.x,
      facebook: perNews.facebook,
      email: perNews.email,
    })
    .from(perNews)
    .innerJoin(news, and(eq(news.id, perNews.newsId), eq(news.officeId, scope.officeId)))
    .orderBy(desc(perNews.views), asc(news.title), asc(news.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    views: row.views,
    visitors: row.visitors,
    shares: row.shares,
    shares_by_network: Object.fromEntries(
      SHARE_NETWORKS.map((network) => [network, row[network]]),
    ) as NewsWebFigures['shares_by_network'],
  }));
}

const sumOf = (series: WebStatisticsBucket[]): WebFigures =>
  series.reduce(
    (sum, bucket) => ({
      impressions: sum.impressions + bucket.impressions,
      views: sum.views + bucket.views,
      visitors: sum.visitors + bucket.visitors,
      shares: sum.shares + bucket.shares,
    }),
    { impressions: 0, views: 0, visitors: 0, shares: 0 },
  );

/** GET /v1/statistics/website: the office's figures over time and its most read articles. */
export async function getWebsiteStatistics(
  ctx: ServiceContext,
  range: StatisticsRange,
): Promise<WebsiteStatistics> {
  const scope = await scopeOf(ctx, range);
  const series = await seriesOf(ctx, scope);
  const mostRead = await newsFiguresOf(ctx, scope, { limit: MOST_READ_LIMIT });
  return { ...periodOf(scope), totals: sumOf(series), series, most_read: mostRead };
}

/** GET /v1/statistics/website/news/{id}: one of the office's articles (404 for another's). */
export async function getNewsWebStatistics(
  ctx: ServiceContext,
  newsId: string,
  range: StatisticsRange,
): Promise<NewsWebStatistics> {
  const scope = await scopeOf(ctx, range);
  const [item] = await ctx.db
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.officeId, scope.officeId)));
  if (!item) throw new AppError('NOT_FOUND');
  const [figures] = await newsFiguresOf(ctx, scope, { newsId });
  const none = Object.fromEntries(SHARE_NETWORKS.map((network) => [network, 0]));
  return {
    ...periodOf(scope),
    news: figures ?? {
      ...item,
      views: 0,
      visitors: 0,
      shares: 0,
      shares_by_network: none as NewsWebFigures['shares_by_network'],
    },
  };
}

/** GET /v1/statistics/website.csv: the series, a line per day or month, newest first as on screen. */
export async function websiteStatisticsCsv(
  ctx: ServiceContext,
  range: StatisticsRange,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const scope = await scopeOf(ctx, range);
  const series = await seriesOf(ctx, scope);
  const perMonth = scope.period.bucket === 'month';
  return {
    filename: `web-statistics-${range}-${scope.period.to}.csv`,
    body: csv([
      [
        t(perMonth ? MESSAGES.csvMonth : MESSAGES.csvDay),
        t(MESSAGES.csvViews),
        t(MESSAGES.csvVisitors),
        t(MESSAGES.csvImpressions),
        t(MESSAGES.csvShares),
      ],
      ...series
        .toReversed()
        .map((row) => [
          perMonth ? row.date.slice(0, 7) : row.date,
          row.views,
          row.visitors,
          row.impressions,
          row.shares,
        ]),
    ]),
  };
}

/** GET /v1/statistics/website/news.csv: every article read in the period, most read first. */
export async function newsStatisticsCsv(
  ctx: ServiceContext,
  range: StatisticsRange,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const scope = await scopeOf(ctx, range);
  const rows = await newsFiguresOf(ctx, scope, {});
  return {
    filename: `web-news-statistics-${range}-${scope.period.to}.csv`,
    body: csv([
      [
        t(MESSAGES.csvTitle),
        t(MESSAGES.csvViews),
        t(MESSAGES.csvVisitors),
        t(MESSAGES.csvShares),
        ...SHARE_NETWORKS.map((network) => t(MESSAGES.csvSharesOn, { network: SHARE_LABELS[network] })),
      ],
      ...rows.map((row) => [
        row.title,
        row.views,
        row.visitors,
        row.shares,
        ...SHARE_NETWORKS.map((network) => row.shares_by_network[network]),
      ]),
    ]),
  };
}
