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
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { SHARE_LABELS, SHARE_NETWORKS } from '@gaceta/shared/website';
import { and, asc, between, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DayRange, ServiceContext } from '../../context';
import { dailyRollups, news, rollupWatermarks, webEvents } from '../../db/schema';
import type { CsvFile } from '../../lib/csv-download';
import { translator } from '../../lib/i18n';
import { addDays } from '../rollups/rollup-source';
import { totalOf, webSeries } from './rollup-reads';
import { articleOf, periodOf, type Scope, scopeOf } from './statistics-scope';

/**
 * The website channel's statistics. The days the daily roll-ups already hold for good are read
 * from them (decision 040); the days after, today at least, from `web_events` (one row per office,
 * article, kind, network, day and visitor; `day` is the office's date, see events.ts), so the
 * figures are those of the raw events and as fresh. Every figure here adds up over days, so the
 * two parts are simply summed.
 */

/**
 * The days of the period read from the roll-ups and those read from the raw events. An event is
 * dated by its office's day when it comes, so every day before the office's date at the instant
 * the last roll-up run began had all its events then, and that run summed them; before any run,
 * every day is read raw.
 */
async function partsOf(ctx: ServiceContext, { period, timeZone }: Scope): Promise<Parts> {
  const [mark] = await ctx.db
    .select({ at: rollupWatermarks.rolledUpAt })
    .from(rollupWatermarks)
    .where(eq(rollupWatermarks.source, 'web'));
  const markDay = mark && instantToWallClock(mark.at.toISOString(), timeZone).date;
  const firstRaw = markDay && markDay > period.from ? markDay : period.from;
  // A range that ends before it starts holds no day, and its query no row.
  return {
    rolled: { from: period.from, to: firstRaw > period.to ? period.to : addDays(firstRaw, -1) },
    raw: { from: firstRaw, to: period.to },
  } satisfies Record<string, DayRange>;
}

type Parts = Record<'rolled' | 'raw', DayRange>;

/** The raw events are read up to the answer's instant, so the figures count up to now. */
const liveUntil = (ctx: ServiceContext) => ctx.clock.now().toISOString();

const inScope = ({ officeId }: Scope, days: DayRange, ...more: SQL[]) =>
  and(eq(webEvents.officeId, officeId), between(webEvents.day, days.from, days.to), ...more);

const inRollups = ({ officeId }: Scope, days: DayRange, ...more: SQL[]) =>
  and(
    eq(dailyRollups.officeId, officeId),
    eq(dailyRollups.channel, 'web'),
    between(dailyRollups.day, days.from, days.to),
    ...more,
  );

/** The sum of `count` over the rows of one kind (0 when none). */
const total = (kind: string, more?: SQL) =>
  sql<number>`coalesce(sum(${webEvents.count}) filter (where ${webEvents.kind} = ${kind}${more ? sql` and ${more}` : sql``}), 0)::int`;

/**
 * The office's figures for every day or month of the period, zeros included. Visitors are the
 * readers of an article, counted per day (a day's distinct hashes among the views) and summed over
 * a month, since hashes change every day.
 */
async function seriesOf(ctx: ServiceContext, scope: Scope, parts: Parts): Promise<WebStatisticsBucket[]> {
  // One query: the rolled-up days' buckets, then the raw days', a bucket in both is summed here.
  const rows = await webSeries(ctx.db, scope, parts.rolled).unionAll(rawSeries(ctx, scope, parts.raw));
  return scope.period.buckets.map((date) =>
    rows
      .filter((row) => row.date === date)
      .reduce(
        (sum, row) => ({
          date,
          impressions: sum.impressions + row.impressions,
          views: sum.views + row.views,
          visitors: sum.visitors + row.visitors,
          shares: sum.shares + row.shares,
        }),
        { date, impressions: 0, views: 0, visitors: 0, shares: 0 },
      ),
  );
}

