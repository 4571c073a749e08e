import { randomUUID } from 'node:crypto';
import type { NewsWebStatistics, WebsiteStatistics } from '@gaceta/shared/statistics';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, newsPublications, webEvents } from '../../db/schema';
import { csvOf } from '../../test/csv';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, requestJson, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** The office's date `daysAgo` days before today, in its time zone. */
const dayOf = (daysAgo: number, timeZone = 'Europe/Madrid') =>
  new Date(
    Date.parse(`${instantToWallClock(t.clock.now().toISOString(), timeZone).date}T00:00:00Z`) - daysAgo * DAY,
  )
    .toISOString()
    .slice(0, 10);

async function addNews(officeId: string, title = `Noticia ${randomUUID().slice(0, 6)}`) {
  const [row] = await t.db
    .insert(news)
    .values({ officeId, title, slug: `noticia-${randomUUID().slice(0, 8)}` })
    .returning();
  if (!row) throw new Error('news insert returned no row');
  return row;
}

/** An item the public sees: active and published on the web (events for others are ignored). */
async function addPublicNews(officeId: string) {
  const row = await addNews(officeId);
  await t.db.update(news).set({ active: true }).where(eq(news.id, row.id));
  await t.db.insert(newsPublications).values({ newsId: row.id, channel: 'web', state: 'published' });
  return row;
}

interface Event {
  newsId?: string;
  kind: 'impression' | 'view' | 'share';
  network?: string;
  daysAgo: number;
  visitor: string;
  count?: number;
}

const addEvents = (officeId: string, events: Event[]) =>
  t.db.insert(webEvents).values(
    events.map((event) => ({
      officeId,
      newsId: event.newsId ?? null,
      kind: event.kind,
      network: event.network ?? '',
      day: dayOf(event.daysAgo),
      visitorHash: event.visitor,
      count: event.count ?? 1,
    })),
  );

async function statisticsOffice() {
  const office = await createOffice(t.db);
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
  return { office, token };
}

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  requestJson(t.app, 'GET', path, undefined, { token, headers });

