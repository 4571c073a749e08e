// calendar_month_ms and calendar_feed_ms (the calendar of every channel, docs/calendar.md): one
// office that puts out about 1,000 things a month across its channels, over a year behind it and
// four months ahead: eleven articles a day on the web (a fifth of them on a two-week window), each
// posted on LinkedIn and X (one post in twenty refused, one in fifty waiting on its network), two
// newsletters a day with their messages and readers' opens and clicks; ahead, each article's web
// publication and its LinkedIn post scheduled, a custom newsletter a day scheduled and an article's
// newsletter scheduled; the automatic newsletter weekly and the social planning's two slots each
// weekday planned. Measured through the app's HTTP handler: GET /v1/calendar for the 31 days around
// today (half gone, half to come, as a month's screen shows them), and the user's ICS feed (three
// months back and a year ahead) after POST /v1/calendar/feed; median and p95, on PGlite and on
// PostgreSQL by scripts/bench/calendar.ts.
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../db/client';
import { percentile, QUICK, withBenchApp, withBenchDatabase } from './harness';

const HISTORY_DAYS = QUICK ? 40 : 365;
const AHEAD_DAYS = QUICK ? 30 : 120;
const ITEMS_PER_DAY = 11;
const RECIPIENTS = QUICK ? 20 : 200;
/** Items ready to publish that the planned slots would carry. */
const READY_ITEMS = 40;
const MONTH_CALLS = QUICK ? 5 : 100;
const FEED_CALLS = QUICK ? 2 : 20;
const WARMUP_CALLS = 3;
/** The month's screen: the days around today, half gone and half to come. */
const MONTH_HALF_DAYS = 15;
const DAY = 86_400_000;

