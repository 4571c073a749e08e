import { STATISTICS_RANGES } from '@gaceta/shared/statistics';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../db/client';
import { maintainDatabase } from '../db/maintenance';
import { rollupWatermarks } from '../db/schema';
import { addDays } from '../modules/rollups/rollup-source';
import { rollUpDays } from '../modules/rollups/rollups.service';
import { percentile, QUICK, withBenchApp, withBenchDatabase } from './harness';

const OFFICES = QUICK ? 10 : 100;
const NEWS_PER_OFFICE = 100;
const EVENTS = QUICK ? 20_000 : 1_000_000;
const DAYS = 365;
const ROUNDS = QUICK ? 3 : 30;
const MESSAGES_PER_CAMPAIGN = QUICK ? 20 : 100;
const POSTS_PER_OFFICE = 30;
const WARMUP_ROUNDS = 2;
/** Issue 31's goal for every call, at p95 (scripts/bench/dashboards.ts holds the budget too). */
const GOAL_P95_MS = 20;

/**
 * The calls measured, per group (the RESULT's keys), each for every range: the office's dashboard
 * and statistics screens, and the provider admin's statistics across offices.
 */
const screens = (article: string): Record<string, { url: (range: string) => string; admin?: true }> => ({
  dashboard: { url: (range) => `/v1/dashboard?range=${range}` },
  website: { url: (range) => `/v1/statistics/website?range=${range}` },
  newsletter: { url: (range) => `/v1/statistics/newsletter?range=${range}` },
  social: { url: (range) => `/v1/statistics/social_media?range=${range}` },
  social_network: { url: (range) => `/v1/statistics/social_media/linkedin?range=${range}` },
  scorecards: { url: (range) => `/v1/statistics/scorecards?group_by=author&range=${range}` },
  scorecard: { url: (range) => `/v1/news_infos/${article}/scorecard?range=${range}` },
  admin_statistics: { url: (range) => `/v1/admin/statistics?range=${range}`, admin: true },
});

/** Offices, their news, and a year of events: more on recent days and on some articles. */
async function fixture(handle: DatabaseHandle, today: string): Promise<{ office: string; article: string }> {
  const { db } = handle;
  const started = performance.now();
  await db.execute(sql`
    insert into offices (name) select 'Bench office ' || g from generate_series(0, ${OFFICES - 1}) g`);
  await db.execute(sql`
    insert into news (office_id, slug, title, author, status)
    select o.id, 'n-' || g, 'Noticia ' || g, 'Autor ' || (g % 5), 'published'
    from offices o cross join generate_series(1, ${NEWS_PER_OFFICE}) g`);
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'web_events' and indexname not in (select conname from pg_constraint)`),
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`));
  // Event g: office g % OFFICES, article by a skewed pick, a day skewed to recent ones, its own visitor.
  await db.execute(sql`
    with o as (select id, row_number() over (order by name) - 1 as k from offices where name like 'Bench office %'),
         n as (select id, office_id, row_number() over (partition by office_id order by slug) - 1 as k from news)
    insert into web_events (office_id, news_id, kind, network, day, visitor_hash, count)
    select o.id, case when e.kind = 'impression' then null else n.id end, e.kind,
           case when e.kind = 'share' then 'linkedin' else '' end,
           ${today}::date - e.days_ago, md5(g::text), 1 + g % 3
    from generate_series(1, ${EVENTS}) g
    cross join lateral (
      select (array['impression','view','view','view','share'])[1 + (g / ${OFFICES}) % 5] as kind,
             (floor(power(random() + g * 0, 2) * ${DAYS}))::int as days_ago,
             (floor(power(random() + g * 0, 3) * ${NEWS_PER_OFFICE}))::int as pick
    ) e
    join o on o.k = g % ${OFFICES}
    join n on n.office_id = o.id and n.k = e.pick`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  await newsletterAndSocial(handle, today);
  await db.execute(sql`analyze`);
  const [office] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from offices where name = 'Bench office 0'`),
  );
  const [article] = rowsOf<{ id: string }>(
    await db.execute(sql`select news_id as id from web_events where office_id = ${office?.id} and news_id is not null
                          group by news_id order by count(*) desc limit 1`),
  );
  if (!article) throw new Error('the fixture gave office 0 no read article');
  const [events] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from web_events`));
  console.log(
    `  fixture: ${OFFICES} offices, ${OFFICES * NEWS_PER_OFFICE} news items, ${events?.n} web events in ${Math.round(performance.now() - started)} ms`,
  );
  return { office: office?.id ?? '', article: article?.id ?? '' };
}

/**
 * The other panels' raw records: a weekly newsletter of three articles per office over the year,
 * every third message opened, every tenth clicked; each office's newest articles posted on
 * LinkedIn, read five times over two days.
 */
