import type { Sender } from '@gaceta/shared/newsletter/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterConfigurations, newsletterSenders } from '../../../db/schema';
import { createOffice, createSignedInUser, uniqueEmail } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterAddresses, verifiedSender } from './senders.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An office and its publish reviewer, the role holding newsletter.manage. */
async function officeWithReviewer() {
  const office = await createOffice(t.db, { name: 'Despacho Remitente' });
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'] });
  return { office, token };
}

const addSender = (token: string, email: string, language = 'es') =>
  requestJson(
    t.app,
    'POST',
    '/v1/newsletter/senders',
    { email },
    { token, headers: { 'accept-language': language } },
  );
const verify = (token: string, id: string, body: unknown) =>
  requestJson(t.app, 'POST', `/v1/newsletter/senders/${id}/verify`, body, { token });

/** The six digits of the newest code email to `email`. */
async function codeSentTo(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the email to ${email}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /v1/newsletter/senders and /{id}/verify', () => {
  it('emails a code in the interface language, and the code verifies the sender once', async () => {
    const { office, token } = await officeWithReviewer();
    const email = uniqueEmail('remitente');
    const created = await addSender(token, `  ${email.toUpperCase()} `);
    expect(created.status).toBe(201);
    const sender = await objectOf<Sender>(created);
    expect(sender).toMatchObject({ email, verified: false, verified_at: null, attempts_left: 5 });
    expect(Date.parse(sender.code_expires_at ?? '') - t.clock.now().getTime()).toBe(30 * 60 * 1000);

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toMatch(/^Su código de verificación de Gaceta: \d{6}$/);
    expect(mail?.text).toContain('Despacho Remitente');
    const code = await codeSentTo(email);
    const [stored] = await t.db.select().from(newsletterSenders).where(eq(newsletterSenders.id, sender.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    const verified = await verify(token, sender.id, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(verified.status).toBe(200);
    expect(await objectOf<Sender>(verified)).toMatchObject({ verified: true, code_expires_at: null });
    expect(await verifiedSender(t.db, office.id, sender.id)).toEqual({ id: sender.id, email });
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.officeId, office.id), eq(auditLog.targetId, sender.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'newsletter.sender_code',
      'newsletter.sender_verify',
    ]);

    // Verified: the same code again answers the sender as it is; adding it again is a conflict.
    expect((await verify(token, sender.id, { code })).status).toBe(200);
    expect(await errorOf(await addSender(token, email))).toEqual({
      status: 409,
      code: 'CONFLICT',
      fields: ['email'],
    });
  });

  it('asks for the code when it is missing or blank', async () => {
    const { token } = await officeWithReviewer();
    const sender = await objectOf<Sender>(await addSender(token, uniqueEmail('remitente')));
    for (const body of [{}, { code: '   ' }]) {
      const response = await verify(token, sender.id, body);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { code: [{ key: 'sender_code.required', message: 'Code is required' }] },
      });
    }
  });

  it('refuses a wrong code, counting tries, and stops after five, even with the right code', async () => {
    const { office, token } = await officeWithReviewer();
    const email = uniqueEmail('remitente');
    const sender = await objectOf<Sender>(await addSender(token, email));
    const code = await codeSentTo(email);
    for (const left of [4, 3, 2, 1, 0]) {
      const response = await verify(token, sender.id, { code: wrongCode(code) });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        code: 'SENDER_CODE_INVALID',
        message: 'Code not valid',
        details: { attempts_left: left },
      });
    }
    const exhausted = await verify(token, sender.id, { code });
    expect(exhausted.status).toBe(409);
    expect(await exhausted.json()).toMatchObject({
      code: 'SENDER_CODE_UNUSABLE',
      message: 'Error sending or verifying the activation code',
      details: { code: [{ key: 'sender_code.attempts_exhausted' }] },
    });
    expect(await verifiedSender(t.db, office.id, sender.id)).toBeNull();

    // A new code starts again with five tries, and the old one no longer works.
    await addSender(token, email);
    const fresh = await codeSentTo(email);
    if (fresh !== code) expect((await verify(token, sender.id, { code })).status).toBe(422);
    expect((await verify(token, sender.id, { code: fresh })).status).toBe(200);
  });

  it('refuses a code after 30 minutes; a new one works', async () => {
    const { token } = await officeWithReviewer();
    const email = uniqueEmail('remitente');
    const sender = await objectOf<Sender>(await addSender(token, email));
    const code = await codeSentTo(email);
    t.clock.advance(30 * 60 * 1000);
    const expired = await verify(token, sender.id, { code });
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({
      code: 'SENDER_CODE_UNUSABLE',
      details: { code: [{ key: 'sender_code.expired' }] },
    });
    const again = await addSender(token, email);
    expect(again.status).toBe(201);
    expect((await objectOf<Sender>(again)).id).toBe(sender.id);
    expect((await verify(token, sender.id, { code: await codeSentTo(email) })).status).toBe(200);
  });

  it('sends at most five codes an hour to one address', async () => {
    const { token } = await officeWithReviewer();
    const email = uniqueEmail('remitente');
    for (let i = 0; i < 5; i++) expect((await addSender(token, email)).status).toBe(201);
    expect((await errorOf(await addSender(token, email))).code).toBe('RATE_LIMITED');
  });

  it('refuses an invalid address with the field named', async () => {
    const { token } = await officeWithReviewer();
    expect(await errorOf(await addSender(token, 'no-es-un-correo'))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['email'],
    });
  });
});