async function fixture(handle: DatabaseHandle): Promise<{ office: string }> {
  const { db } = handle;
  const started = performance.now();
  await db.execute(sql`insert into offices (name, time_zone) values ('Calendar office', 'Europe/Madrid')`);
  const [office] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from offices where name = 'Calendar office'`),
  );
  if (!office) throw new Error('no bench office');
  const id = office.id;
  const subjects = rowsOf<{ id: string }>(
    await db.execute(sql`select id from subjects order by code limit 8`),
  );
  const subjectArray = sql.raw(`(array[${subjects.map((row) => `'${row.id}'::uuid`).join(',')}])`);
  // Article k of day d: out on the web at 07:00 + k hours; gone when that is past, scheduled otherwise.
  await db.execute(sql`
    insert into news (office_id, slug, title, author, status, editorial_state, active, subject_ids,
      publish_from, publish_to, published_at, created_at)
    select ${id}, 'c-' || (d + ${HISTORY_DAYS}) || '-' || k, 'Noticia ' || (d + ${HISTORY_DAYS}) || '.' || k,
      'Autor ' || (k % 6), case when t.at <= now() then 'published' else 'ready_to_publish' end,
      'ready_to_publish', true, array[${subjectArray}[1 + (d + k + ${HISTORY_DAYS}) % ${subjects.length}]],
      t.at, t.at + case when k % 5 = 0 then interval '14 days' else interval '2 years' end,
      case when t.at <= now() then t.at end, t.at - interval '2 days'
    from generate_series(${-HISTORY_DAYS}::int, ${AHEAD_DAYS}::int) d
    cross join generate_series(0, ${ITEMS_PER_DAY - 1}) k
    cross join lateral (
      select date_trunc('day', now()) + d * interval '1 day' + (7 + k) * interval '1 hour' + (k * 7) * interval '1 minute' as at
    ) t`);
  // Each article's web publication, its LinkedIn and X publications (an hour later), and the
  // second of each day's articles in its own newsletter two hours later, when still to come.
  await db.execute(sql`
    insert into news_publications (news_id, channel, state, scheduled_at, published_at)
    select n.id, c.channel,
      case when n.published_at is not null then 'published' else 'scheduled' end,
      case when n.published_at is null then n.publish_from + c.after end,
      n.published_at + c.after
    from news n
    cross join (values ('web', interval '0'), ('linkedin', interval '1 hour'), ('x', interval '1 hour')) c(channel, after)
    where n.office_id = ${id} and (c.channel <> 'x' or n.published_at is not null)`);
  await db.execute(sql`
    insert into news_publications (news_id, channel, state, scheduled_at)
    select id, 'newsletter', 'scheduled', publish_from + interval '2 hours'
    from news where office_id = ${id} and published_at is null and slug like '%-1'`);
  // The posts of the articles gone: most published with figures, some refused, a few waiting.
  await db.execute(sql`
    insert into social_posts (office_id, news_id, network, status, remote_id, text, attempts,
      attempted_at, published_at, error_code, error, likes, comments, shares, impressions)
    select ${id}, p.id, p.network, p.status,
      case when p.status = 'published' then md5(p.id::text || p.network) end, 'Post', 1,
      p.at, case when p.status = 'published' then p.at end,
      case when p.status = 'failed' then 'SOCIAL_NETWORK_REFUSED' end,
      case when p.status = 'failed' then 'permission: 403 duplicate content' end,
      p.n % 40, p.n % 7, p.n % 5, case when p.network = 'linkedin' then p.n % 900 end
    from (
      select n.id, w.network, n.publish_from + interval '1 hour' as at, row_number() over () as n,
        case when row_number() over () % 20 = 0 then 'failed'
             when row_number() over () % 50 = 1 then 'pending' else 'published' end as status
      from news n cross join (values ('linkedin'), ('twitter')) w(network)
      where n.office_id = ${id} and n.published_at is not null
    ) p`);
  await db.execute(sql`
    insert into social_connections (office_id, network, status, account_id, account_name, sealed_credentials, connected_at)
    select ${id}, network, 'connected', 'account-' || network, 'Calendar office', 'sealed', now() - interval '2 years'
    from (values ('linkedin'), ('twitter')) w(network)`);
  await db.execute(sql`
    insert into social_planning (office_id, max_posts_per_send, publication_type, publication_hours,
      schedule_days, auto_publish, sent_until)
    values (${id}, 2, 'image', array['10:00', '17:00'], array[1, 2, 3, 4, 5]::smallint[], true, now())`);
  // Ready items, never published on the networks, that the planned slots would carry.
  await db.execute(sql`
    insert into news (office_id, slug, title, author, status, editorial_state, subject_ids, created_at)
    select ${id}, 'ready-' || g, 'Lista ' || g, 'Autor 1', 'ready_to_publish', 'ready_to_publish',
      array[${subjectArray}[1 + g % ${subjects.length}]], now() - g * interval '1 hour'
    from generate_series(1, ${READY_ITEMS}) g`);
  // Every item's versions for the networks, as the editor keeps them (the slots look among them).
  await db.execute(sql`
    insert into news_contents (news_id, channel, title, content)
    select n.id, c.channel, n.title, 'Texto de ' || n.title
    from news n cross join (values ('linkedin'), ('x')) c(channel)
    where n.office_id = ${id}`);
  // The weekly automatic newsletter, Tuesdays at 09:00.
  await db.execute(sql`
    insert into newsletter_configurations (office_id, auto_publish, sending_days, send_from, subject)
    values (${id}, true, array[2]::smallint[], '09:00', 'Boletín semanal')`);
  await db.execute(sql`
    insert into newsletter_recipients (office_id, email, name, consent_source)
    select ${id}, 'r' || lpad(g::text, 5, '0') || '@bench.local', 'Lector ' || g, 'import'
    from generate_series(0, ${RECIPIENTS - 1}) g`);
  // Two newsletters a day gone (09:00, the weekly or a custom one, and 16:00), each of the day's first
  // three articles; a custom newsletter scheduled each day to come, at 10:00.
  await db.execute(sql`
    insert into newsletter_campaigns (office_id, kind, status, news_ids, subject, started_at, finished_at, scheduled_at, created_at)
    select ${id}, case when s.hour = 9 then 'auto' else 'custom' end,
      case when t.at <= now() then 'sent' else 'draft' end,
      array(select n.id from news n where n.office_id = ${id}
        and n.publish_from >= t.day and n.publish_from < t.day + interval '3 hours' order by n.publish_from),
      'Boletín ' || (d + ${HISTORY_DAYS}) || '.' || s.hour,
      case when t.at <= now() then t.at end, case when t.at <= now() then t.at + interval '5 minutes' end,
      case when t.at > now() then t.at end, t.at - interval '1 day'
    from generate_series(${-HISTORY_DAYS}::int, ${AHEAD_DAYS}::int) d
    cross join (values (9), (10), (16)) s(hour)
    cross join lateral (
      select date_trunc('day', now()) + d * interval '1 day' + interval '7 hours' as day,
             date_trunc('day', now()) + d * interval '1 day' + s.hour * interval '1 hour' as at
    ) t
    where (t.at <= now() and s.hour <> 10) or (t.at > now() and s.hour = 10)`);
  await db.execute(sql`
    insert into newsletter_deliveries (campaign_id, office_id, recipient_id, email, news_ids, status, message_id, sent_at)
    select c.id, c.office_id, r.id, r.email, c.news_ids, 'sent', c.id || '-' || r.id, c.started_at
    from newsletter_campaigns c cross join newsletter_recipients r
    where c.office_id = ${id} and r.office_id = ${id} and c.status = 'sent'`);
  await db.execute(sql`
    insert into newsletter_events (office_id, delivery_id, kind, url, link_index, at)
    select d.office_id, d.id, e.kind, case when e.kind = 'click' then 'https://example.com/a' end,
      case when e.kind = 'click' then 0 end, d.sent_at + interval '1 hour'
    from newsletter_deliveries d
    cross join (values ('open'), ('click')) e(kind)
    where d.office_id = ${id}
      and ((e.kind = 'open' and hashtext(d.id::text) % 3 = 0) or (e.kind = 'click' and hashtext(d.id::text) % 10 = 0))`);
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from news where office_id = ${id}) as news,
      (select count(*)::int from news_publications p join news n on n.id = p.news_id where n.office_id = ${id}) as publications,
      (select count(*)::int from social_posts where office_id = ${id}) as posts,
      (select count(*)::int from newsletter_campaigns where office_id = ${id}) as campaigns,
      (select count(*)::int from newsletter_deliveries where office_id = ${id}) as messages,
      (select count(*)::int from newsletter_events where office_id = ${id}) as events`),
  );
  console.log(
    `  fixture: ${counts?.news} news items, ${counts?.publications} publications, ${counts?.posts} posts, ${counts?.campaigns} newsletters, ${counts?.messages} messages, ${counts?.events} newsletter events in ${Math.round(performance.now() - started)} ms`,
  );
  return { office: id };
}

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function run(databaseUrl: string | undefined): Promise<void> {
  await withBenchApp(databaseUrl, fixture, async ({ app, token }) => {
    const authorization = { authorization: `Bearer ${token}` };
    const timed = async (url: string, init: RequestInit, calls: number) => {
      const times: number[] = [];
      let body = '';
      for (let call = 0; call < WARMUP_CALLS + calls; call++) {
        const begun = performance.now();
        const response = await app.request(url, init);
        body = await response.text();
        const ms = performance.now() - begun;
        if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 500)}`);
        if (call >= WARMUP_CALLS) times.push(ms);
      }
      times.sort((a, b) => a - b);
      return { body, timing: { median: percentile(times, 50), p95: percentile(times, 95), n: times.length } };
    };

    const monthUrl = `/v1/calendar?from=${day(-MONTH_HALF_DAYS)}&to=${day(MONTH_HALF_DAYS)}`;
    const month = await timed(monthUrl, { headers: authorization }, MONTH_CALLS);
    const { objects } = JSON.parse(month.body) as { objects: { kind: string; status: string }[] };
    const byKind = new Map<string, number>();
    for (const entry of objects) {
      const key = `${entry.kind} ${entry.status}`;
      byKind.set(key, (byKind.get(key) ?? 0) + 1);
    }
    console.log(
      `  month                ${objects.length} entries (${[...byKind].map(([key, n]) => `${key} ${n}`).join(', ')})`,
    );

    const made = await app.request('/v1/calendar/feed', { method: 'POST', headers: authorization });
    if (made.status !== 200 && made.status !== 201)
      throw new Error(`feed: ${made.status} ${await made.text()}`);
    const { object } = (await made.json()) as { object: { url: string } };
    const feed = await timed(new URL(object.url).pathname, {}, FEED_CALLS);
    const events = feed.body.split('BEGIN:VEVENT').length - 1;
    const kb = Math.round(Buffer.byteLength(feed.body) / 1024);
    console.log(`  feed                 ${events} events, ${kb} KB`);
    console.log(
      `RESULT ${JSON.stringify({ month: month.timing, entries: objects.length, feed: feed.timing, events, kb })}`,
    );
  });
}

await withBenchDatabase(run);
