import type { EmailQuota, PackageRequest } from '@gaceta/shared/newsletter/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailPackageRequests, emailQuotas } from '../../../db/schema';
import { createOffice, createSignedInUser, signInAdmin } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { reserveEmails } from './email-quota';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t.app);
});
afterAll(() => t.close());

async function officeWithReviewer(quota?: { contracted: number; sent: number }) {
  const office = await createOffice(t.db, { name: `Despacho ${crypto.randomUUID().slice(0, 4)}` });
  const { user, token } = await createSignedInUser(t, {
    officeId: office.id,
    roles: ['client_reviewer'],
    firstName: 'Lucía',
  });
  if (quota) await t.db.insert(emailQuotas).values({ officeId: office.id, ...quota });
  return { office, user, token };
}

const quotaOf = async (token: string) =>
  (await (await requestJson(t.app, 'GET', '/v1/email_quota', undefined, { token })).json()) as EmailQuota;
const requestPackage = (token: string, body: unknown, language = 'es') =>
  requestJson(t.app, 'POST', '/v1/email_quota/requests', body, {
    token,
    headers: { 'accept-language': language },
  });
const decide = (id: string, decision: 'approve' | 'reject', token = adminToken) =>
  requestJson(t.app, 'POST', `/v1/email_package_requests/${id}/${decision}`, undefined, { token });
const pendingList = async () =>
  (
    (await (
      await requestJson(t.app, 'GET', '/v1/email_package_requests', undefined, { token: adminToken })
    ).json()) as { objects: PackageRequest[] }
  ).objects;

describe('GET /v1/email_quota', () => {
  it('answers none for an office without a quota, and what remains for one with it', async () => {
    expect(await quotaOf((await officeWithReviewer()).token)).toEqual({
      contracted: 0,
      sent: 0,
      remaining: 0,
      pending_requests: [],
    });
    const { office, token } = await officeWithReviewer({ contracted: 5000, sent: 1200 });
    expect(await reserveEmails(t.db, office.id, 300)).toBe(true);
    expect(await quotaOf(token)).toMatchObject({ contracted: 5000, sent: 1500, remaining: 3500 });
  });
});

