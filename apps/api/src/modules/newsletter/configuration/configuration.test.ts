import type { NewsletterConfiguration } from '@gaceta/shared/newsletter/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterConfigurations, newsletterSenders } from '../../../db/schema';
import { createOffice, createSignedInUser, uniqueEmail } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function officeWithReviewer(timeZone = 'Europe/Madrid') {
  const office = await createOffice(t.db, { timeZone });
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'] });
  return { office, token };
}

async function sender(officeId: string, verified = true) {
  const [row] = await t.db
    .insert(newsletterSenders)
    .values({ officeId, email: uniqueEmail('remitente'), verifiedAt: verified ? new Date() : null })
    .returning();
  if (!row) throw new Error('no sender');
  return row;
}

const get = (token: string) =>
  requestJson(t.app, 'GET', '/v1/newsletter/configuration', undefined, { token });
const put = (token: string, body: unknown) =>
  requestJson(t.app, 'PUT', '/v1/newsletter/configuration', body, { token });

const SETTINGS = {
  max_news_per_email: 8,
  interval: 1,
  interval_unit: 'week',
  sending_days: [4, 2],
  send_from: '09:00',
  send_until: '11:00',
  auto_publish: false,
  sender_id: null,
};

describe('GET /v1/newsletter/configuration', () => {
  it('answers the defaults for an office that saved nothing', async () => {
    const { token } = await officeWithReviewer('America/Bogota');
    expect(await objectOf<NewsletterConfiguration>(await get(token))).toEqual({
      max_news_per_email: 10,
      max_newsletters_per_day: 1,
      other_language_items: 'leave_out',
      interval: 1,
      interval_unit: 'week',
      sending_days: [1],
      send_from: '09:00',
      send_until: null,
      auto_publish: false,
      require_approval: false,
      per_person_tracking: true,
      per_person_retention_months: 13,
      sender_id: null,
      subject: null,
      preheader: null,
      intro: null,
      sender: null,
      time_zone: 'America/Bogota',
      next_run_at: null,
    });
  });
});

describe('PUT /v1/newsletter/configuration', () => {
  it('saves, replaces and audits the settings, with the next run on the office’s clock', async () => {
    // Thursday 2027-01-14 at noon UTC: the next run is Tuesday 09:00 in Madrid.
    t.clock.advance(Date.parse('2027-01-14T12:00:00Z') - t.clock.now().getTime());
    const { office, token } = await officeWithReviewer();
    const saved = await objectOf<NewsletterConfiguration>(await put(token, SETTINGS));
    expect(saved).toMatchObject({ ...SETTINGS, sending_days: [2, 4], next_run_at: null });

    const verified = await sender(office.id);
    const response = await put(token, { ...SETTINGS, auto_publish: true, sender_id: verified.id });
    expect(response.status, await response.clone().text()).toBe(200);
    const automatic = await objectOf<NewsletterConfiguration>(response);
    expect(automatic).toMatchObject({
      auto_publish: true,
      sender_id: verified.id,
      sender: { id: verified.id, email: verified.email, verified: true },
      next_run_at: '2027-01-19T08:00:00.000Z',
    });
    expect(await objectOf<NewsletterConfiguration>(await get(token))).toEqual(automatic);
    const rows = await t.db
      .select()
      .from(newsletterConfigurations)
      .where(eq(newsletterConfigurations.officeId, office.id));
    expect(rows).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.configuration'));
    expect(audit.filter((entry) => entry.officeId === office.id)).toHaveLength(2);
  });

  it('saves per-person tracking and its retention, and keeps them when a save leaves them out', async () => {
    const { office, token } = await officeWithReviewer();
    const off = await objectOf<NewsletterConfiguration>(
      await put(token, { ...SETTINGS, per_person_tracking: false, per_person_retention_months: 6 }),
    );
    expect(off).toMatchObject({ per_person_tracking: false, per_person_retention_months: 6 });
    // The schedule's form does not carry them: a save without them changes neither.
    const again = await objectOf<NewsletterConfiguration>(await put(token, SETTINGS));
    expect(again).toMatchObject({ per_person_tracking: false, per_person_retention_months: 6 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.configuration'));
    expect(audit.find((entry) => entry.officeId === office.id)?.data).toMatchObject({
      per_person_tracking: false,
      per_person_retention_months: 6,
    });
  });

  it('refuses auto-publish without a sender, and an unverified or foreign sender', async () => {
    const { office, token } = await officeWithReviewer();
    expect(await errorOf(await put(token, { ...SETTINGS, auto_publish: true }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['auto_publish'],
    });
    const unverified = await sender(office.id, false);
    const foreign = await sender((await createOffice(t.db)).id);
    for (const id of [unverified.id, foreign.id, crypto.randomUUID()]) {
      const response = await put(token, { ...SETTINGS, sender_id: id });
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { sender_id: [{ key: 'sender.not_verified' }] },
      });
    }
    expect(
      await t.db
        .select()
        .from(newsletterConfigurations)
        .where(eq(newsletterConfigurations.officeId, office.id)),
    ).toEqual([]);
  });

  it.each([
    ['no news per email', { max_news_per_email: 0 }, 'max_news_per_email'],
    ['a fraction of news', { max_news_per_email: 2.5 }, 'max_news_per_email'],
    ['no interval', { interval: 0 }, 'interval'],
    ['an unknown unit', { interval_unit: 'day' }, 'interval_unit'],
    ['no sending day', { sending_days: [] }, 'sending_days'],
    ['a day 8', { sending_days: [8] }, 'sending_days.0'],
    ['a time without minutes', { send_from: '9' }, 'send_from'],
    ['a range ending before it starts', { send_from: '12:00', send_until: '10:00' }, 'send_until'],
    ['a sender that is no id', { sender_id: 'remitente' }, 'sender_id'],
    ['no months of retention', { per_person_retention_months: 0 }, 'per_person_retention_months'],
    ['over three years of retention', { per_person_retention_months: 37 }, 'per_person_retention_months'],
    ['a tracking switch that is no boolean', { per_person_tracking: 'no' }, 'per_person_tracking'],
  ])('refuses %s', async (_name, change, field) => {
    const { token } = await officeWithReviewer();
    expect(await errorOf(await put(token, { ...SETTINGS, ...change }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: [field],
    });
  });
});

describe('another office', () => {
  it('neither reads nor changes the configuration of the caller’s office, nor uses its sender', async () => {
    const a = await officeWithReviewer();
    const b = await officeWithReviewer();
    const senderOfB = await sender(b.office.id);
    await put(b.token, { ...SETTINGS, auto_publish: true, sender_id: senderOfB.id });
    const before = await t.db
      .select()
      .from(newsletterConfigurations)
      .where(eq(newsletterConfigurations.officeId, b.office.id));

    expect((await objectOf<NewsletterConfiguration>(await get(a.token))).sender_id).toBeNull();
    expect((await errorOf(await put(a.token, { ...SETTINGS, sender_id: senderOfB.id }))).fields).toEqual([
      'sender_id',
    ]);
    const own = await put(a.token, { ...SETTINGS, office_id: b.office.id });
    expect(own.status).toBe(200);
    const after = await t.db
      .select()
      .from(newsletterConfigurations)
      .where(eq(newsletterConfigurations.officeId, b.office.id));
    expect(after).toEqual(before);
  });
});