async function newsletterAndSocial({ db }: DatabaseHandle, today: string): Promise<void> {
  await db.execute(sql`
    insert into newsletter_campaigns (office_id, kind, status, news_ids, started_at)
    select o.id, 'auto', 'sent', (select array_agg(n.id) from (select id from news where office_id = o.id
      order by slug limit 3 offset w % 20) n), ${today}::date - w * 7 + time '09:00'
    from offices o cross join generate_series(0, ${Math.floor(DAYS / 7) - 1}) w
    where o.name like 'Bench office %'`);
  await db.execute(sql`
    insert into newsletter_deliveries (campaign_id, office_id, email, news_ids, status, message_id, sent_at)
    select c.id, c.office_id, 'r' || g || '@bench.local', c.news_ids, 'sent', c.id || '-' || g, c.started_at
    from newsletter_campaigns c cross join generate_series(1, ${MESSAGES_PER_CAMPAIGN}) g`);
  await db.execute(sql`
    insert into newsletter_events (office_id, delivery_id, kind, at)
    select office_id, id, kind, sent_at + interval '2 hours'
    from newsletter_deliveries d
    cross join lateral (values ('open'), ('click')) as e(kind)
    where (e.kind = 'open' and hashtext(d.message_id) % 3 = 0) or (e.kind = 'click' and hashtext(d.message_id) % 10 = 0)`);
  await db.execute(sql`
    insert into social_posts (office_id, news_id, network, status, text, published_at)
    select office_id, id, 'linkedin', 'published', title, ${today}::date - (row_number() over (partition by office_id order by slug))::int
    from news where slug <= 'n-' || ${POSTS_PER_OFFICE} and office_id in (select id from offices where name like 'Bench office %')`);
  await db.execute(sql`
    insert into social_post_metrics (office_id, post_id, taken_at, likes, comments, shares, impressions)
    select office_id, id, published_at + h * interval '10 hours', h * 3, h, h, h * 40
    from social_posts cross join generate_series(1, 5) h`);
}

async function run(databaseUrl: string | undefined): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await withBenchApp(
    databaseUrl,
    (handle) => fixture(handle, today),
    async ({ handle, app, token, adminToken, platform }, { article }) => {
      const yearStarted = platform.clock.now();
      let started = performance.now();
      await rollUpDays(platform, { from: addDays(today, -DAYS), to: today });
      const yearMs = performance.now() - started;
      started = performance.now();
      await rollUpDays(platform, { from: today, to: today });
      const dayMs = performance.now() - started;
      // Where the hourly run would have left its watermarks: the website statistics read the days
      // before them from the roll-ups, as they do in use, and the rest from the raw events.
      await handle.db
        .insert(rollupWatermarks)
        .values(platform.rollupSources.map(({ channel }) => ({ source: channel, rolledUpAt: yearStarted })));
      // The statistics the nightly upkeep (db/maintenance.ts) keeps, on every table the roll-up
      // filled: without them PGlite plans the office and platform totals' reads as for empty tables.
      await handle.db.execute(sql`analyze`);
      const [rollups] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from daily_rollups`),
      );
      console.log(
        `  roll-up: ${rollups?.n} rows; the year in ${Math.round(yearMs)} ms, today in ${Math.round(dayMs)} ms`,
      );

      // The office's screens as its statistics reader, the statistics across every office as the admin.
      const measured = screens(article);
      const calls = Object.entries(measured).flatMap(([group, { url, admin }]) =>
        STATISTICS_RANGES.map((range) => ({
          group,
          name: `${group} ${range}`,
          url: url(range),
          as: admin ? adminToken : token,
        })),
      );
      const times: Record<string, number[]> = {};
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
        for (const { name, url, as } of calls) {
          const begun = performance.now();
          const response = await app.request(url, { headers: { authorization: `Bearer ${as}` } });
          const body = await response.json();
          const ms = performance.now() - begun;
          if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
          if (round >= WARMUP_ROUNDS) times[name] = [...(times[name] ?? []), ms];
        }
      }
      const figures = (names: string[]) => {
        const sorted = names.flatMap((name) => times[name] ?? []).sort((a, b) => a - b);
        return { median: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
      };
      for (const { name } of calls) {
        const { median, p95 } = figures([name]);
        const verdict = p95 > GOAL_P95_MS ? `above the ${GOAL_P95_MS} ms goal` : 'within goal';
        console.log(
          `  ${name.padEnd(24)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${verdict})`,
        );
      }
      // The nightly upkeep on all of it (db/maintenance.ts): PGlite's one connection waits meanwhile.
      started = performance.now();
      const vacuumed = await maintainDatabase(handle.db);
      console.log(
        `  vacuum (analyze)     ${vacuumed ? `${Math.round(performance.now() - started)} ms` : 'left to autovacuum'}`,
      );
      const groups = Object.fromEntries(
        Object.keys(measured).map((group) => [
          group,
          figures(calls.filter((call) => call.group === group).map((call) => call.name)),
        ]),
      );
      console.log(
        `RESULT ${JSON.stringify({
          ...groups,
          rollup_day_ms: dayMs,
          rollup_year_ms: yearMs,
          events: EVENTS,
        })}`,
      );
    },
  );
}

await withBenchDatabase(run);
