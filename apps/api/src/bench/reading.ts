// interests_ms, recipient_activity_ms and newsletter_retention_ms (issue #29, decision 062): one
// office with 5,000 newsletter recipients, a weekly newsletter of five articles over the year and
// 1,000,000 newsletter events on its messages (opens, clicks on the articles' pages, scanners'
// prefetches), some readers much keener than others. Measured: GET /v1/statistics/interests for
// a subject over the year, GET /v1/newsletter/recipients/{id}/activity over the year (keen, middling
// and quiet readers), and the nightly retention (`newsletter-retention`) with nothing past the
// retention, then with the office's retention cut to six months (one in the quick mode).
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../db/client';
import { forgetExpiredReading } from '../modules/newsletter/tracking/retention.service';
import { percentile, QUICK, withBenchApp, withBenchDatabase } from './harness';

const RECIPIENTS = QUICK ? 200 : 5_000;
const EVENTS = QUICK ? 10_000 : 1_000_000;
const CAMPAIGNS = QUICK ? 12 : 52;
const ITEMS_PER_CAMPAIGN = 5;
const SUBJECTS = 8;
const ROUNDS = QUICK ? 3 : 30;
const WARMUP_ROUNDS = 2;
/** A call far over its budget stops once it has taken this long and been measured MIN_SAMPLES times. */
const CALL_TIME_CAP_MS = 20_000;
const MIN_SAMPLES = 3;
const PUBLIC_URL = 'http://127.0.0.1';
/** Readers a page of the interest list shows, as the screen asks. */
const PER_PAGE = 50;
/** The retention the second run cuts the office's to: about half its year (a month of the quick one's twelve weeks). */
const SHORT_RETENTION_MONTHS = QUICK ? 1 : 6;

interface Fixture {
  office: string;
  subjects: string[];
  /** Recipients from the keenest to the quietest. */
  readers: string[];
}

/**
 * The office, its articles (one or two of eight subjects each), its recipients, a weekly campaign
 * over the year (at 09:00 UTC, the newest two days ago), a message per recipient and campaign, and the
 * events: each picks a recipient (skewed to the keen ones, the first by email), a campaign, and
 * is an open (70%), a click on one of the message's links (25%: its articles' pages or the
 * source) or a scanner's open in the first second (5%).
 */
