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
  ['get', '/ready'],
  ['get', '/v1/areas'],
  ['get', '/v1/roles'],
  ['get', '/v1/offices'],
  ['post', '/v1/offices'],
  ['get', '/v1/offices/autocomplete'],
  ['get', '/v1/offices/{id}'],
  ['put', '/v1/offices/{id}'],
  ['get', '/v1/offices/{id}/users'],
  ['post', '/v1/offices/{id}/users'],
  ['get', '/v1/office_settings'],
  ['put', '/v1/office_settings'],
  ['put', '/v1/office_settings/logo'],
  ['get', '/v1/office_settings/subjects'],
  ['put', '/v1/office_settings/subjects'],
  ['get', '/v1/users'],
  ['post', '/v1/users'],
  ['get', '/v1/users/{id}'],
  ['put', '/v1/users/{id}'],
  ['put', '/v1/users/{id}/avatar'],
  ['delete', '/v1/users/{id}'],
  ['get', '/v1/subjects'],
  ['post', '/v1/subjects'],
  ['put', '/v1/subjects/{id}'],
  ['delete', '/v1/subjects/{id}'],
  ['post', '/v1/signup_requests'],
  ['get', '/v1/signup_requests'],
  ['post', '/v1/signup_requests/{id}/approve'],
  ['post', '/v1/signup_requests/{id}/reject'],
  ['get', '/v1/public/offices'],
  ['post', '/v1/information_requests'],
  ['get', '/v1/information_requests'],
  ['get', '/files/{key}'],
  ['get', '/v1/wordpress/plugin.zip'],
  ['get', '/public/v1/offices/{key}/feed.xml'],
  ['get', '/public/v1/offices/{key}/logo.png'],
] as const;

interface Document {
  tags?: { name: string; description?: string }[];
  openapi: string;
  servers: { url: string }[];
  info: { license?: object };
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; parameters?: unknown[]; security?: unknown[]; responses: object }>
  >;
}

describe('GET /api/openapi.json', () => {
  it('describes every API route with its request body, responses and auth', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toMatch(/^3\./);
    // Redocly's recommended rules (npm test) want a server and a license.
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toMatchObject({ identifier: 'LicenseRef-Proprietary' });
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
    const avatar = document.paths['/v1/users/{id}/avatar']?.put;
    expect(avatar?.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { required: ['file'] } } },
    });
    expect(document.paths['/v1/subjects']?.post?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'code', in: 'query' })]),
    );
    expect(document.paths['/v1/users']?.get?.responses).toMatchObject({
      '200': { content: { 'application/json': { schema: expect.anything() } } },
      '403': expect.anything(),
    });
    // Front-end fallbacks are not part of the API.
    expect(Object.keys(document.paths)).not.toContain('*');
  });
});

describe('the document’s tags and shapes', () => {
  it('gives a number parameter its default as a number, as a typed client reads it', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema?: { type?: string; default?: unknown } }[] }>
      >;
    };
    const defaults = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => operation.parameters ?? [])
      .filter(({ schema }) => schema?.type === 'integer' && schema.default !== undefined);
    expect(defaults.length).toBeGreaterThanOrEqual(14);
    for (const { schema } of defaults) expect(typeof schema?.default).toBe('number');
    expect(document.paths['/v1/users']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'per', schema: expect.objectContaining({ default: 10 }) }),
    );
  });

  it('describes every tag an operation uses, once', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as Document & {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const described = document.tags ?? [];
    expect(new Set(described.map((tag) => tag.name)).size).toBe(described.length);
    for (const tag of described) expect(tag.description, tag.name).toMatch(/\w{3,}/);
    const used = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => operation.tags ?? []),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].sort()).toEqual(described.map((tag) => tag.name).sort());
    const zip = document.paths['/v1/wordpress/plugin.zip']?.get as unknown as {
      tags: string[];
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(zip.tags).toEqual(['wordpress']);
    expect(Object.keys(zip.responses['200']?.content ?? {})).toEqual(['application/zip']);
  });

  it('types public_key as required wherever an office carries it', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    type Schema = { properties?: Record<string, Schema>; required?: string[]; [key: string]: unknown };
    /** Every object schema under `value` that has a public_key property. */
    const holders = (value: unknown): Schema[] => {
      if (!value || typeof value !== 'object') return [];
      const nested = Object.values(value).flatMap(holders);
      const schema = value as Schema;
      return schema.properties?.public_key ? [schema, ...nested] : nested;
    };
    for (const [path, method] of [
      ['/v1/offices/{id}', 'get'],
      ['/v1/offices', 'get'],
      ['/v1/me', 'get'],
      ['/v1/website_configuration', 'get'],
    ] as const) {
      const found = holders(document.paths[path]?.[method]?.responses['200']);
      expect(found.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const schema of found) {
        expect(schema.required, `${method} ${path}`).toContain('public_key');
        expect(schema.properties?.public_key, `${method} ${path}`).toMatchObject({ type: 'string' });
      }
    }
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