async function statisticsOf(token: string, range: string): Promise<WebsiteStatistics> {
  const response = await get(`/v1/statistics/website?range=${range}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { object: WebsiteStatistics }).object;
}

/** A reviewed office: two articles, events over the last 13 months. */
async function officeWithEvents() {
  const { office, token } = await statisticsOffice();
  const popular = await addNews(office.id, 'Reforma laboral');
  const quiet = await addNews(office.id, 'Herencias');
  await addEvents(office.id, [
    { kind: 'impression', daysAgo: 0, visitor: 'a', count: 2 },
    { kind: 'impression', daysAgo: 0, visitor: 'b' },
    { newsId: popular.id, kind: 'view', daysAgo: 0, visitor: 'a', count: 3 },
    { newsId: popular.id, kind: 'view', daysAgo: 0, visitor: 'b' },
    { newsId: popular.id, kind: 'share', network: 'linkedin', daysAgo: 0, visitor: 'a' },
    { newsId: popular.id, kind: 'share', network: 'email', daysAgo: 0, visitor: 'b', count: 2 },
    { newsId: quiet.id, kind: 'view', daysAgo: 6, visitor: 'c' },
    { newsId: quiet.id, kind: 'view', daysAgo: 7, visitor: 'd' },
    { newsId: quiet.id, kind: 'view', daysAgo: 29, visitor: 'e' },
    { newsId: quiet.id, kind: 'view', daysAgo: 30, visitor: 'f' },
    { newsId: quiet.id, kind: 'view', daysAgo: 400, visitor: 'g' },
  ]);
  return { office, token, popular, quiet };
}

describe('GET /v1/statistics/website', () => {
  it('sums the last week per day, zeros included, with visitors once a day and the most read first', async () => {
    const { token, popular, quiet } = await officeWithEvents();
    const week = await statisticsOf(token, 'week');
    expect(week).toMatchObject({ range: 'week', bucket: 'day', from: dayOf(6), to: dayOf(0) });
    expect(week.time_zone).toBe('Europe/Madrid');
    expect(week.series.map((bucket) => bucket.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((ago) => dayOf(ago)));
    expect(week.series.at(-1)).toEqual({ date: dayOf(0), impressions: 3, views: 4, visitors: 2, shares: 3 });
    expect(week.series[0]).toEqual({ date: dayOf(6), impressions: 0, views: 1, visitors: 1, shares: 0 });
    expect(week.series.slice(1, -1).every((bucket) => bucket.views === 0 && bucket.visitors === 0)).toBe(
      true,
    );
    expect(week.totals).toEqual({ impressions: 3, views: 5, visitors: 3, shares: 3 });
    expect(week.most_read).toEqual([
      {
        id: popular.id,
        title: 'Reforma laboral',
        views: 4,
        visitors: 2,
        shares: 3,
        shares_by_network: { linkedin: 1, x: 0, facebook: 0, email: 2 },
      },
      {
        id: quiet.id,
        title: 'Herencias',
        views: 1,
        visitors: 1,
        shares: 0,
        shares_by_network: { linkedin: 0, x: 0, facebook: 0, email: 0 },
      },
    ]);
  });

  it('reads the last month as 30 days and the last year as 12 months', async () => {
    const { token } = await officeWithEvents();
    const month = await statisticsOf(token, 'month');
    expect(month).toMatchObject({ bucket: 'day', from: dayOf(29), to: dayOf(0) });
    expect(month.series).toHaveLength(30);
    expect(month.totals.views).toBe(7);

    const year = await statisticsOf(token, 'year');
    const today = dayOf(0);
    expect(year).toMatchObject({ bucket: 'month', to: today });
    expect(year.series).toHaveLength(12);
    expect(year.series.at(-1)?.date).toBe(`${today.slice(0, 7)}-01`);
    expect(year.from).toBe(year.series[0]?.date);
    // The event of 400 days ago is out; every other one is in its month.
    expect(year.totals.views).toBe(8);
    expect(year.series.reduce((sum, bucket) => sum + bucket.views, 0)).toBe(8);
    const monthOf = (ago: number) => `${dayOf(ago).slice(0, 7)}-01`;
    const inMonth = (date: string) => year.series.find((bucket) => bucket.date === date)?.views;
    expect(inMonth(monthOf(30))).toBeGreaterThanOrEqual(1);
  });

  it('is the default month for an office without events, and refuses an unknown range', async () => {
    const { token } = await statisticsOffice();
    const empty = await statisticsOf(token, 'month');
    expect(empty.totals).toEqual({ impressions: 0, views: 0, visitors: 0, shares: 0 });
    expect(empty.most_read).toEqual([]);
    const byDefault = await get('/v1/statistics/website', token);
    expect(((await byDefault.json()) as { object: WebsiteStatistics }).object.range).toBe('month');
    expect(await errorOf(await get('/v1/statistics/website?range=decade', token))).toMatchObject({
      status: 422,
      fields: ['range'],
    });
  });

  it('shows an office only its own events, and refuses roles without stats.view', async () => {
    const { popular } = await officeWithEvents();
    const other = await statisticsOffice();
    expect((await statisticsOf(other.token, 'year')).totals).toEqual({
      impressions: 0,
      views: 0,
      visitors: 0,
      shares: 0,
    });
    expect((await get(`/v1/statistics/website/news/${popular.id}`, other.token)).status).toBe(404);

    const writer = await createSignedInUser(t, {
      officeId: popular.officeId ?? '',
      roles: ['content_genrator', 'user_account_management'],
    });
    for (const path of [
      '/v1/statistics/website',
      '/v1/statistics/website.csv',
      '/v1/statistics/website/news.csv',
      `/v1/statistics/website/news/${popular.id}`,
    ]) {
      const response = await get(path, writer.token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FORBIDDEN', details: { required: 'stats.view' } });
    }
  });
});

describe('GET /v1/statistics/website/news/{id}', () => {
  it("gives one article's views, visitors and share clicks by network; zeros for one not read", async () => {
    const { office, token, popular } = await officeWithEvents();
    const response = await get(`/v1/statistics/website/news/${popular.id}?range=year`, token);
    expect(response.status).toBe(200);
    const { object } = (await response.json()) as { object: NewsWebStatistics };
    expect(object).toMatchObject({ range: 'year', bucket: 'month', to: dayOf(0) });
    expect(object.news).toMatchObject({ id: popular.id, views: 4, visitors: 2, shares: 3 });
    expect(object.news.shares_by_network).toEqual({ linkedin: 1, x: 0, facebook: 0, email: 2 });

    const unread = await addNews(office.id, 'Sin lectores');
    const none = (await (await get(`/v1/statistics/website/news/${unread.id}`, token)).json()) as {
      object: NewsWebStatistics;
    };
    expect(none.object.news).toMatchObject({ id: unread.id, title: 'Sin lectores', views: 0, shares: 0 });
    expect((await get(`/v1/statistics/website/news/${randomUUID()}`, token)).status).toBe(404);
    expect((await errorOf(await get('/v1/statistics/website/news/nope', token))).status).toBe(422);
  });
});

describe('CSV exports', () => {
  it('writes the series a line per day (per month for a year), as Excel in Spanish or English reads it', async () => {
    const { token } = await officeWithEvents();
    const response = await get('/v1/statistics/website.csv?range=week', token);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="web-statistics-week-${dayOf(0)}.csv"`,
    );
    // The screen's table: its column names in the request's language (Spanish by default, so
    // semicolons), its columns, newest first.
    const [headers, ...rows] = await csvOf(response);
    expect(headers).toEqual(['Día', 'Visitas', 'Visitantes', 'Impresiones', 'Compartidos']);
    const week = await statisticsOf(token, 'week');
    const cells = (row: WebsiteStatistics['series'][number], date: string) =>
      [date, row.views, row.visitors, row.impressions, row.shares].map(String);
    expect(rows).toEqual(week.series.toReversed().map((row) => cells(row, row.date)));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual([dayOf(0), '4', expect.stringMatching(/^\d+$/), '3', '3']);
    // Visitors are readers of an article, never more than the views.
    for (const row of week.series) expect(row.visitors).toBeLessThanOrEqual(row.views);
    const english = await get('/v1/statistics/website.csv?range=week', token, { 'accept-language': 'en' });
    expect((await csvOf(english, ','))[0]).toEqual(['Day', 'Views', 'Visitors', 'Impressions', 'Shares']);

    const [yearHeaders, ...yearRows] = await csvOf(await get('/v1/statistics/website.csv?range=year', token));
    expect(yearHeaders?.[0]).toBe('Mes');
    const { series } = await statisticsOf(token, 'year');
    expect(yearRows).toEqual(series.toReversed().map((row) => cells(row, row.date.slice(0, 7))));
    expect(yearRows[0]?.[0]).toBe(dayOf(0).slice(0, 7));
  });

  it('writes every article read, quoting what needs it and defusing formulas', async () => {
    const { office, token } = await statisticsOffice();
    const formula = await addNews(office.id, '=HYPERLINK("http://evil.example","Pulse")');
    const comma = await addNews(office.id, 'Despidos, ERTE y "fijos discontinuos"');
    await addEvents(office.id, [
      { newsId: formula.id, kind: 'view', daysAgo: 1, visitor: 'a' },
      { newsId: comma.id, kind: 'view', daysAgo: 1, visitor: 'a', count: 2 },
      { newsId: comma.id, kind: 'share', network: 'x', daysAgo: 1, visitor: 'a' },
    ]);
    const response = await get('/v1/statistics/website/news.csv?range=month', token);
    expect(await csvOf(response)).toEqual([
      [
        'Título',
        'Visitas',
        'Visitantes',
        'Compartidos',
        'Compartidos en LinkedIn',
        'Compartidos en X',
        'Compartidos en Facebook',
        'Compartidos en Email',
      ],
      ['Despidos, ERTE y "fijos discontinuos"', '2', '1', '1', '0', '1', '0', '0'],
      [`'=HYPERLINK("http://evil.example","Pulse")`, '1', '1', '0', '0', '0', '0', '0'],
    ]);
    // As written: quoted, its quotes doubled, whatever the separator.
    const asWritten = await get('/v1/statistics/website/news.csv?range=month&separator=comma', token);
    expect((await asWritten.text()).split('\r\n')[1]).toBe(
      '"Despidos, ERTE y ""fijos discontinuos""",2,1,1,0,1,0,0',
    );
  });
});

