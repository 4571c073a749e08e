import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, errorOf, type TestApp } from '../../test/harness';
import { PLUGIN_ZIP } from './wordpress.routes';

let dir: string;
let built: TestApp;
let unbuilt: TestApp;
const ZIP = Buffer.from('PK\u0003\u0004 a zip as the build writes it');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gaceta-wordpress-'));
  await writeFile(path.join(dir, PLUGIN_ZIP), ZIP);
  const none = path.join(dir, 'none');
  [built, unbuilt] = await Promise.all([
    createTestApp({ staticDirs: { backoffice: none, widget: none, wordpressPlugin: dir } }),
    createTestApp({ staticDirs: { backoffice: none, widget: none, wordpressPlugin: none } }),
  ]);
});
afterAll(async () => {
  await Promise.all([built.close(), unbuilt.close()]);
  await rm(dir, { recursive: true, force: true });
});

async function tokenOf(t: TestApp, roles: OfficeRole[]) {
  const office = await createOffice(t.db);
  return (await createSignedInUser(t, { officeId: office.id, roles })).token;
}

const download = (t: TestApp, token?: string) =>
  t.app.request('/v1/wordpress/plugin.zip', { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('GET /v1/wordpress/plugin.zip', () => {
  it('gives the built zip to whoever manages the website integration', async () => {
    const response = await download(built, await tokenOf(built, ['client_reviewer']));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${PLUGIN_ZIP}"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(ZIP);
  });

  it('refuses other roles, an admin acting as themselves and anonymous callers', async () => {
    for (const roles of [['user_account_management'], ['client_statstics'], ['content_genrator']] as const) {
      const response = await download(built, await tokenOf(built, [...roles]));
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(await errorOf(await download(built, await signInAdmin(built.app)))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await errorOf(await download(built))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('answers 404 when the plugin was not built', async () => {
    const response = await download(unbuilt, await tokenOf(unbuilt, ['client_reviewer']));
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
