import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../../context';
import {
  dailyRollups,
  newsletterConfigurations,
  newsletterDeliveries,
  newsletterEvents,
  newsletterTopicReading,
} from '../../../db/schema';
import { createTestApp, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';
import { DAY_MS, readingHelpers } from '../../../test/reading';
import { rollUpDays } from '../../rollups/rollups.service';
import { newsletterRetentionJob } from './newsletter-retention.job';

// The nightly retention of who read what (decision 062): the opens and clicks of messages sent
// before their office's retention began become anonymous; every figure stays as it was.

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;
let r: ReturnType<typeof readingHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
  r = readingHelpers(t);
});
afterAll(() => t.close());

const platform = () => jobContext(t.deps, { job: 'newsletter-retention', officeId: null });
const runRetention = () => newsletterRetentionJob.handle(platform(), {});
const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

/** An office keeping a person's reading `months` months (null: never saved, the default 13). */
async function office(months: number | null) {
  const setup = await h.newsletterOffice();
  if (months !== null) {
    await t.db
      .update(newsletterConfigurations)
      .set({ perPersonRetentionMonths: months })
      .where(eq(newsletterConfigurations.officeId, setup.office.id));
  }
  const subjectIds = await h.subjectIds(1);
  const items = [await h.newsItem(setup.office.id, { subjectIds }), await h.newsItem(setup.office.id)];
  const [ana, luis] = await h.recipients(setup.office.id, [
    { email: `ana.${setup.office.id.slice(0, 6)}@example.test` },
    { email: `luis.${setup.office.id.slice(0, 6)}@example.test` },
  ]);
  return { ...setup, items, ana: ana as NonNullable<typeof ana>, luis: luis as NonNullable<typeof luis> };
}

/**
 * A message of a campaign sent `days` ago to `who`, read by a person an hour later: two opens, a
 * scanner's prefetch, two clicks on the first article's page and one on the source; and, for
 * `unsubscribed`, its reader's unsubscribe.
 */
async function readMessage(
  setup: Awaited<ReturnType<typeof office>>,
  who: { id: string; email: string },
  days: number,
  options: { unsubscribed?: boolean } = {},
) {
  const sentAt = ago(days);
  const campaign = await r.sentCampaign(setup.office, setup.items, sentAt);
  const delivery = await r.message(campaign, who, sentAt);
  const later = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);
  await r.event(delivery, campaign, 'open', later(1), { automated: true });
  await r.event(delivery, campaign, 'open', later(60));
  await r.event(delivery, campaign, 'open', later(90));
  await r.event(delivery, campaign, 'click', later(61), { link: 0 });
  await r.event(delivery, campaign, 'click', later(62), { link: 0 });
  await r.event(delivery, campaign, 'click', later(63), { link: 2 });
  if (options.unsubscribed) await r.event(delivery, campaign, 'unsubscribe', later(64));
  return { campaign, delivery };
}

const eventsOf = (deliveryId: string) =>
  t.db.select().from(newsletterEvents).where(eq(newsletterEvents.deliveryId, deliveryId));

async function rollups(officeId: string) {
  await rollUpDays(platform(), {
    from: new Date(ago(500)).toISOString().slice(0, 10),
    to: new Date(ago(-1)).toISOString().slice(0, 10),
  });
  return t.db
    .select({
      day: dailyRollups.day,
      newsId: dailyRollups.newsId,
      measure: dailyRollups.measure,
      value: dailyRollups.value,
    })
    .from(dailyRollups)
    .where(and(eq(dailyRollups.officeId, officeId), eq(dailyRollups.channel, 'newsletter')))
    .orderBy(dailyRollups.day, dailyRollups.newsId, dailyRollups.measure);
}

