import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/social';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import type {
  ChannelFigures,
  NewsScorecard,
  ScorecardGroup,
  ScorecardGroupRow,
  Scorecards,
} from '@gaceta/shared/statistics/scorecards';
import { SHARE_LABELS } from '@gaceta/shared/website';
import type { MessageDescriptor } from '@lingui/core';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { dailyRollups, news, subjects } from '../../db/schema';
import type { CsvFile } from '../../lib/csv-download';
import { type Translate, translator } from '../../lib/i18n';
import { rolledUpUntil } from '../rollups/rollups.service';
import { bucketOf, inPeriod, total } from './rollup-reads';
import { articleOf, periodOf, type Scope, scopeOf } from './statistics-scope';

/**
 * Scorecards: every channel's figures side by side, per article or per author or subject, summed
 * from the daily roll-ups (decision 040), never from raw events.
 */

interface Figure {
  channel: string;
  measure: string;
  value: number;
}

/** Adds `figures` into `into`, channel by channel. */
function addFigures(into: ChannelFigures, figures: Figure[]): ChannelFigures {
  for (const { channel, measure, value } of figures) {
    const measures = into[channel] ?? {};
    measures[measure] = (measures[measure] ?? 0) + value;
    into[channel] = measures;
  }
  return into;
}

/** GET /v1/news_infos/{id}/scorecard: one of the office's articles (404 for another's). */
export async function getNewsScorecard(
  ctx: ServiceContext,
  newsId: string,
  range: StatisticsRange,
): Promise<NewsScorecard> {
  const scope = await scopeOf(ctx, range);
  const item = await articleOf(ctx, scope, newsId);
  // The article is the office's, so its rows are too: the news index alone answers.
  const bucket = bucketOf(scope);
  const rows = await ctx.db
    .select({ date: bucket, channel: dailyRollups.channel, measure: dailyRollups.measure, value: total })
    .from(dailyRollups)
    .where(and(eq(dailyRollups.newsId, newsId), inPeriod(scope)))
    .groupBy(bucket, dailyRollups.channel, dailyRollups.measure);
  const series = scope.period.buckets.map((date) => ({
    date,
    figures: addFigures(
      {},
      rows.filter((row) => row.date === date),
    ),
  }));
  return { ...periodOf(scope, await rolledUpUntil(ctx)), news: item, totals: addFigures({}, rows), series };
}

/** The groups an article counts in: its author, or each of its subjects (null: none). */
const groupKeysOf = (groupBy: ScorecardGroup, item: { author: string | null; subjectIds: string[] }) =>
  groupBy === 'author' ? [item.author] : item.subjectIds.length > 0 ? item.subjectIds : [null];

const viewsOf = (row: ScorecardGroupRow) => row.figures.web?.views ?? 0;

async function groupsOf(
  ctx: ServiceContext,
  scope: Scope,
  groupBy: ScorecardGroup,
): Promise<ScorecardGroupRow[]> {
  // Summed per article first, so only those sums meet the news table.
  const perNews = ctx.db
    .select({
      newsId: dailyRollups.newsId,
      channel: dailyRollups.channel,
      measure: dailyRollups.measure,
      value: total.as('value'),
    })
    .from(dailyRollups)
    .where(and(eq(dailyRollups.officeId, scope.officeId), inPeriod(scope), isNotNull(dailyRollups.newsId)))
    .groupBy(dailyRollups.newsId, dailyRollups.channel, dailyRollups.measure)
    .as('per_news');
  // One cell, a JSON array of [article, author, subjects, channel, measure, value]: PGlite spends
  // more on hundreds of rows' cells (the subjects an array each) than on summing them.
  type Row = [
    newsId: string,
    author: string | null,
    subjectIds: string[],
    channel: string,
    measure: string,
    value: number,
  ];
  const [{ sums } = { sums: [] }] = await ctx.db
    .select({
      sums: sql<Row[]>`coalesce(json_agg(json_build_array(${news.id}, ${news.author}, ${news.subjectIds},
        ${perNews.channel}, ${perNews.measure}, ${perNews.value})), '[]')`,
    })
    .from(perNews)
    // The office's news only (all of them are): its index, not every office's news, meets the sums.
    .innerJoin(news, and(eq(news.id, perNews.newsId), eq(news.officeId, scope.officeId)));
  const rows = sums.map(([newsId, author, subjectIds, channel, measure, value]) => ({
    newsId,
    author,
    subjectIds,
    channel,
    measure,
    value: Number(value),
  }));
  const groups = new Map<string | null, { newsIds: Set<string>; figures: ChannelFigures }>();
  for (const row of rows) {
    for (const key of groupKeysOf(groupBy, row)) {
      const group = groups.get(key) ?? { newsIds: new Set(), figures: {} };
      group.newsIds.add(row.newsId);
      addFigures(group.figures, [row]);
      groups.set(key, group);
    }
  }
  const subjectIds = [...groups.keys()].filter((key): key is string => key !== null);
  const names =
    groupBy === 'subject' && subjectIds.length > 0
      ? new Map(
          (
            await ctx.db
              .select({ id: subjects.id, name: subjects.name })
              .from(subjects)
              .where(inArray(subjects.id, subjectIds))
          ).map((subject) => [subject.id, subject.name]),
        )
      : undefined;
  return [...groups]
    .map(([key, group]) => ({
      key,
      ...(names && { subject_name: key === null ? null : (names.get(key) ?? null) }),
      news_count: group.newsIds.size,
      figures: group.figures,
    }))
    .sort((a, b) => viewsOf(b) - viewsOf(a) || String(a.key).localeCompare(String(b.key)));
}

