import { mayUse, type Permission } from '@gaceta/shared/accounts/roles';
import { NEWS_STATUSES } from '@gaceta/shared/news/workflow';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import type { Dashboard, NewsPanel, WebPanel } from '@gaceta/shared/statistics/dashboards';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { dailyRollups, news } from '../../db/schema';
import { rolledUpUntil } from '../rollups/rollups.service';
import {
  channelMeasure,
  figuresOf,
  inPeriod,
  type OfficeSums,
  officeSums,
  totalOf,
} from '../statistics/rollup-reads';
import { callerScope, periodOf, type Scope } from '../statistics/statistics-scope';
import { accountsPanel } from './accounts-panel';
import { newsletterPanel, socialPanel } from './channel-panels';

/**
 * The client dashboard: each panel is read only for a caller whose roles allow it, and absent
 * otherwise, so a screen never shows a panel it would have to refuse.
 */

const MOST_READ = 10;

/** Whether the caller (already known to act for the office) may read what `permission` guards. */
const mayRead = (ctx: ServiceContext, permission: Permission) =>
  ctx.actor?.type !== 'user' || mayUse(ctx.actor.user, permission);

async function newsPanel(ctx: ServiceContext, officeId: string): Promise<NewsPanel> {
  const rows = await ctx.db
    .select({
      status: news.status,
      items: sql<number>`count(*)::int`,
      toReview: sql<number>`count(*) filter (where ${news.toReview})::int`,
    })
    .from(news)
    .where(eq(news.officeId, officeId))
    .groupBy(news.status);
  const byStatus = Object.fromEntries(
    NEWS_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.items ?? 0]),
  ) as NewsPanel['by_status'];
  return { by_status: byStatus, to_review: rows.reduce((sum, row) => sum + row.toReview, 0) };
}

const inWebScope = (scope: Scope) =>
  and(eq(dailyRollups.officeId, scope.officeId), eq(dailyRollups.channel, 'web'), inPeriod(scope));

const WEB_FIGURES = ['impressions', 'views', 'visitors', 'shares'] as const;

/**
 * The website panel: the series and its totals from the office's sums (a day's `site_visitors` are
 * its distinct readers), and the most read news from the article rows.
 */
async function webPanel(ctx: ServiceContext, scope: Scope, sums: OfficeSums): Promise<WebPanel> {
  const { totals, series } = figuresOf(sums, WEB_FIGURES, (figure) =>
    channelMeasure('web', figure === 'visitors' ? 'site_visitors' : figure),
  );
  const views = totalOf('views');
  const perNews = ctx.db
    .select({
      newsId: dailyRollups.newsId,
      views: views.as('views'),
      visitors: totalOf('visitors').as('visitors'),
      shares: totalOf('shares').as('shares'),
    })
    .from(dailyRollups)
    .where(and(inWebScope(scope), isNotNull(dailyRollups.newsId)))
    .groupBy(dailyRollups.newsId)
    .orderBy(desc(views), dailyRollups.newsId)
    .limit(MOST_READ)
    .as('per_news');
  const mostRead = await ctx.db
    .select({
      id: news.id,
      title: news.title,
      views: sql<number>`${perNews.views}`.mapWith(Number),
      visitors: sql<number>`${perNews.visitors}`.mapWith(Number),
      shares: sql<number>`${perNews.shares}`.mapWith(Number),
    })
    .from(perNews)
    .innerJoin(news, eq(news.id, perNews.newsId))
    .orderBy(desc(perNews.views), news.title);
  return { totals, series, most_read: mostRead.filter((item) => item.views > 0) };
}

/** GET /v1/dashboard: the caller's office in the range, the panels its roles allow. */
export async function getDashboard(ctx: ServiceContext, range: StatisticsRange): Promise<Dashboard> {
  const scope = await callerScope(ctx, range);
  const panels: Dashboard['panels'] = {};
  if (mayRead(ctx, 'news.read')) panels.news = await newsPanel(ctx, scope.officeId);
  if (mayRead(ctx, 'stats.view')) {
    const sums = await officeSums(ctx.db, scope, ['web', 'newsletter', 'social']);
    panels.web = await webPanel(ctx, scope, sums);
    panels.newsletter = await newsletterPanel(ctx, scope, sums, mayRead(ctx, 'newsletter.manage'));
    panels.social = await socialPanel(ctx, scope, sums);
  }
  if (mayRead(ctx, 'users.manage')) panels.accounts = await accountsPanel(ctx, scope.officeId);
  return { ...periodOf(scope, await rolledUpUntil(ctx)), panels };
}
