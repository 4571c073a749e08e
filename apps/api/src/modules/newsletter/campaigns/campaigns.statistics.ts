// The newsletter's statistics: sent, delivered, opened and clicked, bounced and unsubscribed, and
// the open and click rates (newsletterRates), per campaign and per day or month in the office's time
// zone; one campaign's clicks per link and its recipients. Opens and clicks count recipients (a
// message opened three times counts once) and leave out what was told apart as a mail scanner
// (newsletter_events.automated).
import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import type { Page } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import {
  CAMPAIGN_KIND_LABELS,
  type CampaignRecipient,
  type CampaignRecipientFilter,
  type CampaignStatistics,
  type CampaignStatisticsRow,
  DELIVERED_STATUSES,
  DELIVERY_STATUS_LABELS,
  type NewsletterFigures,
  type NewsletterLosses,
  type NewsletterStatistics,
  type NewsletterStatisticsQuery,
  newsletterRates,
} from '@gaceta/shared/newsletter/campaigns';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { offsetOf, type PageRequest, pageOf } from '../../../db/lists';
import {
  news,
  newsContents,
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
import { bucketBounds, bucketIndexOf, scopeOf } from '../../statistics/statistics-scope';
import { anonymousEngagement, anonymousFigures, anonymousUnit } from '../tracking/anonymous';

const delivered = sql.join(
  DELIVERED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Messages that left or may have left (everything but those still waiting). */
const sentFigure = sql<number>`count(*) filter (where ${newsletterDeliveries.status} not in ('pending', 'sending'))::int`;
const deliveredFigure = sql<number>`count(*) filter (where ${newsletterDeliveries.status} in (${delivered}))::int`;
/**
 * Whether each message was opened and clicked, scanners left out: one look at its events, joined
 * (`crossJoinLateral`) to every query that counts `figures`. A click proves an open the pixel may
 * have missed (images off).
 */
const engagement = sql`(select count(*) > 0 as opened, count(*) filter (where e.kind = 'click') > 0 as clicked
  from ${newsletterEvents} e
  where e.delivery_id = ${newsletterDeliveries}.id and not e.automated and e.kind in ('open', 'click')) engagement`;

/**
 * The same for every message of an office at once: its events looked at in one pass, grouped per
 * message and joined to the messages (`leftJoin`, on `engagement.delivery_id`; no row, no open).
 * For a long period (the year) this costs less than a look per message: an event is recorded with
 * its message's office (recordEvent), so the office's events are all its messages' events.
 */
const engagementOfOffice = (officeId: string) =>
  sql`(select e.delivery_id, true as opened, bool_or(e.kind = 'click') as clicked
    from ${newsletterEvents} e
    where e.office_id = ${officeId} and e.delivery_id is not null and not e.automated
      and e.kind in ('open', 'click')
    group by e.delivery_id) engagement`;

const figures = {
  sent: sentFigure,
  delivered: deliveredFigure,
  opened: sql<number>`count(*) filter (where engagement.opened)::int`,
  clicked: sql<number>`count(*) filter (where engagement.clicked)::int`,
  bounced: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'bounced')::int`,
  unsubscribed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'unsubscribed')::int`,
};
type Figures = NewsletterFigures & NewsletterLosses;
const ZERO: Figures = { sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, unsubscribed: 0 };

export async function newsletterStatistics(
  ctx: ServiceContext,
  query: NewsletterStatisticsQuery,
): Promise<NewsletterStatistics> {
  const scope = await scopeOf(ctx, query.range);
  const { officeId, period, timeZone } = scope;
  // The period's instants, from its first day's start to its last's end on the office's clock.
  const bounds = bucketBounds(scope);
  const inPeriod: SQL[] = [
    eq(newsletterDeliveries.officeId, officeId),
    gte(newsletterDeliveries.sentAt, new Date(bounds[0] ?? 0)),
    lt(newsletterDeliveries.sentAt, new Date(bounds.at(-1) ?? 0)),
  ];
  // The period's messages counted once for both groupings: per bucket (no campaign) and per
  // campaign (no bucket). By position: the bucket's expression carries parameters, which would not
  // match a repeat of it.
  // The year's messages (about as many as the office's events kept) meet their events in one
  // pass; a shorter period's look each at theirs.
  const messages = ctx.db
    .select({
      bucket: sql<number | null>`${bucketIndexOf(newsletterDeliveries.sentAt, bounds)}`,
      campaignId: sql<string | null>`${newsletterDeliveries.campaignId}`,
      ...figures,
    })
    .from(newsletterDeliveries)
    .$dynamic();
  const grouped = await (period.bucket === 'month'
    ? messages.leftJoin(
        engagementOfOffice(officeId),
        sql`engagement.delivery_id = ${newsletterDeliveries.id}`,
      )
    : messages.crossJoinLateral(engagement)
  )
    .where(and(...inPeriod))
    .groupBy(sql`grouping sets ((1), (2))`);
  const rows = grouped.flatMap(({ bucket, ...row }) =>
    row.campaignId === null ? [{ ...row, period: period.buckets[(bucket ?? 0) - 1] }] : [],
  );
  const perCampaign = grouped.flatMap(({ campaignId: id, ...row }) => (id === null ? [] : [{ ...row, id }]));
  // Opens and clicks that name no reader, on the day they are dated (a forgotten message's on its
  // sending day), per bucket and campaign.
  const eventDay = sql`(${newsletterEvents.at} at time zone ${timeZone})::date`;
  const anonymousBucket =
    period.bucket === 'day'
      ? sql<string>`to_char(${eventDay}, 'YYYY-MM-DD')`
      : sql<string>`to_char(date_trunc('month', ${eventDay}), 'YYYY-MM-DD')`;
  const anonymous = await ctx.db
    .select({ period: anonymousBucket, campaignId: newsletterEvents.campaignId, ...anonymousFigures })
    .from(newsletterEvents)
    .where(
      and(
        eq(newsletterEvents.officeId, officeId),
        anonymousEngagement,
        sql`${eventDay} between ${period.from}::date and ${period.to}::date`,
      ),
    )
    .groupBy(sql`1`, newsletterEvents.campaignId);
  const withAnonymous = (figures: Figures, rows: typeof anonymous): Figures => ({
    ...figures,
    opened: rows.reduce((sum, row) => sum + Number(row.opened), figures.opened),
    clicked: rows.reduce((sum, row) => sum + Number(row.clicked), figures.clicked),
  });
  const series = period.buckets.map((start) => {
    const row = rows.find((each) => each.period === start);
    const figures = withAnonymous(
      row ? pick(row) : ZERO,
      anonymous.filter((each) => each.period === start),
    );
    return { period: start, ...figures };
  });
  const totals = series.reduce(
    (sum, each) => ({
      sent: sum.sent + each.sent,
      delivered: sum.delivered + each.delivered,
      opened: sum.opened + each.opened,
      clicked: sum.clicked + each.clicked,
      bounced: sum.bounced + each.bounced,
      unsubscribed: sum.unsubscribed + each.unsubscribed,
    }),
    ZERO,
  );
  const campaigns =
    perCampaign.length === 0
      ? []
      : await ctx.db
          // What a campaign's row shows, not its links, texts and schedule.
          .select({
            id: newsletterCampaigns.id,
            kind: newsletterCampaigns.kind,
            subject: newsletterCampaigns.subject,
            startedAt: newsletterCampaigns.startedAt,
            newsIds: newsletterCampaigns.newsIds,
          })
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
  const rowOf = await campaignRows(ctx, officeId, campaigns);
  return {
    // Read from the deliveries and their events as they are recorded: the figures count up to now.
    data_until: ctx.clock.now().toISOString(),
    from: period.from,
    to: period.to,
    bucket: period.bucket,
    totals: { ...totals, ...newsletterRates(totals) },
    series,
    campaigns: campaigns.map((campaign) =>
      rowOf(
        campaign,
        withAnonymous(
          pick(perCampaign.find((each) => each.id === campaign.id) ?? ZERO),
          anonymous.filter((each) => each.campaignId === campaign.id),
        ),
      ),
    ),
  };
}

const pick = (row: Figures): Figures => ({
  sent: Number(row.sent),
  delivered: Number(row.delivered),
  opened: Number(row.opened),
  clicked: Number(row.clicked),
  bounced: Number(row.bounced),
  unsubscribed: Number(row.unsubscribed),
});

type CampaignRow = typeof newsletterCampaigns.$inferSelect;
/** What a campaign's row in the statistics is made of. */
type ListedCampaign = Pick<CampaignRow, 'id' | 'kind' | 'subject' | 'startedAt' | 'newsIds'>;

/**
 * What names the office's campaigns in the statistics: their items' titles, and the subject their
 * messages went out with in the office's language (the written one, else the generated one, from the
 * items' newsletter titles as sending reads them).
 */
async function campaignRows(ctx: ServiceContext, officeId: string, campaigns: ListedCampaign[]) {
  const ids = [...new Set(campaigns.flatMap((campaign) => campaign.newsIds))];
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            id: news.id,
            title: news.title,
            newsletterTitle: newsContents.title,
            languages: news.languages,
          })
          .from(news)
          .leftJoin(
            newsContents,
            and(eq(newsContents.newsId, news.id), eq(newsContents.channel, 'newsletter')),
          )
          .where(inArray(news.id, ids));
  const [office] = await ctx.db
    .select({ name: offices.name, tolgeo: offices.tolgeo })
    .from(offices)
    .where(eq(offices.id, officeId));
  const locale = AREA_LANGUAGES[office?.tolgeo as AreaCode] ?? 'es';
  // The newsletter's texts come with its renderer, loaded only when a campaign is listed.
  const { newsletterSubject } = await import('../../../emails/newsletter');
  return (campaign: ListedCampaign, figures: Figures): CampaignStatisticsRow => {
    const carried = campaign.newsIds.flatMap((id) => items.find((item) => item.id === id) ?? []);
    return {
      id: campaign.id,
      kind: campaign.kind,
      subject:
        campaign.subject ??
        newsletterSubject(
          locale,
          office?.name ?? '',
          carried.map((item) => ({
            title: item.newsletterTitle || item.title,
            languages: item.languages.length > 0 ? item.languages : [locale],
          })),
        ),
      started_at: campaign.startedAt?.toISOString() ?? null,
      news_titles: carried.map((item) => item.title),
      ...figures,
      ...newsletterRates(figures),
    };
  };
}

