import type { MeResponse } from '@gaceta/shared/accounts/me';
import type { Page } from '@gaceta/shared/common';
import type { NewsWithContents } from '@gaceta/shared/news';
import type { PublicNewsItem, WebsiteConfiguration } from '@gaceta/shared/website';
import { FAR_WEB_END } from '@gaceta/shared/website/web-window';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type offices, subjects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';

/**
 * "Published on the web" means on the website (issue 17): publishing or scheduling on the web makes
 * the item active, from the publishing moment until the date given or the office's default window.
 */

let t: TestApp;
let helpers: ReturnType<typeof newsHelpers>;
let subjectId: string;

beforeAll(async () => {
  t = await createTestApp();
  helpers = newsHelpers(t);
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).limit(1);
  subjectId = subject?.id ?? '';
});
afterAll(() => t.close());

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

/** An inactive, complete item ready for its reviewer. */
async function readyItem(values: Partial<typeof offices.$inferInsert> = {}) {
  const { office, writer, reviewer } = await helpers.newsOffice(values);
  const item = await helpers.completeNews(writer, { subjects: [subjectId] });
  expect(item.active).toBe(false);
  return { office, item, writer, reviewer };
}

const act = async (token: string, id: string, action: string, body: unknown, status = 200) =>
  helpers.bodyOf<NewsWithContents>(
    await helpers.call(token, 'POST', `/v1/news_infos/${id}/${action}`, body),
    status,
  );

async function publicSlugs(publicKey: string): Promise<string[]> {
  const response = await t.app.request(`/public/v1/offices/${publicKey}/news?per=50`);
  return ((await response.json()) as Page<PublicNewsItem>).objects.map((item) => item.slug);
}

describe('publishing on the web', () => {
  it('puts the item on the website at once, for the office’s default two years, as a new revision', async () => {
    const { office, item, reviewer } = await readyItem();
    const now = t.clock.now();
    const twoYears = new Date(now);
    twoYears.setUTCFullYear(now.getUTCFullYear() + 2);
    const published = await act(reviewer, item.id, 'publish', { platform: 'web' });
    expect(published.object).toMatchObject({
      active: true,
      publish_from: now.toISOString(),
      publish_to: twoYears.toISOString(),
      revision: item.revision + 1,
      status: 'published',
    });
    expect(await publicSlugs(office.publicKey)).toEqual([item.slug]);
    const share = await t.app.request(`/p/${office.publicKey}/${item.slug}`);
    expect(share.status).toBe(200);
  });

  it('follows the office’s choice of window, and a date the publisher gives', async () => {
    const far = await readyItem({ webWindow: 'far' });
    expect((await act(far.reviewer, far.item.id, 'publish', { platform: 'web' })).object.publish_to).toBe(
      FAR_WEB_END.toISOString(),
    );
    const oneYear = await readyItem({ webWindow: 'one_year' });
    const { object } = await act(oneYear.reviewer, oneYear.item.id, 'publish', { platform: 'web' });
    expect(Date.parse(object.publish_to ?? '') - t.clock.now().getTime()).toBeGreaterThanOrEqual(
      365 * 24 * 3600 * 1000,
    );
    expect(Date.parse(object.publish_to ?? '') - t.clock.now().getTime()).toBeLessThan(
      367 * 24 * 3600 * 1000,
    );
    const given = await readyItem();
    const until = later(30 * 24 * 3600 * 1000).toISOString();
    const chosen = await act(given.reviewer, given.item.id, 'publish', {
      platform: 'web',
      publish_to: until,
    });
    expect(chosen.object.publish_to).toBe(until);
  });

  it('refuses an end before the publishing moment, and changes nothing', async () => {
    const { office, item, reviewer } = await readyItem();
    const refused = await helpers.call(reviewer, 'POST', `/v1/news_infos/${item.id}/publish`, {
      platform: 'web',
      publish_to: later(-60_000).toISOString(),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { publish_to: [expect.objectContaining({ key: 'date.after_publishing' })] },
    });
    const read = await helpers.bodyOf<NewsWithContents>(
      await helpers.call(reviewer, 'GET', `/v1/news_infos/${item.id}`),
    );
    expect(read.object).toMatchObject({ active: false, revision: item.revision, publications: [] });
    expect(await publicSlugs(office.publicKey)).toEqual([]);
  });

  it('schedules the website too: active from the scheduled moment, shown from then', async () => {
    const { office, item, reviewer } = await readyItem();
    const at = later(3 * 60 * 60 * 1000);
    const { object } = await act(reviewer, item.id, 'schedule_news', {
      platform: 'web',
      published_at: at.toISOString(),
    });
    expect(object).toMatchObject({
      active: true,
      publish_from: at.toISOString(),
      status: 'ready_to_publish',
    });
    expect(Date.parse(object.publish_to ?? '') - at.getTime()).toBeGreaterThan(
      2 * YEAR_MS - 2 * 24 * 3600 * 1000,
    );
    // Not before its time (the job that publishes it is tested in news-scheduling.test.ts).
    expect(await publicSlugs(office.publicKey)).toEqual([]);
  });
});

describe('the office’s default web window', () => {
  it('is read with the website configuration and /v1/me, and saved by whoever manages the website', async () => {
    const { office, writer, reviewer } = await helpers.newsOffice();
    const config = async (token: string) =>
      helpers.bodyOf<{ object: WebsiteConfiguration }>(
        await helpers.call(token, 'GET', '/v1/website_configuration'),
      );
    expect((await config(reviewer)).object.web_window).toBe('two_years');

    const saved = await helpers.bodyOf<{ object: WebsiteConfiguration }>(
      await helpers.call(reviewer, 'PUT', '/v1/website_configuration', { web_window: 'far' }),
    );
    expect(saved.object.web_window).toBe('far');
    const me = await helpers.bodyOf<MeResponse>(await helpers.call(writer, 'GET', '/v1/me'));
    expect(me.office?.web_window).toBe('far');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'website.configuration'), eq(auditLog.officeId, office.id)));
    expect(audits.map((entry) => entry.data)).toEqual([{ web_window: 'far' }]);

    const bad = await helpers.call(reviewer, 'PUT', '/v1/website_configuration', { web_window: 'forever' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ details: { web_window: expect.any(Array) } });
    expect(
      (await helpers.call(writer, 'PUT', '/v1/website_configuration', { web_window: 'one_year' })).status,
    ).toBe(403);
    expect((await config(reviewer)).object.web_window).toBe('far');
  });
});
