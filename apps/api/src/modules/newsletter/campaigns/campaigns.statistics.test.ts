import type {
  Campaign,
  CampaignRecipient,
  CampaignStatistics,
  NewsletterStatistics,
} from '@gaceta/shared/newsletter/campaigns';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterEvents,
  newsletterRecipients,
} from '../../../db/schema';
import { csvOf } from '../../../test/csv';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;
let setup: Awaited<ReturnType<ReturnType<typeof newsletterHelpers>['newsletterOffice']>>;
let campaign: Campaign;
let items: { id: string; title: string; slug: string }[];

const call = (token: string, method: string, path: string) =>
  requestJson(t.app, method, path, undefined, { token });

/**
 * One campaign of two items to five recipients: three open it (one of them only by clicking, images
 * off), two click the first article's page (one of them twice) and one of them the second's too, a
 * scanner's prefetch clicks a third message's link; one message bounces and one reader unsubscribes.
 */
beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
  setup = await h.newsletterOffice();
  items = [
    await h.newsItem(setup.office.id, { title: 'Reforma laboral' }),
    await h.newsItem(setup.office.id, { title: 'Nuevo IVA' }),
  ];
  await h.recipients(
    setup.office.id,
    ['ana', 'bea', 'carlos', 'dora', 'eva'].map((name) => ({ email: `${name}@example.test` })),
  );
  const response = await requestJson(
    t.app,
    'POST',
    '/v1/newsletter/campaigns',
    { news_ids: items.map((item) => item.id), sender_id: setup.sender.id },
    { token: setup.reviewer },
  );
  campaign = await objectOf<Campaign>(response);
  expect((await call(setup.reviewer, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`)).status).toBe(
    200,
  );
  await h.runSendingJobs();
  const deliveries = Object.fromEntries(
    (await h.deliveriesOf(campaign.id)).map((delivery) => [delivery.email.split('@')[0], delivery]),
  );
  const [{ links } = { links: [] }] = await t.db
    .select({ links: newsletterCampaigns.links })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaign.id));
  const pageOf = (slug: string) => links.findIndex((link) => link.endsWith(`/${slug}`));
  const event = (
    who: string,
    kind: 'open' | 'click' | 'unsubscribe',
    link?: { slug: string },
    automated = false,
  ) => {
    const index = link ? pageOf(link.slug) : -1;
    return {
      officeId: setup.office.id,
      deliveryId: deliveries[who]?.id as string,
      kind,
      automated,
      ...(link && { linkIndex: index, url: links[index] }),
    };
  };
  const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
  await t.db
    .insert(newsletterEvents)
    .values([
      event('ana', 'open'),
      event('ana', 'click', first),
      event('ana', 'click', first),
      event('bea', 'click', first),
      event('ana', 'click', second),
      event('carlos', 'open'),
      event('dora', 'click', second, true),
      event('eva', 'unsubscribe'),
    ]);
  await t.db
    .update(newsletterDeliveries)
    .set({ status: 'bounced' })
    .where(eq(newsletterDeliveries.id, deliveries.dora?.id as string));
  await t.db
    .update(newsletterDeliveries)
    .set({ status: 'unsubscribed' })
    .where(eq(newsletterDeliveries.id, deliveries.eva?.id as string));
});
afterAll(() => t.close());

describe('GET /v1/statistics/newsletter', () => {
  it('gives bounces, unsubscribes and the open and click rates over the delivered messages, and each campaign its subject and kind', async () => {
    const statistics = await objectOf<NewsletterStatistics>(
      await call(setup.statistics, 'GET', '/v1/statistics/newsletter?range=week'),
    );
    const figures = { sent: 5, delivered: 5, opened: 3, clicked: 2, bounced: 1, unsubscribed: 1 };
    expect(statistics.totals).toEqual({ ...figures, open_rate: 0.6, click_rate: 0.4 });
    expect(statistics.series.find((day) => day.sent > 0)).toMatchObject({ bounced: 1, unsubscribed: 1 });
    expect(statistics.campaigns).toEqual([
      expect.objectContaining({
        id: campaign.id,
        kind: 'custom',
        // Generated, in the office's language, from the items' newsletter titles.
        subject: `${setup.office.name}: Reforma laboral (boletín) y 1 más`,
        ...figures,
        open_rate: 0.6,
        click_rate: 0.4,
      }),
    ]);
  });

  it('counts the same messages, opens and clicks for the month and the year, which meet the events in one pass', async () => {
    const of = async (range: string) =>
      objectOf<NewsletterStatistics>(
        await call(setup.statistics, 'GET', `/v1/statistics/newsletter?range=${range}`),
      );
    const week = await of('week');
    for (const range of ['month', 'year']) {
      const statistics = await of(range);
      expect(statistics.totals, range).toEqual(week.totals);
      expect(statistics.campaigns, range).toEqual(week.campaigns);
      expect(statistics.series.filter((bucket) => bucket.sent > 0).length, range).toBe(1);
    }
  });

  it('gives no rate where nothing was delivered', async () => {
    const other = await h.newsletterOffice();
    const statistics = await objectOf<NewsletterStatistics>(
      await call(other.statistics, 'GET', '/v1/statistics/newsletter?range=week'),
    );
    expect(statistics.totals).toMatchObject({ delivered: 0, open_rate: null, click_rate: null });
  });

  it('writes the subject, bounces, unsubscribes and rates in the CSV', async () => {
    const answer = await t.app.request('/v1/statistics/newsletter/campaigns.csv?range=week', {
      headers: { authorization: `Bearer ${setup.statistics}`, 'accept-language': 'es' },
    });
    const [headers, row] = await csvOf(answer);
    expect(headers).toEqual([
      'Inicio del envío',
      'Tipo',
      'Asunto',
      'Noticias',
      'Enviados',
      'Entregados',
      'Abierto',
      'Clic',
      'Rebotados',
      'Bajas',
      'Tasa de apertura (%)',
      'Tasa de clics (%)',
    ]);
    expect(row?.slice(1)).toEqual([
      'Boletín personalizado',
      `${setup.office.name}: Reforma laboral (boletín) y 1 más`,
      'Reforma laboral | Nuevo IVA',
      '5',
      '5',
      '3',
      '2',
      '1',
      '1',
      '60',
      '40',
    ]);
  });
});

describe('GET /v1/statistics/newsletter/campaigns/{id}', () => {
  it('counts the recipients who clicked each link, named by the article it opens, scanners left out', async () => {
    const statistics = await objectOf<CampaignStatistics>(
      await call(setup.statistics, 'GET', `/v1/statistics/newsletter/campaigns/${campaign.id}`),
    );
    expect(statistics).toMatchObject({ kind: 'custom', sent: 5, opened: 3, clicked: 2, open_rate: 0.6 });
    expect(statistics.links).toEqual([
      {
        url: expect.stringMatching(new RegExp(`/p/${setup.office.publicKey}/${items[0]?.slug}$`)),
        news_id: items[0]?.id,
        title: 'Reforma laboral',
        clicks: 2,
      },
      {
        url: expect.stringMatching(new RegExp(`/${items[1]?.slug}$`)),
        news_id: items[1]?.id,
        title: 'Nuevo IVA',
        clicks: 1,
      },
    ]);
  });

  it("is 404 for another office's campaign and 403 for a role without statistics", async () => {
    const other = await h.newsletterOffice();
    const theirs = await call(other.statistics, 'GET', `/v1/statistics/newsletter/campaigns/${campaign.id}`);
    expect(await errorOf(theirs)).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
    const { token: writer } = await createSignedInUser(t, {
      officeId: setup.office.id,
      roles: ['content_genrator'],
    });
    expect((await call(writer, 'GET', `/v1/statistics/newsletter/campaigns/${campaign.id}`)).status).toBe(
      403,
    );
  });
});

describe('GET /v1/statistics/newsletter/campaigns/{id}/recipients?filter=', () => {
  const emailsOf = async (filter: string) =>
    (
      (await (
        await call(
          setup.statistics,
          'GET',
          `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients?filter=${filter}`,
        )
      ).json()) as { objects: CampaignRecipient[] }
    ).objects.map((row) => row.email);

  it('keeps those who opened, clicked, bounced or unsubscribed', async () => {
    expect(await emailsOf('opened')).toEqual(['ana@example.test', 'bea@example.test', 'carlos@example.test']);
    expect(await emailsOf('clicked')).toEqual(['ana@example.test', 'bea@example.test']);
    expect(await emailsOf('bounced')).toEqual(['dora@example.test']);
    expect(await emailsOf('unsubscribed')).toEqual(['eva@example.test']);
  });

  it("names each row's recipient, whose reading page it links to", async () => {
    const answer = await call(
      setup.statistics,
      'GET',
      `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients?filter=clicked`,
    );
    const rows = ((await answer.json()) as { objects: CampaignRecipient[] }).objects;
    const ids = await t.db
      .select({ id: newsletterRecipients.id, email: newsletterRecipients.email })
      .from(newsletterRecipients)
      .where(
        and(
          eq(newsletterRecipients.officeId, setup.office.id),
          inArray(newsletterRecipients.email, ['ana@example.test', 'bea@example.test']),
        ),
      );
    expect(rows.map((row) => [row.email, row.recipient_id])).toEqual(
      ids.sort((a, b) => a.email.localeCompare(b.email)).map((each) => [each.email, each.id]),
    );
  });

  it('narrows the CSV the same way, and refuses an unknown filter', async () => {
    const answer = await t.app.request(
      `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients.csv?filter=clicked`,
      { headers: { authorization: `Bearer ${setup.statistics}`, 'accept-language': 'es' } },
    );
    const [, ...rows] = await csvOf(answer);
    expect(rows.map((row) => row[0])).toEqual(['ana@example.test', 'bea@example.test']);
    const bad = await call(
      setup.statistics,
      'GET',
      `/v1/statistics/newsletter/campaigns/${campaign.id}/recipients?filter=read`,
    );
    expect(await errorOf(bad)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
  });
});
