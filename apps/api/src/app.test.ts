import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestJson, type TestApp } from './test/harness';

const SECRET_PARAM = '$argon2id$v=19$m=19456,t=2,p=1$not-for-logs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SENTRY_DSN: 'https://key@errors.example.com/4',
      GACETA_OPERATOR_NAME: 'Gaceta Legal S.L.',
      GACETA_OPERATOR_TAX_ID: 'B12345678',
      GACETA_OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
      GACETA_CONTACT_EMAIL: 'hola@gaceta.example',
    },
  });
  // A route that fails the way a bug would, to see what a 500 looks like.
  t.app.post('/v1/test-failure', () => {
    throw new Error('database password is hunter2');
  });
  // Text with a NUL byte that got past validation, and a query that fails holding a secret.
  t.app.post('/v1/test-bad-bytes', async (c) => c.json(await t.db.execute(sql`select ${'ab\u0000c'}::text`)));
  t.app.post('/v1/test-query-failure', async (c) =>
    c.json(await t.db.execute(sql`select ${SECRET_PARAM}::text from no_such_table`)),
  );
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers ok once the database does', async () => {
    const response = await t.app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('error shapes', () => {
  it('400 MALFORMED_JSON for a body that is not JSON', async () => {
    const response = await t.app.request('/auth_user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.es",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'MALFORMED_JSON', message: 'Malformed JSON body' });
  });

  it('413 PAYLOAD_TOO_LARGE over 1 MB, with or without Content-Length', async () => {
    const body = JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(1024 * 1024) });
    const declared = await t.app.request('/auth_user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });

    const streamed = await t.app.request('/auth_user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('404 NOT_FOUND for unknown API paths and methods', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/me'],
      ['GET', '/api/unknown'],
      ['DELETE', '/some/page'],
    ] as const) {
      const response = await t.app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'No record found' });
    }
  });

  it('422 VALIDATION_FAILED lists messages per field path', async () => {
    const response = await requestJson(t.app, 'POST', '/v1/passwords/reset', { token: '', password: 42 });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; details: Record<string, unknown[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual({
      token: [{ key: 'reset_token.required', message: 'The password reset link is incomplete' }],
      password: [{ key: 'field.invalid', message: 'Invalid value' }],
      password_confirmation: [{ key: 'field.required', message: 'This field is required' }],
    });
  });

  it('422 when the database refuses the bytes of a text (SQLSTATE 22021)', async () => {
    const response = await t.app.request('/v1/test-bad-bytes', { method: 'POST' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("a failed query's parameters are never logged", async () => {
    const response = await t.app.request('/v1/test-query-failure', { method: 'POST' });
    expect(response.status).toBe(500);
    const logged = t.logs.find(
      (line) => line.msg === 'unhandled error' && JSON.stringify(line).includes('no_such_table'),
    );
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).not.toContain(SECRET_PARAM);
  });

  it('500 INTERNAL without stack or cause in the body; the cause is logged', async () => {
    const response = await t.app.request('/v1/test-failure', { method: 'POST' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    const logged = t.logs.find(
      (line) => line.msg === 'unhandled error' && JSON.stringify(line).includes('hunter2'),
    ) as {
      err?: { message: string; stack: string };
    };
    expect(logged?.err?.message).toBe('database password is hunter2');
    expect(logged?.err?.stack).toContain('app.test.ts');
  });
});

describe('headers', () => {
  it('sets the security headers on every response, errors included', async () => {
    for (const path of ['/health', '/v1/nothing-here']) {
      const { headers } = await t.app.request(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      // The back-office reports errors to the DSN's host, and nowhere else.
      expect(csp).toContain("connect-src 'self' https://errors.example.com");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('sends no CORS headers on the private API, even to a preflight', async () => {
    const simple = await t.app.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.app.request('/auth_user', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('opens CORS under /public/v1/ only', async () => {
    const preflight = await t.app.request('/public/v1/feed', {
      method: 'OPTIONS',
      headers: { origin: 'https://lawfirm.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('request log', () => {
  it('writes one structured line per request with its id, and keeps tokens out of paths', async () => {
    const response = await t.app.request('/reset-password/secret-token-value');
    const reqId = response.headers.get('x-request-id');
    const line = t.logs.find((entry) => entry.msg === 'request' && entry.reqId === reqId);
    expect(line).toMatchObject({ method: 'GET', path: '/reset-password/:token', status: 503 });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(t.logs)).not.toContain('secret-token-value');
    const invitation = await t.app.request('/invitation/invited-token-value');
    const invitationLine = t.logs.find(
      (entry) => entry.msg === 'request' && entry.reqId === invitation.headers.get('x-request-id'),
    );
    expect(invitationLine).toMatchObject({ path: '/invitation/:token' });
    expect(JSON.stringify(t.logs)).not.toContain('invited-token-value');
  });
});

describe('GET /v1/public_config', () => {
  it("tells the back-office its Sentry DSN, environment, public URL and the operator's legal identity", async () => {
    const response = await t.app.request('/v1/public_config');
    expect(await response.json()).toEqual({
      sentry_dsn: 'https://key@errors.example.com/4',
      environment: 'test',
      public_url: t.config.publicUrl,
      // The registry is not configured: null, for the pages to say so. The email falls back to the contact.
      operator: {
        name: 'Gaceta Legal S.L.',
        tax_id: 'B12345678',
        address: 'Calle Mayor 1, 28013 Madrid',
        registry: null,
        email: 'hola@gaceta.example',
      },
    });
  });
});
