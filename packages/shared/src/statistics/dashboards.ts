import * as v from 'valibot';
import { OfficeRole } from '../accounts/roles';
import { AI_ENGINES, AI_TEXT_ACTIONS, STOCK_SOURCES } from '../ai';
import { Id } from '../common';
import { NEWS_STATUSES } from '../news/workflow';
import { NewsletterIntervalUnit } from '../newsletter';
import { CONNECTION_STATUSES, SocialNetwork } from '../social';
import {
  count,
  DataUntilEntries,
  PeriodEntries,
  StatisticsRange,
  WebFigures,
  WebStatisticsBucket,
} from '../statistics';

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
 * The newsletter's figures of a period (decision 042): messages that left, were accepted by the
 * SMTP server, opened and clicked (recipients, scanners left out), bounced and unsubscribed from,
 * each counted on the office's day the message was sent.
 */
export const NewsletterPanelFigures = v.object({
  sent: count,
  delivered: count,
  opened: count,
  clicked: count,
  bounced: count,
  unsubscribed: count,
});
export type NewsletterPanelFigures = v.InferOutput<typeof NewsletterPanelFigures>;

/** The newsletter's settings, figures and quota; the figures from the roll-ups. */
export const NewsletterPanel = v.object({
  auto_publish: v.boolean(),
  /** How often the automatic newsletter goes out (the office's newsletter configuration). */
  cadence: v.object({
    interval: count,
    interval_unit: NewsletterIntervalUnit,
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    sending_days: v.array(count),
    /** 'HH:MM' on the office's clock. */
    send_from: v.string(),
    /** When the automatic newsletter goes out next (ISO); null while auto-publish is off. */
    next_run_at: v.nullable(v.string()),
  }),
  totals: NewsletterPanelFigures,
  series: v.array(v.object({ date: v.string(), ...NewsletterPanelFigures.entries })),
  quota: v.object({
    /** Emails sent against the contract (all time, as the quota counts them). */
    used: count,
    contracted: count,
    /** A request for more is waiting for the provider's answer. */
    request_pending: v.boolean(),
    /** Whether the caller may ask for more now (newsletter.manage, and no request waiting). */
    may_request_more: v.boolean(),
  }),
});
export type NewsletterPanel = v.InferOutput<typeof NewsletterPanel>;

/**
 * What a network's posts gained in a period (decision 042: each day the gain of each post's last
 * reading over its last reading before). `impressions` only where the network reports them:
 * null in the totals when no reading of the period carried any.
 */
export const SocialPanelFigures = v.object({
  likes: count,
  comments: count,
  shares: count,
  impressions: v.nullable(count),
});
export type SocialPanelFigures = v.InferOutput<typeof SocialPanelFigures>;

export const SOCIAL_PANEL_STATUSES = [...CONNECTION_STATUSES, 'not_connected'] as const;
export type SocialPanelStatus = (typeof SOCIAL_PANEL_STATUSES)[number];

/** One network of the social panel; every network is listed, connected or not. */
export const SocialPanelNetwork = v.object({
  social_network: SocialNetwork,
  status: v.picklist(SOCIAL_PANEL_STATUSES),
  /** Whether this installation has the network's app configured: without it a connection cannot publish. */
  available: v.boolean(),
  account_name: v.nullable(v.string()),
  /** Posts published on the network in the period. */
  posts: count,
  totals: SocialPanelFigures,
  /** Per day (per month for a year); `impressions` is 0 where none was reported. */
  series: v.array(
    v.object({ date: v.string(), likes: count, comments: count, shares: count, impressions: count }),
  ),
});
export type SocialPanelNetwork = v.InferOutput<typeof SocialPanelNetwork>;

export const SocialPanel = v.object({ networks: v.array(SocialPanelNetwork) });
export type SocialPanel = v.InferOutput<typeof SocialPanel>;

/**
 * What the user account manager looks after (decision 060): the office's users, those invited who
 * have not chosen a password yet (oldest invitation first), and the roles nobody who can sign in
 * holds (an active user with a password).
 */
export const AccountsPanel = v.object({
  users: v.object({ active: count, inactive: count }),
  pending_invitations: v.array(
    v.object({
      id: Id,
      first_name: v.string(),
      last_name: v.string(),
      email: v.string(),
      invited_at: v.string(),
    }),
  ),
  roles_without_anyone: v.array(OfficeRole),
});
export type AccountsPanel = v.InferOutput<typeof AccountsPanel>;

/**
 * GET /v1/dashboard: only the panels the caller's roles allow are present (news with news.read;
 * web, newsletter and social with stats.view, as their statistics screens require; accounts with
 * users.manage).
 */
export const Dashboard = v.object({
  ...PeriodEntries,
  panels: v.object({
    news: v.optional(NewsPanel),
    web: v.optional(WebPanel),
    newsletter: v.optional(NewsletterPanel),
    social: v.optional(SocialPanel),
    accounts: v.optional(AccountsPanel),
  }),
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
  /** Social connections whose tokens stopped working, and the offices that must reconnect. */
  social: v.object({
    reconnect_needed: count,
    offices: v.array(v.object({ id: Id, name: v.string(), networks: v.array(SocialNetwork) })),
  }),
  failed_jobs: v.object({ last_day: count, latest: v.array(FailedJob) }),
  /** Most web views over the last 30 days. */
  most_active_offices: v.array(v.object({ id: Id, name: v.string(), views: count, news_written: count })),
  ai: v.object({
    calls: count,
    input_tokens: count,
    output_tokens: count,
    offices: count,
    /**
     * What this installation gives every office (docs/ai.md): the engine of the text actions, the
     * text actions missing without a provider, images from a description, and where image search
     * looks (the Pexels photo bank, or only the office's own news images).
     */
    engine: v.picklist(AI_ENGINES),
    missing_text_actions: v.array(v.picklist(AI_TEXT_ACTIONS)),
    image_from_prompt: v.boolean(),
    stock_images: v.picklist(STOCK_SOURCES),
  }),
  /** Up to when the most active offices count (their views come from the roll-ups). */
  ...DataUntilEntries,
});
export type AdminDashboard = v.InferOutput<typeof AdminDashboard>;
