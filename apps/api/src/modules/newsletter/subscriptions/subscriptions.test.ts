import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterConfigurations,
  newsletterRecipients,
  newsletterSuppressions,
  offices,
  subjects,
} from '../../../db/schema';
import { createOffice, createSignedInUser } from '../../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../../test/harness';
import { emailHash } from '../recipients/recipients.keys';
import { mailboxOf, SUBSCRIBE_ADDRESS_LIMIT, SUBSCRIBE_IP_LIMIT } from './subscriptions.service';
import { CONFIRMATION_TTL_SECONDS } from './subscriptions.tokens';

let t: TestApp;
let office: { id: string; publicKey: string };
let otherOffice: { id: string; publicKey: string };
let token: string;
let civil: string;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  office = await createOffice(t.db, { name: 'Despacho Suscripciones' });
  otherOffice = await createOffice(t.db, { name: 'Despacho Vecino' });
  token = (await createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'] })).token;
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, 'civil'));
  civil = subject?.id ?? '';
});
afterAll(() => t.close());

/** Each call from its own IP unless told, so only the tests about the IP limit meet it. */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

function subscribe(body: Record<string, unknown>, ip = freshIp()) {
  return requestJson(
    t.app,
    'POST',
    '/public/v1/newsletter/subscribe',
    { key: office.publicKey, ...body },
    { headers: { 'x-forwarded-for': ip, 'accept-language': 'es' } },
  );
}

const recipient = (email: string, officeId = office.id) =>
  t.db
    .select()
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.officeId, officeId), eq(newsletterRecipients.email, email)))
    .then((rows) => rows[0]);