/** The office's campaign `id`, or 404 CAMPAIGN_NOT_FOUND. */
async function campaignOf(ctx: ServiceContext, officeId: string, id: string): Promise<CampaignRow> {
  const [campaign] = await ctx.db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.officeId, officeId)));
  if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  return campaign;
}

/**
 * GET /v1/statistics/newsletter/campaigns/{id}: one campaign's figures over all its messages, and
 * the recipients who clicked each of its links, each link named by the article whose page it opens.
 */
export async function campaignStatistics(ctx: ServiceContext, id: string): Promise<CampaignStatistics> {
  const officeId = requirePermission(ctx, 'stats.view');
  const campaign = await campaignOf(ctx, officeId, id);
  const [totals] = await ctx.db
    .select(figures)
    .from(newsletterDeliveries)
    .crossJoinLateral(engagement)
    .where(eq(newsletterDeliveries.campaignId, id));
  const clicks = await ctx.db
    .select({
      index: newsletterEvents.linkIndex,
      clicks: sql<number>`count(distinct ${newsletterEvents.deliveryId})::int`,
    })
    .from(newsletterEvents)
    .innerJoin(newsletterDeliveries, eq(newsletterDeliveries.id, newsletterEvents.deliveryId))
    .where(
      and(
        eq(newsletterDeliveries.campaignId, id),
        eq(newsletterEvents.kind, 'click'),
        eq(newsletterEvents.automated, false),
        isNotNull(newsletterEvents.linkIndex),
      ),
    )
    .groupBy(newsletterEvents.linkIndex);
  const [anonymous] = await ctx.db
    .select(anonymousFigures)
    .from(newsletterEvents)
    .where(and(eq(newsletterEvents.campaignId, id), anonymousEngagement));
  const anonymousClicks = await ctx.db
    .select({ index: newsletterEvents.linkIndex, clicks: sql<number>`count(distinct ${anonymousUnit})::int` })
    .from(newsletterEvents)
    .where(
      and(
        eq(newsletterEvents.campaignId, id),
        anonymousEngagement,
        eq(newsletterEvents.kind, 'click'),
        isNotNull(newsletterEvents.linkIndex),
      ),
    )
    .groupBy(newsletterEvents.linkIndex);
  for (const extra of anonymousClicks) {
    const known = clicks.find((each) => each.index === extra.index);
    if (known) known.clicks = Number(known.clicks) + Number(extra.clicks);
    else clicks.push(extra);
  }
  const [office] = await ctx.db
    .select({ key: offices.publicKey })
    .from(offices)
    .where(eq(offices.id, officeId));
  const pages =
    campaign.newsIds.length === 0
      ? []
      : await ctx.db
          .select({ id: news.id, title: news.title, slug: news.slug })
          .from(news)
          .where(inArray(news.id, campaign.newsIds));
  // An article's page is /p/{office}/{slug}, on whichever address the messages were sent from.
  const articleAt = (url: string) =>
    pages.find((page) => URL.parse(url)?.pathname === `/p/${office?.key}/${page.slug}`);
  const links = clicks
    .flatMap(({ index, clicks }) => {
      const url = index === null ? undefined : campaign.links[index];
      if (!url) return [];
      const article = articleAt(url);
      return [{ url, news_id: article?.id ?? null, title: article?.title ?? null, clicks: Number(clicks) }];
    })
    .sort((a, b) => b.clicks - a.clicks || a.url.localeCompare(b.url));
  const rowOf = await campaignRows(ctx, officeId, [campaign]);
  const counted = pick(totals ?? ZERO);
  counted.opened += Number(anonymous?.opened ?? 0);
  counted.clicked += Number(anonymous?.clicked ?? 0);
  return { ...rowOf(campaign, counted), links };
}

