import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API_ROUTES = [
  ['post', '/auth_user'],
  ['post', '/auth_user_without_password'],
  ['post', '/v1/passwords/forgot'],
  ['post', '/v1/passwords/reset'],
  ['get', '/v1/me'],
  ['get', '/v1/public_config'],
  ['get', '/health'],
] as const;

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown[]; responses: object }>>;
}

describe('GET /api/openapi.json', () => {
  it('describes every API route with its request body, responses and auth', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toMatch(/^3\./);
    for (const [method, path] of API_ROUTES) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const login = document.paths['/auth_user']?.post;
    expect(login?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '422', '429', '500']),
    );
    expect(document.paths['/v1/me']?.get?.security).toEqual([{ bearer: [] }]);
    // Front-end fallbacks are not part of the API.
    expect(Object.keys(document.paths)).not.toContain('*');
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained page listing the operations, with no script to load', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const [, path] of API_ROUTES) expect(html).toContain(`<code>${path}</code>`);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
