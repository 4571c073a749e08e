import { randomUUID } from 'node:crypto';
import { OFFICE_ROLE_KEYS } from '@gaceta/shared/accounts/roles';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@gaceta/shared/social';
import type { AdminOfficeFigures, AdminStatistics } from '@gaceta/shared/statistics/admin';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyRollups, newsletterEvents, webEvents } from '../../db/schema';
import { channelRecords } from '../../test/channel-records';
import { csvOf } from '../../test/csv';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { generator } from '../demo/random';
import { addDays } from '../rollups/rollup-source';

/** GET /v1/admin/statistics: the roll-ups of every office, or of one, for the provider's admin only. */

let t: TestApp;
const records = channelRecords(() => t);
let admin: string;
const DAY = 86_400_000;

const get = (path: string, token: string, language?: string) =>
  requestJson(t.app, 'GET', path, undefined, {
    token,
    ...(language && { headers: { 'accept-language': language } }),
  });

async function statisticsOf(query: string): Promise<AdminStatistics> {
  const response = await get(`/v1/admin/statistics?${query}`, admin);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { object: AdminStatistics }).object;
}

/**
 * An office whose website, newsletter and LinkedIn post had readers on random days 1 to 25 days
 * ago (inside the month range whatever the zone), from `seed`.
 */
async function officeWithActivity(name: string, timeZone: string, seed: number) {
  const random = generator(seed);
  const office = await createOffice(t.db, { name, timeZone });
  const [reform, inheritance] = await records.newsOf(office.id, ['Reforma laboral', 'Herencias']);
  const today = instantToWallClock(t.clock.now().toISOString(), timeZone).date;
  const someDay = () => 1 + Math.floor(random() * 25);
  await t.db.insert(webEvents).values(
    Array.from({ length: 40 }, (_, index) => {
      const kind = (['impression', 'view', 'view', 'share'] as const)[index % 4] ?? 'view';
      return {
        officeId: office.id,
        newsId: kind === 'impression' && random() < 0.5 ? null : [reform, inheritance][index % 2]?.id,
        kind,
        network: kind === 'share' ? 'linkedin' : '',
        day: addDays(today, -someDay()),
        visitorHash: `visitor-${index}`,
        count: 1 + Math.floor(random() * 3),
      };
    }),
  );
  const deliveries = await records.sentNewsletter(office.id, {
    newsIds: [reform.id],
    sentAt: new Date(t.clock.now().getTime() - someDay() * DAY),
    statuses: ['sent', 'sent', 'sent', 'sent', 'sent', 'bounced'],
  });
  await t.db.insert(newsletterEvents).values(
    deliveries
      .filter(() => random() < 0.6)
      .map((delivery) => {
        const kind = random() < 0.5 ? ('open' as const) : ('click' as const);
        return {
          officeId: office.id,
          deliveryId: delivery.id,
          kind,
          url: kind === 'click' ? 'https://boe.es/x' : null,
        };
      }),
  );
  let likes = 0;
  await records.postedWithReadings(office.id, {
    newsId: reform.id,
    network: seed % 2 === 0 ? 'linkedin' : 'facebook',
    publishedAt: new Date(t.clock.now().getTime() - 20 * DAY),
    readings: [19, 12, 5, 2].map((days) => {
      likes += 1 + Math.floor(random() * 5);
      return {
        takenAt: new Date(t.clock.now().getTime() - days * DAY),
        likes,
        comments: Math.floor(likes / 3),
        shares: Math.floor(likes / 2),
      };
    }),
  });
  return office;
}

/** Each office's roll-ups summed in plain code, as the answer names them. */
async function rolledUp(officeIds: string[]) {
  const rows = await t.db.select().from(dailyRollups).where(inArray(dailyRollups.officeId, officeIds));
  const sum = (officeId: string | null, channel: string, measure: string) =>
    rows
      .filter(
        (row) =>
          (officeId === null || row.officeId === officeId) &&
          row.channel === channel &&
          row.measure === measure,
      )
      .reduce((total, row) => total + row.value, 0);
  const figures = (officeId: string | null): Omit<AdminOfficeFigures, 'id' | 'name'> => ({
    web: {
      impressions: sum(officeId, 'web', 'impressions'),
      views: sum(officeId, 'web', 'views'),
      visitors: sum(officeId, 'web', 'site_visitors'),
      shares: sum(officeId, 'web', 'shares'),
    },
    newsletter: {
      sent: sum(officeId, 'newsletter', 'sent'),
      delivered: sum(officeId, 'newsletter', 'delivered'),
      opened: sum(officeId, 'newsletter', 'opened'),
      clicked: sum(officeId, 'newsletter', 'clicked'),
    },
    social: {
      likes: sum(officeId, 'social', 'likes'),
      comments: sum(officeId, 'social', 'comments'),
      shares: sum(officeId, 'social', 'shares'),
    },
  });
  const network = (officeId: string | null, name: SocialNetwork) => ({
    likes: sum(officeId, 'social', `likes.${name}`),
    comments: sum(officeId, 'social', `comments.${name}`),
    shares: sum(officeId, 'social', `shares.${name}`),
  });
  return { figures, network };
}

let madrid: Awaited<ReturnType<typeof officeWithActivity>>;
let bogota: Awaited<ReturnType<typeof officeWithActivity>>;

