import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { auditLog, revokedTokens, users } from '../../db/schema';
import { JOBS } from '../../modules';
import { createOffice, createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { TEST_ADMIN } from '../../test/template-db';
import { purgeExpiredRevokedTokensJob } from '../sessions/purge-expired-revoked-tokens.job';
import { signToken } from '../sessions/tokens';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_CLIENT_LIMIT, LOGIN_IP_LIMIT } from './auth.service';

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
        email: [{ key: 'email.invalid', message: 'Email must be valid' }],
        password: [{ key: 'field.required', message: 'This field is required' }],
      },
    });
  });

  it('lets the owner sign in while others fail on the account, and makes the failing clients wait', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < LOGIN_ACCOUNT_LIMIT.limit; attempt++) {
      // Each from another address, so no one client's limit trips: only the account's.
      expect((await login(user.email, 'Wrong1!pass', `198.51.100.${attempt}`)).status).toBe(401);
    }
    // A client that has not been failing gets through with the right password.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.200')).status).toBe(200);

    // One that has failed on this account waits, even with the right password.
    const blocked = await login(user.email, TEST_PASSWORD, '198.51.100.0');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // A new client that guesses wrong gets its one try, then waits too.
    expect((await login(user.email, 'Wrong1!pass', '198.51.100.201')).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.201')).status).toBe(429);

    t.clock.advance(retryAfter * 1000);
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.0')).status).toBe(200);
  });

  it('makes one client guessing at one account wait, with Retry-After, and no one else', async () => {
    const user = await createUser(t.db);
    const guesser = '198.51.101.1';
    for (let attempt = 0; attempt < LOGIN_CLIENT_LIMIT.limit; attempt++) {
      expect((await login(user.email, 'Wrong1!pass', guesser)).status).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login(user.email, TEST_PASSWORD, '198.51.101.2')).status).toBe(200);
  });

  it('makes a client that keeps failing wait longer each time, until the right password', async () => {
    const user = await createUser(t.db);
    const guesser = '198.51.103.1';
    const waits: number[] = [];
    for (let strike = 0; strike < 3; strike++) {
      for (let attempt = 0; attempt < LOGIN_CLIENT_LIMIT.limit; attempt++) {
        expect((await login(user.email, 'Wrong1!pass', guesser)).status).toBe(401);
      }
      const blocked = await login(user.email, 'Wrong1!pass', guesser);
      expect(blocked.status).toBe(429);
      const wait = Number(blocked.headers.get('retry-after'));
      waits.push(wait);
      t.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([15 * 60, 30 * 60, 60 * 60]);
    // The right password ends the strikes: the next tries start again from fifteen minutes.
    expect((await login(user.email, TEST_PASSWORD, guesser)).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_CLIENT_LIMIT.limit; attempt++) {
      await login(user.email, 'Wrong1!pass', guesser);
    }
    expect((await login(user.email, 'Wrong1!pass', guesser)).headers.get('retry-after')).toBe(
      String(15 * 60),
    );
  });

  it('counts only failures against an address, so an office behind one address is never locked out', async () => {
    const user = await createUser(t.db);
    const office = '198.51.102.1';
    for (let attempt = 0; attempt <= LOGIN_IP_LIMIT.limit; attempt++) {
      expect((await login(user.email, TEST_PASSWORD, office)).status).toBe(200);
    }
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
      locale: null,
      email_notices: true,
      office: {
        id: office.id,
        name: 'Bufete Ríos',
        time_zone: 'Europe/Madrid',
        public_key: office.publicKey,
        web_window: 'two_years',
        language: 'es',
      },
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

describe('signing out', () => {
  const signOut = (token: string) => requestJson(t.app, 'POST', '/v1/auth/sign_out', undefined, { token });
  const me = (token: string) => requestJson(t.app, 'GET', '/v1/me', undefined, { token });

  it('ends this token at once and no other session of the user', async () => {
    const user = await createUser(t.db);
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const otherDevice = await signIn(t.app, user.email, TEST_PASSWORD);

    const response = await signOut(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: 'done.signed_out', message: 'Sesión cerrada' });
    const refused = await me(token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await signOut(token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(200);
  });

  it('keeps the token on the deny-list until it expires, then the job drops the entry', async () => {
    const user = await createUser(t.db);
    const token = await signIn(t.app, user.email, TEST_PASSWORD);
    const { jti, exp } = decodeJwt(token);
    await signOut(token);
    const entry = await t.db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, jti ?? ''));
    expect(entry).toEqual([{ jti, expiresAt: new Date((exp ?? 0) * 1000) }]);

    const ctx = jobContext(t.deps, { job: purgeExpiredRevokedTokensJob.name, officeId: null });
    await purgeExpiredRevokedTokensJob.handle(ctx, {});
    expect(
      await t.db
        .select()
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, jti ?? '')),
    ).toHaveLength(1);
    t.clock.advance(12 * 60 * 60 * 1000);
    await purgeExpiredRevokedTokensJob.handle(ctx, {});
    expect(
      await t.db
        .select()
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, jti ?? '')),
    ).toEqual([]);
    expect(JOBS).toContain(purgeExpiredRevokedTokensJob);
    expect(purgeExpiredRevokedTokensJob.schedule?.cron).toBe('29 * * * *');
  });

  it('everywhere ends every session of the user, and is audited', async () => {
    const user = await createUser(t.db);
    const [laptop, phone] = [
      await signIn(t.app, user.email, TEST_PASSWORD),
      await signIn(t.app, user.email, TEST_PASSWORD),
    ];
    const other = await signIn(t.app, (await createUser(t.db)).email, TEST_PASSWORD);

    const response = await requestJson(t.app, 'POST', '/v1/auth/sign_out_everywhere', undefined, {
      token: laptop,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      key: 'done.signed_out_everywhere',
      message: 'Sesión cerrada en todos los dispositivos',
    });
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    expect((await me(await signIn(t.app, user.email, TEST_PASSWORD))).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audit.map((entry) => entry.action)).toEqual(['auth.sign_out_everywhere']);
  });

  it('of an impersonation ends the impersonation token and leaves the admin and the user signed in', async () => {
    const admin = await createUser(t.db, { kind: 'admin' });
    const target = await createUser(t.db, { officeId: (await createOffice(t.db)).id });
    const adminToken = await signIn(t.app, admin.email, TEST_PASSWORD);
    const userToken = await signIn(t.app, target.email, TEST_PASSWORD);
    const response = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: target.email },
      { token: adminToken },
    );
    const { token } = (await response.json()) as { token: string };

    // Acting as the user does not sign the user out of their own devices.
    const everywhere = await requestJson(t.app, 'POST', '/v1/auth/sign_out_everywhere', undefined, {
      token,
    });
    expect(everywhere.status).toBe(403);

    expect((await signOut(token)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(adminToken)).status).toBe(200);
    expect((await me(userToken)).status).toBe(200);
  });
});
