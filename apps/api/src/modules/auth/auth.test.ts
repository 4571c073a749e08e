import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createOffice, createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { TEST_ADMIN } from '../../test/template-db';
import { LOGIN_EMAIL_LIMIT } from './auth.service';
import { signToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '203.0.113.10') =>
  requestJson(t.app, 'POST', '/auth_user', { email, password }, { headers: { 'x-forwarded-for': ip } });

describe('POST /auth_user', () => {
  it('returns a signed token carrying the TokenClaims', async () => {
    const office = await createOffice(t.db);
    const user = await createUser(t.db, {
      officeId: office.id,
      roles: ['client_reviewer', 'content_genrator'],
    });
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'user',
      roles: ['client_reviewer', 'content_genrator'],
      office_id: office.id,
      tolgeo: 'esp',
      ver: 0,
    });
    expect(claims.act).toBeUndefined();
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(12 * 60 * 60);
  });

  it('signs in the seeded admin with role admin and no office', async () => {
    const token = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(decodeJwt(token)).toMatchObject({ role: 'admin', office_id: null, roles: [] });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const user = await createUser(t.db);
    for (const response of [
      await login(user.email, 'Wrong1!pass'),
      await login(uniqueEmail(), TEST_PASSWORD),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it('refuses an inactive user who knows the password', async () => {
    const user = await createUser(t.db, { active: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'INACTIVE_USER', message: 'Inactive user' });
  });

  it('answers 422 with field messages for a bad body', async () => {
    const response = await requestJson(t.app, 'POST', '/auth_user', { email: 'nope' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: {
        email: [{ key: 'email.invalid' }],
        password: [{ key: 'field.required', message: 'This field is required' }],
      },
    });
  });

  it('limits failed attempts per email with 429 and Retry-After, then lets them try after the window', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < LOGIN_EMAIL_LIMIT.limit; attempt++) {
      // Each from another address, so only the per-email counter can trip.
      expect((await login(user.email, 'Wrong1!pass', `198.51.100.${attempt}`)).status).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD, '198.51.100.200');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(retryAfter * 1000);
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.201')).status).toBe(200);
  });

  it('limits attempts per client address, taken from X-Forwarded-For behind a trusted proxy', async () => {
    const ip = '192.0.2.77';
    const emails = Array.from({ length: 100 }, () => uniqueEmail('nobody'));
    for (const email of emails) await login(email, 'Wrong1!pass', `10.0.0.1, ${ip}`);
    const blocked = await login(uniqueEmail(), 'Wrong1!pass', `10.0.0.1, ${ip}`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Only the last entry counts: the one our proxy added.
    expect((await login(uniqueEmail(), 'Wrong1!pass', `${ip}, 192.0.2.78`)).status).toBe(401);
  });
});

describe('tokens', () => {
  it('stop working at once when the token version is bumped', async () => {
    const user = await createUser(t.db);
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token })).status).toBe(200);

    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const response = await requestJson(t.app, 'GET', '/v1/me', undefined, { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    // A new sign-in carries the new version.
    const fresh = await signIn(t.app, user.email, TEST_PASSWORD);
    expect(decodeJwt(fresh).ver).toBe(1);
  });

  it('stop working when the user is deactivated', async () => {
    const user = await createUser(t.db);
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token })).status).toBe(401);
  });

  it('expire after twelve hours', async () => {
    const user = await createUser(t.db);
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token })).status).toBe(401);
  });

  it('are refused when signed with another secret, missing or malformed', async () => {
    const user = await createUser(t.db);
    const forged = await signToken(
      'another-secret-that-is-long-enough-000',
      t.clock,
      {
        sub: user.id,
        email: user.email,
        role: 'admin',
        roles: [],
        office_id: null,
        tolgeo: 'esp',
        ver: 0,
      },
      3600,
    );
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token: forged })).status).toBe(401);
    const missing = await requestJson(t.app, 'GET', '/v1/me');
    expect(await missing.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token: 'not.a.jwt' })).status).toBe(401);
  });
});

describe('GET /v1/me', () => {
  it('describes the signed-in office user', async () => {
    const office = await createOffice(t.db, { name: 'Bufete Ríos' });
    const user = await createUser(t.db, {
      officeId: office.id,
      roles: ['client_statstics'],
      firstName: 'Lucía',
    });
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const response = await requestJson(t.app, 'GET', '/v1/me', undefined, { token });
    expect(await response.json()).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Lucía',
      last_name: 'Prueba',
      role: 'user',
      roles: ['client_statstics'],
      tolgeo: 'esp',
      office: { id: office.id, name: 'Bufete Ríos' },
      impersonated_by: null,
    });
  });
});

describe('POST /auth_user_without_password', () => {
  it('gives an admin a one-hour token for an office user, marked with act, and audits it', async () => {
    const admin = await createUser(t.db, { kind: 'admin' });
    const office = await createOffice(t.db);
    const target = await createUser(t.db, { officeId: office.id });
    const adminToken = await signIn(t.app, admin.email, TEST_PASSWORD);

    const response = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: target.email },
      { token: adminToken },
    );
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: target.id,
      office_id: office.id,
      act: { sub: admin.id, email: admin.email },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60 * 60);

    const me = await requestJson(t.app, 'GET', '/v1/me', undefined, { token });
    expect(await me.json()).toMatchObject({
      id: target.id,
      impersonated_by: { id: admin.id, email: admin.email },
    });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'auth.impersonate',
        targetId: target.id,
        officeId: office.id,
        data: { email: target.email },
      }),
    ]);
  });

  it('is forbidden to office users and to an impersonation token', async () => {
    const office = await createOffice(t.db);
    const user = await createUser(t.db, { officeId: office.id });
    const other = await createUser(t.db, { officeId: office.id });
    const userToken = await signIn(t.app, user.email, TEST_PASSWORD);
    const forbidden = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: other.email },
      { token: userToken },
    );
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });

    const adminToken = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const impersonated = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: user.email },
      { token: adminToken },
    );
    const { token } = (await impersonated.json()) as { token: string };
    const chained = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: other.email },
      { token },
    );
    expect(chained.status).toBe(403);
  });

  it('needs a token, and a known active office user', async () => {
    const anonymous = await requestJson(t.app, 'POST', '/auth_user_without_password', {
      email: TEST_ADMIN.email,
    });
    expect(anonymous.status).toBe(401);

    const adminToken = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const impersonate = (email: string) =>
      requestJson(t.app, 'POST', '/auth_user_without_password', { email }, { token: adminToken });
    expect((await impersonate(uniqueEmail())).status).toBe(404);
    const otherAdmin = await createUser(t.db, { kind: 'admin' });
    expect((await impersonate(otherAdmin.email)).status).toBe(404);
    const inactive = await createUser(t.db, { active: false });
    const refused = await impersonate(inactive.email);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ details: { email: [{ key: 'user.inactive' }] } });
  });

  it('tokens die when the impersonating admin is deactivated', async () => {
    const admin = await createUser(t.db, { kind: 'admin' });
    const target = await createUser(t.db, { officeId: (await createOffice(t.db)).id });
    const adminToken = await signIn(t.app, admin.email, TEST_PASSWORD);
    const response = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: target.email },
      { token: adminToken },
    );
    const { token } = (await response.json()) as { token: string };
    await t.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token })).status).toBe(401);
  });
});
