import { nextNewsletterRun } from '@gaceta/shared/newsletter/settings';
import { SOCIAL_NETWORKS } from '@gaceta/shared/social';
import type { NewsletterPanel, SocialPanel, SocialPanelNetwork } from '@gaceta/shared/statistics/dashboards';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { emailPackageRequests, socialConnections } from '../../db/schema';
import { newsletterConfigurationOf } from '../newsletter/configuration/configuration.service';
import { quotaOf } from '../newsletter/quota/email-quota.service';
import { adaptersOf } from '../social/adapters';
import { channelMeasure, figuresOf, type OfficeSums } from '../statistics/rollup-reads';
import type { Scope } from '../statistics/statistics-scope';

/** The newsletter and social panels of the client dashboard, their figures from the office's sums (decision 042). */

const NEWSLETTER_FIGURES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed'] as const;

export async function newsletterPanel(
  ctx: ServiceContext,
  scope: Scope,
  sums: OfficeSums,
  mayManage: boolean,
): Promise<NewsletterPanel> {
  const configuration = await newsletterConfigurationOf(ctx.db, scope.officeId);
  const { totals, series } = figuresOf(sums, NEWSLETTER_FIGURES, (figure) =>
    channelMeasure('newsletter', figure),
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

export async function socialPanel(ctx: ServiceContext, scope: Scope, sums: OfficeSums): Promise<SocialPanel> {
  const connections = await ctx.db
    .select({
      network: socialConnections.network,
      status: socialConnections.status,
      accountName: socialConnections.accountName,
    })
    .from(socialConnections)
    .where(eq(socialConnections.officeId, scope.officeId));
  const adapters = adaptersOf(ctx);
  const networks = SOCIAL_NETWORKS.map((network): SocialPanelNetwork => {
    const connection = connections.find((each) => each.network === network);
    const of = (measures: Map<string, number>, measure: (typeof SOCIAL_FIGURES)[number]) =>
      measures.get(channelMeasure('social', `${measure}.${network}`));
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
      available: adapters[network].available,
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
