import { randomUUID } from 'node:crypto';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { rowsOf } from '../../db/client';
import { dailyRollups, news, officeRollups, webEvents } from '../../db/schema';
import { createOffice } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { generator } from '../demo/random';
import { dailyRollupsJob } from './daily-rollups.job';
import { addDays, monthsBefore } from './rollup-source';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (payload: { from?: string; to?: string } = {}) =>
  dailyRollupsJob.handle(jobContext(t.deps, { job: 'daily-rollups', officeId: null }), payload);

const today = () => instantToWallClock(t.clock.now().toISOString(), 'Europe/Madrid').date;

type Raw = typeof webEvents.$inferInsert;

/** Random events of `offices` over `days` days ending today, one row per visitor key as the beacon keeps them. */
async function generate(
  offices: { id: string; news: string[] }[],
  days: number,
  seed: number,
  visitors = 'v',
): Promise<Raw[]> {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const rows = new Map<string, Raw>();
  for (let index = 0; index < 600; index += 1) {
    const office = pick(offices);
    const kind = pick(['impression', 'view', 'view', 'share'] as const);
    const newsId = kind === 'impression' && random() < 0.6 ? null : pick(office.news);
    const network = kind === 'share' ? pick(['linkedin', 'x', 'facebook', 'email']) : '';
    const day = addDays(today(), -Math.floor(random() * days));
    const visitorHash = `${visitors}${Math.floor(random() * 12)}`;
    const key = [office.id, newsId, kind, network, day, visitorHash].join('|');
    const count = 1 + Math.floor(random() * 3);
    const row = rows.get(key);
    if (row) row.count = (row.count ?? 0) + count;
    else rows.set(key, { officeId: office.id, newsId, kind, network, day, visitorHash, count });
  }
  await t.db.insert(webEvents).values([...rows.values()]);
  return [...rows.values()];
}

/** What the roll-ups must hold, counted in plain code from the raw rows. */
function expectedOf(rows: Raw[]): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (key: string, value: number) => sums.set(key, (sums.get(key) ?? 0) + value);
  const siteVisitors = new Map<string, Set<string>>();
  for (const row of rows) {
    const at = `${row.officeId}|${row.day}|${row.newsId ?? ''}`;
    const count = row.count ?? 1;
    add(`${at}|${row.kind}s`, count);
    if (row.kind === 'share') add(`${at}|shares.${row.network}`, count);
    if (row.kind === 'view') {
      add(`${at}|visitors`, 1);
      const day = `${row.officeId}|${row.day}|`;
      siteVisitors.set(day, (siteVisitors.get(day) ?? new Set()).add(row.visitorHash));
    }
  }
  for (const [day, visitors] of siteVisitors) add(`${day}|site_visitors`, visitors.size);
  return sums;
}

async function rolledUp(officeIds: string[]): Promise<Map<string, number>> {
  const rows = await t.db
    .select()
    .from(dailyRollups)
    .where(and(inArray(dailyRollups.officeId, officeIds), eq(dailyRollups.channel, 'web')));
  return new Map(
    rows.map((row) => [`${row.officeId}|${row.day}|${row.newsId ?? ''}|${row.measure}`, row.value]),
  );
}

/** The office totals (decision 050) the daily sums `rows` make: per office, day or month, and measure. */
function officeTotalsOf(rows: Map<string, number>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [key, value] of rows) {
    const [office, day, , measure] = key.split('|') as [string, string, string, string];
    for (const at of [`day|${day}`, `month|${day.slice(0, 7)}-01`]) {
      const total = `${office}|${at}|${measure}`;
      totals.set(total, (totals.get(total) ?? 0) + value);
    }
  }
  return totals;
}

async function officeTotals(officeIds: string[]): Promise<Map<string, number>> {
  const rows = await t.db
    .select()
    .from(officeRollups)
    .where(and(inArray(officeRollups.officeId, officeIds), eq(officeRollups.channel, 'web')));
  return new Map(rows.map((row) => [`${row.officeId}|${row.span}|${row.start}|${row.measure}`, row.value]));
}

/**
 * The platform's totals (decision 068) that differ from the office totals summed over every office,
 * either way: none once a run has written them.
 */
async function platformMismatches() {
  const result = await t.db.execute(sql`
    with summed as (
      select span, start, channel, measure, sum(value)::bigint as value from office_rollups
      group by span, start, channel, measure
    )
    select coalesce(s.span, p.span) as span, coalesce(s.start, p.start)::text as start,
           coalesce(s.channel, p.channel) as channel, coalesce(s.measure, p.measure) as measure,
           s.value::text as offices, p.value::text as platform
    from summed s full join platform_rollups p
      on p.span = s.span and p.start = s.start and p.channel = s.channel and p.measure = s.measure
    where s.value is distinct from p.value`);
  return rowsOf(result);
}

