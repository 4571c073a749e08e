// Who reads what (docs/newsletter.md, Who reads what; decision 062): one recipient's reading, and
// the recipients most engaged with a subject, an article or an author, scored as ENGAGEMENT_SCORE
// says. Only a person's own opens and clicks count: scanners' prefetches (automated) and anonymous
// events (no per-person tracking, or forgotten by the retention) name nobody.
import type { Page } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import {
  ENGAGEMENT_SCORE,
  engagementWeight,
  type Interest,
  type InterestsQuery,
  type ReadingEvent,
  type RecipientActivity,
  roundScore,
} from '@gaceta/shared/newsletter/reading';
import { PER_PERSON_RETENTION_MONTHS } from '@gaceta/shared/newsletter/settings';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { and, asc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { offsetOf, type PageRequest, pageOf } from '../../../db/lists';
import {
  news,
  newsletterDeliveries,
  newsletterEvents,
  newsletterRecipients,
  newsletterTopicReading,
  offices,
  subjects,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type CsvFile, csvDateTime } from '../../../lib/csv-download';
import { translator } from '../../../lib/i18n';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { officeScope, type Scope } from '../../statistics/statistics-scope';
import { newsletterConfigurationOf } from '../configuration/configuration.service';
import { toRecipient } from '../recipients/recipients.service';

/** Most events a recipient's page lists (newest first). */
const EVENTS_LIMIT = 500;

/**
 * The office of a caller with statistics rights (stats.view). The provider's admin reaches a
 * person's reading only while impersonating an office user who has them, and each such reading is
 * audited (`action`), so the office can see the provider looked.
 */
async function readingScope(
  ctx: ServiceContext,
  range: StatisticsRange,
  audit: { action: string; targetId: string | null; data?: Record<string, unknown> },
): Promise<Scope> {
  const officeId = requirePermission(ctx, 'stats.view');
  if (ctx.actor?.type === 'user' && ctx.actor.user.impersonatedBy) {
    await recordAudit(ctx, { ...audit, officeId, data: { range, ...audit.data } });
  }
  return officeScope(ctx, officeId, range);
}

/** Messages sent on the scope's office days (the UTC margin lets the sending index serve). */
const sentInScope = ({
  period,
  timeZone,
}: Scope) => sql`${newsletterDeliveries.sentAt} >= (${period.from}::date - 1)::timestamp at time zone 'UTC'
  and ${newsletterDeliveries.sentAt} < (${period.to}::date + 2)::timestamp at time zone 'UTC'
  and (${newsletterDeliveries.sentAt} at time zone ${timeZone})::date between ${period.from}::date and ${period.to}::date`;

/** The slug of an article's share page (`…/p/{office}/{slug}`) a click opened, for the office's key. */
const clickedSlug = (url: string | null, officeKey: string): string | null => {
  const match = url ? /\/p\/([^/?#]+)\/([^/?#]+)$/.exec(url) : null;
  return match && decodeURIComponent(match[1] ?? '') === officeKey
    ? decodeURIComponent(match[2] ?? '')
    : null;
};

async function officeKeyOf(ctx: ServiceContext, officeId: string): Promise<string> {
  const [office] = await ctx.db
    .select({ key: offices.publicKey })
    .from(offices)
    .where(eq(offices.id, officeId));
  return office?.key ?? '';
}

/**
 * GET /v1/newsletter/recipients/{id}/activity: what one recipient received, opened and clicked in
 * the range, article by article; the subjects of what they engaged with, scored; their last
 * engagement; unsubscribes and bounces.
 */
export async function recipientActivity(
  ctx: ServiceContext,
  id: string,
  range: StatisticsRange,
): Promise<RecipientActivity> {
  const scope = await readingScope(ctx, range, {
    action: 'newsletter_recipient.activity_view',
    targetId: id,
  });
  const { officeId, period } = scope;
  const [recipient] = await ctx.db
    .select()
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.id, id), eq(newsletterRecipients.officeId, officeId)));
  if (!recipient) throw new AppError('NOT_FOUND');
  const configuration = await newsletterConfigurationOf(ctx.db, officeId);
  const deliveries = await ctx.db
    .select()
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.officeId, officeId),
        eq(newsletterDeliveries.recipientId, id),
        isNotNull(newsletterDeliveries.sentAt),
        sentInScope(scope),
      ),
    );
  const events =
    deliveries.length === 0
      ? []
      : await ctx.db
          .select()
          .from(newsletterEvents)
          .where(
            and(
              inArray(
                newsletterEvents.deliveryId,
                deliveries.map((delivery) => delivery.id),
              ),
              eq(newsletterEvents.automated, false),
              // A message's first open is kept on it (read_at): its other opens say nothing more.
              ne(newsletterEvents.kind, 'open'),
            ),
          )
          .orderBy(asc(newsletterEvents.at));
  const newsIds = [...new Set(deliveries.flatMap((delivery) => delivery.newsIds))];
  const items =
    newsIds.length === 0
      ? []
      : await ctx.db
          .select({ id: news.id, title: news.title, slug: news.slug, subjectIds: news.subjectIds })
          .from(news)
          .where(and(eq(news.officeId, officeId), inArray(news.id, newsIds)));
  const officeKey = await officeKeyOf(ctx, officeId);
  const now = ctx.clock.now().getTime();
  const weight = (at: Date) => engagementWeight(now - at.getTime());

  const timeline: ReadingEvent[] = [];
  const subjectScores = new Map<string, number>();
  const credit = (subjectIds: Iterable<string>, points: number) => {
    for (const subject of subjectIds) subjectScores.set(subject, (subjectScores.get(subject) ?? 0) + points);
  };
  let sent = 0;
  let opened = 0;
  let clicked = 0;
  for (const delivery of deliveries) {
    const carried = items.filter((item) => delivery.newsIds.includes(item.id));
    if (!['pending', 'sending'].includes(delivery.status)) {
      sent += 1;
      timeline.push({
        at: (delivery.sentAt as Date).toISOString(),
        kind: 'sent',
        campaign_id: delivery.campaignId,
      });
    }
    const own = events.filter((event) => event.deliveryId === delivery.id);
    if (delivery.readAt) {
      opened += 1;
      timeline.push({ at: delivery.readAt.toISOString(), kind: 'opened', campaign_id: delivery.campaignId });
      credit(
        new Set(carried.flatMap((item) => item.subjectIds)),
        ENGAGEMENT_SCORE.open * weight(delivery.readAt),
      );
    }
    const clicks = own.filter((event) => event.kind === 'click');
    if (clicks.length > 0) clicked += 1;
    const creditedArticles = new Set<string>();
    for (const click of clicks) {
      const slug = clickedSlug(click.url, officeKey);
      const article = slug ? carried.find((item) => item.slug === slug) : undefined;
      timeline.push({
        at: click.at.toISOString(),
        kind: 'clicked',
        campaign_id: delivery.campaignId,
        ...(article && { news_id: article.id, title: article.title }),
      });
      // Each article's first click in a message counts.
      if (article && !creditedArticles.has(article.id)) {
        creditedArticles.add(article.id);
        credit(article.subjectIds, ENGAGEMENT_SCORE.click * weight(click.at));
      }
    }
    for (const event of own) {
      if (event.kind === 'unsubscribe' || event.kind === 'bounce') {
        const kind = event.kind === 'unsubscribe' ? 'unsubscribed' : 'bounced';
        timeline.push({ at: event.at.toISOString(), kind, campaign_id: delivery.campaignId });
      }
    }
  }
  const named =
    subjectScores.size === 0
      ? []
      : await ctx.db
          .select({ id: subjects.id, name: subjects.name })
          .from(subjects)
          .where(inArray(subjects.id, [...subjectScores.keys()]));
  const [last] = await ctx.db
    .select({
      at: sql<Date | null>`max(${newsletterDeliveries.lastReadAt})`.mapWith(newsletterDeliveries.lastReadAt),
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.recipientId, id));
  return {
    recipient: toRecipient(recipient),
    tracking: {
      per_person: configuration.per_person_tracking ?? true,
      retention_months: configuration.per_person_retention_months ?? PER_PERSON_RETENTION_MONTHS.default,
    },
    range,
    from: period.from,
    to: period.to,
    totals: { sent, opened, clicked },
    subjects: named
      .map((subject) => ({
        subject_id: subject.id,
        name: subject.name,
        score: roundScore(subjectScores.get(subject.id) ?? 0),
      }))
      .sort((a, b) => b.score - a.score || a.subject_id.localeCompare(b.subject_id)),
    last_engagement_at: last?.at?.toISOString() ?? null,
    events: timeline
      .sort((a, b) => b.at.localeCompare(a.at) || a.kind.localeCompare(b.kind))
      .slice(0, EVENTS_LIMIT),
  };
}