/** A message counted by each of the recipients' filters (a click proves an open, as in the figures). */
const hadEvent = (kinds: string[]) =>
  sql`exists (select 1 from ${newsletterEvents} e where e.delivery_id = ${newsletterDeliveries}.id and not e.automated and e.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}))`;
const RECIPIENT_FILTERS: Record<CampaignRecipientFilter, SQL> = {
  opened: hadEvent(['open', 'click']),
  clicked: hadEvent(['click']),
  bounced: eq(newsletterDeliveries.status, 'bounced'),
  unsubscribed: eq(newsletterDeliveries.status, 'unsubscribed'),
};

/**
 * One campaign's messages, by address: status, send date, opened, clicked; `filter` keeps those who
 * opened, clicked, bounced or unsubscribed.
 */
export async function campaignRecipients(
  ctx: ServiceContext,
  campaignId: string,
  query: PageRequest & { filter?: CampaignRecipientFilter | undefined },
): Promise<Page<CampaignRecipient>> {
  const officeId = requirePermission(ctx, 'stats.view');
  await campaignOf(ctx, officeId, campaignId);
  const ofCampaign = and(
    eq(newsletterDeliveries.campaignId, campaignId),
    query.filter && RECIPIENT_FILTERS[query.filter],
  );
  const rows = await ctx.db
    .select({
      recipientId: newsletterDeliveries.recipientId,
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
    .crossJoinLateral(engagement)
    .where(ofCampaign)
    .groupBy(newsletterDeliveries.id)
    .orderBy(asc(newsletterDeliveries.email))
    .limit(query.per)
    .offset(offsetOf(query));
  const [total] = await ctx.db.select({ n: count() }).from(newsletterDeliveries).where(ofCampaign);
  return pageOf(
    rows.map((row) => ({
      recipient_id: row.recipientId,
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
        t(MESSAGES.csvCampaignSubject),
        t(MESSAGES.csvCampaignNews),
        t(MESSAGES.csvCampaignSent),
        t(MESSAGES.csvCampaignDelivered),
        t(MESSAGES.csvRecipientOpened),
        t(MESSAGES.csvRecipientClicked),
        t(MESSAGES.csvBounced),
        t(MESSAGES.csvUnsubscribed),
        t(MESSAGES.csvOpenRate),
        t(MESSAGES.csvClickRate),
      ],
      ...campaigns.map((campaign) => [
        csvDateTime(campaign.started_at, timeZone),
        t(CAMPAIGN_KIND_LABELS[campaign.kind]),
        campaign.subject,
        campaign.news_titles.join(' | '),
        campaign.sent,
        campaign.delivered,
        campaign.opened,
        campaign.clicked,
        campaign.bounced,
        campaign.unsubscribed,
        percent(campaign.open_rate),
        percent(campaign.click_rate),
      ]),
    ],
  };
}

/** A rate as a percentage with one decimal (45.2; the writer gives it the reader's decimal mark). */
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

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
  filter: CampaignRecipientFilter | undefined,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const rows: CampaignRecipient[] = [];
  for (let page = 1; ; page += 1) {
    const chunk = await campaignRecipients(ctx, campaignId, { page, per: 1000, filter });
    rows.push(...chunk.objects);
    if (page >= chunk.total_pages) break;
  }
  const yesNo = (value: boolean) => t(value ? MESSAGES.csvYes : MESSAGES.csvNo);
  const timeZone = await timeZoneOf(ctx, requirePermission(ctx, 'stats.view'));
  return {
    filename: `newsletter-${campaignId}${filter ? `-${filter}` : ''}.csv`,
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
