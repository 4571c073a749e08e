import { DELIVERED_STATUSES } from '@gaceta/shared/newsletter/campaigns';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { RollupSource } from '../../context';
import { news, newsletterDeliveries, newsletterEvents, offices } from '../../db/schema';
import { daysAround } from '../rollups/rollup-source';

/**
 * The newsletter channel, from `newsletter_deliveries` and `newsletter_events` (decision 042).
 * Everything counts on the office's day the message was sent, as the newsletter statistics do:
 * an open a week later raises its sending day. Opens and clicks count recipients (a message opened
 * three times counts once) and leave out mail scanners' prefetches; a click proves an open.
 *
 * - Without an article, the office's messages: `sent`, `delivered`, `opened`, `clicked`,
 *   `bounced`, `unsubscribed` (a message carries several articles, so these do not add up over
 *   them).
 * - Per article, each message credited to every article of its digest: `sends`, `deliveries`,
 *   `opens`, `bounces`, `unsubscribes`; `clicks` only for the recipients who clicked that
 *   article's own link (its "read more" share page).
 * - Anonymous opens and clicks (decision 062) add to `opened`, `clicked`, `opens` (when they know
 *   their message's articles) and `clicks`, on the day they are dated: a message the retention
 *   forgot on its sending day, counted once; a fetch of a campaign without per-person tracking on
 *   its own day, each fetch.
 */

const delivered = sql.join(
  DELIVERED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Whether a message had an event of these kinds that a person caused. */
const had = (kinds: string) =>
  sql`exists (select 1 from ${newsletterEvents} e
    where e.delivery_id = d.id and not e.automated and e.kind in (${sql.raw(kinds)}))`;

export const newsletterRollupSource: RollupSource = {
  channel: 'newsletter',

  rows: ({ from, to }) => sql`
    with message as (
      select d.id, d.office_id, d.news_ids, o.public_key,
        (d.sent_at at time zone o.time_zone)::date as day,
        (d.status not in ('pending', 'sending'))::int as sent,
        (d.status in (${delivered}))::int as delivered,
        (${had(`'open', 'click'`)})::int as opened,
        (${had(`'click'`)})::int as clicked,
        (d.status = 'bounced')::int as bounced,
        (d.status = 'unsubscribed')::int as unsubscribed
      from ${newsletterDeliveries} d
      join ${offices} o on o.id = d.office_id
      -- The UTC margin holds every zone's day; the zone's own date then picks it exactly.
      where d.sent_at >= (${from}::date - 1)::timestamp at time zone 'UTC'
        and d.sent_at < (${to}::date + 2)::timestamp at time zone 'UTC'
        and (d.sent_at at time zone o.time_zone)::date between ${from} and ${to}
    ),
    item as (
      select m.*, n.id as news_id, n.slug
      from message m
      cross join lateral unnest(m.news_ids) as carried(id)
      join ${news} n on n.id = carried.id
    ),
    -- Opens and clicks that name no message (decision 062), on the office's day they are dated.
    anonymous as (
      select e.office_id, e.kind, e.url, e.news_ids, o.public_key,
        coalesce(e.message_key, e.id) as unit,
        (e.at at time zone o.time_zone)::date as day
      from ${newsletterEvents} e
      join ${offices} o on o.id = e.office_id
      where e.delivery_id is null and not e.automated and e.kind in ('open', 'click')
        and e.at >= (${from}::date - 1)::timestamp at time zone 'UTC'
        and e.at < (${to}::date + 2)::timestamp at time zone 'UTC'
        and (e.at at time zone o.time_zone)::date between ${from} and ${to}
    )
    select office_id, day, news_id, 'newsletter', measure, sum(value)
    from (
      select office_id, day, null::uuid, f.measure, sum(f.value)
      from message
      cross join lateral (values ('sent', sent), ('delivered', delivered), ('opened', opened),
        ('clicked', clicked), ('bounced', bounced), ('unsubscribed', unsubscribed)) as f(measure, value)
      group by office_id, day, f.measure
      union all
      select office_id, day, news_id, f.measure, sum(f.value)
      from item
      cross join lateral (values ('sends', sent), ('deliveries', delivered), ('opens', opened),
        ('bounces', bounced), ('unsubscribes', unsubscribed)) as f(measure, value)
      group by office_id, day, news_id, f.measure
      union all
      select i.office_id, i.day, i.news_id, 'clicks', count(distinct i.id)
      from item i
      join ${newsletterEvents} e on e.delivery_id = i.id and e.kind = 'click' and not e.automated
      where right(e.url, length(i.public_key) + length(i.slug) + 4) = '/p/' || i.public_key || '/' || i.slug
      group by i.office_id, i.day, i.news_id
      union all
      select office_id, day, null::uuid, 'opened', count(distinct unit) from anonymous
      group by office_id, day
      union all
      select office_id, day, null::uuid, 'clicked', count(distinct unit) from anonymous
      where kind = 'click' group by office_id, day
      union all
      select a.office_id, a.day, n.id, 'opens', count(distinct a.unit)
      from anonymous a
      cross join lateral unnest(a.news_ids) as carried(id)
      join ${news} n on n.id = carried.id
      group by a.office_id, a.day, n.id
      union all
      select a.office_id, a.day, n.id, 'clicks', count(distinct a.unit)
      from anonymous a
      join ${news} n on n.office_id = a.office_id
        and right(a.url, length(a.public_key) + length(n.slug) + 4) = '/p/' || a.public_key || '/' || n.slug
      where a.kind = 'click'
      group by a.office_id, a.day, n.id
    ) as figure(office_id, day, news_id, measure, value)
    group by office_id, day, news_id, measure
    having sum(value) > 0`,

  /**
   * A message's figures change after it is sent (an open, a click, a bounce weeks later), so the
   * changed days run from the sending day of the oldest message that was sent, updated or had an
   * event since `since`; the first run covers every message.
   */
  async changedDays(ctx, since, now) {
    const [sent] = await ctx.db
      .select({
        at: sql<Date | null>`min(${newsletterDeliveries.sentAt})`.mapWith(newsletterDeliveries.sentAt),
      })
      .from(newsletterDeliveries)
      .where(
        since
          ? or(gte(newsletterDeliveries.sentAt, since), gte(newsletterDeliveries.updatedAt, since))
          : undefined,
      );
    if (!since) return daysAround([sent?.at], now);
    const [touched] = await ctx.db
      .select({
        at: sql<Date | null>`min(${newsletterDeliveries.sentAt})`.mapWith(newsletterDeliveries.sentAt),
      })
      .from(newsletterEvents)
      .innerJoin(newsletterDeliveries, eq(newsletterDeliveries.id, newsletterEvents.deliveryId))
      .where(gte(newsletterEvents.at, since));
    // Anonymous events are dated by themselves (a campaign's fetch without per-person tracking).
    const [anonymous] = await ctx.db
      .select({ at: sql<Date | null>`min(${newsletterEvents.at})`.mapWith(newsletterEvents.at) })
      .from(newsletterEvents)
      .where(and(isNull(newsletterEvents.deliveryId), gte(newsletterEvents.at, since)));
    return daysAround([sent?.at, touched?.at, anonymous?.at], now);
  },
};
