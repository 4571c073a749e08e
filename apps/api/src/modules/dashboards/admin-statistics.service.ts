import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import { SOCIAL_NETWORKS } from '@gaceta/shared/social';
import type {
  AdminOfficeFigures,
  AdminSocialNetwork,
  AdminStatistics,
  AdminStatisticsQuery,
} from '@gaceta/shared/statistics/admin';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { rowsOf } from '../../db/client';
import { officeRollups, offices, platformRollups } from '../../db/schema';
import type { CsvFile } from '../../lib/csv-download';
import { translator } from '../../lib/i18n';
import { requireAdmin } from '../access/guards';
import { rolledUpUntil } from '../rollups/rollups.service';
import {
  channelMeasure,
  figuresOf,
  type OfficeSums,
  officeSums,
  totalsPieces,
} from '../statistics/rollup-reads';
import { officeScope, type PeriodScope, periodOf, platformScope } from '../statistics/statistics-scope';

/**
 * The provider's statistics across offices (decision 047): every office's website, newsletter and
 * social figures, or one office's, from the office totals of the roll-ups (decision 050).
 */

const NEWSLETTER_FIGURES = ['sent', 'delivered', 'opened', 'clicked'] as const;
const SOCIAL_FIGURES = ['likes', 'comments', 'shares'] as const;
const WEB_FIGURES = ['impressions', 'views', 'visitors', 'shares'] as const;

/** Each channel's measures in the roll-ups, by the name the answer gives them. */
const MEASURES = {
  web: { impressions: 'impressions', views: 'views', visitors: 'site_visitors', shares: 'shares' },
  newsletter: { sent: 'sent', delivered: 'delivered', opened: 'opened', clicked: 'clicked' },
  social: { likes: 'likes', comments: 'comments', shares: 'shares' },
} as const;
type Channel = keyof typeof MEASURES;
type Figures<C extends Channel> = Record<keyof (typeof MEASURES)[C], number>;

/** Every measure read: the channels' own and each social network's. */
const READ = [
  ...new Set([
    ...Object.values(MEASURES).flatMap((measures) => Object.values(measures)),
    ...SOCIAL_NETWORKS.flatMap((network) => SOCIAL_FIGURES.map((measure) => `${measure}.${network}`)),
  ]),
];

/** Each office's measures in the table: the channels' own, social summed over the networks. */
const PER_OFFICE = [...new Set(Object.values(MEASURES).flatMap((measures) => Object.values(measures)))];

/** What the table sorts by: what readers did, on every channel. */
const activityOf = ({ web, newsletter, social }: AdminOfficeFigures) =>
  web.views + newsletter.opened + newsletter.clicked + social.likes + social.comments + social.shares;

/** Every office's sums per bucket of the period, keyed by `channelMeasure`: the platform's totals. */
async function platformSums(
  ctx: ServiceContext,
  { period }: PeriodScope,
  channels: readonly string[],
): Promise<OfficeSums> {
  const rows = await ctx.db
    .select({
      start: platformRollups.start,
      channel: platformRollups.channel,
      measure: platformRollups.measure,
      value: platformRollups.value,
    })
    .from(platformRollups)
    .where(
      and(
        eq(platformRollups.span, period.bucket),
        between(platformRollups.start, period.from, period.to),
        inArray(platformRollups.channel, [...channels]),
        inArray(platformRollups.measure, READ),
      ),
    );
  const sums = new Map(period.buckets.map((date) => [date, new Map<string, number>()]));
  for (const row of rows) sums.get(row.start)?.set(channelMeasure(row.channel, row.measure), row.value);
  return sums;
}

/**
 * The period's figures two ways, each keyed by `channelMeasure`: per office (every office's, or
 * `officeId`'s), from the fewest office totals that sum to the period (`totalsPieces`, decision
 * 068); and per bucket (a day, or a month for the year), from the platform's totals (or the
 * office's own).
 */
async function sumsOf(ctx: ServiceContext, scope: PeriodScope, officeId: string | undefined) {
  const channels = Object.keys(MEASURES);
  const pieces = totalsPieces(scope.period).map(
    ({ span, from, to, sign }) => sql`
      select ${officeRollups.officeId} as office_id, ${officeRollups.channel} as channel,
             ${officeRollups.measure} as measure, ${officeRollups.value} * ${sign}::int as value
      from ${officeRollups}
      where ${and(
        eq(officeRollups.span, span),
        between(officeRollups.start, from, to),
        officeId ? eq(officeRollups.officeId, officeId) : undefined,
        inArray(officeRollups.channel, channels),
        inArray(officeRollups.measure, PER_OFFICE),
      )}`,
  );
  const [officeRows, perBucket] = await Promise.all([
    // One cell, a JSON array of [office, channel, measure, value]: PGlite spends more on a thousand
    // rows' cells than on summing them.
    ctx.db.execute(sql`
      select coalesce(json_agg(json_build_array(office_id, channel, measure, value)), '[]') as sums
      from (select office_id, channel, measure, sum(value) as value
            from (${sql.join(pieces, sql` union all `)}) pieces
            group by office_id, channel, measure) per_office`),
    officeId ? officeSums(ctx.db, { ...scope, officeId }, channels) : platformSums(ctx, scope, channels),
  ]);
  type OfficeSum = [office: string, channel: string, measure: string, value: number];
  const [{ sums } = { sums: [] }] = rowsOf<{ sums: OfficeSum[] }>(officeRows);
  const perOffice = new Map<string, number>();
  for (const [office, channel, measure, value] of sums)
    perOffice.set(`${office}|${channelMeasure(channel, measure)}`, Number(value));
  return { perOffice, perBucket };
}

/** Each office's totals in the period, most active first; offices with nothing are listed too. */
async function officeFigures(
  ctx: ServiceContext,
  perOffice: Map<string, number>,
  officeId: string | undefined,
): Promise<AdminOfficeFigures[]> {
  const names = await ctx.db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(officeId ? eq(offices.id, officeId) : undefined);
  const channelOf = <C extends Channel>(id: string, channel: C) =>
    Object.fromEntries(
      Object.entries(MEASURES[channel]).map(([name, measure]) => [
        name,
        perOffice.get(`${id}|${channelMeasure(channel, measure)}`) ?? 0,
      ]),
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

/** GET /v1/admin/statistics (the provider's admin only): every office, or `office_id`'s (404 if none). */
export async function getAdminStatistics(
  ctx: ServiceContext,
  { range, office_id: officeId }: Pick<AdminStatisticsQuery, 'range' | 'office_id'>,
): Promise<AdminStatistics> {
  requireAdmin(ctx);
  const scope = officeId ? await officeScope(ctx, officeId, range) : platformScope(ctx, range);
  const { perOffice, perBucket } = await sumsOf(ctx, scope, officeId);
  const table = await officeFigures(ctx, perOffice, officeId);
  const office = officeId ? (table[0] ?? null) : null;
  return {
    ...periodOf(scope, await rolledUpUntil(ctx)),
    office: office && { id: office.id, name: office.name },
    web: figuresOf(perBucket, WEB_FIGURES, (measure) => channelMeasure('web', MEASURES.web[measure])),
    newsletter: figuresOf(perBucket, NEWSLETTER_FIGURES, (measure) => channelMeasure('newsletter', measure)),
    social: {
      networks: SOCIAL_NETWORKS.map(
        (network): AdminSocialNetwork => ({
          social_network: network,
          ...figuresOf(perBucket, SOCIAL_FIGURES, (measure) =>
            channelMeasure('social', `${measure}.${network}`),
          ),
        }),
      ),
    },
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
    rows: [
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
    ],
  };
}
