import { OFFICE_ROLE_KEYS, ROLE_PERMISSIONS, type RoleInfo } from '@gaceta/shared/accounts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/roles', () => {
  it('lists the four roles with labels that match their keys and their permissions', async () => {
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const response = await requestJson(t.app, 'GET', '/v1/roles', undefined, { token });
    expect(response.status).toBe(200);
    const { objects } = (await response.json()) as { objects: RoleInfo[] };
    expect(objects.map((role) => [role.key, role.label])).toEqual([
      ['user_account_management', 'User account manager'],
      ['client_statstics', 'Statistics reviewer'],
      ['client_reviewer', 'Publish reviewer'],
      ['content_genrator', 'Content generator'],
    ]);
    for (const role of objects) expect(role.permissions).toEqual(ROLE_PERMISSIONS[role.key]);
    expect(objects).toHaveLength(OFFICE_ROLE_KEYS.length);
  });

  it('is for any signed-in user, admins included', async () => {
    const admin = await signInAdmin(t.app);
    expect((await requestJson(t.app, 'GET', '/v1/roles', undefined, { token: admin })).status).toBe(200);
    expect((await requestJson(t.app, 'GET', '/v1/roles')).status).toBe(401);
  });
});