describe('GET and DELETE /v1/newsletter/senders', () => {
  it('lists the office’s senders and deletes one, audited', async () => {
    const { office, token } = await officeWithReviewer();
    const first = await objectOf<Sender>(await addSender(token, uniqueEmail('uno')));
    const second = await objectOf<Sender>(await addSender(token, uniqueEmail('dos')));
    const list = await requestJson(t.app, 'GET', '/v1/newsletter/senders', undefined, { token });
    expect(((await list.json()) as { objects: Sender[] }).objects.map((s) => s.id)).toEqual([
      first.id,
      second.id,
    ]);

    const deleted = await requestJson(t.app, 'DELETE', `/v1/newsletter/senders/${first.id}`, undefined, {
      token,
    });
    expect(await deleted.json()).toMatchObject({ key: 'done.sender_deleted' });
    const rows = await t.db.select().from(newsletterSenders).where(eq(newsletterSenders.officeId, office.id));
    expect(rows.map((row) => row.id)).toEqual([second.id]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.sender_delete'));
    expect(entry).toMatchObject({ targetId: first.id, officeId: office.id });
  });

  it('keeps the sender of the automatic newsletter', async () => {
    const { office, token } = await officeWithReviewer();
    const [sender] = await t.db
      .insert(newsletterSenders)
      .values({ officeId: office.id, email: uniqueEmail('auto'), verifiedAt: new Date() })
      .returning();
    await t.db
      .insert(newsletterConfigurations)
      .values({ officeId: office.id, autoPublish: true, senderId: sender?.id });
    const refused = await requestJson(t.app, 'DELETE', `/v1/newsletter/senders/${sender?.id}`, undefined, {
      token,
    });
    expect(await errorOf(refused)).toEqual({ status: 409, code: 'CONFLICT', fields: ['id'] });
  });
});

describe('another office', () => {
  it('neither sees, verifies nor deletes the senders of the caller’s office', async () => {
    const a = await officeWithReviewer();
    const b = await officeWithReviewer();
    const email = uniqueEmail('compartido');
    const senderOfB = await objectOf<Sender>(await addSender(b.token, email));
    const code = await codeSentTo(email);
    const before = await t.db
      .select()
      .from(newsletterSenders)
      .where(eq(newsletterSenders.officeId, b.office.id));

    const list = await requestJson(t.app, 'GET', '/v1/newsletter/senders', undefined, { token: a.token });
    expect(await list.json()).toEqual({ objects: [] });
    expect((await errorOf(await verify(a.token, senderOfB.id, { code }))).code).toBe('NOT_FOUND');
    const deleted = await requestJson(t.app, 'DELETE', `/v1/newsletter/senders/${senderOfB.id}`, undefined, {
      token: a.token,
    });
    expect((await errorOf(deleted)).code).toBe('NOT_FOUND');
    expect(await verifiedSender(t.db, a.office.id, senderOfB.id)).toBeNull();
    // The same address added by A is A's own sender, with its own code.
    const senderOfA = await objectOf<Sender>(await addSender(a.token, email));
    expect(senderOfA.id).not.toBe(senderOfB.id);

    expect(
      await t.db.select().from(newsletterSenders).where(eq(newsletterSenders.officeId, b.office.id)),
    ).toEqual(before);
    expect((await verify(b.token, senderOfB.id, { code })).status).toBe(200);
  });
});

describe('newsletterAddresses', () => {
  const config = { mailFrom: 'Gaceta <no-reply@gaceta.example>', newsletterSendingDomains: ['despacho.es'] };

  it('sends from the platform under the office’s name, replies to the sender', () => {
    expect(newsletterAddresses(config, 'Despacho Uno', 'info@otro.es')).toEqual({
      from: { name: 'Despacho Uno', address: 'no-reply@gaceta.example' },
      replyTo: 'info@otro.es',
    });
  });

  it('sends as the sender when the operator set its domain up', () => {
    expect(newsletterAddresses(config, 'Despacho Uno', 'info@despacho.es')).toEqual({
      from: { name: 'Despacho Uno', address: 'info@despacho.es' },
      replyTo: null,
    });
  });
});