async function officeWithNews(count: number) {
  const office = await createOffice(t.db);
  const items = await t.db
    .insert(news)
    .values(
      Array.from({ length: count }, (_, index) => ({
        officeId: office.id,
        title: `Noticia ${index}`,
        slug: `noticia-${randomUUID().slice(0, 8)}`,
      })),
    )
    .returning({ id: news.id });
  return { id: office.id, news: items.map((item) => item.id) };
}

describe('daily roll-ups of the website channel', () => {
  it('equal the raw counts on generated data, and a rerun or a late event changes only what it should', async () => {
    const offices = [await officeWithNews(4), await officeWithNews(3)];
    const ids = offices.map((office) => office.id);
    const raw = await generate(offices, 20, 2026);
    await run({ from: addDays(today(), -30), to: today() });
    expect(await rolledUp(ids)).toEqual(expectedOf(raw));
    expect(await officeTotals(ids)).toEqual(officeTotalsOf(expectedOf(raw)));
    expect(await platformMismatches()).toEqual([]);

    await run({ from: addDays(today(), -30), to: today() });
    expect(await rolledUp(ids)).toEqual(expectedOf(raw));

    // The scheduled run after these: late events on days already rolled up are counted there, and
    // in their month's totals, which also hold the days the run did not recompute.
    await run();
    const late = await generate(offices, 1, 7, 'late');
    t.clock.advance(3_600_000);
    await run();
    expect(await rolledUp(ids)).toEqual(expectedOf([...raw, ...late]));
    expect(await officeTotals(ids)).toEqual(officeTotalsOf(expectedOf([...raw, ...late])));
    expect(await platformMismatches()).toEqual([]);
    // A recomputation of a few days leaves the platform's days and months as their offices' sums.
    await run({ from: addDays(today(), -2), to: today() });
    expect(await platformMismatches()).toEqual([]);
    const [platform] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from platform_rollups`),
    );
    expect(platform?.n).toBeGreaterThan(0);
  });

  it('keeps every office apart and leaves other channels’ rows alone', async () => {
    const office = await officeWithNews(1);
    const [item] = office.news;
    await t.db.insert(dailyRollups).values({
      officeId: office.id,
      day: today(),
      newsId: item,
      // A channel no source recomputes (each source replaces only its own channel's rows).
      channel: 'print',
      measure: 'copies',
      value: 4,
    });
    await run({ from: today(), to: today() });
    const rows = await t.db.select().from(dailyRollups).where(eq(dailyRollups.officeId, office.id));
    expect(rows).toEqual([
      { officeId: office.id, day: today(), newsId: item, channel: 'print', measure: 'copies', value: 4 },
    ]);
  });

  it('drops raw events past the retention once rolled up, and keeps their sums for good', async () => {
    const office = await officeWithNews(1);
    const [item] = office.news as [string];
    const cutoff = monthsBefore(t.clock.now().toISOString().slice(0, 10), t.config.webEventsRetentionMonths);
    const old = addDays(cutoff, -3);
    const kept = addDays(cutoff, 1);
    await t.db.insert(webEvents).values([
      { officeId: office.id, newsId: item, kind: 'view', day: old, visitorHash: 'a', count: 2 },
      { officeId: office.id, newsId: item, kind: 'view', day: kept, visitorHash: 'a', count: 1 },
    ]);
    await run();
    const left = await t.db.select().from(webEvents).where(eq(webEvents.officeId, office.id));
    expect(left.map((row) => row.day)).toEqual([kept]);
    const views = async () =>
      (
        await t.db
          .select({ day: dailyRollups.day, value: dailyRollups.value })
          .from(dailyRollups)
          .where(and(eq(dailyRollups.officeId, office.id), eq(dailyRollups.measure, 'views')))
          .orderBy(dailyRollups.day)
      ).map((row) => [row.day, row.value]);
    expect(await views()).toEqual([[old, 2]]);
    // Recomputing a range over dropped days leaves their sums as they were.
    await run({ from: addDays(old, -1), to: kept });
    expect(await views()).toEqual([
      [old, 2],
      [kept, 1],
    ]);
  });
});

describe('monthsBefore', () => {
  it('moves back whole months, the 31st landing on a shorter month’s last day', () => {
    expect(monthsBefore('2026-11-26', 13)).toBe('2025-10-26');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
  });
});
