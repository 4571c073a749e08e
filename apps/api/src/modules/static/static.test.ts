import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let built: TestApp;
let unbuilt: TestApp;
let dir: string;

const APP_JS = `console.log("${'app '.repeat(200)}")`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

/** A built file and the compressed twins scripts/build writes next to it. */
async function writeBuilt(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gaceta-static-'));
  const backoffice = path.join(dir, 'backoffice');
  const widget = path.join(dir, 'widget');
  await mkdir(path.join(backoffice, 'assets'), { recursive: true });
  await mkdir(path.join(widget, 'v1'), { recursive: true });
  await writeBuilt(path.join(backoffice, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeBuilt(
    path.join(backoffice, 'sign-in.html'),
    '<!doctype html><div id="root" data-sign-in></div>',
  );
  await writeBuilt(path.join(backoffice, 'assets', 'index-abc123.js'), APP_JS);
  // Small files get no twins when compressing would not make them smaller.
  await writeFile(path.join(backoffice, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(backoffice, '.source-hash'), 'build fingerprint');
  await writeBuilt(path.join(widget, 'v1', 'gaceta.js'), 'console.log("widget")');
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

const get = (route: string, headers: Record<string, string> = {}) => built.app.request(route, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('back-office', () => {
  it('serves files, with hashed assets cached for good and the rest revalidated', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await asset.text()).toBe(APP_JS);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    const favicon = await get('/favicon.svg');
    expect(await favicon.text()).toBe('<svg/>');
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html, never cached without revalidation', async () => {
    for (const route of ['/', '/reset-password/abc', '/settings/office-settings', '/login/x']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers /login with the sign-in page of its own', async () => {
    const response = await get('/login?redirect=%2Fnews');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('data-sign-in');
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    for (const route of ['/assets/index-gone99.js', '/assets/style-old.css']) {
      const response = await get(route);
      expect(response.status, route).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('never serves the build folder’s dot files', async () => {
    expect(await (await get('/.source-hash')).text()).not.toContain('build fingerprint');
  });

  it('never answers API paths with index.html', async () => {
    for (const route of ['/v1/unknown', '/api/nope', '/public/v1/feed', '/auth_user', '/health/x']) {
      const response = await get(route);
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

describe('compression', () => {
  it('sends the brotli twin to a browser that takes it, even when it lists gzip first', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = await bytesOf(response);
    expect(body.length).toBeLessThan(APP_JS.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it('sends gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'gzip, br;q=0.5']) {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytesOf(response)).toString()).toBe(APP_JS);
    }
    for (const accept of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/index-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(response.headers.get('content-encoding'), accept).toBeNull();
      expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(await response.text()).toBe(APP_JS);
    }
  });

  it('compresses index.html for client routes too', async () => {
    const response = await get('/news', { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toContain('<div id="root">');
  });

  it('gives each encoding its own ETag and answers 304 to a client that has it', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/index-abc123.js');
    const tags = [brotli, gzip, plain].map((response) => response.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await get('/login', { 'accept-encoding': 'br' });
    const revalidated = await get('/login', {
      'accept-encoding': 'br',
      'if-none-match': again.headers.get('etag') ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(again.headers.get('etag'));
    const otherEncoding = await get('/login', {
      'accept-encoding': 'gzip',
      'if-none-match': again.headers.get('etag') ?? '',
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('leaves files without twins as they are, with no Vary', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('widget', () => {
  it('is served at its versioned path, compressed, cached for good and loadable from other sites', async () => {
    const response = await get('/widget/v1/gaceta.js', { 'accept-encoding': CHROME_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe('console.log("widget")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^".+-br"$/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers 404 for a missing file and 503 when not built', async () => {
    const missing = await get('/widget/nope.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const unbuiltResponse = await unbuilt.app.request('/widget/v1/gaceta.js');
    expect(unbuiltResponse.status).toBe(503);
    expect(await unbuiltResponse.text()).toBe('widget not built');
  });
});
