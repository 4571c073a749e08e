import type { NewsWithContents } from '@gaceta/shared/news';
import type { NewsPreview, PreviewLink } from '@gaceta/shared/news/preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, objectOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { PREVIEW_LINK_TTL_SECONDS } from './preview-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An office with a writer and one item with web and X versions, in Spanish. */
async function officeWithNews() {
  const office = await createOffice(t.db, { name: 'Bufete Preview' });
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
  const created = await requestJson(
    t.app,
    'POST',
    '/v1/news_infos',
    {
      title: 'Reforma laboral',
      author: 'Marta Sanz',
      summary: 'Lo que cambia.',
      languages: ['es'],
      contents: [
        { platform: 'web', title: 'Reforma laboral 2026', content: '<p>Texto web</p>' },
        { platform: 'x', content: 'La reforma, en 280 caracteres https://example.com' },
      ],
    },
    { token },
  );
  expect(created.status).toBe(201);
  const item = ((await created.json()) as NewsWithContents).object;
  return { office, token, item };
}

const previewPath = (id: string, officeId: string, platform: string, version = 'current') =>
  `/v1/news_infos/${id}/preview?office_id=${officeId}&platform=${platform}&version=${version}`;

async function issueLink(token: string, id: string, platform: string): Promise<PreviewLink> {
  const response = await requestJson(
    t.app,
    'POST',
    `/v1/news_infos/${id}/preview_links`,
    { platform },
    { token },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as PreviewLink;
}

/** The API call the preview page makes for a link's address. */
function linkCall(
  url: string,
  override: { id?: string; platform?: string; token?: string; version?: string } = {},
) {
  const { pathname, searchParams } = new URL(url);
  const [, , id, officeId, platform, version] = pathname.split('/');
  const query = new URLSearchParams({
    office_id: officeId ?? '',
    platform: override.platform ?? platform ?? '',
    version: override.version ?? version ?? '',
    token: override.token ?? searchParams.get('token') ?? '',
  });
  return requestJson(t.app, 'GET', `/v1/news_previews/${override.id ?? id}?${query}`);
}

describe('GET /v1/news_infos/{id}/preview', () => {
  it("shows a channel's version with the office and the disclaimer in the item's language", async () => {
    const { office, token, item } = await officeWithNews();
    const manager = await createSignedInUser(t, { officeId: office.id, roles: ['user_account_management'] });
    await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/disclaimers',
      { es: 'Este artículo no constituye asesoramiento jurídico.', en: 'Not legal advice.' },
      { token: manager.token },
    );
    const web = await requestJson(t.app, 'GET', previewPath(item.id, office.id, 'web'), undefined, { token });
    expect(web.status).toBe(200);
    expect(await objectOf<NewsPreview>(web)).toMatchObject({
      news_id: item.id,
      platform: 'web',
      revision: 1,
      language: 'es',
      office: { id: office.id, name: 'Bufete Preview' },
      title: 'Reforma laboral 2026',
      content: '<p>Texto web</p>',
      author: 'Marta Sanz',
      published_at: null,
      disclaimer: 'Este artículo no constituye asesoramiento jurídico.',
    });
    const x = await requestJson(t.app, 'GET', previewPath(item.id, office.id, 'x'), undefined, { token });
    // X has no title of its own: the item's.
    expect(await objectOf<NewsPreview>(x)).toMatchObject({ title: 'Reforma laboral', platform: 'x' });
  });

  it('shows an older revision by its number, and 404 for one the item never had', async () => {
    const { office, token, item } = await officeWithNews();
    const saved = await requestJson(
      t.app,
      'PUT',
      `/v1/news_infos/${item.id}`,
      { title: 'Reforma laboral', revision: 1, contents: [{ platform: 'web', content: '<p>Nuevo</p>' }] },
      { token },
    );
    expect(saved.status).toBe(200);
    const old = await requestJson(t.app, 'GET', previewPath(item.id, office.id, 'web', '1'), undefined, {
      token,
    });
    expect(await objectOf<NewsPreview>(old)).toMatchObject({ revision: 1, content: '<p>Texto web</p>' });
    const now = await requestJson(t.app, 'GET', previewPath(item.id, office.id, 'web'), undefined, { token });
    expect(await objectOf<NewsPreview>(now)).toMatchObject({ revision: 2, content: '<p>Nuevo</p>' });
    const missing = await requestJson(t.app, 'GET', previewPath(item.id, office.id, 'web', '9'), undefined, {
      token,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a version that is neither current nor a revision number, and ids that are not UUIDs', async () => {
    const { office, token, item } = await officeWithNews();
    for (const version of ['latest', '0', '-1', '1.5']) {
      const response = await requestJson(
        t.app,
        'GET',
        previewPath(item.id, office.id, 'web', version),
        undefined,
        {
          token,
        },
      );
      expect(await errorOf(response), version).toEqual({
        status: 422,
        code: 'VALIDATION_FAILED',
        fields: ['version'],
      });
    }
    const notUuid = await requestJson(t.app, 'GET', previewPath('abc', office.id, 'web'), undefined, {
      token,
    });
    expect(await errorOf(notUuid)).toMatchObject({ status: 422, fields: ['id'] });
  });

  it("is a 404 for another office's item, even when the address names that office", async () => {
    const a = await officeWithNews();
    const b = await officeWithNews();
    for (const officeId of [a.office.id, b.office.id]) {
      const response = await requestJson(t.app, 'GET', previewPath(b.item.id, officeId, 'web'), undefined, {
        token: a.token,
      });
      expect(response.status, officeId).toBe(404);
    }
  });

  it('needs news.read', async () => {
    const { office, item } = await officeWithNews();
    const manager = await createSignedInUser(t, { officeId: office.id, roles: ['user_account_management'] });
    const response = await requestJson(t.app, 'GET', previewPath(item.id, office.id, 'web'), undefined, {
      token: manager.token,
    });
    expect(await refusal(response)).toEqual({ status: 403, required: 'news.read' });
  });
});

describe('POST /v1/news_infos/{id}/preview_links', () => {
  it('issues a link to the current version that opens without signing in, for 7 days', async () => {
    const { office, token, item } = await officeWithNews();
    const link = await issueLink(token, item.id, 'x');
    const url = new URL(link.url);
    expect(url.origin).toBe(t.config.publicUrl);
    expect(url.pathname).toBe(`/preview/${item.id}/${office.id}/x/current`);
    expect(Date.parse(link.expires_at)).toBe(
      Math.floor(t.clock.now().getTime() / 1000) * 1000 + PREVIEW_LINK_TTL_SECONDS * 1000,
    );
    const opened = await linkCall(link.url);
    expect(opened.status).toBe(200);
    expect(await objectOf<NewsPreview>(opened)).toMatchObject({ news_id: item.id, platform: 'x' });
  });

  it("is a 404 for another office's item, and needs news.read", async () => {
    const a = await officeWithNews();
    const b = await officeWithNews();
    const response = await requestJson(
      t.app,
      'POST',
      `/v1/news_infos/${b.item.id}/preview_links`,
      { platform: 'web' },
      { token: a.token },
    );
    expect(response.status).toBe(404);
    const manager = await createSignedInUser(t, {
      officeId: a.office.id,
      roles: ['user_account_management'],
    });
    const refused = await requestJson(
      t.app,
      'POST',
      `/v1/news_infos/${a.item.id}/preview_links`,
      { platform: 'web' },
      { token: manager.token },
    );
    expect(await refusal(refused)).toEqual({ status: 403, required: 'news.read' });
  });
});

describe('GET /v1/news_previews/{id}', () => {
  it('refuses the link once it has expired (410 PREVIEW_LINK_EXPIRED)', async () => {
    const { token, item } = await officeWithNews();
    const link = await issueLink(token, item.id, 'web');
    t.clock.advance(PREVIEW_LINK_TTL_SECONDS * 1000 - 1000);
    expect((await linkCall(link.url)).status).toBe(200);
    t.clock.advance(1000);
    expect(await errorOf(await linkCall(link.url))).toEqual({
      status: 410,
      code: 'PREVIEW_LINK_EXPIRED',
      fields: [],
    });
  });

  it('refuses a tampered token, a session token and a missing one (403 PREVIEW_LINK_INVALID)', async () => {
    const { token, item } = await officeWithNews();
    const link = await issueLink(token, item.id, 'web');
    const signed = new URL(link.url).searchParams.get('token') ?? '';
    const [header, payload, signature] = signed.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, platform: 'x' })).toString('base64url');
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${signed.slice(0, -2)}xx`,
      token,
      'not-a-token',
    ]) {
      expect(await errorOf(await linkCall(link.url, { token: bad }))).toEqual({
        status: 403,
        code: 'PREVIEW_LINK_INVALID',
        fields: [],
      });
    }
    expect((await linkCall(link.url, { token: '' })).status).toBe(422);
  });

  it('opens only the item and platform it was issued for', async () => {
    const a = await officeWithNews();
    const b = await officeWithNews();
    const link = await issueLink(a.token, a.item.id, 'web');
    const otherPlatform = await linkCall(link.url, { platform: 'x' });
    expect(await errorOf(otherPlatform)).toMatchObject({ status: 403, code: 'PREVIEW_LINK_INVALID' });
    const otherItem = await linkCall(link.url, { id: b.item.id });
    expect(await errorOf(otherItem)).toMatchObject({ status: 403, code: 'PREVIEW_LINK_INVALID' });
    // The office in the address is checked too: B's item under A's office is no item of A.
    const bLink = await issueLink(b.token, b.item.id, 'web');
    const swapped = bLink.url.replace(b.office.id, a.office.id);
    expect(await errorOf(await linkCall(swapped))).toMatchObject({
      status: 403,
      code: 'PREVIEW_LINK_INVALID',
    });
  });

  it('opens the version it was issued for, never an earlier revision', async () => {
    const a = await officeWithNews();
    const link = await issueLink(a.token, a.item.id, 'web');
    expect((await linkCall(link.url)).status).toBe(200);
    // Revision 1 exists, and may hold text removed since: the link to the current version does not open it.
    expect(await errorOf(await linkCall(link.url, { version: '1' }))).toMatchObject({
      status: 403,
      code: 'PREVIEW_LINK_INVALID',
    });
  });

  it('is a 404 once the item is deleted', async () => {
    const { token, item } = await officeWithNews();
    const link = await issueLink(token, item.id, 'web');
    expect(
      (await requestJson(t.app, 'DELETE', `/v1/news_infos/${item.id}`, undefined, { token })).status,
    ).toBe(200);
    expect((await linkCall(link.url)).status).toBe(404);
  });
});