/** The office's articles the interest list is about: a subject's, one article, or an author's. */
async function chosenArticles(ctx: ServiceContext, officeId: string, query: InterestsQuery) {
  let which: SQL;
  if (query.subject) which = sql`${query.subject}::uuid = any(${news.subjectIds})`;
  else if (query.news_id) which = eq(news.id, query.news_id);
  else which = eq(news.author, query.author ?? '');
  const rows = await ctx.db
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(and(eq(news.officeId, officeId), which));
  if (query.news_id && rows.length === 0) throw new AppError('NOT_FOUND');
  return rows;
}

interface RankedRow extends Record<string, unknown> {
  recipient_id: string;
  email: string;
  name: string | null;
  score: number;
  opens: number;
  clicks: number;
  last_at: string | Date;
  total: number;
}

/**
 * Each recipient's engagement with the chosen articles in the range, read from what the database
 * keeps as messages are read (migration 0036): messages opened and articles clicked, their weights
 * (`gaceta_reading_weight`), the last engagement. A subject's or an author's come from its readers'
 * running sums (all of them, less those of messages sent before the range: `k` entries, found by
 * `width_bucket`); one article's from the messages of the range that carried it.
 */
function engagementTotals(scope: Scope, query: InterestsQuery, chosen: SQL): SQL {
  const topic = query.subject ? `subject:${query.subject}` : query.author ? `author:${query.author}` : null;
  if (topic) {
    return sql`
      select recipient_id, opens[n] - coalesce(opens[k], 0) as opens,
        open_weights[n] - coalesce(open_weights[k], 0) as open_weight,
        clicks[n] - coalesce(clicks[k], 0) as clicks,
        click_weights[n] - coalesce(click_weights[k], 0) as click_weight,
        last_since[k + 1] as last_at
      from (
        select recipient_id, opens, open_weights, clicks, click_weights, last_since,
          width_bucket(${scope.period.from}::date - 1, days) as k, cardinality(days) as n
        from ${newsletterTopicReading}
        where office_id = ${scope.officeId} and topic = ${topic}
      ) as reading
      where k < n`;
  }
  return sql`
    with message as materialized (
      select recipient_id, read_at, last_read_at, clicked_news
      from ${newsletterDeliveries}
      where office_id = ${scope.officeId} and recipient_id is not null and read_at is not null
        and news_ids && ${chosen} and ${sentInScope(scope)}
    )
    select recipient_id, sum(opens) as opens, sum(open_weight) as open_weight, sum(clicks) as clicks,
      sum(click_weight) as click_weight, max(last_at) as last_at
    from (
      select recipient_id, 1 as opens, gaceta_reading_weight(read_at) as open_weight, 0 as clicks,
        0::float8 as click_weight, last_read_at as last_at
      from message
      union all
      select recipient_id, 0, 0, 1, gaceta_reading_weight(clicked.value::timestamptz), null
      from message cross join lateral jsonb_each_text(clicked_news) as clicked
      where clicked.key::uuid = any(${chosen})
    ) as engagement
    group by recipient_id`;
}

