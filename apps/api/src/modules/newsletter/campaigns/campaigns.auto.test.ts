import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../../context';
import { newsletterCampaigns, newsletterConfigurations } from '../../../db/schema';
import { createTestApp, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';
import { type AutoSchedule, autoPublishDue, runAutoPublish } from './campaigns.auto';

const weekly: AutoSchedule = {
  interval: 1,
  interval_unit: 'week',
  sending_days: [1],
  send_from: '09:00',
  send_until: null,
};
const madrid = 'Europe/Madrid';

describe('autoPublishDue', () => {
  it('is due from a slot for an hour, on the office clock across daylight-saving changes', () => {
    // Monday 30 March 2026, the day after clocks went forward: 09:10 in Madrid is 07:10Z.
    expect(autoPublishDue(weekly, null, new Date('2026-03-30T07:10:00Z'), madrid)).toBe(true);
    expect(autoPublishDue(weekly, null, new Date('2026-03-30T06:50:00Z'), madrid)).toBe(false);
    expect(autoPublishDue(weekly, null, new Date('2026-03-30T08:10:00Z'), madrid)).toBe(false);
    // Monday 26 October 2026, after clocks went back: 09:10 is 08:10Z.
    expect(autoPublishDue(weekly, null, new Date('2026-10-26T08:10:00Z'), madrid)).toBe(true);
    // Tuesday: not a sending day.
    expect(autoPublishDue(weekly, null, new Date('2026-03-31T07:10:00Z'), madrid)).toBe(false);
  });

  it('sends each slot once, within its window, on the calendar the configuration shows', () => {
    const monday = new Date('2026-03-30T07:10:00Z');
    expect(autoPublishDue(weekly, new Date('2026-03-30T07:05:00Z'), monday, madrid)).toBe(false);
    expect(autoPublishDue(weekly, new Date('2026-03-23T08:05:00Z'), monday, madrid)).toBe(true);
    // Every other week: one of two Mondays in a row.
    const fortnightly = { ...weekly, interval: 2 };
    const nextMonday = new Date('2026-04-06T07:10:00Z');
    const due = [monday, nextMonday].map((now) => autoPublishDue(fortnightly, null, now, madrid));
    expect(due.filter(Boolean)).toHaveLength(1);
    // A window until 18:00: Wednesday at noon still sends Wednesday's slot.
    const twice = { ...weekly, sending_days: [1, 3], send_until: '18:00' };
    expect(autoPublishDue(twice, monday, new Date('2026-04-01T10:00:00Z'), madrid)).toBe(true);
    expect(autoPublishDue(twice, monday, new Date('2026-04-01T16:10:00Z'), madrid)).toBe(false);
    // Monthly and yearly newsletters go out in the period's first week (nextNewsletterRun).
    const monthly = { ...weekly, interval_unit: 'month' as const };
    expect(autoPublishDue(monthly, null, monday, madrid)).toBe(false);
    expect(autoPublishDue(monthly, null, new Date('2026-04-06T07:10:00Z'), madrid)).toBe(true);
    const yearly = { ...weekly, interval_unit: 'year' as const };
    expect(autoPublishDue(yearly, null, new Date('2026-01-05T08:10:00Z'), madrid)).toBe(true);
    expect(autoPublishDue(yearly, null, monday, madrid)).toBe(false);
  });
});

describe('the auto-publish sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A Monday at 09:10 in Madrid.
    t = await createTestApp();
    t.clock.advance(new Date('2026-03-30T07:10:00Z').getTime() - t.clock.now().getTime());
  });
  afterAll(() => t.close());

  it("sends the office's published news not yet sent by newsletter, up to the maximum, once", async () => {
    const h = newsletterHelpers(t);
    const setup = await h.newsletterOffice();
    await t.db
      .update(newsletterConfigurations)
      .set({ autoPublish: true, maxNewsPerEmail: 2 })
      .where(eq(newsletterConfigurations.officeId, setup.office.id));
    const items = [
      await h.newsItem(setup.office.id, { title: 'Primera' }),
      await h.newsItem(setup.office.id, { title: 'Segunda' }),
      await h.newsItem(setup.office.id, { title: 'Tercera' }),
    ];
    await h.newsItem(setup.office.id, { title: 'En preparación', status: 'in_preparation' });
    await h.recipients(setup.office.id, [{ email: 'auto@example.test' }]);
    const manual = await h.newsletterOffice();
    await h.recipients(manual.office.id, [{ email: 'manual@example.test' }]);
    await h.newsItem(manual.office.id);

    const sweep = jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: null });
    expect((await runAutoPublish(sweep)).sent).toEqual([setup.office.id]);
    expect((await runAutoPublish(sweep)).sent).toEqual([]);
    await h.runSendingJobs();
    const list = (await (
      await requestJson(t.app, 'GET', '/v1/newsletter/campaigns', undefined, { token: setup.reviewer })
    ).json()) as { objects: Campaign[] };
    expect(list.objects).toHaveLength(1);
    expect(list.objects[0]).toMatchObject({ kind: 'auto', status: 'sent', counts: { sent: 1 } });
    expect(list.objects[0]?.news_ids).toHaveLength(2);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(list.objects[0]?.news_ids ?? []));
    expect(t.mails.filter((mail) => mail.to.includes('manual@example.test'))).toEqual([]);

    // A week later the third item (and only it) goes.
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await runAutoPublish(sweep)).sent).toEqual([setup.office.id]);
    // (Read from the table: the reviewer's session has ended by then.)
    const campaigns = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.officeId, setup.office.id))
      .orderBy(desc(newsletterCampaigns.createdAt));
    expect(campaigns[0]?.newsIds).toHaveLength(1);
    expect(list.objects[0]?.news_ids).not.toContain(campaigns[0]?.newsIds[0]);
  });
});
