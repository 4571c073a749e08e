// The newsletter's statistics: sent, delivered, opened and clicked, per campaign and per day or
// month in the office's time zone. Opens and clicks count recipients (a message opened three times
// counts once) and leave out what was told apart as a mail scanner (newsletter_events.automated).
import type { Page } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import {
  CAMPAIGN_KIND_LABELS,
  type CampaignRecipient,
  DELIVERED_STATUSES,
  DELIVERY_STATUS_LABELS,
  type NewsletterFigures,
  type NewsletterStatistics,
  type NewsletterStatisticsQuery,
} from '@gaceta/shared/newsletter/campaigns';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { offsetOf, type PageRequest, pageOf } from '../../../db/lists';
import {
  news,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterEvents,
  newsletterRecipients,
  offices,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type CsvFile, csvDateTime } from '../../../lib/csv-download';
import { translator } from '../../../lib/i18n';
import { requirePermission } from '../../access/guards';
import { scopeOf } from '../../statistics/statistics-scope';

const delivered = sql.join(
  DELIVERED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Messages that left or may have left (everything but those still waiting). */
const sentFigure = sql<number>`count(*) filter (where ${newsletterDeliveries.status} not in ('pending', 'sending'))::int`;
const deliveredFigure = sql<number>`count(*) filter (where ${newsletterDeliveries.status} in (${delivered}))::int`;
const engaged = (kinds: string[]) =>
  sql<number>`count(*) filter (where exists (select 1 from ${newsletterEvents} e where e.delivery_id = ${newsletterDeliveries}.id and not e.automated and e.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})))::int`;

const figures = {
  sent: sentFigure,
  delivered: deliveredFigure,
  // A click proves an open the pixel may have missed (images off).
  opened: engaged(['open', 'click']),
  clicked: engaged(['click']),
};

export async function newsletterStatistics(
  ctx: ServiceContext,
  query: NewsletterStatisticsQuery,
): Promise<NewsletterStatistics> {
  const { officeId, period, timeZone } = await scopeOf(ctx, query.range);
  const localDay = sql`(${newsletterDeliveries.sentAt} at time zone ${timeZone})::date`;
  const inPeriod: SQL[] = [
    eq(newsletterDeliveries.officeId, officeId),
    isNotNull(newsletterDeliveries.sentAt),
    sql`${localDay} between ${period.from}::date and ${period.to}::date`,
  ];
  const bucket =
    period.bucket === 'day'
      ? sql<string>`to_char(${localDay}, 'YYYY-MM-DD')`
      : sql<string>`to_char(date_trunc('month', ${localDay}), 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ period: bucket, ...figures })
    .from(newsletterDeliveries)
    .where(and(...inPeriod))
    // By position: the bucket's expression carries parameters, which would not match a repeat of it.
    .groupBy(sql`1`);
  const zero: NewsletterFigures = { sent: 0, delivered: 0, opened: 0, clicked: 0 };
  const series = period.buckets.map((start) => {
    const row = rows.find((each) => each.period === start);
    return { period: start, ...(row ? pick(row) : zero) };
  });
  const totals = series.reduce(
    (sum, each) => ({
      sent: sum.sent + each.sent,
      delivered: sum.delivered + each.delivered,
      opened: sum.opened + each.opened,
      clicked: sum.clicked + each.clicked,
    }),
    zero,
  );
  const perCampaign = await ctx.db
    .select({ id: newsletterDeliveries.campaignId, ...figures })
    .from(newsletterDeliveries)
    .where(and(...inPeriod))
    .groupBy(newsletterDeliveries.campaignId);
  const campaigns =
    perCampaign.length === 0
      ? []
      : await ctx.db
          .select()
          .from(newsletterCampaigns)
          .where(
            and(
              eq(newsletterCampaigns.officeId, officeId),
              inArray(
                newsletterCampaigns.id,
                perCampaign.map((row) => row.id),
              ),
            ),
          )
          .orderBy(desc(newsletterCampaigns.startedAt));
  const titles = await titlesOf(
    ctx,
    campaigns.flatMap((campaign) => campaign.newsIds),
  );
  return {
    // Read from the deliveries and their events as they are recorded: the figures count up to now.
    data_until: ctx.clock.now().toISOString(),
    from: period.from,
    to: period.to,
    bucket: period.bucket,
    totals,
    series,
    campaigns: campaigns.map((campaign) => {
      const row = perCampaign.find((each) => each.id === campaign.id);
      return {
        id: campaign.id,
        kind: campaign.kind,
        started_at: campaign.startedAt?.toISOString() ?? null,
        news_titles: campaign.newsIds.flatMap((id) => titles.get(id) ?? []),
        ...(row ? pick(row) : zero),
      };
    }),
  };
}

const pick = (row: NewsletterFigures): NewsletterFigures => ({
  sent: Number(row.sent),
  delivered: Number(row.delivered),
  opened: Number(row.opened),
  clicked: Number(row.clicked),
});

async function titlesOf(ctx: ServiceContext, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(inArray(news.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** One campaign's messages, by address: status, send date, opened, clicked. */
export async function campaignRecipients(
  ctx: ServiceContext,
  campaignId: string,
  query: PageRequest,
): Promise<Page<CampaignRecipient>> {
  const officeId = requirePermission(ctx, 'stats.view');
  const [campaign] = await ctx.db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.officeId, officeId)));
  if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  const ofCampaign = eq(newsletterDeliveries.campaignId, campaignId);
  const rows = await ctx.db
    .select({
      email: newsletterDeliveries.email,
      // The recipient's name as the list has it now (none once the recipient is deleted).
      name: sql<
        string | null
      >`(select ${newsletterRecipients.name} from ${newsletterRecipients} where ${newsletterRecipients.id} = ${newsletterDeliveries.recipientId})`,
      status: newsletterDeliveries.status,
      sentAt: newsletterDeliveries.sentAt,
      error: newsletterDeliveries.error,
      opened: figures.opened,
      clicked: figures.clicked,
    })
    .from(newsletterDeliveries)
    .where(ofCampaign)
    .groupBy(newsletterDeliveries.id)
    .orderBy(asc(newsletterDeliveries.email))
    .limit(query.per)
    .offset(offsetOf(query));
  const [total] = await ctx.db.select({ n: count() }).from(newsletterDeliveries).where(ofCampaign);
  return pageOf(
    rows.map((row) => ({
      email: row.email,
      name: row.name,
      status: row.status,
      sent_at: row.sentAt?.toISOString() ?? null,
      opened: Number(row.opened) > 0,
      clicked: Number(row.clicked) > 0,
      error: row.error,
    })),
    total?.n ?? 0,
    query,
  );
}

/**
 * GET /v1/statistics/newsletter/campaigns.csv?range=: the campaigns of the period, as the screen's
 * list shows them, started on the office's clock; titles are the office's own text, so
 * formula-like cells are escaped by the writer.
 */
export async function campaignsCsv(
  ctx: ServiceContext,
  query: NewsletterStatisticsQuery,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const { campaigns, from, to } = await newsletterStatistics(ctx, query);
  const timeZone = await timeZoneOf(ctx, requirePermission(ctx, 'stats.view'));
  return {
    filename: `newsletters-${from}-${to}.csv`,
    rows: [
      [
        t(MESSAGES.csvCampaignStartedAt),
        t(MESSAGES.csvCampaignKind),
        t(MESSAGES.csvCampaignNews),
        t(MESSAGES.csvCampaignSent),
        t(MESSAGES.csvCampaignDelivered),
        t(MESSAGES.csvRecipientOpened),
        t(MESSAGES.csvRecipientClicked),
      ],
      ...campaigns.map((campaign) => [
        csvDateTime(campaign.started_at, timeZone),
        t(CAMPAIGN_KIND_LABELS[campaign.kind]),
        campaign.news_titles.join(' | '),
        campaign.sent,
        campaign.delivered,
        campaign.opened,
        campaign.clicked,
      ]),
    ],
  };
}

async function timeZoneOf(ctx: ServiceContext, officeId: string): Promise<string> {
  const [office] = await ctx.db
    .select({ timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.id, officeId));
  return office?.timeZone ?? 'UTC';
}

/**
 * GET /v1/statistics/newsletter/campaigns/{id}/recipients.csv: every message of the campaign, one
 * line each: the address with the recipient's name beside it, the status in the reader's language,
 * the send on the office's clock; a cell a spreadsheet would read as a formula (an address
 * starting with =) is escaped.
 */
export async function campaignRecipientsCsv(
  ctx: ServiceContext,
  campaignId: string,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const rows: CampaignRecipient[] = [];
  for (let page = 1; ; page += 1) {
    const chunk = await campaignRecipients(ctx, campaignId, { page, per: 1000 });
    rows.push(...chunk.objects);
    if (page >= chunk.total_pages) break;
  }
  const yesNo = (value: boolean) => t(value ? MESSAGES.csvYes : MESSAGES.csvNo);
  const timeZone = await timeZoneOf(ctx, requirePermission(ctx, 'stats.view'));
  return {
    filename: `newsletter-${campaignId}.csv`,
    rows: [
      [
        t(MESSAGES.csvRecipientEmail),
        t(MESSAGES.csvRecipientName),
        t(MESSAGES.csvRecipientStatus),
        t(MESSAGES.csvRecipientSentAt),
        t(MESSAGES.csvRecipientOpened),
        t(MESSAGES.csvRecipientClicked),
        t(MESSAGES.csvRecipientError),
      ],
      ...rows.map((row) => [
        row.email,
        row.name,
        t(DELIVERY_STATUS_LABELS[row.status]),
        csvDateTime(row.sent_at, timeZone),
        yesNo(row.opened),
        yesNo(row.clicked),
        row.error,
      ]),
    ],
  };
}