describe('POST /v1/email_quota/requests, then the admin’s answer', () => {
  it('approval raises the quota in the answer’s transaction, audits it and emails the requester', async () => {
    const { office, user, token } = await officeWithReviewer({ contracted: 1000, sent: 900 });
    const created = await requestPackage(token, { package: 5000 });
    expect(created.status).toBe(201);
    const request = await objectOf<PackageRequest>(created);
    expect(request).toMatchObject({
      office_id: office.id,
      office_name: office.name,
      package: 5000,
      status: 'pending',
    });
    expect((await quotaOf(token)).pending_requests.map((r) => r.id)).toEqual([request.id]);
    expect((await pendingList()).map((r) => r.id)).toContain(request.id);

    const approved = await decide(request.id, 'approve');
    expect(approved.status).toBe(200);
    expect(await objectOf<PackageRequest>(approved)).toMatchObject({ status: 'approved' });
    expect(await quotaOf(token)).toEqual({
      contracted: 6000,
      sent: 900,
      remaining: 5100,
      pending_requests: [],
    });
    expect((await pendingList()).map((r) => r.id)).not.toContain(request.id);

    const mail = await t.lastMailTo(user.email);
    expect(mail?.subject).toBe('Su solicitud de 5000 emails ha sido aprobada');
    expect(mail?.text).toContain('Lucía');
    expect(mail?.text).toContain('6000');
    const audit = await t.db
      .select({ action: auditLog.action, data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.officeId, office.id), eq(auditLog.targetId, request.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'newsletter.package_approve',
      'newsletter.package_request',
    ]);

    // Answered once: a second answer is a conflict and the quota stays.
    expect(await errorOf(await decide(request.id, 'approve'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      fields: ['status'],
    });
    expect((await quotaOf(token)).contracted).toBe(6000);

    const answered = await requestJson(
      t.app,
      'GET',
      '/v1/email_package_requests?status=approved',
      undefined,
      {
        token: adminToken,
      },
    );
    expect(((await answered.json()) as { objects: PackageRequest[] }).objects).toContainEqual(
      expect.objectContaining({ id: request.id, status: 'approved', decided_at: expect.any(String) }),
    );
    const unknownStatus = await requestJson(
      t.app,
      'GET',
      '/v1/email_package_requests?status=lost',
      undefined,
      {
        token: adminToken,
      },
    );
    expect((await errorOf(unknownStatus)).fields).toEqual(['status']);
  });

  it('creates the quota of an office that had none', async () => {
    const { token } = await officeWithReviewer();
    const request = await objectOf<PackageRequest>(await requestPackage(token, { package: 1000 }));
    await decide(request.id, 'approve');
    expect(await quotaOf(token)).toMatchObject({ contracted: 1000, sent: 0, remaining: 1000 });
  });

  it('rejection leaves the quota and tells the office in its language, replies going to the provider', async () => {
    const { user, token } = await officeWithReviewer({ contracted: 1000, sent: 0 });
    const request = await objectOf<PackageRequest>(await requestPackage(token, { package: 10000 }, 'pt'));
    expect(await objectOf<PackageRequest>(await decide(request.id, 'reject'))).toMatchObject({
      status: 'rejected',
    });
    expect((await quotaOf(token)).contracted).toBe(1000);
    const mail = await t.lastMailTo(user.email);
    expect(mail?.subject).toBe('O seu pedido de 10000 emails');
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${t.config.contactEmail}`, 'im'));
  });

  it('allows one waiting request per office, with the spec’s message', async () => {
    const { token } = await officeWithReviewer();
    await requestPackage(token, { package: 1000 });
    const second = await requestPackage(token, { package: 50000 });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: 'EMAIL_PACKAGE_REQUEST_FAILED',
      message: 'Error requesting the email package',
      details: { package: [{ key: 'email_package.pending' }] },
    });
  });

  it('lets only one of two requests sent at once through', async () => {
    const { office, token } = await officeWithReviewer();
    const answers = await Promise.all([
      requestPackage(token, { package: 1000 }),
      requestPackage(token, { package: 5000 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const stored = await t.db
      .select()
      .from(emailPackageRequests)
      .where(eq(emailPackageRequests.officeId, office.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a package that is not offered', async () => {
    const { token } = await officeWithReviewer();
    for (const body of [{ package: 1234 }, { package: '1000' }, {}]) {
      expect(await errorOf(await requestPackage(token, body))).toEqual({
        status: 422,
        code: 'VALIDATION_FAILED',
        fields: ['package'],
      });
    }
  });
});

describe('another office', () => {
  it('sees only its own quota and requests, and cannot answer them', async () => {
    const a = await officeWithReviewer({ contracted: 100, sent: 10 });
    const b = await officeWithReviewer({ contracted: 7000, sent: 3000 });
    const requestOfB = await objectOf<PackageRequest>(await requestPackage(b.token, { package: 5000 }));
    expect(await quotaOf(a.token)).toEqual({
      contracted: 100,
      sent: 10,
      remaining: 90,
      pending_requests: [],
    });
    const answer = await decide(requestOfB.id, 'approve', a.token);
    expect(answer.status).toBe(403);
    const list = await requestJson(t.app, 'GET', '/v1/email_package_requests', undefined, { token: a.token });
    expect(list.status).toBe(403);
    const [stored] = await t.db
      .select()
      .from(emailPackageRequests)
      .where(eq(emailPackageRequests.id, requestOfB.id));
    expect(stored?.status).toBe('pending');
    expect(await quotaOf(b.token)).toMatchObject({ contracted: 7000, sent: 3000 });
  });
});
