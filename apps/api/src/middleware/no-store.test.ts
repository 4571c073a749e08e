import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../test/factories';
import { createTestApp, requestJson, type TestApp } from '../test/harness';
import { TEST_ADMIN } from '../test/template-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on the API', () => {
  it('is no-store on signed-in answers, sign-in and errors', async () => {
    const token = await signInAdmin(t.app);
    const answers = {
      'GET /v1/me': await requestJson(t.app, 'GET', '/v1/me', undefined, { token }),
      'GET /v1/offices': await requestJson(t.app, 'GET', '/v1/offices', undefined, { token }),
      'POST /auth_user': await requestJson(t.app, 'POST', '/auth_user', {
        email: TEST_ADMIN.email,
        password: TEST_ADMIN.password,
      }),
      'POST /auth_user_without_password': await requestJson(
        t.app,
        'POST',
        '/auth_user_without_password',
        {},
        { token },
      ),
      'GET /v1/me unauthenticated': await t.app.request('/v1/me'),
      'GET /v1/unknown': await t.app.request('/v1/unknown'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.status, name).toBeLessThan(500);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('leaves what is not private JSON to its own rules', async () => {
    const health = await t.app.request('/health');
    expect(health.headers.get('cache-control')).toBeNull();
  });
});
