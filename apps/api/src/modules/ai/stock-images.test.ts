import type { AiCapabilities, AiUsage, StockImage, StoredStockImage } from '@gaceta/shared/ai';
import type { NewsWithContents } from '@gaceta/shared/news';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { type FakeStock, startFakeStock } from '../../test/fake-stock';
import { createTestApp, errorOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { samplePng } from '../../test/uploads';

/** GET and POST /v1/ai/stock_images with a stock provider: a fake Pexels API on loopback. */

let t: TestApp;
let fake: FakeStock;

beforeAll(async () => {
  fake = await startFakeStock();
  fake.image = await samplePng(1200, 628);
  t = await createTestApp({
    env: {
      STOCK_IMAGES_API_KEY: fake.key,
      STOCK_IMAGES_BASE_URL: fake.baseUrl,
      AI_CALLS_PER_MINUTE: '4',
      // Short, so the timeout test is quick; the fake answers in milliseconds otherwise.
      AI_TIMEOUT_SECONDS: '1',
    },
    // The fake serves its photos on loopback; nothing else off the public internet is allowed.
    allowFetchAddress: (address) => address === '127.0.0.1',
  });
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.photoUrl = null;
});

async function writer() {
  const office = await createOffice(t.db);
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
  return { token, officeId: office.id };
}

const search = (token: string, query: string) =>
  requestJson(t.app, 'GET', `/v1/ai/stock_images?query=${encodeURIComponent(query)}`, undefined, { token });
const store = (token: string, body: unknown) =>
  requestJson(t.app, 'POST', '/v1/ai/stock_images', body, { token });

describe('GET /v1/ai/stock_images with a stock provider', () => {
  it("says the provider is in use, and lists its photos with their photographer's credit", async () => {
    const { token } = await writer();
    const capabilities = await requestJson(t.app, 'GET', '/v1/ai/capabilities', undefined, { token });
    expect(((await capabilities.json()) as AiCapabilities).stock_images).toBe('pexels');

    const response = await search(token, 'justicia laboral');
    expect(response.status).toBe(200);
    const { objects } = (await response.json()) as { objects: StockImage[] };
    expect(objects).toEqual([
      {
        image: null,
        provider_id: '1',
        url: `${fake.baseUrl}/files/1-medium.png`,
        description: 'Balanza de la justicia sobre una mesa',
        source: 'pexels',
        credit: { name: 'Ana Pérez', url: `${fake.baseUrl}/@photographer1` },
      },
      expect.objectContaining({
        provider_id: '2',
        description: null,
        credit: expect.objectContaining({ name: 'João Silva' }),
      }),
    ]);
    const asked = fake.requests.at(-1);
    expect(asked?.authorization).toBe(fake.key);
    expect(new URLSearchParams(asked?.path.split('?')[1])).toEqual(
      new URLSearchParams({ query: 'justicia laboral', per_page: '24', orientation: 'landscape' }),
    );
    expect(((await (await search(token, 'nada')).json()) as { objects: unknown[] }).objects).toEqual([]);
  });

  it('answers STOCK_IMAGES_ERROR, naming the failure, when the provider refuses the key, fails or is slow', async () => {
    const { token } = await writer();
    const failures = [
      ['unauthorized', { reason: 'upstream', upstream_status: 401 }],
      ['error', { reason: 'upstream', upstream_status: 500 }],
      ['stall', { reason: 'timeout' }],
    ] as const;
    for (const [mode, details] of failures) {
      fake.mode = mode;
      const response = await search(token, 'despido');
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 'STOCK_IMAGES_ERROR', details });
    }
  });
});