async function fixture(handle: DatabaseHandle): Promise<Fixture> {
  const { db } = handle;
  const started = performance.now();
  await db.execute(sql`insert into offices (name) values ('Bench office')`);
  const [office] = rowsOf<{ id: string; key: string }>(
    await db.execute(sql`select id, public_key as key from offices where name = 'Bench office'`),
  );
  if (!office) throw new Error('no bench office');
  const subjects = rowsOf<{ id: string }>(
    await db.execute(sql`select id from subjects order by code limit ${SUBJECTS}`),
  ).map((row) => row.id);
  const subjectArray = sql.raw(`(array[${subjects.map((id) => `'${id}'::uuid`).join(',')}])`);
  const items = CAMPAIGNS * ITEMS_PER_CAMPAIGN;
  // Article g: subject g % 8, every fifth one also the next subject; published the week it was sent.
  await db.execute(sql`
    insert into news (office_id, slug, title, author, status, subject_ids, published_at)
    select ${office.id}, 'n-' || g, 'Noticia ' || g, 'Autor ' || (g % 6), 'published',
      case when g % 5 = 0 then array[${subjectArray}[1 + g % ${subjects.length}], ${subjectArray}[1 + (g + 1) % ${subjects.length}]]
           else array[${subjectArray}[1 + g % ${subjects.length}]] end,
      now() - (g / ${ITEMS_PER_CAMPAIGN}) * interval '7 days'
    from generate_series(0, ${items - 1}) g`);
  await db.execute(sql`
    insert into newsletter_recipients (office_id, email, name, consent_source)
    select ${office.id}, 'r' || lpad(g::text, 5, '0') || '@bench.local', 'Lector ' || g, 'import'
    from generate_series(0, ${RECIPIENTS - 1}) g`);
  // Campaign w (0 the newest) carries articles 5w … 5w+4; its links are their share pages and a source.
  await db.execute(sql`
    insert into newsletter_campaigns (office_id, kind, status, news_ids, links, started_at, finished_at)
    select ${office.id}, 'auto', 'sent', n.ids, n.links || array['https://boe.es/fuente'], at, at + interval '10 minutes'
    from generate_series(0, ${CAMPAIGNS - 1}) w
    cross join lateral (select date_trunc('day', now()) - interval '2 days' - w * interval '7 days' + interval '9 hours' as at) t
    cross join lateral (
      select array_agg(id order by slug) as ids,
        array_agg(${`${PUBLIC_URL}/p/${office.key}/`} || slug order by slug) as links
      from news where office_id = ${office.id}
        and substring(slug from 3)::int between w * ${ITEMS_PER_CAMPAIGN} and w * ${ITEMS_PER_CAMPAIGN} + ${ITEMS_PER_CAMPAIGN - 1}
    ) n`);
  // Building the events' indexes once, after the rows, is far quicker than keeping them up row by row.
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename in ('newsletter_deliveries', 'newsletter_events')
        and indexname not in (select conname from pg_constraint)`),
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`));
  // And the events' foreign keys, checked once when added back rather than row by row.
  const keys = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'newsletter_events'::regclass and contype = 'f'`),
  );
  for (const { name } of keys)
    await db.execute(sql.raw(`alter table newsletter_events drop constraint ${name}`));
  await db.execute(sql`
    insert into newsletter_deliveries (campaign_id, office_id, recipient_id, email, news_ids, status, message_id, sent_at)
    select c.id, c.office_id, r.id, r.email, c.news_ids, 'sent', c.id || '-' || r.id,
      c.started_at + (substring(r.email from 2 for 5)::int % 600) * interval '1 second'
    from newsletter_campaigns c cross join newsletter_recipients r
    where c.office_id = ${office.id} and r.office_id = ${office.id}`);
  await db.execute(sql`analyze`);
  // What the database keeps of each message's reading is counted once after the events, as a
  // migration counts it, rather than by the events' trigger while their indexes are away.
  await db.execute(sql`alter table newsletter_events disable trigger newsletter_events_read`);
  await db.execute(sql`
    with r as (
      select id, row_number() over (order by email) - 1 as k from newsletter_recipients where office_id = ${office.id}
    ), c as (
      select id, links, row_number() over (order by started_at desc) - 1 as k
      from newsletter_campaigns where office_id = ${office.id}
    ), m as (
      select d.id, d.office_id, d.sent_at, c.links, r.k * ${CAMPAIGNS} + c.k as n
      from newsletter_deliveries d join r on r.id = d.recipient_id join c on c.id = d.campaign_id
    )
    insert into newsletter_events (office_id, delivery_id, kind, url, link_index, automated, at)
    select m.office_id, m.id, case when e.roll < 0.25 then 'click' else 'open' end,
      case when e.roll < 0.25 then m.links[1 + e.link] end,
      case when e.roll < 0.25 then e.link end,
      e.roll >= 0.95,
      case when e.roll >= 0.95 then m.sent_at + interval '1 second'
           else m.sent_at + interval '1 minute' + e.later * interval '4 days' end
    from generate_series(1, ${EVENTS}) g
    cross join lateral (
      select floor(power(random() + g * 0, 2) * ${RECIPIENTS})::int as rk,
             floor(random() * ${CAMPAIGNS})::int as ck,
             random() as roll, random() as later,
             floor(random() * ${ITEMS_PER_CAMPAIGN + 1})::int as link
    ) e
    join m on m.n = e.rk * ${CAMPAIGNS} + e.ck`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  for (const { name, definition } of keys)
    await db.execute(sql.raw(`alter table newsletter_events add constraint ${name} ${definition}`));
  await db.execute(sql`alter table newsletter_events enable trigger newsletter_events_read`);
  const counting = performance.now();
  await db.execute(sql`select gaceta_read_messages(array(
    select distinct delivery_id from newsletter_events where delivery_id is not null and kind in ('open', 'click')))`);
  const countedMs = Math.round(performance.now() - counting);
  await db.execute(sql`analyze`);
  const readers = rowsOf<{ id: string }>(
    await db.execute(sql`select id from newsletter_recipients where office_id = ${office.id} order by email`),
  ).map((row) => row.id);
  const [counts] = rowsOf<{ deliveries: number; events: number }>(
    await db.execute(sql`select (select count(*) from newsletter_deliveries)::int as deliveries,
      (select count(*) from newsletter_events)::int as events`),
  );
  console.log(
    `  fixture: ${RECIPIENTS} recipients, ${CAMPAIGNS} campaigns, ${items} news items, ${counts?.deliveries} messages, ${counts?.events} newsletter events in ${Math.round(performance.now() - started)} ms (their reading counted in ${countedMs} ms)`,
  );
  return { office: office.id, subjects, readers };
}

async function run(databaseUrl: string | undefined): Promise<void> {
  await withBenchApp(databaseUrl, fixture, async ({ handle, app, token, platform }, fixture) => {
    const { subjects, readers } = fixture;
    // Three subjects; a keen reader, a middling one and a quiet one.
    const calls: Record<string, string> = {
      ...Object.fromEntries(
        subjects
          .slice(0, 3)
          .map((subject, index) => [
            `interests subject ${index + 1}`,
            `/v1/statistics/interests?subject=${subject}&range=year&per=${PER_PAGE}`,
          ]),
      ),
      // The screen opens on a month: that list is read from the month's messages.
      'interests month': `/v1/statistics/interests?subject=${subjects[0]}&range=month&per=${PER_PAGE}`,
      // An author's articles: a sixth of them, in most newsletters.
      'interests author': `/v1/statistics/interests?author=${encodeURIComponent('Autor 1')}&range=year&per=${PER_PAGE}`,
      ...Object.fromEntries(
        [
          ['keen', readers[3]],
          ['middling', readers[Math.floor(readers.length / 2)]],
          ['quiet', readers[readers.length - 1]],
        ].map(([name, id]) => [`activity ${name}`, `/v1/newsletter/recipients/${id}/activity?range=year`]),
      ),
    };
    const times: Record<string, number[]> = {};
    const sizes: Record<string, number> = {};
    const spent: Record<string, number> = {};
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      for (const [name, url] of Object.entries(calls)) {
        if ((spent[name] ?? 0) > CALL_TIME_CAP_MS && (times[name]?.length ?? 0) >= MIN_SAMPLES) continue;
        const begun = performance.now();
        const response = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json()) as {
          total_number_of_objects?: number;
          object?: { events: unknown[] };
        };
        const ms = performance.now() - begun;
        if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
        if (round === 0) sizes[name] = body.total_number_of_objects ?? body.object?.events.length ?? 0;
        spent[name] = (spent[name] ?? 0) + ms;
        if (round >= WARMUP_ROUNDS) times[name] = [...(times[name] ?? []), ms];
      }
    }
    if (!sizes['interests subject 1']) throw new Error('the interest list found nobody');
    const figures = (names: string[]) => {
      const sorted = names.flatMap((name) => times[name] ?? []).sort((a, b) => a - b);
      return { median: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
    };
    for (const name of Object.keys(calls)) {
      const { median, p95 } = figures([name]);
      const what = name.startsWith('interests') ? 'recipients' : 'events';
      console.log(
        `  ${name.padEnd(20)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${sizes[name]} ${what})`,
      );
    }

    // The nightly retention: first with nothing past the office's 13 months, then with fewer.
    let started = performance.now();
    const nothing = await forgetExpiredReading(platform);
    const idleMs = performance.now() - started;
    await handle.db.execute(sql`
      insert into newsletter_configurations (office_id, per_person_retention_months)
      values (${fixture.office}, ${SHORT_RETENTION_MONTHS})
      on conflict (office_id) do update set per_person_retention_months = ${SHORT_RETENTION_MONTHS}`);
    started = performance.now();
    const forgotten = await forgetExpiredReading(platform);
    const forgetMs = performance.now() - started;
    console.log(
      `  retention            nothing to forget in ${Math.round(idleMs)} ms (${nothing} messages); ${SHORT_RETENTION_MONTHS} months kept: the readers of ${forgotten} messages forgotten in ${Math.round(forgetMs)} ms`,
    );
    const names = Object.keys(calls);
    console.log(
      `RESULT ${JSON.stringify({
        interests: figures(names.filter((name) => name.startsWith('interests subject'))),
        interests_month: figures(['interests month']),
        interests_author: figures(['interests author']),
        activity: figures(names.filter((name) => name.startsWith('activity'))),
        retention_idle_ms: idleMs,
        retention_ms: forgetMs,
        retention_messages: forgotten,
        recipients: RECIPIENTS,
        events: EVENTS,
      })}`,
    );
  });
}

await withBenchDatabase(run);
