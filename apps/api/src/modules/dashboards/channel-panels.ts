import type {
  NewsletterPanel,
  NewsletterPanelFigures,
  SocialPanel,
  SocialPanelNetwork,
} from '@gaceta/shared/dashboards';
import { nextNewsletterRun } from '@gaceta/shared/newsletter-settings';
import { SOCIAL_NETWORKS } from '@gaceta/shared/social';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { dailyRollups, emailPackageRequests, socialConnections } from '../../db/schema';
import { newsletterConfigurationOf } from '../newsletter/configuration.service';
import { quotaOf } from '../newsletter/email-quota.service';
import { bucketOf, inPeriod, total } from '../statistics/rollup-reads';
import type { Scope } from '../statistics/statistics-scope';

/** The newsletter and social panels of the client dashboard, their figures from the roll-ups (decision 042). */

/** Per bucket of the period, the sums of `measures` of a channel; a measure with no row is absent. */
async function bucketSums(
  ctx: ServiceContext,
  scope: Scope,
  channel: string,
  measures: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const bucket = bucketOf(scope);
  const rows = await ctx.db
    .select({ date: bucket, measure: dailyRollups.measure, value: total })
    .from(dailyRollups)
    .where(
      and(
        eq(dailyRollups.officeId, scope.officeId),
        eq(dailyRollups.channel, channel),
        inPeriod(scope),
        inArray(dailyRollups.measure, [...measures]),
      ),
    )
    .groupBy(bucket, dailyRollups.measure);
  const sums = new Map(scope.period.buckets.map((date) => [date, new Map<string, number>()]));
  for (const row of rows) sums.get(row.date)?.set(row.measure, row.value);
  return sums;
}

const NEWSLETTER_FIGURES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed'] as const;

export async function newsletterPanel(
  ctx: ServiceContext,
  scope: Scope,
  mayManage: boolean,
): Promise<NewsletterPanel> {
  const configuration = await newsletterConfigurationOf(ctx.db, scope.officeId);
  const sums = await bucketSums(ctx, scope, 'newsletter', NEWSLETTER_FIGURES);
  const figuresOf = (measures: Map<string, number>) =>
    Object.fromEntries(
      NEWSLETTER_FIGURES.map((measure) => [measure, measures.get(measure) ?? 0]),
    ) as NewsletterPanelFigures;
  const series = [...sums].map(([date, measures]) => ({ date, ...figuresOf(measures) }));
  const totals = figuresOf(
    new Map(
      NEWSLETTER_FIGURES.map((measure) => [measure, series.reduce((sum, day) => sum + day[measure], 0)]),
    ),
  );
  const quota = await quotaOf(ctx.db, scope.officeId);
  const [pending] = await ctx.db
    .select({ id: emailPackageRequests.id })
    .from(emailPackageRequests)
    .where(
      and(eq(emailPackageRequests.officeId, scope.officeId), eq(emailPackageRequests.status, 'pending')),
    );
  return {
    auto_publish: configuration.auto_publish,
    cadence: {
      interval: configuration.interval,
      interval_unit: configuration.interval_unit,
      sending_days: [...configuration.sending_days],
      send_from: configuration.send_from,
      next_run_at: configuration.auto_publish
        ? nextNewsletterRun(configuration, scope.timeZone, ctx.clock.now()).toISOString()
        : null,
    },
    totals,
    series,
    quota: {
      used: quota.sent,
      contracted: quota.contracted,
      request_pending: pending !== undefined,
      may_request_more: mayManage && pending === undefined,
    },
  };
}

const SOCIAL_FIGURES = ['likes', 'comments', 'shares', 'impressions', 'posts'] as const;

export async function socialPanel(ctx: ServiceContext, scope: Scope): Promise<SocialPanel> {
  const connections = await ctx.db
    .select({
      network: socialConnections.network,
      status: socialConnections.status,
      accountName: socialConnections.accountName,
    })
    .from(socialConnections)
    .where(eq(socialConnections.officeId, scope.officeId));
  const sums = await bucketSums(
    ctx,
    scope,
    'social',
    SOCIAL_NETWORKS.flatMap((network) => SOCIAL_FIGURES.map((measure) => `${measure}.${network}`)),
  );
  const networks = SOCIAL_NETWORKS.map((network): SocialPanelNetwork => {
    const connection = connections.find((each) => each.network === network);
    const of = (measures: Map<string, number>, measure: (typeof SOCIAL_FIGURES)[number]) =>
      measures.get(`${measure}.${network}`);
    const series = [...sums].map(([date, measures]) => ({
      date,
      likes: of(measures, 'likes') ?? 0,
      comments: of(measures, 'comments') ?? 0,
      shares: of(measures, 'shares') ?? 0,
      impressions: of(measures, 'impressions') ?? 0,
    }));
    const sum = (measure: (typeof SOCIAL_FIGURES)[number]) =>
      [...sums.values()].reduce((total, measures) => total + (of(measures, measure) ?? 0), 0);
    const reported = [...sums.values()].some((measures) => of(measures, 'impressions') !== undefined);
    return {
      social_network: network,
      status: connection?.status ?? 'not_connected',
      account_name: connection?.accountName ?? null,
      posts: sum('posts'),
      totals: {
        likes: sum('likes'),
        comments: sum('comments'),
        shares: sum('shares'),
        impressions: reported ? sum('impressions') : null,
      },
      series,
    };
  });
  return { networks };
}
