import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /files/{key}', () => {
  it('serves a stored file with its type, a long cache and a cross-origin resource policy', async () => {
    await t.storage.put('logos/demo/abc/card.webp', Buffer.from('webp bytes'), 'image/webp');
    const response = await t.app.request('/files/logos/demo/abc/card.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('webp bytes');
  });

  it('answers 404 for a missing file and for keys that try to leave the folder', async () => {
    for (const path of [
      '/files/none/here.png',
      '/files/a%2F..%2F..%2Fjwt-secret',
      '/files/.types/a',
      '/files/a//b',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ code: 'NOT_FOUND', message: 'No record found' });
    }
  });
});