describe('POST /v1/ai/stock_images', () => {
  it("stores the chosen photo like an upload, credited, and the office's item can take it", async () => {
    const { token } = await writer();
    const response = await store(token, { provider_id: '1' });
    expect(response.status).toBe(201);
    const image = (await response.json()) as StoredStockImage;
    expect(image).toMatchObject({
      width: 1200,
      height: 628,
      description: 'Balanza de la justicia sobre una mesa. Foto: Ana Pérez (Pexels)',
    });
    expect(await t.storage.get(`${image.image}/card.webp`)).not.toBeNull();
    expect(fake.requests.at(-1)?.path).toBe('/v1/photos/1');
    // The credit is written in the article's language.
    const english = (await (
      await store(token, { provider_id: '1', language: 'en' })
    ).json()) as StoredStockImage;
    expect(english.description).toMatch(/Photo: Ana Pérez \(Pexels\)$/);

    const item = await requestJson(t.app, 'POST', '/v1/news_infos', { title: 'Con foto' }, { token });
    const { id } = ((await item.json()) as NewsWithContents).object;
    const chosen = await requestJson(
      t.app,
      'PUT',
      `/v1/news_infos/${id}/image_choice`,
      { image: image.image },
      {
        token,
      },
    );
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as NewsWithContents).object.image).toBe(image.url);

    // Another office can neither take the stored image nor touch the item.
    const other = await writer();
    const otherItem = await requestJson(
      t.app,
      'POST',
      '/v1/news_infos',
      { title: 'Ajena' },
      { token: other.token },
    );
    const otherId = ((await otherItem.json()) as NewsWithContents).object.id;
    const stolen = await requestJson(
      t.app,
      'PUT',
      `/v1/news_infos/${otherId}/image_choice`,
      { image: image.image },
      { token: other.token },
    );
    expect(stolen.status).toBe(422);
  });

  it('credits the photographer alone when the photo has no description', async () => {
    const { token } = await writer();
    const image = (await (
      await store(token, { provider_id: '2', language: 'pt' })
    ).json()) as StoredStockImage;
    expect(image.description).toBe('Fotografia: João Silva (Pexels)');
  });

  it('refuses a photo whose file is at a private, link-local or loopback address outside the allowance', async () => {
    const { token } = await writer();
    for (const address of [
      'http://10.0.0.8/photo.png',
      'http://169.254.169.254/latest',
      'http://[::1]/photo.png',
    ]) {
      fake.photoUrl = address;
      const response = await store(token, { provider_id: '2' });
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('URL_NOT_ALLOWED');
    }
  });

  it('answers STOCK_IMAGES_ERROR for what is not an image, an unknown photo, or a failing provider', async () => {
    const { token } = await writer();
    const image = fake.image;
    fake.image = Buffer.from('<html>not an image</html>');
    try {
      expect(await errorOf(await store(token, { provider_id: '1' }))).toMatchObject({
        code: 'STOCK_IMAGES_ERROR',
      });
    } finally {
      fake.image = image;
    }
    const unknown = await store(token, { provider_id: '99' });
    expect(await unknown.json()).toMatchObject({
      code: 'STOCK_IMAGES_ERROR',
      details: { upstream_status: 404 },
    });
    expect((await store(token, { provider_id: '../v1/search' })).status).toBe(422);
  });
});

describe('stock calls as AI calls', () => {
  it('counts searches and downloads against the office limit and in its usage', async () => {
    const { token, officeId } = await writer();
    expect((await search(token, 'despido')).status).toBe(200);
    expect((await search(token, 'despido')).status).toBe(200);
    expect((await store(token, { provider_id: '1' })).status).toBe(201);
    fake.mode = 'error';
    expect((await search(token, 'despido')).status).toBe(502);
    fake.mode = 'ok';
    const refused = await search(token, 'despido');
    expect(refused.status).toBe(429);
    expect((await store(token, { provider_id: '1' })).status).toBe(429);
    // Another office is not affected.
    expect((await search((await writer()).token, 'despido')).status).toBe(200);

    const usage = await requestJson(t.app, 'GET', `/v1/ai/usage?office_id=${officeId}`, undefined, {
      token: await signInAdmin(t.app),
    });
    const { days } = (await usage.json()) as AiUsage;
    expect(days.map(({ action, engine, calls }) => ({ action, engine, calls }))).toEqual(
      expect.arrayContaining([
        { action: 'stock_search', engine: 'provider', calls: 3 },
        { action: 'stock_image', engine: 'provider', calls: 1 },
      ]),
    );
  });

  it('refuses users without ai.use', async () => {
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
    const asked = fake.requests.length;
    for (const response of [await search(token, 'despido'), await store(token, { provider_id: '1' })]) {
      expect(await refusal(response)).toEqual({ status: 403, required: 'ai.use' });
    }
    expect(fake.requests).toHaveLength(asked);
  });
});
