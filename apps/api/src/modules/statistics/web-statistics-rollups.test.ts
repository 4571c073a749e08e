import { randomUUID } from 'node:crypto';
import type { NewsWebStatistics, WebsiteStatistics } from '@gaceta/shared/statistics';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { news, webEvents } from '../../db/schema';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { generator } from '../demo/random';
import { dailyRollupsJob } from '../rollups/daily-rollups.job';
import { addDays } from '../rollups/rollup-source';

/**
 * The website statistics read the days the roll-ups hold for good from them, and the rest raw:
 * the same answers as from the raw events alone, still right once those days' events are gone.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'America/Mexico_City';
const today = () => instantToWallClock(t.clock.now().toISOString(), ZONE).date;

async function answers(token: string, newsIds: string[]) {
  const read = async (path: string) => {
    const response = await requestJson(t.app, 'GET', path, undefined, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { object: WebsiteStatistics | NewsWebStatistics }).object;
  };
  const all = [];
  for (const range of ['week', 'month', 'year']) {
    all.push(await read(`/v1/statistics/website?range=${range}`));
    for (const id of newsIds) all.push(await read(`/v1/statistics/website/news/${id}?range=${range}`));
  }
  return all;
}

describe('website statistics over the roll-ups', () => {
  it('give the figures of the raw events, from the roll-ups for the days they hold', async () => {
    const office = await createOffice(t.db, { timeZone: ZONE });
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const items = await t.db
      .insert(news)
      .values(
        ['Reforma laboral', 'Herencias', 'Alquileres', 'Despidos'].map((title) => ({
          officeId: office.id,
          title,
          slug: `n-${randomUUID().slice(0, 8)}`,
        })),
      )
      .returning({ id: news.id });
    const ids = items.map((item) => item.id);
    const random = generator(22);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const rows = new Map<string, typeof webEvents.$inferInsert>();
    for (let index = 0; index < 800; index += 1) {
      const kind = pick(['impression', 'view', 'view', 'share'] as const);
      const newsId = kind === 'impression' && random() < 0.5 ? null : pick(ids);
      const network = kind === 'share' ? pick(['linkedin', 'x', 'facebook', 'email']) : '';
      // Most in the last weeks, some over the year, today included.
      const day = addDays(today(), -Math.floor(random() < 0.7 ? random() * 35 : random() * 360));
      const visitorHash = `v${Math.floor(random() * 15)}`;
      const key = [newsId, kind, network, day, visitorHash].join('|');
      const row = rows.get(key);
      if (row) row.count = (row.count ?? 1) + 1;
      else rows.set(key, { officeId: office.id, newsId, kind, network, day, visitorHash, count: 1 });
    }
    // And a view every day of the year and the month before it: the year's whole months, read as
    // their month rows (decision 068), and the days at their edges all hold some.
    for (let ago = 0; ago < 400; ago += 1) {
      const day = addDays(today(), -ago);
      const newsId = pick(ids);
      const key = [newsId, 'view', '', day, 'daily'].join('|');
      rows.set(key, {
        officeId: office.id,
        newsId,
        kind: 'view',
        network: '',
        day,
        visitorHash: 'daily',
        count: 1 + (ago % 3),
      });
    }
    await t.db.insert(webEvents).values([...rows.values()]);

    // Before any roll-up: every day raw.
    const raw = await answers(token, ids);
    expect(raw[0]).toMatchObject({ range: 'week' });

    await dailyRollupsJob.handle(jobContext(t.deps, { job: 'daily-rollups', officeId: null }), {});
    expect(await answers(token, ids)).toEqual(raw);
    // The days before today now come from the roll-ups alone: without their events, the same answers.
    await t.db.delete(webEvents).where(and(eq(webEvents.officeId, office.id), lt(webEvents.day, today())));
    expect(await answers(token, ids)).toEqual(raw);

    // Today is read raw: a view that came after the run counts at once.
    await t.db
      .insert(webEvents)
      .values({ officeId: office.id, newsId: ids[0], kind: 'view', day: today(), visitorHash: 'new' });
    const [week] = (await answers(token, [])) as [WebsiteStatistics];
    expect(week.totals.views).toBe((raw[0] as WebsiteStatistics).totals.views + 1);
  });
});