beforeAll(async () => {
  t = await createTestApp();
  madrid = await officeWithActivity('Despacho Madrid', 'Europe/Madrid', 2);
  bogota = await officeWithActivity('=HYPERLINK("x")', 'America/Bogota', 7);
  await records.rollUpLast(40);
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

describe('GET /v1/admin/statistics', () => {
  it('sums the roll-ups of every office, per channel, per day and per office', async () => {
    const expected = await rolledUp([madrid.id, bogota.id]);
    const all = expected.figures(null);
    expect(all.web.views).toBeGreaterThan(0);
    expect(all.newsletter.sent).toBe(12);
    expect(all.social.likes).toBeGreaterThan(0);
    const statistics = await statisticsOf('range=month');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(statistics).toMatchObject({
      range: 'month',
      from: addDays(today, -29),
      to: today,
      bucket: 'day',
      time_zone: 'UTC',
      office: null,
    });
    expect(statistics.web.totals).toEqual(all.web);
    expect(statistics.newsletter.totals).toEqual(all.newsletter);
    for (const network of SOCIAL_NETWORKS) {
      const answered = statistics.social.networks.find((each) => each.social_network === network);
      expect(answered?.totals).toEqual(expected.network(null, network));
      expect(answered?.series).toHaveLength(30);
    }
    // The series add up to the totals.
    expect(statistics.web.series).toHaveLength(30);
    expect(statistics.web.series.reduce((sum, day) => sum + day.views, 0)).toBe(all.web.views);
    expect(statistics.newsletter.series.reduce((sum, day) => sum + day.opened, 0)).toBe(
      all.newsletter.opened,
    );
    // Each office, most active first.
    const rows = statistics.offices.map(({ id, name, ...figures }) => ({ id, name, figures }));
    expect(rows).toEqual(
      [madrid, bogota]
        .map((office) => ({ id: office.id, name: office.name, figures: expected.figures(office.id) }))
        .sort((a, b) => activity(b.figures) - activity(a.figures) || a.name.localeCompare(b.name)),
    );
    // A year reads the same days per month.
    const year = await statisticsOf('range=year');
    expect(year.bucket).toBe('month');
    expect(year.web.series).toHaveLength(12);
    expect(year.web.totals).toEqual(all.web);
  });

  it('narrows every figure to one office, in its time zone', async () => {
    const expected = await rolledUp([bogota.id]);
    const statistics = await statisticsOf(`range=month&office_id=${bogota.id}`);
    expect(statistics).toMatchObject({
      time_zone: 'America/Bogota',
      office: { id: bogota.id, name: bogota.name },
    });
    expect(statistics.web.totals).toEqual(expected.figures(bogota.id).web);
    expect(statistics.newsletter.totals).toEqual(expected.figures(bogota.id).newsletter);
    expect(statistics.social.networks.find((each) => each.social_network === 'facebook')?.totals).toEqual(
      expected.network(bogota.id, 'facebook'),
    );
    expect(statistics.offices.map((office) => office.id)).toEqual([bogota.id]);
  });

  it('answers 404 for an unknown office and 422 with the field’s message for a bad query', async () => {
    const unknown = await get(`/v1/admin/statistics?office_id=${randomUUID()}`, admin);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');
    const range = await get('/v1/admin/statistics?range=decade', admin);
    expect(range.status).toBe(422);
    expect(await range.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { range: [{ key: 'field.invalid', message: 'Invalid value' }] },
    });
    const office = await get('/v1/admin/statistics?office_id=nope', admin);
    expect(await office.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { office_id: [{ key: 'id.invalid' }] },
    });
  });

  it('is refused to every office role, with or without an office filter', async () => {
    for (const role of OFFICE_ROLE_KEYS) {
      const { token } = await createSignedInUser(t, { officeId: madrid.id, roles: [role] });
      expect((await get('/v1/admin/statistics', token)).status, role).toBe(403);
      expect((await get(`/v1/admin/statistics?office_id=${madrid.id}`, token)).status, role).toBe(403);
    }
    const { token } = await createSignedInUser(t, { officeId: madrid.id, roles: OFFICE_ROLE_KEYS });
    expect((await get('/v1/admin/statistics?format=csv', token)).status).toBe(403);
  });

  it('exports a line per office as CSV, headers in the asked language and formulas escaped', async () => {
    const statistics = await statisticsOf('range=month');
    const response = await get('/v1/admin/statistics?range=month&format=csv', admin, 'es');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="admin-statistics-month-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = await csvOf(response);
    expect(rows[0]?.slice(0, 3)).toEqual(['Despacho', 'Id del despacho', 'Vistas en la web']);
    expect(rows).toHaveLength(3);
    const bogotaRow = rows.find((cells) => cells[1] === bogota.id) ?? [];
    // Prefixed so a spreadsheet does not run it.
    expect(bogotaRow[0]).toBe(`'=HYPERLINK("x")`);
    const row = statistics.offices.find((office) => office.id === bogota.id);
    expect(bogotaRow.slice(2, 4)).toEqual([String(row?.web.views), String(row?.web.visitors)]);
    const english = await get('/v1/admin/statistics?range=month&format=csv', admin, 'en');
    expect((await csvOf(english, ','))[0]?.slice(0, 2)).toEqual(['Office', 'Office id']);
  });
});

const activity = ({ web, newsletter, social }: Omit<AdminOfficeFigures, 'id' | 'name'>) =>
  web.views + newsletter.opened + newsletter.clicked + social.likes + social.comments + social.shares;
