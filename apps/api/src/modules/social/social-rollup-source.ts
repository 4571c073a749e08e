import { gte, sql } from 'drizzle-orm';
import type { RollupSource } from '../../context';
import { offices, socialPostMetrics, socialPosts } from '../../db/schema';
import { daysAround } from '../rollups/rollup-source';

/**
 * The social channel, from the readings of each post's figures (`social_post_metrics`) and the
 * posts themselves (decision 042). A reading is a level (the likes a post has now), so a day's
 * value is what the post gained that day: its last reading of the day above the highest reading
 * before it, never below 0 (a like withdrawn and given again counts once). A post's days then add
 * up to its highest reading. Days are the office's.
 *
 * Per article, each as a total and per network (`likes` and `likes.<network>`): `likes`,
 * `comments`, `shares`, `impressions` (only where the network reports them) on each day the post
 * was read, 0 included, and `posts` on the day it was published.
 */

const MEASURES = ['likes', 'comments', 'shares', 'impressions'] as const;

/** Each measure under its own name and under `<name>.<network>`. */
const measureValues = sql.raw(
  MEASURES.flatMap((measure) => [
    `('${measure}', ${measure})`,
    `('${measure}.' || network, ${measure})`,
  ]).join(', '),
);

/** The gain of a level over its highest earlier reading; null when the reading has none (greatest() would say 0). */
const gainOf = (measure: (typeof MEASURES)[number]) =>
  sql.raw(
    `case when ${measure} is not null then greatest(${measure} - coalesce(max(${measure}) over earlier, 0), 0) end as ${measure}`,
  );

export const socialRollupSource: RollupSource = {
  channel: 'social',

  rows: ({ from, to }) => sql`
    with reading as (
      select m.post_id, m.office_id, p.news_id, p.network, m.taken_at,
        (m.taken_at at time zone o.time_zone)::date as day,
        m.likes, m.comments, m.shares, m.impressions
      from ${socialPostMetrics} m
      join ${socialPosts} p on p.id = m.post_id
      join ${offices} o on o.id = m.office_id
      -- Earlier readings too, for the level each day's gain starts from; only posts read in the range.
      where m.taken_at < (${to}::date + 2)::timestamp at time zone 'UTC'
        and m.post_id in (select post_id from ${socialPostMetrics}
          where taken_at >= (${from}::date - 1)::timestamp at time zone 'UTC'
            and taken_at < (${to}::date + 2)::timestamp at time zone 'UTC')
    ),
    last_of_day as (
      select distinct on (post_id, day) * from reading order by post_id, day, taken_at desc
    ),
    gained as (
      select office_id, day, news_id, network, ${gainOf('likes')}, ${gainOf('comments')},
        ${gainOf('shares')}, ${gainOf('impressions')}
      from last_of_day
      window earlier as (partition by post_id order by day rows between unbounded preceding and 1 preceding)
    )
    select office_id, day, news_id, 'social', f.measure, sum(f.value)
    from gained
    cross join lateral (values ${measureValues}) as f(measure, value)
    where day between ${from} and ${to} and f.value is not null
    group by office_id, day, news_id, f.measure
    union all
    select p.office_id, (p.published_at at time zone o.time_zone)::date, p.news_id, 'social', f.measure, count(*)
    from ${socialPosts} p
    join ${offices} o on o.id = p.office_id
    cross join lateral (values ('posts'), ('posts.' || p.network)) as f(measure)
    where p.published_at >= (${from}::date - 1)::timestamp at time zone 'UTC'
      and p.published_at < (${to}::date + 2)::timestamp at time zone 'UTC'
      and (p.published_at at time zone o.time_zone)::date between ${from} and ${to}
    group by 1, 2, 3, 5`,

  /**
   * A reading and a publication are dated when they are written (the clock's instant), so only
   * the days from `since` on changed; the first run covers every reading and post.
   */
  async changedDays(ctx, since, now) {
    const [read] = await ctx.db
      .select({ at: sql<Date | null>`min(${socialPostMetrics.takenAt})`.mapWith(socialPostMetrics.takenAt) })
      .from(socialPostMetrics)
      .where(since ? gte(socialPostMetrics.takenAt, since) : undefined);
    const [published] = await ctx.db
      .select({ at: sql<Date | null>`min(${socialPosts.publishedAt})`.mapWith(socialPosts.publishedAt) })
      .from(socialPosts)
      .where(since ? gte(socialPosts.publishedAt, since) : undefined);
    return daysAround([read?.at, published?.at], now);
  },
};
