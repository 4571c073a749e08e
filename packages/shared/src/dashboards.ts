import * as v from 'valibot';
import { Id } from './common';
import { NEWS_STATUSES } from './news-workflow';
import { count, PeriodEntries, StatisticsRange, WebFigures, WebStatisticsBucket } from './statistics';

/** The dashboards (docs/dashboards.md): figures from the daily roll-ups and a few counts. */

export const DashboardQuery = v.object({ range: v.optional(StatisticsRange, 'week') });
export type DashboardQuery = v.InferOutput<typeof DashboardQuery>;

/** The office's news per status (the panel's lists come from GET /v1/news_infos). */
export const NewsPanel = v.object({
  by_status: v.object(
    Object.fromEntries(NEWS_STATUSES.map((status) => [status, count])) as Record<
      (typeof NEWS_STATUSES)[number],
      typeof count
    >,
  ),
  /** Library copies the office has not looked at yet. */
  to_review: count,
});
export type NewsPanel = v.InferOutput<typeof NewsPanel>;

export const MostReadNews = v.object({
  id: Id,
  title: v.string(),
  views: count,
  visitors: count,
  shares: count,
});
export type MostReadNews = v.InferOutput<typeof MostReadNews>;

/** The website's figures in the period, per day or month, and its most read news. */
export const WebPanel = v.object({
  totals: WebFigures,
  series: v.array(WebStatisticsBucket),
  most_read: v.array(MostReadNews),
});
export type WebPanel = v.InferOutput<typeof WebPanel>;

/**
 * GET /v1/dashboard: only the panels the caller's roles allow are present (news with news.read,
 * web with stats.view). Newsletter and social panels join when their channels roll up.
 */
export const Dashboard = v.object({
  ...PeriodEntries,
  panels: v.object({ news: v.optional(NewsPanel), web: v.optional(WebPanel) }),
});
export type Dashboard = v.InferOutput<typeof Dashboard>;

export const FailedJob = v.object({ id: v.string(), name: v.string(), failed_at: v.string() });
export type FailedJob = v.InferOutput<typeof FailedJob>;

/** GET /v1/admin/dashboard: the provider's view of the platform; "recent" is the last 30 days. */
export const AdminDashboard = v.object({
  offices: v.object({
    /** Offices with at least one active user. */
    active: count,
    total: count,
    pending_signups: count,
    information_requests: count,
  }),
  library: v.object({
    written: count,
    /** Library items copied to at least one office, and the copies made. */
    distributed: count,
    copies: count,
  }),
  emails: v.object({ sent: count, contracted: count, pending_package_requests: count }),
  failed_jobs: v.object({ last_day: count, latest: v.array(FailedJob) }),
  /** Most web views over the last 30 days. */
  most_active_offices: v.array(v.object({ id: Id, name: v.string(), views: count, news_written: count })),
  ai: v.object({ calls: count, input_tokens: count, output_tokens: count, offices: count }),
});
export type AdminDashboard = v.InferOutput<typeof AdminDashboard>;
