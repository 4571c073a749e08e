import { hasPermission, LIBRARY_PERMISSIONS, type Permission } from '@gaceta/shared/accounts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredAccess } from '../../middleware/access';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';

/**
 * Every route declares who may call it (describe() or access()), and that declaration is what the
 * API documents and enforces.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  'x-permission'?: string;
}
type Document = { paths: Record<string, Record<string, Operation>> };

async function operations(): Promise<{ method: string; path: string; permission: string | undefined }[]> {
  const document = (await (await t.app.request('/api/openapi.json')).json()) as Document;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method,
      path,
      permission: operation['x-permission'],
    })),
  );
}

/** A path of the document made requestable: any id, any file key. */
const concrete = (path: string) =>
  path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{key}', 'none');

describe('the route table', () => {
  it('has no route that declares nothing', () => {
    // Middleware added with app.use (request id, context, headers, body limits) registers under ALL.
    const routes = t.app.routes.filter((route) => route.method !== 'ALL');
    const declared = new Set(
      routes.filter((route) => declaredAccess(route.handler)).map((route) => `${route.method} ${route.path}`),
    );
    const undeclared = routes.map((route) => `${route.method} ${route.path}`).filter((r) => !declared.has(r));
    expect(routes.length).toBeGreaterThan(40);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('finds a route added without a declaration', () => {
    const before = t.app.routes.length;
    t.app.get('/v1/undeclared', (c) => c.json({}));
    const added = t.app.routes.slice(before);
    expect(added.map((route) => declaredAccess(route.handler))).toEqual([undefined]);
  });
});

describe('x-permission', () => {
  it('is on every operation, as documented access', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(35);
    for (const { method, path, permission } of all) {
      expect(permission, `${method} ${path}`).toMatch(/^(public|authenticated|admin|[a-z]+\.[a-z]+)$/);
    }
    const byRoute = Object.fromEntries(all.map((op) => [`${op.method} ${op.path}`, op.permission]));
    expect(byRoute).toMatchObject({
      'post /auth_user': 'public',
      'get /v1/me': 'authenticated',
      'get /v1/offices': 'admin',
      'put /v1/users/{id}': 'users.manage',
      'put /v1/office_settings/subjects': 'settings.subjects',
    });
  });

  it('is enforced: 401 without a token wherever it is not public', async () => {
    for (const { method, path, permission } of await operations()) {
      if (permission === 'public') continue;
      const response = await requestJson(t.app, method.toUpperCase(), concrete(path));
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('is enforced: 403 without the role or permission it names', async () => {
    const office = await createOffice(t.db);
    const { token: manager } = await createSignedInUser(t, { officeId: office.id });
    // For each permission, a user of a role that lacks it (statistics reviewers read news, but hold
    // no user or settings permission; account managers hold no news permission).
    const { token: reviewer } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['client_statstics'],
    });
    const userLacking = (permission: Permission) =>
      hasPermission(['client_statstics'], permission) ? manager : reviewer;
    const admin = await signInAdmin(t.app);
    const refuse = async (method: string, path: string, token: string, required: string) => {
      const response = await requestJson(t.app, method.toUpperCase(), concrete(path), undefined, { token });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json(), `${method} ${path}`).toMatchObject({ details: { required } });
    };
    for (const { method, path, permission } of await operations()) {
      if (!permission || permission === 'public' || permission === 'authenticated') continue;
      if (permission === 'admin') {
        await refuse(method, path, manager, 'admin');
      } else {
        await refuse(method, path, userLacking(permission as Permission), permission);
        // An admin's own token acts for no office; the news permissions reach the library instead.
        if (!LIBRARY_PERMISSIONS.includes(permission as Permission))
          await refuse(method, path, admin, 'office');
      }
    }
  });
});
