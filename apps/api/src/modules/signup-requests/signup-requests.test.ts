import type { PublicOfficeName, SignupRequest } from '@gaceta/shared/accounts/signup';
import type { User } from '@gaceta/shared/accounts/users';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeSubjects, offices, signupRequests, subjects, users } from '../../db/schema';
import { sendEmailJob } from '../../jobs/send-email.job';
import { runJob } from '../../queue/queue';
import {
  createOffice,
  createSignedInUser,
  createUser,
  signIn,
  signInAdmin,
  uniqueEmail,
} from '../../test/factories';
import { createTestApp, errorOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { OFFICE_LOOKUP_LIMITS, SIGNUP_IP_LIMIT } from './signup-requests.service';

let t: TestApp;
let admin: string;
let civilAndLabor: string[];
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://gaceta.example.com' } });
  admin = await signInAdmin(t.app);
  const rows = await t.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.code, ['civil', 'labor']));
  civilAndLabor = rows.map((row) => row.id);
});
afterAll(() => t.close());

const CHOSEN_PASSWORD = 'Elegida2026!';
let ipCounter = 0;
/** Each request from its own address, so only the rate-limit tests meet the limit. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Sofía',
  last_name: 'Vega',
  id_number: '12345678Z',
  country: 'España',
  phone: '+34 611 111 111',
  city: 'Sevilla',
  zip_code: '41001',
  email: uniqueEmail('sofia'),
  password: CHOSEN_PASSWORD,
  accept_terms: true,
  subject_ids: civilAndLabor,
  office_name: `Despacho Vega ${crypto.randomUUID().slice(0, 6)}`,
  website: '',
  ...overrides,
});

const submit = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  requestJson(t.app, 'POST', '/v1/signup_requests', body, { headers: { 'x-forwarded-for': ip, ...headers } });

/** The email jobs queued for `address`, as pg-boss keeps them. */
const emailJobsTo = (address: string) => t.queue.boss.findJobs(sendEmailJob.name, { data: { to: address } });

async function pendingRequest(email: string) {
  const [row] = await t.db.select().from(signupRequests).where(eq(signupRequests.email, email));
  if (!row) throw new Error(`no signup request for ${email}`);
  return row;
}

