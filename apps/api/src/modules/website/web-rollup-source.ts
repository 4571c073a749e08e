import { lt, sql } from 'drizzle-orm';
import type { RollupSource } from '../../context';
import { webEvents } from '../../db/schema';
import { addDays, daysAround, monthsBefore, utcDay } from '../rollups/rollup-source';

/**
 * The website channel, from `web_events` (one row per office, article, kind, network, office day
 * and visitor). Per article: impressions, views, visitors (its readers, once a day), shares and
 * `shares.<network>`; without an article: the list widgets' impressions and the office's
 * `site_visitors` (a day's distinct readers, which do not add up over articles).
 */
export const webRollupSource: RollupSource = {
  channel: 'web',

  rows: ({ from, to }) => sql`
    select e.office_id, e.day, e.news_id, 'web', m.measure, sum(m.value)
    from ${webEvents} e
    cross join lateral (values
      (case e.kind when 'impression' then 'impressions' when 'view' then 'views' else 'shares' end, e.count),
      (case e.kind when 'view' then 'visitors' when 'share' then 'shares.' || e.network end,
       case e.kind when 'view' then 1 else e.count end)
    ) as m(measure, value)
    where e.day between ${from} and ${to} and m.measure is not null
    group by e.office_id, e.day, e.news_id, m.measure
    union all
    select office_id, day, null, 'web', 'site_visitors', count(distinct visitor_hash)
    from ${webEvents}
    where kind = 'view' and day between ${from} and ${to}
    group by office_id, day`,

  /**
   * An event is dated by its office's day when it comes (decision 020), so since `since` only the
   * days from then on changed, in any zone: from the UTC date before `since` (zones behind UTC) to
   * the one after `now` (zones ahead).
   */
  async changedDays(ctx, since, now) {
    if (since) return daysAround([since], now);
    const [oldest] = await ctx.db.select({ day: sql<string | null>`min(${webEvents.day})` }).from(webEvents);
    return oldest?.day ? { from: oldest.day, to: addDays(utcDay(now), 1) } : null;
  },

  retention: {
    cutoff: (ctx, now) => monthsBefore(utcDay(now), ctx.config.webEventsRetentionMonths),
    async oldestDay(ctx) {
      const [oldest] = await ctx.db
        .select({ day: sql<string | null>`min(${webEvents.day})` })
        .from(webEvents);
      return oldest?.day ?? null;
    },
    async dropBefore(ctx, day) {
      const [dropped] = await ctx.db
        .with(
          ctx.db
            .$with('dropped')
            .as(ctx.db.delete(webEvents).where(lt(webEvents.day, day)).returning({ id: webEvents.id })),
        )
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`dropped`);
      return dropped?.count ?? 0;
    },
  },
};