/** The confirmation link of the newest email to `email`. */
async function confirmationLink(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link to ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.es`;

describe('double opt-in', () => {
  it('adds a pending recipient, emails a link whose page asks first, and subscribes on the button', async () => {
    const email = unique('doble');
    const response = await subscribe({ email, name: 'Lectora', subject_ids: [civil], source: 'wordpress' });
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ key: 'done.subscription_requested' });
    const pending = await recipient(email);
    expect(pending).toMatchObject({ status: 'pending', consentSource: 'wordpress', subjectIds: [civil] });
    expect(pending?.consentIpHash).toBeTruthy();
    expect(pending?.consentIpHash).not.toContain('198.51.100');

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('Confirme su suscripción a Despacho Suscripciones');
    expect(mail?.html).toContain('Confirmar mi suscripción');
    const link = await confirmationLink(email);

    const page = await t.app.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(email);
    expect(html).toContain('method="post"');
    expect((await recipient(email))?.status).toBe('pending');

    const confirmed = await t.app.request(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('suscripción está confirmada');
    const row = await recipient(email);
    expect(row).toMatchObject({ status: 'subscribed', consentSource: 'wordpress', name: 'Lectora' });
    expect(row?.confirmedAt).not.toBeNull();
    // Confirming twice is harmless.
    expect((await t.app.request(link, { method: 'POST' })).status).toBe(200);
  });

  it('says before the person consents (to the form and on the confirmation page) what the office records of their reading, with its privacy policy', async () => {
    const pageOf = async () => {
      const email = unique('lectura');
      expect((await subscribe({ email })).status).toBe(202);
      return (await t.app.request(await confirmationLink(email))).text();
    };
    const notice = async (key = office.publicKey) => {
      const answer = await t.app.request(`/public/v1/offices/${key}/newsletter_privacy`);
      return { status: answer.status, body: answer.status === 200 ? (await answer.json()).object : null };
    };
    expect(await notice()).toEqual({
      status: 200,
      body: { per_person: true, retention_months: 13, privacy_url: null },
    });
    expect((await notice('no-such-office')).status).toBe(404);
    const tracked = await pageOf();
    expect(tracked).toContain(
      'Despacho Suscripciones registra cuándo abre sus newsletters y en qué enlaces hace clic, para saber qué temas le interesan, y lo conserva 13 meses.',
    );
    expect(tracked).not.toContain('Política de privacidad');

    await t.db
      .update(offices)
      .set({ privacyUrl: 'https://suscripciones.example/privacidad' })
      .where(eq(offices.id, office.id));
    await t.db
      .insert(newsletterConfigurations)
      .values({ officeId: office.id, perPersonTracking: false })
      .onConflictDoUpdate({ target: newsletterConfigurations.officeId, set: { perPersonTracking: false } });
    try {
      expect((await notice()).body).toEqual({
        per_person: false,
        retention_months: 13,
        privacy_url: 'https://suscripciones.example/privacidad',
      });
      const untracked = await pageOf();
      expect(untracked).toContain(
        'Despacho Suscripciones no registra quién abre sus newsletters ni quién hace clic en sus enlaces: solo cuenta cuántos lo hacen.',
      );
      expect(untracked).toContain(
        '<a href="https://suscripciones.example/privacidad">Política de privacidad</a>',
      );
    } finally {
      await t.db.delete(newsletterConfigurations).where(eq(newsletterConfigurations.officeId, office.id));
      await t.db.update(offices).set({ privacyUrl: null }).where(eq(offices.id, office.id));
    }
  });

  it('answers a listed and an unknown address alike, and keeps a subscribed one as it is', async () => {
    const listed = unique('listada');
    const created = await requestJson(
      t.app,
      'POST',
      '/v1/newsletter/recipients',
      { email: listed, name: 'Ya estaba' },
      { token },
    );
    expect(created.status).toBe(201);
    const known = await subscribe({ email: listed });
    const unknown = await subscribe({ email: unique('nueva') });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await recipient(listed)).toMatchObject({ status: 'subscribed', name: 'Ya estaba' });
  });

  it('refuses a tampered or expired link with the invalid-link page (400)', async () => {
    const email = unique('caduca');
    await subscribe({ email, locale: 'en' });
    const link = await confirmationLink(email);
    const tampered = await t.app.request(`${link.slice(0, -3)}abc`, { method: 'POST' });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('<html');
    t.clock.advance((CONFIRMATION_TTL_SECONDS + 1) * 1000);
    const expired = await t.app.request(link, { method: 'POST' });
    expect(expired.status).toBe(400);
    expect((await recipient(email))?.status).toBe('pending');
  });

  it('writes the email and page in the language of the form', async () => {
    const email = unique('idioma');
    await subscribe({ email, locale: 'pt' });
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('Confirme a sua subscrição de Despacho Suscripciones');
    const page = await t.app.request(await confirmationLink(email));
    expect(await page.text()).toContain('<html lang="pt">');
    // The recipient keeps the form's language: the newsletter comes in it.
    expect((await recipient(email))?.language).toBe('pt');
    await t.app.request(await confirmationLink(email), { method: 'POST' });
    expect(await recipient(email)).toMatchObject({ status: 'subscribed', language: 'pt' });
  });
});

describe('never subscribes silently', () => {
  it('leaves an unsubscribed recipient unsubscribed until the new link is confirmed; an older link loses', async () => {
    const email = unique('baja');
    await subscribe({ email });
    const oldLink = await confirmationLink(email);
    t.clock.advance(1000);
    await t.db
      .update(newsletterRecipients)
      .set({ status: 'unsubscribed', unsubscribedAt: t.clock.now() })
      .where(eq(newsletterRecipients.email, email));
    t.clock.advance(1000);
    expect((await t.app.request(oldLink, { method: 'POST' })).status).toBe(400);
    expect((await recipient(email))?.status).toBe('unsubscribed');

    await subscribe({ email });
    expect((await recipient(email))?.status).toBe('unsubscribed');
    const newLink = await confirmationLink(email);
    expect(newLink).not.toBe(oldLink);
    expect((await t.app.request(newLink, { method: 'POST' })).status).toBe(200);
    expect(await recipient(email)).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
  });

  it('keeps no row for an erased address until the person confirms, then lifts the suppression', async () => {
    const email = unique('borrada');
    // A new sign-in: an earlier test moved the clock past the first token's expiry.
    token = (await createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'] })).token;
    const created = await requestJson(t.app, 'POST', '/v1/newsletter/recipients', { email }, { token });
    const { object } = (await created.json()) as { object: { id: string } };
    await requestJson(t.app, 'POST', `/v1/newsletter/recipients/${object.id}/erase`, undefined, { token });
    t.clock.advance(1000);

    expect((await subscribe({ email })).status).toBe(202);
    expect(await recipient(email)).toBeUndefined();
    await t.app.request(await confirmationLink(email), { method: 'POST' });
    expect((await recipient(email))?.status).toBe('subscribed');
    const hash = emailHash(t.config.jwtSecret, office.id, email);
    const suppressions = await t.db
      .select()
      .from(newsletterSuppressions)
      .where(and(eq(newsletterSuppressions.officeId, office.id), eq(newsletterSuppressions.emailHash, hash)));
    expect(suppressions).toEqual([]);
  });
});

describe('abuse', () => {
  it('thanks a filled honeypot alike and drops it: no row, no email', async () => {
    const email = unique('robot');
    const response = await subscribe({ email, website: 'https://spam.example.com' });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ key: 'done.subscription_requested' });
    expect(await recipient(email)).toBeUndefined();
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('limits the subscriptions of one IP (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < SUBSCRIBE_IP_LIMIT.limit; i += 1)
      expect((await subscribe({ email: unique('ip') }, ip)).status).toBe(202);
    const blocked = await subscribe({ email: unique('ip') }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('limits the confirmation emails one address gets, from any IP', async () => {
    const email = unique('inundada');
    for (let i = 0; i < SUBSCRIBE_ADDRESS_LIMIT.limit; i += 1)
      expect((await subscribe({ email })).status).toBe(202);
    expect((await subscribe({ email })).status).toBe(429);
    const mails = (await t.deliverMails()).filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(SUBSCRIBE_ADDRESS_LIMIT.limit);
  });

  it('counts +tag variants of an address, whatever their case, as one mailbox; each keeps its +tag as stored', async () => {
    const local = `inundada-${crypto.randomUUID().slice(0, 8)}`;
    const variants = [`${local}@x.es`, `${local}+1@x.es`, `${local}+2@x.es`, `${local.toUpperCase()}+3@x.es`];
    const statuses = [];
    for (const email of variants) statuses.push((await subscribe({ email })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const mails = (await t.deliverMails()).filter((mail) => mail.to.some((to) => to.includes(local)));
    expect(mails).toHaveLength(SUBSCRIBE_ADDRESS_LIMIT.limit);
    expect((await recipient(`${local}+2@x.es`))?.status).toBe('pending');
  });

  it('counts an address at Gmail with or without dots as one mailbox, since Gmail ignores them', async () => {
    const local = `ana${crypto.randomUUID().slice(0, 6)}`;
    const dotted = (at: number) => `${local.slice(0, at)}.${local.slice(at)}`;
    const variants = [`${local}@gmail.com`, `${dotted(1)}@gmail.com`, `${dotted(2)}+x@googlemail.com`];
    for (const email of variants) expect((await subscribe({ email })).status).toBe(202);
    expect((await subscribe({ email: `${dotted(3)}@Gmail.com` })).status).toBe(429);
    expect(mailboxOf('Ana.Garcia+boletin@googlemail.com')).toBe('anagarcia@gmail.com');
    expect(mailboxOf('Ana.Garcia+boletin@Despacho.es')).toBe('ana.garcia@despacho.es');
  });

  it('refuses an unknown office key (404) and an invalid email (422)', async () => {
    const unknownKey = await requestJson(t.app, 'POST', '/public/v1/newsletter/subscribe', {
      key: 'no-such-office',
      email: unique('x'),
    });
    expect(unknownKey.status).toBe(404);
    expect((await subscribe({ email: 'no-es-email' })).status).toBe(422);
  });
});

describe('offices', () => {
  it("subscribes to the office of the key only; another office's list is untouched", async () => {
    const email = unique('vecina');
    const response = await requestJson(
      t.app,
      'POST',
      '/public/v1/newsletter/subscribe',
      { key: otherOffice.publicKey, email },
      { headers: { 'x-forwarded-for': freshIp() } },
    );
    expect(response.status).toBe(202);
    await t.app.request(await confirmationLink(email), { method: 'POST' });
    expect((await recipient(email, otherOffice.id))?.status).toBe('subscribed');
    expect(await recipient(email)).toBeUndefined();
  });
});
