import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { dailyRollups, news, newsPublications } from '../../db/schema';
import { createOffice } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { dailyRollupsJob } from './daily-rollups.job';

/**
 * Days begin at the office's midnight, across a change of clocks: events sent through the public
 * beacon at instants either side of midnight in Madrid (clocks forward on 28 March 2027) and New
 * York (14 March 2027), rolled up by the scheduled run, late ones included.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const moveTo = (iso: string) => {
  const ms = Date.parse(iso) - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the test clock is past ${iso}`);
  t.clock.advance(ms);
};

const run = () => dailyRollupsJob.handle(jobContext(t.deps, { job: 'daily-rollups', officeId: null }), {});

async function officeIn(timeZone: string) {
  const office = await createOffice(t.db, { timeZone });
  const [item] = await t.db
    .insert(news)
    .values({
      officeId: office.id,
      title: 'Reforma laboral',
      slug: `reforma-${randomUUID().slice(0, 8)}`,
      active: true,
      status: 'published',
    })
    .returning();
  if (!item) throw new Error('news insert returned no row');
  await t.db.insert(newsPublications).values({ newsId: item.id, channel: 'web', state: 'published' });
  return { office, item };
}

let visitor = 0;
async function view(officeKey: string, slug: string, at: string) {
  moveTo(at);
  visitor += 1;
  const response = await t.app.request('/public/v1/events', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': BROWSER, 'x-forwarded-for': `10.0.0.${visitor}` },
    body: JSON.stringify({ office: officeKey, kind: 'view', news: slug }),
  });
  expect(response.status).toBe(204);
}

const viewsOf = async (officeId: string) =>
  Object.fromEntries(
    (
      await t.db
        .select({ day: dailyRollups.day, value: dailyRollups.value })
        .from(dailyRollups)
        .where(and(eq(dailyRollups.officeId, officeId), eq(dailyRollups.measure, 'views')))
    ).map((row) => [row.day, row.value]),
  );

describe('roll-up days in the office’s time zone', () => {
  it('puts events either side of midnight on the right day across a change of clocks, late ones too', async () => {
    const madrid = await officeIn('Europe/Madrid');
    const newYork = await officeIn('America/New_York');
    // 23:30 EDT on the 14th (a day of 23 hours), then 00:10 EDT on the 15th.
    await view(newYork.office.publicKey, newYork.item.slug, '2027-03-15T03:30:00Z');
    await view(newYork.office.publicKey, newYork.item.slug, '2027-03-15T04:10:00Z');
    await run();
    expect(await viewsOf(newYork.office.id)).toEqual({ '2027-03-14': 1, '2027-03-15': 1 });
    // Later that day, after the run: the next run corrects the 15th.
    await view(newYork.office.publicKey, newYork.item.slug, '2027-03-15T20:00:00Z');
    // 23:30 CEST on the 28th (Madrid's clocks went forward at 02:00), then 00:10 on the 29th.
    await view(madrid.office.publicKey, madrid.item.slug, '2027-03-28T21:30:00Z');
    await view(madrid.office.publicKey, madrid.item.slug, '2027-03-28T22:10:00Z');
    await run();
    expect(await viewsOf(newYork.office.id)).toEqual({ '2027-03-14': 1, '2027-03-15': 2 });
    expect(await viewsOf(madrid.office.id)).toEqual({ '2027-03-28': 1, '2027-03-29': 1 });
  });
});