describe('POST /v1/signup_requests', () => {
  it('stores a pending request with the password hashed', async () => {
    const body = form({ email: uniqueEmail('Sofia').toUpperCase() });
    const response = await submit(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      key: 'done.signup_received',
      message: 'Hemos recibido su solicitud; le escribiremos cuando se haya revisado',
    });
    const stored = await pendingRequest(body.email.toLowerCase());
    expect(stored).toMatchObject({
      status: 'pending',
      officeName: body.office_name,
      officeId: null,
      locale: 'es',
    });
    expect(stored.subjectIds.sort()).toEqual([...civilAndLabor].sort());
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(CHOSEN_PASSWORD);
  });

  it('ignores a filled honeypot but answers alike', async () => {
    const body = form({ website: 'https://spam.example.com' });
    const response = await submit(body);
    expect(response.status).toBe(201);
    expect(await t.db.select().from(signupRequests).where(eq(signupRequests.email, body.email))).toEqual([]);
  });

  it('refuses a second pending request or an existing user’s email', async () => {
    const body = form();
    expect((await submit(body)).status).toBe(201);
    const again = await submit({ ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A signup request or user with this email already exists',
      details: { email: [{ key: 'email.taken_by_signup' }] },
    });
    const user = await createUser(t.db);
    expect(await errorOf(await submit(form({ email: user.email })))).toEqual({
      status: 409,
      code: 'CONFLICT',
      fields: ['email'],
    });
  });

  it('answers 422 with the messages of every field', async () => {
    const response = await submit({
      ...form(),
      first_name: '',
      zip_code: '',
      email: 'nope',
      password: 'weak',
      accept_terms: false,
      subject_ids: [],
      office_name: '',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        first_name: [{ key: 'name.required' }],
        zip_code: [{ key: 'zip_code.required' }],
        email: [{ key: 'email.invalid' }],
        password: [{ key: 'password.policy' }],
        accept_terms: [{ key: 'terms.required' }],
        subject_ids: [{ key: 'subjects.required' }],
      },
    });
    const noOffice = await submit(form({ office_name: '' }));
    expect(await noOffice.json()).toMatchObject({
      details: { office_name: [{ key: 'signup_office.required' }] },
    });
    const unknownSubject = await submit(form({ subject_ids: [crypto.randomUUID()] }));
    expect(await unknownSubject.json()).toMatchObject({
      details: { subject_ids: [{ key: 'subject.unknown' }] },
    });
    const unknownOffice = await submit(form({ existing_office: true }));
    expect(await unknownOffice.json()).toMatchObject({
      details: { office_name: [{ key: 'signup_office.not_found' }] },
    });
  });

  it('refuses to guess between two existing offices of the same name', async () => {
    const name = `Bufete Gemelo ${crypto.randomUUID().slice(0, 6)}`;
    await createOffice(t.db, { name });
    await createOffice(t.db, { name });
    const response = await submit(form({ office_name: name.toUpperCase(), existing_office: true }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      details: { office_name: [{ key: 'signup_office.name_shared' }] },
    });
  });

  it('limits requests per address', async () => {
    const ip = '203.0.113.50';
    for (let sent = 0; sent < SIGNUP_IP_LIMIT.limit; sent++)
      expect((await submit(form(), ip)).status).toBe(201);
    const blocked = await submit(form(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('GET /v1/public/offices', () => {
  const lookup = (query: string, ip = freshIp()) =>
    requestJson(t.app, 'GET', `/v1/public/offices?query=${encodeURIComponent(query)}`, undefined, {
      headers: { 'x-forwarded-for': ip },
    });

  it('gives names only, each once, and only from four characters', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const name = `Abogados ${tag} Unidos`;
    await createOffice(t.db, { name, email: 'secret@example.test' });
    await createOffice(t.db, { name });
    const response = await lookup(tag);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ objects: [{ name }] satisfies PublicOfficeName[] });
    expect(await (await lookup(tag.slice(0, 3))).json()).toEqual({ objects: [] });
  });

  it('refuses a NUL byte in the query with 422 instead of failing in the database', async () => {
    const response = await lookup('ab\u0000c');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { query: [{ key: 'text.control_characters' }] },
    });
  });

  it('is rate limited by the minute and by the day', async () => {
    const ip = '203.0.113.60';
    const { perMinute, perDay } = OFFICE_LOOKUP_LIMITS;
    for (let sent = 0; sent < perMinute.limit; sent++) expect((await lookup('abcd', ip)).status).toBe(200);
    expect((await lookup('abcd', ip)).status).toBe(429);
    // Minute after minute within the limit, the day's allowance runs out too (the refused lookup counted).
    for (let hits = perMinute.limit + 1; hits < perDay.limit; hits += perMinute.limit) {
      t.clock.advance(perMinute.windowMs);
      for (let sent = 0; sent < Math.min(perMinute.limit, perDay.limit - hits); sent++)
        expect((await lookup('abcd', ip)).status).toBe(200);
    }
    t.clock.advance(perMinute.windowMs);
    const blocked = await lookup('abcd', ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(perMinute.windowMs / 1000);
  });
});

describe('GET /v1/signup_requests', () => {
  it('lists pending requests, newest first, for admins only', async () => {
    const body = form();
    t.clock.advance(1000);
    await submit(body);
    const response = await requestJson(t.app, 'GET', '/v1/signup_requests?status=pending', undefined, {
      token: admin,
    });
    expect(response.status).toBe(200);
    const { objects } = (await response.json()) as { objects: SignupRequest[] };
    expect(objects[0]).toEqual({
      id: expect.any(String),
      first_name: 'Sofía',
      last_name: 'Vega',
      id_number: '12345678Z',
      country: 'España',
      phone: '+34 611 111 111',
      city: 'Sevilla',
      zip_code: '41001',
      email: body.email,
      subject_ids: expect.arrayContaining(civilAndLabor),
      office_id: null,
      office_name: body.office_name,
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(objects)).not.toContain('argon2');
    expect(objects.every((request) => request.status === 'pending')).toBe(true);

    const bad = await requestJson(t.app, 'GET', '/v1/signup_requests?status=lost', undefined, {
      token: admin,
    });
    expect(await errorOf(bad)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['status'] });
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect(
      await refusal(await requestJson(t.app, 'GET', '/v1/signup_requests', undefined, { token })),
    ).toEqual({ status: 403, required: 'admin' });
  });
});

