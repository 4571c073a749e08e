import type { Office } from '@gaceta/shared/accounts/offices';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices, subjects } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, objectOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { samplePng, sampleWebp, upload } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bufete Norte',
  website_url: 'https://norte.example.com/',
  news_url: 'https://norte.example.com/actualidad/',
  contact_url: 'http://norte.example.com/contacto/',
  email: 'hola@norte.example.com',
  phone: '+34 900 000 000',
  address: 'Calle Mayor 5, Bilbao',
  tolgeo: 'esp',
  time_zone: 'Europe/Madrid',
  ...overrides,
});

async function officeUser(roles: OfficeRole[]) {
  const office = await createOffice(t.db);
  return { office, ...(await createSignedInUser(t, { officeId: office.id, roles })) };
}

async function subjectIds(codes: string[]): Promise<string[]> {
  const rows = await t.db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.code, codes));
  return rows.map((row) => row.id);
}

describe('GET /v1/office_settings', () => {
  it('gives any office user their own office, public key included', async () => {
    const { office, token } = await officeUser(['client_statstics']);
    const response = await requestJson(t.app, 'GET', '/v1/office_settings', undefined, { token });
    expect(response.status).toBe(200);
    expect(await objectOf<Office>(response)).toMatchObject({
      id: office.id,
      name: office.name,
      public_key: office.publicKey,
    });
  });

  it("is refused to an admin's own token, which has no office", async () => {
    const response = await requestJson(t.app, 'GET', '/v1/office_settings', undefined, {
      token: await signInAdmin(t.app),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN', details: { required: 'office' } });
  });
});

describe('PUT /v1/office_settings', () => {
  it('saves the settings of the caller’s office', async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const response = await requestJson(t.app, 'PUT', '/v1/office_settings', settings(), { token });
    expect(response.status).toBe(200);
    expect(await objectOf<Office>(response)).toMatchObject({
      id: office.id,
      name: 'Bufete Norte',
      contact_url: 'http://norte.example.com/contacto/',
      address: 'Calle Mayor 5, Bilbao',
    });
  });

  it('refuses URLs without http(s) or the trailing slash, saying why', async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const response = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings',
      settings({
        website_url: 'www.norte.example.com/',
        news_url: 'https://norte.example.com/actualidad',
        contact_url: 'ftp://norte.example.com/',
      }),
      { token },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: {
        website_url: [{ key: 'url.scheme', message: 'Invalid URL (missing http(s))' }],
        news_url: [{ key: 'url.trailing_slash', message: 'Invalid URL (missing trailing slash)' }],
        contact_url: [{ key: 'url.scheme', message: 'Invalid URL (missing http(s))' }],
      },
    });
    const [row] = await t.db.select().from(offices).where(eq(offices.id, office.id));
    expect(row?.name).toBe(office.name);
  });

  it('stores URLs as URL parsing writes them, and refuses what does not parse', async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const saved = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings',
      settings({
        website_url: 'https://example.com/"><img src=x>/',
        news_url: 'HTTPS://Norte.Example.COM/a b/',
      }),
      { token },
    );
    expect(saved.status).toBe(200);
    const expected = {
      website_url: 'https://example.com/%22%3E%3Cimg%20src=x%3E/',
      news_url: 'https://norte.example.com/a%20b/',
    };
    expect(await objectOf<Office>(saved)).toMatchObject(expected);
    const [row] = await t.db.select().from(offices).where(eq(offices.id, office.id));
    expect(row).toMatchObject({ websiteUrl: expected.website_url, newsUrl: expected.news_url });

    const refused = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings',
      settings({
        website_url: 'https://norte example.com/',
        contact_url: 'https://user:pw@norte.example.com/',
      }),
      { token },
    );
    expect(refused.status).toBe(422);
    const malformed = [{ key: 'url.malformed', message: 'Invalid URL' }];
    expect(await refused.json()).toMatchObject({
      details: { website_url: malformed, contact_url: malformed },
    });
  });

  it('saves the privacy policy’s page, any http(s) page, and keeps it when a save leaves it out', async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const put = (body: Record<string, unknown>) =>
      requestJson(t.app, 'PUT', '/v1/office_settings', settings(body), { token });
    const saved = await put({ privacy_url: 'https://norte.example.com/privacidad.html' });
    expect(saved.status).toBe(200);
    expect(await objectOf<Office>(saved)).toMatchObject({
      privacy_url: 'https://norte.example.com/privacidad.html',
    });
    // The settings form as it was before the field: the page stays.
    expect(await objectOf<Office>(await put({}))).toMatchObject({
      privacy_url: 'https://norte.example.com/privacidad.html',
    });
    const refused = await put({ privacy_url: 'ftp://norte.example.com/privacidad' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ details: { privacy_url: [{ key: 'url.scheme' }] } });
    expect(await objectOf<Office>(await put({ privacy_url: '' }))).toMatchObject({ privacy_url: null });
    const [row] = await t.db.select().from(offices).where(eq(offices.id, office.id));
    expect(row?.privacyUrl).toBeNull();
  });

  it('needs settings.office', async () => {
    const { token } = await officeUser(['client_reviewer', 'content_genrator', 'client_statstics']);
    const response = await requestJson(t.app, 'PUT', '/v1/office_settings', settings(), { token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ details: { required: 'settings.office' } });
  });
});

