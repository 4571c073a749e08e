import { randomUUID } from 'node:crypto';
import type { NewsScorecard, Scorecards } from '@gaceta/shared/statistics/scorecards';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterEvents, subjects, webEvents } from '../../db/schema';
import { channelRecords } from '../../test/channel-records';
import { csvOf } from '../../test/csv';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, requestJson, type TestApp } from '../../test/harness';
import { addDays } from '../rollups/rollup-source';

let t: TestApp;
const records = channelRecords(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => instantToWallClock(t.clock.now().toISOString(), 'Europe/Madrid').date;

async function subject(es: string) {
  const [row] = await t.db
    .insert(subjects)
    .values({ code: `s-${randomUUID().slice(0, 8)}`, name: { es, en: es, pt: es } })
    .returning();
  if (!row) throw new Error('subject insert returned no row');
  return row;
}

/** An office with two authors' articles read on the web, one of them also sent by newsletter and posted on LinkedIn. */
async function officeWithFigures() {
  const office = await createOffice(t.db);
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
  const labour = await subject('Laboral');
  const tax = await subject('Fiscal');
  const [reform] = await records.newsOf(office.id, ['Reforma laboral'], {
    author: 'Marta Sanz',
    subjectIds: [labour.id],
  });
  const [vat] = await records.newsOf(office.id, ['=HYPERLINK("x")'], {
    author: '@Luis',
    subjectIds: [labour.id, tax.id],
  });
  await records.newsOf(office.id, ['Sin lectores'], { author: 'Marta Sanz' });
  const view = (newsId: string, daysAgo: number, visitor: string, count = 1) => ({
    officeId: office.id,
    newsId,
    kind: 'view' as const,
    day: addDays(today(), -daysAgo),
    visitorHash: visitor,
    count,
  });
  await t.db
    .insert(webEvents)
    .values([
      view(reform.id, 0, 'a', 2),
      view(reform.id, 1, 'b'),
      view(reform.id, 40, 'c'),
      view(vat.id, 0, 'a'),
      { ...view(vat.id, 0, 'b'), kind: 'share', network: 'linkedin' },
    ]);
  // Yesterday: a newsletter of the reform, opened by its five recipients, and its LinkedIn post.
  const yesterday = new Date(`${addDays(today(), -1)}T11:00:00Z`);
  const deliveries = await records.sentNewsletter(office.id, {
    newsIds: [reform.id],
    sentAt: yesterday,
    statuses: ['sent', 'sent', 'sent', 'sent', 'sent'],
  });
  await t.db
    .insert(newsletterEvents)
    .values(
      deliveries.map((delivery) => ({ officeId: office.id, deliveryId: delivery.id, kind: 'open' as const })),
    );
  await records.postedWithReadings(office.id, {
    newsId: reform.id,
    network: 'linkedin',
    publishedAt: yesterday,
    readings: [{ takenAt: yesterday, likes: 4, comments: 1, shares: 2 }],
  });
  await records.rollUpLast(400);
  return { office, token, reform, vat, labour, tax };
}

/** The LinkedIn post's figures: each as a total and for its network. */
const NEWS_SOCIAL = Object.fromEntries(
  Object.entries({ posts: 1, likes: 4, comments: 1, shares: 2 }).flatMap(([measure, value]) => [
    [measure, value],
    [`${measure}.linkedin`, value],
  ]),
);

const get = (path: string, token: string) => requestJson(t.app, 'GET', path, undefined, { token });

describe('GET /v1/news_infos/{id}/scorecard', () => {
  it('puts every channel side by side, per day, from the roll-ups', async () => {
    const { token, reform } = await officeWithFigures();
    const response = await get(`/v1/news_infos/${reform.id}/scorecard?range=week`, token);
    expect(response.status, await response.clone().text()).toBe(200);
    const { object } = (await response.json()) as { object: NewsScorecard };
    expect(object).toMatchObject({ range: 'week', bucket: 'day', from: addDays(today(), -6), to: today() });
    expect(object.news).toEqual({ id: reform.id, title: 'Reforma laboral' });
    expect(object.totals).toEqual({
      web: { views: 3, visitors: 2 },
      newsletter: { sends: 5, deliveries: 5, opens: 5 },
      social: NEWS_SOCIAL,
    });
    expect(object.series).toHaveLength(7);
    expect(object.series.at(-1)).toEqual({ date: today(), figures: { web: { views: 2, visitors: 1 } } });
    expect(object.series.at(-2)).toEqual({
      date: addDays(today(), -1),
      figures: {
        web: { views: 1, visitors: 1 },
        newsletter: { sends: 5, deliveries: 5, opens: 5 },
        social: NEWS_SOCIAL,
      },
    });
    expect(object.series[0]).toEqual({ date: addDays(today(), -6), figures: {} });

    const year = (await (await get(`/v1/news_infos/${reform.id}/scorecard?range=year`, token)).json()) as {
      object: NewsScorecard;
    };
    expect(year.object.bucket).toBe('month');
    expect(year.object.totals.web).toEqual({ views: 4, visitors: 3 });
  });

  it('answers 404 for another office’s article and 422 for a bad range', async () => {
    const { reform } = await officeWithFigures();
    const other = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: other.id, roles: ['client_statstics'] });
    expect((await get(`/v1/news_infos/${reform.id}/scorecard`, token)).status).toBe(404);
    const bad = await get(`/v1/news_infos/${reform.id}/scorecard?range=decade`, token);
    expect(await errorOf(bad)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /v1/statistics/scorecards', () => {
  it('sums the articles per author and per subject, most viewed first, only the office’s', async () => {
    const { token, labour, tax } = await officeWithFigures();
    // Another office's figures never count.
    await officeWithFigures();
    const byAuthor = (await (
      await get('/v1/statistics/scorecards?group_by=author&range=month', token)
    ).json()) as {
      object: Scorecards;
    };
    expect(byAuthor.object.groups).toEqual([
      {
        key: 'Marta Sanz',
        news_count: 1,
        figures: {
          web: { views: 3, visitors: 2 },
          newsletter: { sends: 5, deliveries: 5, opens: 5 },
          social: NEWS_SOCIAL,
        },
      },
      {
        key: '@Luis',
        news_count: 1,
        figures: { web: { views: 1, visitors: 1, shares: 1, 'shares.linkedin': 1 } },
      },
    ]);
    const bySubject = (await (await get('/v1/statistics/scorecards?group_by=subject', token)).json()) as {
      object: Scorecards;
    };
    expect(
      bySubject.object.groups.map((group) => [group.key, group.subject_name?.es, group.news_count]),
    ).toEqual([
      [labour.id, 'Laboral', 2],
      [tax.id, 'Fiscal', 1],
    ]);
    expect(bySubject.object.groups[0]?.figures.web?.views).toBe(4);
  });

  it('exports CSV with formula-like cells escaped', async () => {
    const { token } = await officeWithFigures();
    const response = await get('/v1/statistics/scorecards?group_by=author&format=csv', token);
    expect(await csvOf(response)).toEqual([
      [
        'Autor',
        'Noticias',
        'Newsletter: Entregados',
        'Newsletter: Aperturas',
        'Newsletter: Enviados',
        'Redes sociales: Comentarios',
        'Redes sociales: Comentarios (LinkedIn)',
        'Redes sociales: Me gusta',
        'Redes sociales: Me gusta (LinkedIn)',
        'Redes sociales: Publicaciones',
        'Redes sociales: Publicaciones (LinkedIn)',
        'Redes sociales: Compartidos',
        'Redes sociales: Compartidos (LinkedIn)',
        'Web: Compartidos',
        'Web: Compartidos (LinkedIn)',
        'Web: Visitas',
        'Web: Visitantes',
      ],
      'Marta Sanz;1;5;5;5;1;1;4;4;1;1;2;2;0;0;3;2'.split(';'),
      "'@Luis;1;0;0;0;0;0;0;0;0;0;0;0;1;1;1;1".split(';'),
    ]);
    const comma = await get('/v1/statistics/scorecards?group_by=author&format=csv&separator=comma', token);
    expect((await csvOf(comma, ','))[1]?.[0]).toBe('Marta Sanz');
  });

  it('refuses a missing or unknown grouping', async () => {
    const { token } = await officeWithFigures();
    expect(await errorOf(await get('/v1/statistics/scorecards', token))).toMatchObject({ status: 422 });
    expect(await errorOf(await get('/v1/statistics/scorecards?group_by=office', token))).toMatchObject({
      status: 422,
    });
  });
});