describe('approving a signup request', () => {
  const approve = (id: string, token = admin) =>
    requestJson(t.app, 'POST', `/v1/signup_requests/${id}/approve`, undefined, { token });

  it('creates the office and its user, who signs in with the password they chose', async () => {
    const body = form();
    await submit(body, freshIp(), { 'accept-language': 'en-GB,en;q=0.9' });
    const request = await pendingRequest(body.email);

    const response = await approve(request.id);
    expect(response.status).toBe(200);
    const { object: user } = (await response.json()) as { object: User };
    expect(user).toMatchObject({
      email: body.email,
      first_name: 'Sofía',
      roles: ['user_account_management', 'client_statstics', 'client_reviewer', 'content_genrator'],
    });
    const [office] = await t.db
      .select()
      .from(offices)
      .where(eq(offices.id, user.office_id ?? ''));
    expect(office?.name).toBe(body.office_name);
    const subscribed = await t.db
      .select()
      .from(officeSubjects)
      .where(eq(officeSubjects.officeId, office?.id ?? ''));
    expect(subscribed.map((row) => row.subjectId).sort()).toEqual([...civilAndLabor].sort());

    await signIn(t.app, body.email, CHOSEN_PASSWORD);
    const reviewed = await pendingRequest(body.email);
    expect(reviewed).toMatchObject({ status: 'approved', passwordHash: null, officeId: office?.id });

    const mail = await t.lastMailTo(body.email);
    expect(mail?.subject).toBe('Welcome to Gaceta');
    expect(mail?.text).toContain('https://gaceta.example.com/login');
    expect(mail?.text).toContain(body.office_name);

    const twice = await approve(request.id);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: 'This request has already been reviewed' });
  });

  it('joins an existing office as content generator', async () => {
    const office = await createOffice(t.db);
    const body = form({ office_name: office.name.toLowerCase(), existing_office: true });
    await submit(body);
    const response = await approve((await pendingRequest(body.email)).id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: { office_id: office.id, roles: ['content_genrator'] },
    });
  });

  it('refuses when the email became a user meanwhile, creating nothing', async () => {
    const body = form();
    await submit(body);
    const request = await pendingRequest(body.email);
    await createUser(t.db, { email: body.email });
    const response = await approve(request.id);
    expect(await errorOf(response)).toEqual({ status: 409, code: 'CONFLICT', fields: ['email'] });
    expect(await t.db.select().from(offices).where(eq(offices.name, body.office_name))).toEqual([]);
    expect((await pendingRequest(body.email)).status).toBe('pending');
    expect(await emailJobsTo(body.email)).toEqual([]);
  });

  it('keeps the answer when the mail relay fails, and retries the welcome email', async () => {
    await t.deliverMails(); // so the only email queued is this test's
    const body = form();
    await submit(body);
    const request = await pendingRequest(body.email);
    expect((await approve(request.id)).status).toBe(200);
    const [queued] = await emailJobsTo(body.email);
    expect(queued).toMatchObject({ state: 'created', data: { template: 'signup_welcome' } });

    const relayDown = {
      ...t.deps,
      mailer: { send: () => Promise.reject(new Error('ECONNREFUSED')), close() {} },
    };
    const [run] = await t.queue.boss.fetch(sendEmailJob.name, { batchSize: 100 });
    expect(run?.id).toBe(queued?.id);
    if (!run) return;
    await expect(runJob(relayDown, sendEmailJob, run)).rejects.toThrow('ECONNREFUSED');
    await t.queue.boss.fail(sendEmailJob.name, run.id);

    expect((await pendingRequest(body.email)).status).toBe('approved');
    expect((await emailJobsTo(body.email))[0]).toMatchObject({ state: 'retry' });
  });

  it('answers 404, 422 and 403', async () => {
    expect((await approve(crypto.randomUUID())).status).toBe(404);
    expect(await errorOf(await approve('123'))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['id'],
    });
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    const body = form();
    await submit(body);
    expect(await refusal(await approve((await pendingRequest(body.email)).id, token))).toEqual({
      status: 403,
      required: 'admin',
    });
  });
});

describe('rejecting a signup request', () => {
  const reject = (id: string, token = admin) =>
    requestJson(t.app, 'POST', `/v1/signup_requests/${id}/reject`, undefined, { token });

  it('marks it rejected, forgets the password and sends a polite email in the form’s language', async () => {
    const body = form();
    await submit(body, freshIp(), { 'accept-language': 'pt-PT' });
    const request = await pendingRequest(body.email);
    const response = await reject(request.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      key: 'done.signup_rejected',
      message: 'La solicitud se ha rechazado y se ha informado al solicitante',
    });
    expect(await pendingRequest(body.email)).toMatchObject({ status: 'rejected', passwordHash: null });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);

    const mail = await t.lastMailTo(body.email);
    expect(mail?.subject).toBe('O seu pedido de registo no Gaceta');
    expect(mail?.text).toContain('Olá, Sofía:');
    expect(mail?.raw).toMatch(/^Reply-To: admin@gaceta\.local/m);

    expect(await errorOf(await reject(request.id))).toEqual({
      status: 409,
      code: 'CONFLICT',
      fields: ['status'],
    });
    // Once rejected, the same email may apply again.
    expect((await submit(body)).status).toBe(201);
  });

  it('answers 404 and 403', async () => {
    expect((await reject(crypto.randomUUID())).status).toBe(404);
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect(await refusal(await reject(crypto.randomUUID(), token))).toEqual({
      status: 403,
      required: 'admin',
    });
  });
});