describe('the office’s days', () => {
  it('counts a visit at the office’s date: 00:30 in Madrid is tomorrow while Mexico City is still on today', async () => {
    // To the next 23:30 UTC: 00:30 (winter) or 01:30 (summer) of the next day in Madrid, 17:30 in Mexico City.
    const now = t.clock.now();
    const boundary = new Date(now);
    boundary.setUTCHours(23, 30, 0, 0);
    if (boundary <= now) boundary.setTime(boundary.getTime() + DAY);
    t.clock.advance(boundary.getTime() - now.getTime());
    const utcDay = boundary.toISOString().slice(0, 10);
    const nextDay = new Date(boundary.getTime() + DAY).toISOString().slice(0, 10);

    for (const [timeZone, expected] of [
      ['Europe/Madrid', nextDay],
      ['America/Mexico_City', utcDay],
    ] as const) {
      const office = await createOffice(t.db, { timeZone });
      const item = await addPublicNews(office.id);
      const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
      const beacon = await t.app.request('/public/v1/events', {
        method: 'POST',
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
          'x-forwarded-for': '192.0.2.44',
        },
        body: JSON.stringify({ office: office.publicKey, kind: 'view', news: item.slug }),
      });
      expect(beacon.status).toBe(204);
      const week = await statisticsOf(token, 'week');
      expect(week.time_zone).toBe(timeZone);
      expect(week.to).toBe(expected);
      expect(week.series.at(-1)).toMatchObject({ date: expected, views: 1, visitors: 1 });
    }
  });
});