/** GET /v1/statistics/scorecards: the office's articles summed per author or subject. */
export async function getScorecards(
  ctx: ServiceContext,
  groupBy: ScorecardGroup,
  range: StatisticsRange,
): Promise<Scorecards> {
  const scope = await scopeOf(ctx, range);
  return {
    ...periodOf(scope, await rolledUpUntil(ctx)),
    group_by: groupBy,
    groups: await groupsOf(ctx, scope, groupBy),
  };
}

/** Every `channel.measure` the groups have, in a stable order: the CSV's figure columns. */
const columnsOf = (groups: ScorecardGroupRow[]) =>
  [
    ...new Set(
      groups.flatMap((group) =>
        Object.entries(group.figures).flatMap(([channel, measures]) =>
          Object.keys(measures).map((measure) => `${channel}.${measure}`),
        ),
      ),
    ),
  ].sort();

const CHANNEL_NAMES: Record<string, MessageDescriptor> = {
  web: MESSAGES.csvChannelWeb,
  newsletter: MESSAGES.csvChannelNewsletter,
  social: MESSAGES.csvChannelSocial,
};
/** The roll-ups' measures (modules/rollups), by the names the statistics screens give them. */
const MEASURE_NAMES: Record<string, MessageDescriptor> = {
  impressions: MESSAGES.csvImpressions,
  views: MESSAGES.csvViews,
  visitors: MESSAGES.csvVisitors,
  shares: MESSAGES.csvShares,
  sends: MESSAGES.csvCampaignSent,
  deliveries: MESSAGES.csvCampaignDelivered,
  opens: MESSAGES.csvOpens,
  clicks: MESSAGES.csvClicks,
  bounces: MESSAGES.csvBounced,
  unsubscribes: MESSAGES.csvUnsubscribed,
  likes: MESSAGES.csvLikes,
  comments: MESSAGES.csvComments,
  posts: MESSAGES.csvPosts,
};
/** The website's share buttons and the social networks. */
const NETWORK_NAMES: Record<string, string> = { ...SHARE_LABELS, ...SOCIAL_NETWORK_NAMES };

/** A figure column's header, "Newsletter: Opened" or "Social networks: Likes (LinkedIn)"; an unnamed measure keeps its key. */
function columnHeader(t: Translate, column: string): string {
  const [channel = '', measure = '', network] = column.split('.');
  const channelName = CHANNEL_NAMES[channel];
  const measureName = MEASURE_NAMES[measure];
  if (!channelName || !measureName) return column;
  const names = { channel: t(channelName), measure: t(measureName) };
  return network
    ? t(MESSAGES.csvFigureOn, { ...names, network: NETWORK_NAMES[network] ?? network })
    : t(MESSAGES.csvFigure, names);
}

/** GET /v1/statistics/scorecards?format=csv: a line per group, a column per channel and measure. */
export async function scorecardsCsv(
  ctx: ServiceContext,
  groupBy: ScorecardGroup,
  range: StatisticsRange,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const { groups, to } = await getScorecards(ctx, groupBy, range);
  const columns = columnsOf(groups);
  const labelOf = (group: ScorecardGroupRow) =>
    groupBy === 'author'
      ? (group.key ?? t(MESSAGES.csvNoAuthor))
      : (group.subject_name?.[locale] ?? t(MESSAGES.csvNoSubject));
  const cellOf = (group: ScorecardGroupRow, column: string) => {
    const [channel = '', ...measure] = column.split('.');
    return group.figures[channel]?.[measure.join('.')] ?? 0;
  };
  return {
    filename: `scorecards-${groupBy}-${range}-${to}.csv`,
    rows: [
      [
        t(groupBy === 'author' ? MESSAGES.csvAuthor : MESSAGES.csvSubject),
        t(MESSAGES.csvNewsCount),
        ...columns.map((column) => columnHeader(t, column)),
      ],
      ...groups.map((group) => [
        labelOf(group),
        group.news_count,
        ...columns.map((column) => cellOf(group, column)),
      ]),
    ],
  };
}