/**
 * GET /v1/statistics/interests: the recipients who engaged with the chosen articles in the range,
 * highest score first (a page of them, or all for the CSV), each with the articles behind it and
 * their last engagement; recipients with none are left out.
 */
export async function interests(
  ctx: ServiceContext,
  query: InterestsQuery,
  page: PageRequest | 'all',
): Promise<Page<Interest>> {
  const scope = await readingScope(ctx, query.range, {
    action: 'statistics.interests_view',
    targetId: query.subject ?? query.news_id ?? null,
    data: { ...(query.author && { author: query.author }) },
  });
  const articles = await chosenArticles(ctx, scope.officeId, query);
  const per = page === 'all' ? 0 : page.per;
  if (articles.length === 0) return pageOf([], 0, { per });
  const chosen = sql`${`{${articles.map((article) => article.id).join(',')}}`}::uuid[]`;
  // Each reader's figures first (narrow rows: the window keeps no arrays), ranked by id among
  // equals, and named once paged: the page's people, not the whole ranking.
  const result = (await ctx.db.execute(sql`
    with totals as materialized (
      select recipient_id, opens::int as opens, clicks::int as clicks, last_at,
        ((${ENGAGEMENT_SCORE.open} * open_weight + ${ENGAGEMENT_SCORE.click} * click_weight)
          / gaceta_reading_weight(${ctx.clock.now().toISOString()}::timestamptz))::float8 as score
      from (${engagementTotals(scope, query, chosen)}) as engagement
    ),
    ranked as (
      select *, count(*) over ()::int as total from totals
      order by score desc, last_at desc, recipient_id
      ${page === 'all' ? sql`` : sql`limit ${page.per} offset ${offsetOf(page)}`}
    )
    select ranked.*, r.email, r.name
    from ranked join ${newsletterRecipients} r on r.id = ranked.recipient_id
    order by score desc, last_at desc, recipient_id`)) as unknown as {
    rows: RankedRow[];
  };
  const people = result.rows;
  const total = Number(people[0]?.total ?? 0);
  if (people.length === 0) return pageOf([], total, { per });
  // The articles behind each person's rank: messages carrying each that they read, and clicked.
  const behind = (await ctx.db.execute(sql`
    select recipient_id, item as news_id, count(*)::int as opened,
      count(*) filter (where clicked_news -> item::text is not null)::int as clicked
    from ${newsletterDeliveries} cross join lateral unnest(news_ids) as item
    where office_id = ${scope.officeId} and read_at is not null and item = any(${chosen})
      and recipient_id = any(${`{${people.map((row) => row.recipient_id).join(',')}}`}::uuid[])
      and ${sentInScope(scope)}
    group by recipient_id, item`)) as unknown as {
    rows: { recipient_id: string; news_id: string; opened: number; clicked: number }[];
  };
  const titles = new Map(articles.map((article) => [article.id, article.title]));
  const articlesOf = new Map<string, (typeof behind.rows)[number][]>();
  for (const row of behind.rows) {
    const list = articlesOf.get(row.recipient_id);
    if (list) list.push(row);
    else articlesOf.set(row.recipient_id, [row]);
  }
  const objects = people.map(
    (row): Interest => ({
      recipient_id: row.recipient_id,
      email: row.email,
      name: row.name,
      score: roundScore(Number(row.score)),
      opens: Number(row.opens),
      clicks: Number(row.clicks),
      last_at: new Date(row.last_at).toISOString(),
      news: (articlesOf.get(row.recipient_id) ?? [])
        .map((each) => ({
          news_id: each.news_id,
          title: titles.get(each.news_id) ?? '',
          opened: Number(each.opened),
          clicked: Number(each.clicked),
        }))
        .sort((a, b) => b.clicked - a.clicked || b.opened - a.opened || a.title.localeCompare(b.title)),
    }),
  );
  return pageOf(objects, total, { per });
}

/** The interest list as CSV for the office's CRM: the writer escapes formula-like names and titles. */
export async function interestsCsv(
  ctx: ServiceContext,
  query: InterestsQuery,
  locale: Locale,
): Promise<CsvFile> {
  const t = translator(locale);
  const { objects: rows } = await interests(ctx, query, 'all');
  const [office] = await ctx.db
    .select({ timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.id, requirePermission(ctx, 'stats.view')));
  const timeZone = office?.timeZone ?? 'UTC';
  return {
    filename: `interests-${query.range}.csv`,
    rows: [
      [
        t(MESSAGES.csvRecipientEmail),
        t(MESSAGES.csvRecipientName),
        t(MESSAGES.csvInterestScore),
        t(MESSAGES.csvInterestOpens),
        t(MESSAGES.csvInterestClicks),
        t(MESSAGES.csvInterestLastAt),
        t(MESSAGES.csvInterestArticles),
      ],
      ...rows.map((row) => [
        row.email,
        row.name,
        row.score,
        row.opens,
        row.clicks,
        csvDateTime(row.last_at, timeZone),
        row.news.map((article) => article.title).join(' | '),
      ]),
    ],
  };
}
