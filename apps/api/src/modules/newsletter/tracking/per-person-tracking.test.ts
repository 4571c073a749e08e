import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterCampaigns, newsletterConfigurations, newsletterEvents } from '../../../db/schema';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';

// The office's per-person tracking switch (decision 062): off, every message of a campaign carries
// the campaign's pixel and click redirects, which name nobody; unsubscribing and the preferences
// stay each reader's own.

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const READER = { 'user-agent': 'Mozilla/5.0 Thunderbird/128.0' };

/** The addresses of a message: its pixel, its click redirects, its unsubscribe and preferences links. */
function addressesOf(html: string) {
  const all = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
    (match) => match[1]?.replaceAll('&amp;', '&') ?? '',
  );
  return {
    pixel: all.filter((url) => url.includes('/public/v1/newsletter/o/')),
    clicks: all.filter((url) => url.includes('/public/v1/newsletter/c/')),
    personal: all.filter((url) => /\/newsletter\/(unsubscribe|preferences)\?token=/.test(url)),
  };
}

/** Sends one campaign of one item to two readers, tracking per person or not; its id and their messages. */
async function sendToTwo(perPersonTracking: boolean) {
  const setup = await h.newsletterOffice();
  await t.db
    .update(newsletterConfigurations)
    .set({ perPersonTracking })
    .where(eq(newsletterConfigurations.officeId, setup.office.id));
  const item = await h.newsItem(setup.office.id);
  const tag = perPersonTracking ? 'on' : 'off';
  await h.recipients(setup.office.id, [
    { email: `ana.${tag}@example.test` },
    { email: `luis.${tag}@example.test` },
  ]);
  const created = await requestJson(
    t.app,
    'POST',
    '/v1/newsletter/campaigns',
    { news_ids: [item.id], sender_id: setup.sender.id },
    { token: setup.reviewer },
  );
  const { id } = await objectOf<{ id: string }>(created);
  const sent = await requestJson(t.app, 'POST', `/v1/newsletter/campaigns/${id}/send`, undefined, {
    token: setup.reviewer,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  await h.runSendingJobs();
  const messageTo = (address: string) => {
    const mail = t.mails.findLast((each) => each.to.includes(address));
    expect(mail, address).toBeDefined();
    return addressesOf(mail?.html ?? '');
  };
  return {
    id,
    setup,
    ana: messageTo(`ana.${tag}@example.test`),
    luis: messageTo(`luis.${tag}@example.test`),
  };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('per-person tracking off', () => {
  it("gives two readers' messages the same pixel and click addresses, and their own unsubscribe links", async () => {
    const { id, ana, luis } = await sendToTwo(false);
    const [campaign] = await t.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(campaign?.perPersonTracking).toBe(false);
    expect(ana.pixel).toHaveLength(1);
    expect(ana.clicks.length).toBeGreaterThan(0);
    expect(ana.pixel).toEqual(luis.pixel);
    expect(ana.clicks).toEqual(luis.clicks);
    expect(ana.personal).toHaveLength(2);
    expect(ana.personal).not.toEqual(luis.personal);
    for (const url of [...ana.personal, ...luis.personal]) expect(url).not.toContain(campaign?.id);
  });

  it('writes no per-person row when the pixel and a link are fetched: only the campaign is named', async () => {
    const { id, ana, setup } = await sendToTwo(false);
    t.clock.advance(60_000);
    const pixel = await t.app.request(pathOf(ana.pixel[0] as string), { headers: READER });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const click = await t.app.request(pathOf(ana.clicks[0] as string), { headers: READER });
    expect(click.status).toBe(302);
    const events = await t.db.select().from(newsletterEvents).where(eq(newsletterEvents.campaignId, id));
    expect(events.map((event) => [event.kind, event.deliveryId, event.automated]).sort()).toEqual([
      ['click', null, false],
      ['open', null, false],
    ]);
    // And none tied to a message of the campaign.
    const all = await t.db.select().from(newsletterEvents);
    expect(all.filter((event) => event.campaignId === null && event.deliveryId !== null)).toEqual([]);
    // The figures count them, each fetch once (whose they are, nobody knows).
    const listed = await objectOf<{ counts: { opened: number; clicked: number } }>(
      await requestJson(t.app, 'GET', `/v1/newsletter/campaigns/${id}`, undefined, { token: setup.reviewer }),
    );
    expect(listed.counts).toMatchObject({ opened: 2, clicked: 1 });
    const statistics = await objectOf<{ opened: number; clicked: number; links: { clicks: number }[] }>(
      await requestJson(t.app, 'GET', `/v1/statistics/newsletter/campaigns/${id}`, undefined, {
        token: setup.statistics,
      }),
    );
    expect(statistics).toMatchObject({ opened: 2, clicked: 1, links: [{ clicks: 1 }] });
    // A forged campaign token still gets the image but is no link: a click on it is a 404.
    const forged = pathOf(ana.clicks[0] as string).replace(/\.([\w-]{4})/, '.AAAA');
    expect((await t.app.request(forged, { headers: READER })).status).toBe(404);
  });

  it('tells a scanner apart while the campaign is still going out', async () => {
    const { id, ana } = await sendToTwo(false);
    // Within the first seconds after the last message left: a prefetch, not a reader.
    await t.app.request(pathOf(ana.pixel[0] as string), { headers: READER });
    await t.app.request(pathOf(ana.pixel[0] as string), {
      headers: { 'user-agent': 'Mimecast-URL-Protect/1.0' },
    });
    const events = await t.db.select().from(newsletterEvents).where(eq(newsletterEvents.campaignId, id));
    expect(events.map((event) => event.automated)).toEqual([true, true]);
  });
});

describe('per-person tracking on (the default)', () => {
  it("gives each reader's message its own pixel and click addresses", async () => {
    const { ana, luis } = await sendToTwo(true);
    expect(ana.pixel).toHaveLength(1);
    expect(ana.pixel).not.toEqual(luis.pixel);
    expect(ana.clicks[0]).not.toEqual(luis.clicks[0]);
  });
});