describe('PUT /v1/office_settings/logo', () => {
  it('accepts png, jpeg or webp and keeps copies for the web and for emails', async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const response = await upload(
      t.app,
      '/v1/office_settings/logo',
      { bytes: await sampleWebp(900, 300), name: 'logo.webp', type: 'image/webp' },
      { token },
    );
    expect(response.status).toBe(200);
    const { logo_url } = await objectOf<Office>(response);
    expect(logo_url).toMatch(new RegExp(`/files/logos/${office.id}/[\\w-]+/card\\.webp$`));
    const served = await t.app.request(new URL(logo_url ?? '').pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const email = await t.app.request(new URL(logo_url ?? '').pathname.replace('card.webp', 'email.jpg'));
    expect(email.headers.get('content-type')).toBe('image/jpeg');
    const sizes = async (response: Response) =>
      sharp(Buffer.from(await response.arrayBuffer()))
        .metadata()
        .then(({ format, width, height }) => ({ format, width, height }));
    expect(await sizes(served)).toEqual({ format: 'webp', width: 640, height: 213 });
    expect(await sizes(email)).toEqual({ format: 'jpeg', width: 600, height: 200 });
  });

  it('refuses what is not an image by its bytes, with the logo’s message', async () => {
    const { token } = await officeUser(['user_account_management']);
    const response = await upload(
      t.app,
      '/v1/office_settings/logo',
      { bytes: Buffer.from('<svg></svg>'), name: 'logo.png', type: 'image/png' },
      { token },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'Logo should be .png, .jpg or .webp and not larger than 2 MB',
    });
  });

  it('refuses a logo over 25 megapixels, however small its file', async () => {
    const { token } = await officeUser(['user_account_management']);
    const bytes = await sharp({ create: { width: 5001, height: 5000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bytes.length).toBeLessThan(200 * 1024);
    const response = await upload(
      t.app,
      '/v1/office_settings/logo',
      { bytes, name: 'logo.png', type: 'image/png' },
      {
        token,
      },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'Logo should be .png, .jpg or .webp and not larger than 2 MB',
    });
  });

  it('saves the privacy policy’s page, any http(s) page, and keeps it when a save leaves it out', async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const put = (body: Record<string, unknown>) =>
      requestJson(t.app, 'PUT', '/v1/office_settings', settings(body), { token });
    const saved = await put({ privacy_url: 'https://norte.example.com/privacidad.html' });
    expect(saved.status).toBe(200);
    expect(await objectOf<Office>(saved)).toMatchObject({
      privacy_url: 'https://norte.example.com/privacidad.html',
    });
    // The settings form as it was before the field: the page stays.
    expect(await objectOf<Office>(await put({}))).toMatchObject({
      privacy_url: 'https://norte.example.com/privacidad.html',
    });
    const refused = await put({ privacy_url: 'ftp://norte.example.com/privacidad' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ details: { privacy_url: [{ key: 'url.scheme' }] } });
    expect(await objectOf<Office>(await put({ privacy_url: '' }))).toMatchObject({ privacy_url: null });
    const [row] = await t.db.select().from(offices).where(eq(offices.id, office.id));
    expect(row?.privacyUrl).toBeNull();
  });

  it('needs settings.office', async () => {
    const { token } = await officeUser(['content_genrator']);
    const response = await upload(
      t.app,
      '/v1/office_settings/logo',
      { bytes: await samplePng(), name: 'logo.png', type: 'image/png' },
      { token },
    );
    expect(await refusal(response)).toEqual({ status: 403, required: 'settings.office' });
  });
});

describe('/v1/office_settings/subjects', () => {
  it('replaces the subscribed subjects and reads them back', async () => {
    const { token } = await officeUser(['content_genrator']);
    const empty = await requestJson(t.app, 'GET', '/v1/office_settings/subjects', undefined, { token });
    expect(await empty.json()).toEqual({ subject_ids: [] });

    const first = await subjectIds(['civil', 'labor', 'fiscal']);
    const saved = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/subjects',
      { subject_ids: first },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { subject_ids: string[] }).subject_ids.sort()).toEqual([...first].sort());

    const second = await subjectIds(['criminal']);
    await requestJson(t.app, 'PUT', '/v1/office_settings/subjects', { subject_ids: second }, { token });
    const read = await requestJson(t.app, 'GET', '/v1/office_settings/subjects', undefined, { token });
    expect(await read.json()).toEqual({ subject_ids: second });
  });

  it('refuses unknown or malformed subject ids, keeping the subscription', async () => {
    const { token } = await officeUser(['user_account_management']);
    const kept = await subjectIds(['civil']);
    await requestJson(t.app, 'PUT', '/v1/office_settings/subjects', { subject_ids: kept }, { token });
    const unknown = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/subjects',
      { subject_ids: [crypto.randomUUID()] },
      { token },
    );
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ details: { subject_ids: [{ key: 'subject.unknown' }] } });
    const malformed = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/subjects',
      { subject_ids: ['x'] },
      {
        token,
      },
    );
    expect(await malformed.json()).toMatchObject({ details: { 'subject_ids.0': [{ key: 'id.invalid' }] } });
    const read = await requestJson(t.app, 'GET', '/v1/office_settings/subjects', undefined, { token });
    expect(await read.json()).toEqual({ subject_ids: kept });
  });

  it('lets every office user read them but only settings.subjects change them', async () => {
    const { token } = await officeUser(['client_statstics']);
    expect(
      (await requestJson(t.app, 'GET', '/v1/office_settings/subjects', undefined, { token })).status,
    ).toBe(200);
    const response = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/subjects',
      { subject_ids: [] },
      { token },
    );
    expect(await refusal(response)).toEqual({ status: 403, required: 'settings.subjects' });
  });
});
