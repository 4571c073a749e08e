import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let built: TestApp;
let unbuilt: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gaceta-static-'));
  const backoffice = path.join(dir, 'backoffice');
  const widget = path.join(dir, 'widget');
  await mkdir(path.join(backoffice, 'assets'), { recursive: true });
  await mkdir(widget, { recursive: true });
  await writeFile(path.join(backoffice, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(backoffice, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(backoffice, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(widget, 'gaceta-widget.js'), 'console.log("widget")');
  [built, unbuilt] = await Promise.all([
    createTestApp({ staticDirs: { backoffice, widget } }),
    createTestApp({
      staticDirs: { backoffice: path.join(dir, 'missing'), widget: path.join(dir, 'missing-too') },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([built.close(), unbuilt.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe('back-office', () => {
  it('serves files, with hashed assets cached for good', async () => {
    const asset = await built.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const favicon = await built.app.request('/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html', async () => {
    for (const route of ['/', '/login', '/reset-password/abc', '/settings/office-settings']) {
      const response = await built.app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('never answers API paths with index.html', async () => {
    for (const route of ['/v1/unknown', '/api/nope', '/public/v1/feed', '/auth_user', '/health/x']) {
      const response = await built.app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('says plainly when it has not been built', async () => {
    const response = await unbuilt.app.request('/login');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('back-office not built');
  });
});

describe('widget', () => {
  it('is served under /widget/, cached immutably and loadable from other sites', async () => {
    const response = await built.app.request('/widget/gaceta-widget.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("widget")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers 404 for a missing file and 503 when not built', async () => {
    expect((await built.app.request('/widget/nope.js')).status).toBe(404);
    const unbuiltResponse = await unbuilt.app.request('/widget/gaceta-widget.js');
    expect(unbuiltResponse.status).toBe(503);
    expect(await unbuiltResponse.text()).toBe('widget not built');
  });
});