describe('the nightly retention of who read what', () => {
  it('forgets who read messages older than the office’s retention, and nothing newer', async () => {
    const six = await office(6);
    const standard = await office(null);
    const expired = await readMessage(six, six.ana, 200, { unsubscribed: true });
    const kept = await readMessage(six, six.luis, 170);
    const keptByDefault = await readMessage(standard, standard.ana, 380);
    const expiredByDefault = await readMessage(standard, standard.luis, 400);
    const before = {
      kept: await eventsOf(kept.delivery.id),
      keptByDefault: await eventsOf(keptByDefault.delivery.id),
    };

    await runRetention();

    // The expired message keeps its unsubscribe (its status), and no open or click of its own.
    expect((await eventsOf(expired.delivery.id)).map((event) => event.kind)).toEqual(['unsubscribe']);
    expect((await eventsOf(expiredByDefault.delivery.id)).map((event) => event.kind)).toEqual([]);
    // What stands in for them names only the campaign: one open with the message's articles, one
    // click per link, all dated by the sending hour and sharing one key that leads to no message.
    const anonymous = await t.db
      .select()
      .from(newsletterEvents)
      .where(and(eq(newsletterEvents.campaignId, expired.campaign.id), isNull(newsletterEvents.deliveryId)));
    expect(anonymous.map((event) => [event.kind, event.linkIndex]).sort()).toEqual([
      ['click', 0],
      ['click', 2],
      ['open', null],
    ]);
    const hour = new Date(Math.floor(ago(200).getTime() / 3_600_000) * 3_600_000);
    for (const event of anonymous) {
      expect(event.at).toEqual(hour);
      expect(event.automated).toBe(false);
      expect(event.messageKey).toBe(anonymous[0]?.messageKey);
      expect(event.messageKey).not.toBe(expired.delivery.id);
    }
    expect(anonymous.find((event) => event.kind === 'open')?.newsIds).toEqual(
      six.items.map((item) => item.id),
    );
    expect(anonymous.find((event) => event.linkIndex === 0)?.url).toBe(expired.campaign.links[0]);
    // What the database keeps of a message's reading for the interest list goes with it.
    const readingOf = async (deliveryId: string) => {
      const [message] = await t.db
        .select({ readAt: newsletterDeliveries.readAt, clickedNews: newsletterDeliveries.clickedNews })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.id, deliveryId));
      return message;
    };
    const topicsReadBy = (recipientId: string) =>
      t.db.select().from(newsletterTopicReading).where(eq(newsletterTopicReading.recipientId, recipientId));
    expect(await readingOf(expired.delivery.id)).toEqual({ readAt: null, clickedNews: null });
    expect(await topicsReadBy(six.ana.id)).toEqual([]);
    expect(await readingOf(kept.delivery.id)).toEqual({
      readAt: new Date(ago(170).getTime() + 60 * 60_000),
      clickedNews: { [six.items[0]?.id as string]: new Date(ago(170).getTime() + 61 * 60_000).toISOString() },
    });
    expect(await topicsReadBy(six.luis.id)).toMatchObject([{ opens: [1], clicks: [1] }]);
    // Newer messages, by each office's own retention, keep everything.
    expect(await eventsOf(kept.delivery.id)).toEqual(before.kept);
    expect(await eventsOf(keptByDefault.delivery.id)).toEqual(before.keptByDefault);
    // A second night finds nothing more to forget.
    const count = async () => (await t.db.select().from(newsletterEvents)).length;
    const total = await count();
    await runRetention();
    expect(await count()).toBe(total);
  });

  it('leaves every figure as it was: the campaign’s, the year’s and the daily roll-ups', async () => {
    const setup = await office(3);
    const expired = await readMessage(setup, setup.ana, 120);
    await readMessage(setup, setup.luis, 120);
    const recent = await readMessage(setup, setup.luis, 10);
    const get = async (path: string, token = setup.statistics) =>
      (await (await requestJson(t.app, 'GET', path, undefined, { token })).json()).object;
    const read = async () => ({
      campaign: await get(`/v1/statistics/newsletter/campaigns/${expired.campaign.id}`),
      recent: await get(`/v1/statistics/newsletter/campaigns/${recent.campaign.id}`),
      year: await get('/v1/statistics/newsletter?range=year'),
      listed: await get(`/v1/newsletter/campaigns/${expired.campaign.id}`, setup.reviewer),
      rollups: await rollups(setup.office.id),
    });
    const before = await read();
    expect(before.campaign).toMatchObject({ opened: 1, clicked: 1 });
    expect(before.campaign.links.map((link: { clicks: number }) => link.clicks)).toEqual([1, 1]);
    expect(before.year.totals).toMatchObject({ opened: 3, clicked: 3 });
    expect(
      before.rollups.find((row) => row.measure === 'clicks' && row.newsId === setup.items[0]?.id),
    ).toBeDefined();

    await runRetention();
    expect(await eventsOf(expired.delivery.id)).toEqual([]);
    const after = await read();
    expect(after.campaign).toEqual(before.campaign);
    expect(after.recent).toEqual(before.recent);
    expect({ ...after.year, data_until: null }).toEqual({ ...before.year, data_until: null });
    expect(after.listed).toEqual(before.listed);
    expect(after.rollups).toEqual(before.rollups);
  });
});
