import { DELIVERED_STATUSES } from '@gaceta/shared/newsletter/campaigns';
import { eq, gte, or, sql } from 'drizzle-orm';
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
    )
    select office_id, day, null::uuid, 'newsletter', f.measure, sum(f.value)
    from message
    cross join lateral (values ('sent', sent), ('delivered', delivered), ('opened', opened),
      ('clicked', clicked), ('bounced', bounced), ('unsubscribed', unsubscribed)) as f(measure, value)
    group by office_id, day, f.measure
    having sum(f.value) > 0
    union all
    select office_id, day, news_id, 'newsletter', f.measure, sum(f.value)
    from item
    cross join lateral (values ('sends', sent), ('deliveries', delivered), ('opens', opened),
      ('bounces', bounced), ('unsubscribes', unsubscribed)) as f(measure, value)
    group by office_id, day, news_id, f.measure
    having sum(f.value) > 0
    union all
    select i.office_id, i.day, i.news_id, 'newsletter', 'clicks', count(distinct i.id)
    from item i
    join ${newsletterEvents} e on e.delivery_id = i.id and e.kind = 'click' and not e.automated
    where right(e.url, length(i.public_key) + length(i.slug) + 4) = '/p/' || i.public_key || '/' || i.slug
    group by i.office_id, i.day, i.news_id`,

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
    return daysAround([sent?.at, touched?.at], now);
  },
};