function rawSeries(ctx: ServiceContext, scope: Scope, days: DayRange) {
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
    .where(inScope(scope, days))
    .groupBy(webEvents.day)
    .as('daily');
  const bucket =
    scope.period.bucket === 'month'
      ? sql<string>`to_char(date_trunc('month', ${daily.day}), 'YYYY-MM-DD')`
      : sql<string>`to_char(${daily.day}, 'YYYY-MM-DD')`;
  return ctx.db
    .select({
      date: bucket,
      impressions: sql<number>`sum(${daily.impressions})::int`,
      views: sql<number>`sum(${daily.views})::int`,
      visitors: sql<number>`sum(${daily.visitors})::int`,
      shares: sql<number>`sum(${daily.shares})::int`,
    })
    .from(daily)
    .groupBy(bucket);
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
  parts: Parts,
  options: { limit?: number; newsId?: string },
): Promise<NewsWebFigures[]> {
  const only = (column: typeof webEvents.newsId | typeof dailyRollups.newsId) =>
    options.newsId ? [eq(column, options.newsId)] : [];
  const shareOn = (network: string) => total('share', sql`${webEvents.network} = ${network}`);
  const raw = ctx.db
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
    .where(inScope(scope, parts.raw, isNotNull(webEvents.newsId), ...only(webEvents.newsId)))
    .groupBy(webEvents.newsId);
  const asInt = (measure: string) => sql<number>`${totalOf(measure)}::int`;
  const summed = raw
    .unionAll(
      ctx.db
        .select({
          newsId: dailyRollups.newsId,
          views: asInt('views').as('views'),
          visitors: asInt('visitors').as('visitors'),
          shares: asInt('shares').as('shares'),
          linkedin: asInt('shares.linkedin').as('linkedin'),
          x: asInt('shares.x').as('x'),
          facebook: asInt('shares.facebook').as('facebook'),
          email: asInt('shares.email').as('email'),
        })
        .from(dailyRollups)
        .where(inRollups(scope, parts.rolled, isNotNull(dailyRollups.newsId), ...only(dailyRollups.newsId)))
        .groupBy(dailyRollups.newsId),
    )
    .as('parts');
  const sumOf = (column: SQL.Aliased<number>) => sql<number>`sum(${column})::int`;
  const perNews = ctx.db
    .select({
      newsId: summed.newsId,
      views: sumOf(summed.views).as('views'),
      visitors: sumOf(summed.visitors).as('visitors'),
      shares: sumOf(summed.shares).as('shares'),
      linkedin: sumOf(summed.linkedin).as('linkedin'),
      x: sumOf(summed.x).as('x'),
      facebook: sumOf(summed.facebook).as('facebook'),
      email: sumOf(summed.email).as('email'),
    })
    .from(summed)
    .groupBy(summed.newsId)
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
  const parts = await partsOf(ctx, scope);
  const series = await seriesOf(ctx, scope, parts);
  const mostRead = await newsFiguresOf(ctx, scope, parts, { limit: MOST_READ_LIMIT });
  return { ...periodOf(scope, liveUntil(ctx)), totals: sumOf(series), series, most_read: mostRead };
}

/** GET /v1/statistics/website/news/{id}: one of the office's articles (404 for another's). */
export async function getNewsWebStatistics(
  ctx: ServiceContext,
  newsId: string,
  range: StatisticsRange,
): Promise<NewsWebStatistics> {
  const scope = await scopeOf(ctx, range);
  const item = await articleOf(ctx, scope, newsId);
  const [figures] = await newsFiguresOf(ctx, scope, await partsOf(ctx, scope), { newsId });
  const none = Object.fromEntries(SHARE_NETWORKS.map((network) => [network, 0]));
  return {
    ...periodOf(scope, liveUntil(ctx)),
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
  const series = await seriesOf(ctx, scope, await partsOf(ctx, scope));
  const perMonth = scope.period.bucket === 'month';
  return {
    filename: `web-statistics-${range}-${scope.period.to}.csv`,
    rows: [
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
    ],
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
  const rows = await newsFiguresOf(ctx, scope, await partsOf(ctx, scope), {});
  return {
    filename: `web-news-statistics-${range}-${scope.period.to}.csv`,
    rows: [
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
    ],
  };
}
