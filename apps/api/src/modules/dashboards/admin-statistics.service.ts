import type {
  AdminOfficeFigures,
  AdminSocialNetwork,
  AdminStatistics,
  AdminStatisticsQuery,
} from '@gaceta/shared/admin-statistics';
import { type CsvFile, csv } from '@gaceta/shared/csv';
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import { SOCIAL_NETWORKS } from '@gaceta/shared/social';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { dailyRollups, offices } from '../../db/schema';
import { translator } from '../../lib/i18n';
import { requireAdmin } from '../access/guards';
import { bucketSums, figuresOf, inPeriod, total, webFigures } from '../statistics/rollup-reads';
import { officeScope, type PeriodScope, periodOf, platformScope } from '../statistics/statistics-scope';

/**
 * The provider's statistics across offices (decision 047): every office's website, newsletter and
 * social figures, or one office's, from the daily roll-ups only.
 */

const NEWSLETTER_FIGURES = ['sent', 'delivered', 'opened', 'clicked'] as const;
const SOCIAL_FIGURES = ['likes', 'comments', 'shares'] as const;

/** Each channel's measures in the roll-ups, by the name the answer gives them. */
const MEASURES = {
  web: { impressions: 'impressions', views: 'views', visitors: 'site_visitors', shares: 'shares' },
  newsletter: { sent: 'sent', delivered: 'delivered', opened: 'opened', clicked: 'clicked' },
  social: { likes: 'likes', comments: 'comments', shares: 'shares' },
} as const;
type Channel = keyof typeof MEASURES;
type Figures<C extends Channel> = Record<keyof (typeof MEASURES)[C], number>;

/** What the table sorts by: what readers did, on every channel. */
const activityOf = ({ web, newsletter, social }: AdminOfficeFigures) =>
  web.views + newsletter.opened + newsletter.clicked + social.likes + social.comments + social.shares;

/** Each office's totals in the period, most active first; offices with nothing are listed too. */
async function officeFigures(
  ctx: ServiceContext,
  scope: PeriodScope,
  officeId: string | undefined,
): Promise<AdminOfficeFigures[]> {
  const ofOffice = (column: typeof offices.id | typeof dailyRollups.officeId) =>
    officeId ? eq(column, officeId) : undefined;
  const names = await ctx.db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(ofOffice(offices.id));
  const rows = await ctx.db
    .select({
      officeId: dailyRollups.officeId,
      channel: dailyRollups.channel,
      measure: dailyRollups.measure,
      value: total,
    })
    .from(dailyRollups)
    .where(
      and(
        ofOffice(dailyRollups.officeId),
        inPeriod(scope),
        inArray(dailyRollups.channel, Object.keys(MEASURES)),
        inArray(dailyRollups.measure, [
          ...new Set(Object.values(MEASURES).flatMap((measures) => Object.values(measures))),
        ]),
      ),
    )
    .groupBy(dailyRollups.officeId, dailyRollups.channel, dailyRollups.measure);
  const values = new Map(rows.map((row) => [`${row.officeId}|${row.channel}|${row.measure}`, row.value]));
  const figure = (id: string, channel: Channel, measure: string) =>
    values.get(`${id}|${channel}|${measure}`) ?? 0;
  const channelOf = <C extends Channel>(id: string, channel: C) =>
    Object.fromEntries(
      Object.entries(MEASURES[channel]).map(([name, measure]) => [name, figure(id, channel, measure)]),
    ) as Figures<C>;
  return names
    .map((office) => ({
      ...office,
      web: channelOf(office.id, 'web'),
      newsletter: channelOf(office.id, 'newsletter'),
      social: channelOf(office.id, 'social'),
    }))
    .sort(
      (a, b) => activityOf(b) - activityOf(a) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
}

async function socialNetworks(
  ctx: ServiceContext,
  scope: PeriodScope,
  where: SQL | undefined,
): Promise<AdminSocialNetwork[]> {
  const sums = await bucketSums(
    ctx.db,
    scope,
    'social',
    SOCIAL_NETWORKS.flatMap((network) => SOCIAL_FIGURES.map((measure) => `${measure}.${network}`)),
    where,
  );
  return SOCIAL_NETWORKS.map((network) => ({
    social_network: network,
    ...figuresOf(sums, SOCIAL_FIGURES, (measure) => `${measure}.${network}`),
  }));
}

/** GET /v1/admin/statistics (the provider's admin only): every office, or `office_id`'s (404 if none). */
export async function getAdminStatistics(
  ctx: ServiceContext,
  { range, office_id: officeId }: Pick<AdminStatisticsQuery, 'range' | 'office_id'>,
): Promise<AdminStatistics> {
  requireAdmin(ctx);
  const scope = officeId ? await officeScope(ctx, officeId, range) : platformScope(ctx, range);
  const where = officeId ? eq(dailyRollups.officeId, officeId) : undefined;
  const table = await officeFigures(ctx, scope, officeId);
  const office = officeId ? (table[0] ?? null) : null;
  return {
    ...periodOf(scope),
    office: office && { id: office.id, name: office.name },
    web: await webFigures(ctx.db, scope, and(where, eq(dailyRollups.channel, 'web'), inPeriod(scope))),
    newsletter: figuresOf(
      await bucketSums(ctx.db, scope, 'newsletter', NEWSLETTER_FIGURES, where),
      NEWSLETTER_FIGURES,
    ),
    social: { networks: await socialNetworks(ctx, scope, where) },
    offices: table,
  };
}

/** GET /v1/admin/statistics?format=csv: a line per office, its totals on each channel. */
export async function adminStatisticsCsv(
  ctx: ServiceContext,
  query: Pick<AdminStatisticsQuery, 'range' | 'office_id'>,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const statistics = await getAdminStatistics(ctx, query);
  return {
    filename: `admin-statistics-${statistics.range}-${statistics.to}.csv`,
    body: csv([
      [
        t(MESSAGES.csvOffice),
        t(MESSAGES.csvOfficeId),
        t(MESSAGES.csvWebViews),
        t(MESSAGES.csvWebVisitors),
        t(MESSAGES.csvWebImpressions),
        t(MESSAGES.csvWebShares),
        t(MESSAGES.csvNewsletterSent),
        t(MESSAGES.csvNewsletterDelivered),
        t(MESSAGES.csvNewsletterOpened),
        t(MESSAGES.csvNewsletterClicked),
        t(MESSAGES.csvSocialLikes),
        t(MESSAGES.csvSocialComments),
        t(MESSAGES.csvSocialShares),
      ],
      ...statistics.offices.map(({ id, name, web, newsletter, social }) => [
        name,
        id,
        web.views,
        web.visitors,
        web.impressions,
        web.shares,
        newsletter.sent,
        newsletter.delivered,
        newsletter.opened,
        newsletter.clicked,
        social.likes,
        social.comments,
        social.shares,
      ]),
    ]),
  };
}
