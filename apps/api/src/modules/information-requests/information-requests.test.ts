import type { InformationRequest } from '@gaceta/shared/accounts/signup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, informationRequests } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin, uniqueEmail } from '../../test/factories';
import { createTestApp, errorOf, requestJson, type TestApp } from '../../test/harness';
import { INFORMATION_IP_LIMIT } from './information-requests.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', GACETA_CONTACT_EMAIL: 'ventas@gaceta.example.com' } });
});
afterAll(() => t.close());

let ipCounter = 0;
const send = (body: unknown, ip = `198.51.100.${++ipCounter}`) =>
  requestJson(t.app, 'POST', '/v1/information_requests', body, { headers: { 'x-forwarded-for': ip } });

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pedro Ruiz',
  email: uniqueEmail('pedro'),
  phone: '+34 622 222 222',
  office: 'Ruiz & Asociados',
  message: 'Quisiera una demostración.\nGracias.',
  website: '',
  ...overrides,
});

describe('POST /v1/information_requests', () => {
  it('stores the request and emails it to the contact address, replies going to the sender', async () => {
    const body = form();
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      key: 'done.information_received',
      message: 'Gracias, nos pondremos en contacto con usted pronto',
    });
    const [stored] = await t.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.email, body.email));
    expect(stored).toMatchObject({
      name: 'Pedro Ruiz',
      office: 'Ruiz & Asociados',
      phone: '+34 622 222 222',
    });

    const mail = await t.lastMailTo('ventas@gaceta.example.com');
    expect(mail?.subject).toBe('Solicitud de información de Pedro Ruiz');
    expect(mail?.text).toContain('Quisiera una demostración.');
    expect(mail?.html).toContain('Ruiz &amp; Asociados');
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${body.email}`, 'm'));
  });

  it('thanks a bot that filled the honeypot and keeps nothing', async () => {
    const before = t.mails.length;
    const body = form({ website: 'spam' });
    expect((await send(body)).status).toBe(201);
    expect(
      await t.db.select().from(informationRequests).where(eq(informationRequests.email, body.email)),
    ).toEqual([]);
    expect(await t.deliverMails()).toHaveLength(before);
  });

  it('answers 422 with field messages', async () => {
    const response = await send({ name: '', email: 'x', message: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      details: {
        name: [{ key: 'name.required' }],
        email: [{ key: 'email.invalid' }],
        message: [{ key: 'message.required' }],
      },
    });
  });

  it('refuses control characters, and line breaks in a single-line field, but keeps them in the message', async () => {
    const response = await send(form({ name: 'Ana\u0000', office: 'Bufete\r\nBcc: x@example.com' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      details: { name: [{ key: 'text.control_characters' }], office: [{ key: 'text.line_breaks' }] },
    });
    expect((await send(form({ message: 'Hola,\r\n\tuna pregunta' }))).status).toBe(201);
  });

  it('limits requests per address', async () => {
    const ip = '203.0.113.70';
    for (let sent = 0; sent < INFORMATION_IP_LIMIT.limit; sent++)
      expect((await send(form(), ip)).status).toBe(201);
    expect((await send(form(), ip)).status).toBe(429);
  });
});

describe('GET /v1/information_requests', () => {
  it('lists the requests newest first, for admins only', async () => {
    const body = form();
    await send(body);
    const response = await requestJson(t.app, 'GET', '/v1/information_requests', undefined, {
      token: await signInAdmin(t.app),
    });
    expect(response.status).toBe(200);
    const { objects } = (await response.json()) as { objects: InformationRequest[] };
    expect(objects.find((request) => request.email === body.email)).toEqual({
      id: expect.any(String),
      name: 'Pedro Ruiz',
      email: body.email,
      phone: '+34 622 222 222',
      office: 'Ruiz & Asociados',
      message: body.message,
      created_at: expect.any(String),
      answered_at: null,
      answered_by: null,
    });
    const times = objects.map((request) => request.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect((await requestJson(t.app, 'GET', '/v1/information_requests', undefined, { token })).status).toBe(
      403,
    );
    expect((await requestJson(t.app, 'GET', '/v1/information_requests')).status).toBe(401);
  });
});

describe('PATCH /v1/information_requests/{id}', () => {
  it('marks a request answered by the admin, when; the list filters by it; and back to waiting', async () => {
    const admin = await signInAdmin(t.app);
    const body = form({ name: 'Marta Respondida' });
    await send(body);
    const [stored] = await t.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.email, body.email));
    const id = stored?.id ?? '';
    const patch = (answered: unknown, token = admin) =>
      requestJson(t.app, 'PATCH', `/v1/information_requests/${id}`, { answered }, { token });
    const answered = await patch(true);
    expect(answered.status).toBe(200);
    const { object } = (await answered.json()) as { object: InformationRequest };
    expect(object).toMatchObject({
      id,
      answered_at: t.clock.now().toISOString(),
      answered_by: { id: expect.any(String), name: expect.any(String) },
    });
    // Marked again, it keeps who answered first and when.
    t.clock.advance(60_000);
    expect(((await (await patch(true)).json()) as { object: InformationRequest }).object.answered_at).toBe(
      object.answered_at,
    );
    const list = async (query: string) =>
      (
        (await (
          await requestJson(t.app, 'GET', `/v1/information_requests${query}`, undefined, { token: admin })
        ).json()) as { objects: InformationRequest[] }
      ).objects.map((request) => request.id);
    expect(await list('?answered=true')).toContain(id);
    expect(await list('?answered=false')).not.toContain(id);
    expect(await list('')).toContain(id);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit?.action).toBe('information_request.answer');

    const reopened = (await (await patch(false)).json()) as { object: InformationRequest };
    expect(reopened.object).toMatchObject({ answered_at: null, answered_by: null });
    expect(await list('?answered=false')).toContain(id);

    const bad = await requestJson(t.app, 'GET', '/v1/information_requests?answered=yes', undefined, {
      token: admin,
    });
    expect(await bad.json()).toMatchObject({ details: { answered: [{ key: 'boolean.invalid' }] } });
    expect(await errorOf(await patch('si'))).toMatchObject({ status: 422, fields: ['answered'] });
    const missing = await requestJson(
      t.app,
      'PATCH',
      `/v1/information_requests/${crypto.randomUUID()}`,
      { answered: true },
      { token: admin },
    );
    expect(missing.status).toBe(404);
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect((await patch(true, token)).status).toBe(403);
  });
});
