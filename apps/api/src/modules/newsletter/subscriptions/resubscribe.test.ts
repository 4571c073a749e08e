import type { Resubscription } from '@gaceta/shared/newsletter/links';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterRecipients } from '../../../db/schema';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** A newsletter of a fresh office sent to `email`: the office, and the token of the message's links. */
async function sentTo(email: string, values: { subjectIds?: string[]; language?: 'en' | 'pt' } = {}) {
  const setup = await h.newsletterOffice();
  const item = await h.newsItem(setup.office.id, { subjectIds: values.subjectIds ?? [] });
  await h.recipients(setup.office.id, [{ email, ...values }]);
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
  const mail = t.mails.findLast((each) => each.to.includes(email));
  const token = mail?.html.match(/\/newsletter\/unsubscribe\?token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`no unsubscribe link to ${email}`);
  return { ...setup, token };
}

const recipientOf = (officeId: string, email: string) =>
  t.db
    .select()
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.officeId, officeId), eq(newsletterRecipients.email, email)))
    .then((rows) => rows[0]);

/** The unsubscribe page's button, as a browser posts it. */
const unsubscribe = (token: string) =>
  t.app.request(`/newsletter/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
  });

/** The call as a program makes it (JSON), or as the page's form posts it (a browser: text/html). */
const resubscribe = (token: string, accept = 'application/json') =>
  t.app.request(`/public/v1/newsletter/resubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
  });

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const audits = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'newsletter_recipient.resubscribe'), eq(auditLog.targetId, targetId)));

describe('POST /public/v1/newsletter/resubscribe', () => {
  it('subscribes again, with the subjects followed before, and audits it; a second call changes nothing', async () => {
    const subjectIds = await h.subjectIds(2);
    const email = unique('vuelve');
    const { office, token } = await sentTo(email, { subjectIds });
    const page = await unsubscribe(token);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The unsubscribed page's one button posts to this call, with the message's token and nothing else.
    expect(html).toContain(`<form method="post" action="/public/v1/newsletter/resubscribe?token=${token}">`);
    expect(html).toContain('Volver a suscribirme');
    expect(await recipientOf(office.id, email)).toMatchObject({ status: 'unsubscribed' });

    t.clock.advance(29 * DAY);
    const answer = await resubscribe(token);
    expect(answer.status).toBe(200);
    expect(await objectOf<Resubscription>(answer)).toEqual({ status: 'subscribed', subject_ids: subjectIds });
    const row = await recipientOf(office.id, email);
    expect(row).toMatchObject({ status: 'subscribed', unsubscribedAt: null, subjectIds });
    const [entry, ...more] = await audits(row?.id as string);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ officeId: office.id, actorId: null });

    const again = await resubscribe(token);
    expect(again.status).toBe(200);
    expect(await objectOf<Resubscription>(again)).toEqual({ status: 'subscribed', subject_ids: subjectIds });
    expect(await audits(row?.id as string)).toHaveLength(1);
  });

  it("answers the page's form with the confirmation page, in the recipient's language", async () => {
    const email = unique('pagina');
    const { office, token } = await sentTo(email, { language: 'pt' });
    expect((await unsubscribe(token)).status).toBe(200);
    const page = await resubscribe(token, BROWSER);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('Voltou a subscrever');
    expect(html).toContain(`Voltará a receber a newsletter de ${office.name} em ${email}`);
    expect(html).toContain(`href="/newsletter/preferences?token=${token}"`);
    expect(await recipientOf(office.id, email)).toMatchObject({ status: 'subscribed' });
  });

  it('refuses after 30 days (RESUBSCRIBE_EXPIRED), and the pages stop offering it', async () => {
    const email = unique('tarde');
    const { office, token } = await sentTo(email);
    await unsubscribe(token);
    t.clock.advance(30 * DAY + 60_000);
    expect(await errorOf(await resubscribe(token))).toMatchObject({
      status: 410,
      code: 'RESUBSCRIBE_EXPIRED',
    });
    const page = await resubscribe(token, BROWSER);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Han pasado más de 30 días desde que se dio de baja');
    expect(await recipientOf(office.id, email)).toMatchObject({ status: 'unsubscribed' });
    const opened = await (await t.app.request(`/newsletter/unsubscribe?token=${token}`)).text();
    expect(opened).toContain('Se ha dado de baja');
    expect(opened).not.toContain('/public/v1/newsletter/resubscribe');
  });

  it('is a 404 for a token we did not sign, as JSON and as a page; 422 without one', async () => {
    const email = unique('falso');
    const { token } = await sentTo(email);
    await unsubscribe(token);
    const forged = `${token.slice(0, -2)}xx`;
    expect(await errorOf(await resubscribe(forged))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const page = await resubscribe(forged, BROWSER);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Enlace no válido');
    const bare = await t.app.request('/public/v1/newsletter/resubscribe', { method: 'POST' });
    expect(await errorOf(bare)).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
  });

  it("subscribes again only the message's own recipient: another office's token leaves this office's alone", async () => {
    const email = unique('dos-despachos');
    const first = await sentTo(email);
    const second = await sentTo(email);
    await unsubscribe(first.token);
    await unsubscribe(second.token);
    expect((await resubscribe(second.token)).status).toBe(200);
    expect(await recipientOf(second.office.id, email)).toMatchObject({ status: 'subscribed' });
    expect(await recipientOf(first.office.id, email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses an address that bounced (RESUBSCRIBE_UNAVAILABLE) and one deleted since (404)', async () => {
    const bounced = unique('rebote');
    const one = await sentTo(bounced);
    await t.db
      .update(newsletterRecipients)
      .set({ status: 'bounced' })
      .where(eq(newsletterRecipients.email, bounced));
    expect(await errorOf(await resubscribe(one.token))).toMatchObject({
      status: 409,
      code: 'RESUBSCRIBE_UNAVAILABLE',
    });
    const deleted = unique('borrado');
    const other = await sentTo(deleted);
    await unsubscribe(other.token);
    await t.db.delete(newsletterRecipients).where(eq(newsletterRecipients.email, deleted));
    expect(await errorOf(await resubscribe(other.token))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('the unsubscribe and preferences pages', () => {
  it("carry the firm's name and logo, in the recipient's language, and unsubscribe with one button", async () => {
    const email = unique('ingles');
    const { office, token } = await sentTo(email, { language: 'en' });
    const preferences = await (await t.app.request(`/newsletter/preferences?token=${token}`)).text();
    expect(preferences).toContain('<html lang="en">');
    expect(preferences).toContain(`<span>${office.name}</span>`);
    expect(preferences).toMatch(
      new RegExp(`<img src="[^"]+/public/v1/offices/${office.publicKey}/logo.png"`),
    );
    // Unsubscribing from the preferences page is its own button, not a link to another page to confirm on.
    expect(preferences).toContain(
      `<form method="post" action="/newsletter/unsubscribe?token=${token}"><button type="submit">Unsubscribe</button></form>`,
    );
    const done = await unsubscribe(token);
    const html = await done.text();
    expect(html).toContain('You have unsubscribed');
    expect(html).toContain(`You will not receive the newsletter of ${office.name} any more.`);
    expect(await recipientOf(office.id, email)).toMatchObject({ status: 'unsubscribed' });
    // Opened again, the preferences page offers to subscribe again.
    const after = await (await t.app.request(`/newsletter/preferences?token=${token}`)).text();
    expect(after).toContain(`action="/public/v1/newsletter/resubscribe?token=${token}"`);
  });
});
