// The retention of who read what (decision 062): each office keeps a person's opens and clicks
// for the months its configuration says (13 by default, 1 to 36). Past them, the nightly job turns
// a message's opens and clicks into anonymous ones that name only its campaign, so every figure
// (the campaigns', the statistics', the daily roll-ups) counts the same and nothing says who it was.
import { PER_PERSON_RETENTION_MONTHS } from '@gaceta/shared/newsletter/settings';
import { sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterConfigurations, newsletterDeliveries, newsletterEvents } from '../../../db/schema';
import { requireAdmin } from '../../access/guards';

/** Messages forgotten per transaction, so a first run over years of events stays in small steps. */
const BATCH = 2_000;

/** The messages sent before their office's retention began that still have opens or clicks of their own. */
const expiredMessages = (now: Date) => sql`
  from ${newsletterDeliveries} d
  left join ${newsletterConfigurations} c on c.office_id = d.office_id
  where d.sent_at < ${now.toISOString()}::timestamptz - make_interval(
      months => coalesce(c.per_person_retention_months, ${PER_PERSON_RETENTION_MONTHS.default})::int)
    and exists (select 1 from ${newsletterEvents} e
      where e.delivery_id = d.id and e.kind in ('open', 'click'))`;

/**
 * One batch: up to BATCH messages sent before their office's retention began that still have opens
 * or clicks of their own. For each, in one statement (every part reads the same snapshot):
 * - one anonymous open if a person opened or clicked it (a click proves an open), carrying the
 *   message's articles and dated by its sending hour, so it counts on the same day as before;
 * - one anonymous click per link a person clicked, with the link;
 * - all sharing a new random key, so the message still counts once and leads to nobody;
 * - and its own opens and clicks deleted, scanners' prefetches with them, after which the database
 *   counts its reader's reading anew (migration 0036's triggers), once a batch: hence a reader's
 *   messages go together.
 * Its unsubscribe, bounce and complaint stay with the message: they are its status, not reading.
 * Answers how many messages were forgotten.
 */
async function forgetBatch(ctx: ServiceContext, now: Date): Promise<number> {
  return withTransaction(ctx, async (ctx) => {
    const result = (await ctx.db.execute(sql`
      with expired as materialized (
        select d.id, d.office_id, d.campaign_id, d.news_ids,
          date_trunc('hour', d.sent_at) as at, gen_random_uuid() as key
        ${expiredMessages(now)}
        order by d.recipient_id
        limit ${BATCH}
      ),
      opened as (
        insert into ${newsletterEvents} (office_id, campaign_id, kind, at, news_ids, message_key)
        select x.office_id, x.campaign_id, 'open', x.at, x.news_ids, x.key
        from expired x
        where exists (select 1 from ${newsletterEvents} e
          where e.delivery_id = x.id and not e.automated and e.kind in ('open', 'click'))
      ),
      clicked as (
        insert into ${newsletterEvents} (office_id, campaign_id, kind, at, url, link_index, message_key)
        select distinct on (x.id, e.link_index) x.office_id, x.campaign_id, 'click', x.at, e.url,
          e.link_index, x.key
        from expired x
        join ${newsletterEvents} e on e.delivery_id = x.id and not e.automated and e.kind = 'click'
        order by x.id, e.link_index, e.at
      ),
      forgotten as (
        delete from ${newsletterEvents} e using expired x
        where e.delivery_id = x.id and e.kind in ('open', 'click')
      )
      select count(*)::int as messages from expired`)) as unknown as { rows: { messages: number }[] };
    return Number(result.rows[0]?.messages ?? 0);
  });
}

/**
 * The nightly run over every office: batch after batch until no message past its office's
 * retention has opens or clicks of its own left. Answers how many messages were forgotten.
 */
export async function forgetExpiredReading(ctx: ServiceContext): Promise<number> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  // Most nights there is nothing: asked by sending time, which a reader-ordered batch does not use.
  const [any] = (
    (await ctx.db.execute(sql`select 1 as found ${expiredMessages(now)} limit 1`)) as unknown as {
      rows: unknown[];
    }
  ).rows;
  if (!any) return 0;
  let total = 0;
  for (;;) {
    const forgotten = await forgetBatch(ctx, now);
    total += forgotten;
    if (forgotten < BATCH) return total;
  }
}
