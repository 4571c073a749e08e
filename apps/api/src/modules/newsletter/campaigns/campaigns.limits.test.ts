import type { Campaign, CampaignAudience } from '@gaceta/shared/newsletter/campaigns';
import type { NewsletterConfiguration } from '@gaceta/shared/newsletter/settings';
import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../../context';
import { newsletterDeliveries, offices } from '../../../db/schema';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { headersOf, newsletterHelpers } from '../../../test/newsletter';
import { sendAutoCampaign } from './campaigns.service';

// Who receives what: items in the recipient's language (or sent marked with theirs), and no more
// newsletters a day than the office allows.

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const call = (token: string, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token });
const campaignsPath = '/v1/newsletter/campaigns';

async function draft(token: string, newsIds: string[], subject?: string): Promise<Campaign> {
  const response = await call(token, 'POST', campaignsPath, {
    news_ids: newsIds,
    subject,
    confirm_resend: true,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return objectOf<Campaign>(response);
}

const audienceOf = async (token: string, id: string) =>
  objectOf<CampaignAudience>(await call(token, 'GET', `${campaignsPath}/${id}/audience`));

async function send(token: string, id: string): Promise<Campaign> {
  const response = await call(token, 'POST', `${campaignsPath}/${id}/send`);
  expect(response.status, await response.clone().text()).toBe(200);
  await h.runSendingJobs();
  return objectOf<Campaign>(await call(token, 'GET', `${campaignsPath}/${id}`));
}

/** The messages `address` received with `subject`, as a mail client reads them. */
async function mailsTo(address: string, subject: string) {
  const mails = t.mails.filter((mail) => mail.to.includes(address));
  const parsed = await Promise.all(mails.map(async (mail) => (await headersOf(mail)).parsed));
  return parsed.filter((mail) => mail.subject === subject);
}

async function oneMailTo(address: string, subject: string) {
  const mails = await mailsTo(address, subject);
  expect(mails, address).toHaveLength(1);
  return mails[0] as (typeof mails)[number];
}

describe('the language of the items', () => {
  async function office(otherLanguageItems: 'leave_out' | 'mark') {
    const setup = await h.newsletterOffice({ rules: { maxNewslettersPerDay: 10, otherLanguageItems } });
    const spanish = await h.newsItem(setup.office.id, { title: 'Reforma laboral' });
    const english = await h.newsItem(setup.office.id, { title: 'Data protection fine', languages: ['en'] });
    // An item that names no language is written in the office's (Spanish, in Spain).
    const unnamed = await h.newsItem(setup.office.id, { title: 'Plazo fiscal', languages: [] });
    const stamp = otherLanguageItems;
    const readers = {
      office: `oficina.${stamp}@example.test`,
      spanish: `es.${stamp}@example.test`,
      english: `en.${stamp}@example.test`,
      portuguese: `pt.${stamp}@example.test`,
    };
    await h.recipients(setup.office.id, [
      { email: readers.office },
      { email: readers.spanish, language: 'es' },
      { email: readers.english, language: 'en' },
      { email: readers.portuguese, language: 'pt' },
    ]);
    const campaign = await draft(setup.reviewer, [spanish.id, english.id, unnamed.id], `Idiomas ${stamp}`);
    return { setup, campaign, readers, subject: `Idiomas ${stamp}` };
  }

  it('leaves an item out of the message of a reader of another language, and a reader with none of theirs gets no message', async () => {
    const { setup, campaign, readers, subject } = await office('leave_out');
    expect(await audienceOf(setup.reviewer, campaign.id)).toMatchObject({
      recipients: 3,
      left_out_by_language: 1,
      skipped_daily_limit: 0,
    });
    await send(setup.reviewer, campaign.id);
    const byEmail = new Map(
      (await h.deliveriesOf(campaign.id)).map((delivery) => [delivery.email, delivery.newsIds.length]),
    );
    expect(Object.fromEntries(byEmail)).toEqual({
      [readers.office]: 2,
      [readers.spanish]: 2,
      [readers.english]: 1,
    });
    for (const address of [readers.office, readers.spanish]) {
      const mail = await oneMailTo(address, subject);
      expect(mail.html).toContain('Reforma laboral (boletín)');
      expect(mail.html).toContain('Plazo fiscal (boletín)');
      expect(mail.html).not.toContain('Data protection fine');
      expect(mail.html).not.toContain('En inglés');
      expect(mail.html).not.toContain('Read the full article');
    }
    const english = await oneMailTo(readers.english, subject);
    expect(english.html).toContain('Data protection fine (boletín)');
    expect(english.html).not.toContain('Reforma laboral');
    expect(english.html).toContain('Read the full article');
    expect(await mailsTo(readers.portuguese, subject)).toHaveLength(0);
  });

  it('sends it marked with its language, in the words of the message, when the office chooses so', async () => {
    const { setup, campaign, readers, subject } = await office('mark');
    expect(await audienceOf(setup.reviewer, campaign.id)).toMatchObject({
      recipients: 4,
      left_out_by_language: 0,
    });
    await send(setup.reviewer, campaign.id);
    const spanish = await oneMailTo(readers.spanish, subject);
    expect(spanish.html).toContain('Data protection fine (boletín)');
    expect(String(spanish.html).match(/En inglés/g)).toHaveLength(1);
    expect(spanish.text).toContain('En inglés');
    // The button of every item, the English one's too, speaks the message's language.
    expect(spanish.html).toContain('Leer el artículo completo');
    expect(spanish.html).not.toContain('Read the full article');
    const english = await oneMailTo(readers.english, subject);
    expect(String(english.html).match(/In Spanish/g)).toHaveLength(2);
    expect(english.html).not.toContain('Leer el artículo completo');
    const portuguese = await oneMailTo(readers.portuguese, subject);
    expect(String(portuguese.html).match(/Em espanhol/g)).toHaveLength(2);
    expect(portuguese.html).toContain('Em inglês');
  });
});

describe('the daily limit of newsletters per recipient', () => {
  it('is saved with the configuration: 1 by default, from 1 to 10', async () => {
    const setup = await h.newsletterOffice();
    const path = '/v1/newsletter/configuration';
    const current = await objectOf<NewsletterConfiguration>(await call(setup.reviewer, 'GET', path));
    const { sender: _s, time_zone: _z, next_run_at: _n, ...input } = current;
    // Left out (a client that does not know them), the defaults.
    const { max_newsletters_per_day: _m, other_language_items: _o, ...older } = input;
    const saved = await objectOf<NewsletterConfiguration>(await call(setup.reviewer, 'PUT', path, older));
    expect(saved).toMatchObject({ max_newsletters_per_day: 1, other_language_items: 'leave_out' });
    const changed = await call(setup.reviewer, 'PUT', path, {
      ...input,
      max_newsletters_per_day: 3,
      other_language_items: 'mark',
    });
    expect(await objectOf(changed)).toMatchObject({
      max_newsletters_per_day: 3,
      other_language_items: 'mark',
    });
    for (const [value, field] of [
      [{ max_newsletters_per_day: 0 }, 'max_newsletters_per_day'],
      [{ max_newsletters_per_day: 11 }, 'max_newsletters_per_day'],
      [{ max_newsletters_per_day: 1.5 }, 'max_newsletters_per_day'],
      [{ other_language_items: 'translate' }, 'other_language_items'],
    ] as const) {
      expect(await errorOf(await call(setup.reviewer, 'PUT', path, { ...input, ...value }))).toMatchObject({
        status: 422,
        fields: [field],
      });
    }
  });

  it('skips who received the limit today, says how many, and records it; failed and test messages do not count', async () => {
    const setup = await h.newsletterOffice({
      rules: { maxNewslettersPerDay: 1, otherLanguageItems: 'leave_out' },
    });
    const first = await h.newsItem(setup.office.id, { title: 'Primera' });
    const second = await h.newsItem(setup.office.id, { title: 'Segunda' });
    await h.recipients(setup.office.id, [{ email: 'tope.a@example.test' }, { email: 'tope.b@example.test' }]);
    const morning = await send(setup.reviewer, (await draft(setup.reviewer, [first.id], 'Mañana')).id);
    expect(morning).toMatchObject({ status: 'sent', skipped_daily_limit: 0 });

    // Everyone had today's newsletter: nothing would go, and the refusal says why.
    const noon = await draft(setup.reviewer, [second.id], 'Mediodía');
    expect(await audienceOf(setup.reviewer, noon.id)).toMatchObject({
      recipients: 0,
      skipped_daily_limit: 2,
      recipients_skipping_previous: 0,
      skipped_daily_limit_skipping_previous: 2,
    });
    // A test message of it goes to the office, not to the recipients: it counts for nobody.
    const test = await call(setup.reviewer, 'POST', `${campaignsPath}/${noon.id}/test`, {
      to: setup.sender.email,
    });
    expect(test.status, await test.clone().text()).toBe(202);
    const refused = await call(setup.reviewer, 'POST', `${campaignsPath}/${noon.id}/send`);
    expect(await errorOf(refused)).toMatchObject({ status: 422, code: 'NEWSLETTER_NO_RECIPIENTS' });

    // A newcomer and a reader whose message failed (it never left) receive it; the others are skipped.
    await h.recipients(setup.office.id, [{ email: 'tope.c@example.test' }]);
    await t.db
      .update(newsletterDeliveries)
      .set({ status: 'failed' })
      .where(eq(newsletterDeliveries.email, 'tope.b@example.test'));
    expect(await audienceOf(setup.reviewer, noon.id)).toMatchObject({
      recipients: 2,
      skipped_daily_limit: 1,
    });
    const sent = await send(setup.reviewer, noon.id);
    expect(sent).toMatchObject({ status: 'sent', skipped_daily_limit: 1 });
    expect((await h.deliveriesOf(noon.id)).map((delivery) => delivery.email).sort()).toEqual([
      'tope.b@example.test',
      'tope.c@example.test',
    ]);
    expect(await mailsTo('tope.a@example.test', 'Mediodía')).toHaveLength(0);
  });

  it("counts the office's day on its clock, and binds the automatic newsletter too", async () => {
    const setup = await h.newsletterOffice({
      rules: { maxNewslettersPerDay: 2, otherLanguageItems: 'leave_out' },
    });
    // Auckland's midnight is 11:00 or 12:00 UTC: a day counted in UTC would not turn there.
    const timeZone = 'Pacific/Auckland';
    await t.db.update(offices).set({ timeZone }).where(eq(offices.id, setup.office.id));
    const items = await Promise.all(
      [1, 2, 3, 4].map((n) => h.newsItem(setup.office.id, { title: `Aviso ${n}` })),
    );
    const ids = items.map((item) => item.id);
    await h.recipients(setup.office.id, [{ email: 'reloj@example.test' }]);
    await send(setup.reviewer, (await draft(setup.reviewer, [ids[0] as string])).id);
    const auto = jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: setup.office.id });
    const automatic = await sendAutoCampaign(auto, setup.office.id, [ids[1] as string]);
    await h.runSendingJobs();
    expect((await h.deliveriesOf(automatic.id)).length).toBe(1);
    // Two today: the automatic newsletter is refused like any other.
    await expect(sendAutoCampaign(auto, setup.office.id, [ids[2] as string])).rejects.toMatchObject({
      code: 'NEWSLETTER_NO_RECIPIENTS',
    });

    const today = instantToWallClock(t.clock.now().toISOString(), timeZone).date;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const midnight = Date.parse(wallClockToInstant({ date: tomorrow, time: '00:00' }, timeZone) ?? '');
    t.clock.advance(midnight - 60_000 - t.clock.now().getTime());
    // Up to a day later: signed in again, as the first sign-in may have expired by then.
    const { token: reviewer } = await createSignedInUser(t, {
      officeId: setup.office.id,
      roles: ['client_reviewer'],
    });
    const late = await draft(reviewer, [ids[3] as string]);
    expect(await audienceOf(reviewer, late.id)).toMatchObject({
      recipients: 0,
      skipped_daily_limit: 1,
    });
    t.clock.advance(2 * 60_000);
    expect(await audienceOf(reviewer, late.id)).toMatchObject({
      recipients: 1,
      skipped_daily_limit: 0,
    });
    expect(await send(reviewer, late.id)).toMatchObject({ status: 'sent', skipped_daily_limit: 0 });
  });
});
