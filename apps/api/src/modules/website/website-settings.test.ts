import type { ThemeCustomization, WebsiteConfiguration, WebsiteTheme } from '@gaceta/shared/website';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, officeThemes } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, objectOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { VERSION_STALE_MS } from './public-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://gaceta.example' } });
});
afterAll(() => t.close());

const THEME = {
  heading_color: '#7A1F2B',
  font_family: '"Source Serif 4", Georgia, serif',
  font_weight: 600,
  header: 'Actualidad jurídica',
  footer: '© Despacho · Estos artículos no constituyen asesoramiento jurídico.',
  background_color: '#fbf8f3',
  font_color: '#2b2b2b',
};

/** An office and its publish reviewer (the role holding settings.theme and website.manage). */
async function officeWithReviewer(values: Parameters<typeof createOffice>[1] = {}) {
  const office = await createOffice(t.db, values);
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'] });
  return { office, token };
}

const getTheme = async (token: string) => {
  const response = await requestJson(t.app, 'GET', '/v1/theme_customization', undefined, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as ThemeCustomization;
};
const putTheme = (token: string, body: unknown) =>
  requestJson(t.app, 'PUT', '/v1/theme_customization', body, { token });

describe('GET /v1/theme_customization', () => {
  it('answers no customization and the defaults with the office name as header, until one is saved', async () => {
    const { office, token } = await officeWithReviewer({ name: 'Despacho Sin Tema' });
    const answer = await getTheme(token);
    expect(answer.object).toBeNull();
    expect(answer.defaults).toMatchObject({ header: 'Despacho Sin Tema', font_weight: 700 });
    await t.db.insert(officeThemes).values({
      officeId: office.id,
      headingColor: '#112233',
      fontFamily: 'Georgia, serif',
      fontWeight: 400,
      header: 'Noticias',
      footer: 'Pie',
      backgroundColor: '#ffffff',
      fontColor: '#000000',
    });
    expect((await getTheme(token)).object).toMatchObject({ heading_color: '#112233', header: 'Noticias' });
  });
});

describe('PUT /v1/theme_customization', () => {
  it('creates, then replaces the theme, audited, and the public theme follows with a new ETag', async () => {
    const { office, token } = await officeWithReviewer();
    const created = await putTheme(token, THEME);
    expect(created.status).toBe(200);
    const stored: WebsiteTheme = { ...THEME, heading_color: '#7a1f2b', font_weight: 600 };
    expect(((await created.json()) as ThemeCustomization).object).toEqual(stored);

    const publicPath = `/public/v1/offices/${office.publicKey}/theme`;
    const before = await requestJson(t.app, 'GET', publicPath);
    expect(await objectOf<WebsiteTheme>(before)).toEqual(stored);

    const replaced = await putTheme(token, { ...THEME, header: '  Novedades  ', font_weight: 800 });
    expect(((await replaced.json()) as ThemeCustomization).object).toMatchObject({
      header: 'Novedades',
      font_weight: 800,
    });
    expect(await t.db.select().from(officeThemes).where(eq(officeThemes.officeId, office.id))).toHaveLength(
      1,
    );
    // Past the time an app answers with the version it has of the office (decision 021).
    t.clock.advance(VERSION_STALE_MS);
    const after = await requestJson(t.app, 'GET', publicPath, undefined, {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(await objectOf<WebsiteTheme>(after)).toMatchObject({ header: 'Novedades', font_weight: 800 });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'website.theme'), eq(auditLog.officeId, office.id)));
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.data)).toContainEqual(
      expect.objectContaining({ header: 'Novedades' }),
    );
  });

  it('refuses a missing or malformed field with its keyed message, and stores nothing', async () => {
    const { office, token } = await officeWithReviewer();
    const response = await putTheme(token, {
      heading_color: 'red',
      font_family: 'Arial; background: url(x)',
      font_weight: 650,
      header: '   ',
      background_color: '#fff',
      font_color: '',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; details: Record<string, { key: string }[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    const keys = Object.fromEntries(
      Object.entries(body.details).map(([field, [first]]) => [field, first?.key]),
    );
    expect(keys).toEqual({
      heading_color: 'color.invalid',
      font_family: 'font_family.invalid',
      font_weight: 'font_weight.required',
      header: 'header.required',
      footer: 'field.required',
      background_color: 'color.invalid',
      font_color: 'color.required',
    });
    const tooLong = await putTheme(token, { ...THEME, footer: 'a'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(await t.db.select().from(officeThemes).where(eq(officeThemes.officeId, office.id))).toEqual([]);
  });

  it('is for the publish reviewer only; an admin acting as themselves has no office', async () => {
    const office = await createOffice(t.db);
    for (const role of ['user_account_management', 'client_statstics', 'content_genrator'] as const) {
      const { token } = await createSignedInUser(t, { officeId: office.id, roles: [role] });
      expect(await refusal(await putTheme(token, THEME))).toEqual({
        status: 403,
        required: 'settings.theme',
      });
      const read = await requestJson(t.app, 'GET', '/v1/theme_customization', undefined, { token });
      expect(read.status).toBe(403);
    }
    const admin = await signInAdmin(t.app);
    expect((await putTheme(admin, THEME)).status).toBe(403);
    expect(await t.db.select().from(officeThemes).where(eq(officeThemes.officeId, office.id))).toEqual([]);
  });

  it("acts on the caller's office only: another office's theme is neither read nor changed", async () => {
    const a = await officeWithReviewer({ name: 'Despacho A' });
    const b = await officeWithReviewer({ name: 'Despacho B' });
    expect((await putTheme(b.token, { ...THEME, header: 'Tema de B' })).status).toBe(200);
    const before = await t.db.select().from(officeThemes).where(eq(officeThemes.officeId, b.office.id));
    // A sees its own (none yet), not B's; saving, even naming B's office, writes A's.
    expect((await getTheme(a.token)).object).toBeNull();
    expect((await putTheme(a.token, { ...THEME, office_id: b.office.id, header: 'Tema de A' })).status).toBe(
      200,
    );
    expect((await getTheme(a.token)).object?.header).toBe('Tema de A');
    expect((await getTheme(b.token)).object?.header).toBe('Tema de B');
    expect(await t.db.select().from(officeThemes).where(eq(officeThemes.officeId, b.office.id))).toEqual(
      before,
    );
  });
});

describe('GET /v1/website_configuration', () => {
  it("gives the office's key, widget, feeds and URL patterns", async () => {
    const { office, token } = await officeWithReviewer({
      newsUrl: 'https://despacho.example/noticias/?lang=es',
    });
    const response = await requestJson(t.app, 'GET', '/v1/website_configuration', undefined, { token });
    expect(response.status).toBe(200);
    const key = office.publicKey;
    expect(await objectOf<WebsiteConfiguration>(response)).toEqual({
      public_key: key,
      widget_url: 'https://gaceta.example/widget/v1/gaceta.js',
      web_window: 'two_years',
      rss_url: `https://gaceta.example/public/v1/offices/${key}/feed.xml`,
      json_feed_url: `https://gaceta.example/public/v1/offices/${key}/feed.json`,
      share_page_pattern: `https://gaceta.example/p/${key}/{slug}`,
      news_url: 'https://despacho.example/noticias/?lang=es',
      article_url_pattern: 'https://despacho.example/noticias/?lang=es&gaceta={slug}',
    });
  });

  it('has no article pattern without a news page, and is refused to roles without website.manage', async () => {
    const { office, token } = await officeWithReviewer({ newsUrl: null });
    const answer = await objectOf<WebsiteConfiguration>(
      await requestJson(t.app, 'GET', '/v1/website_configuration', undefined, { token }),
    );
    expect(answer).toMatchObject({ public_key: office.publicKey, news_url: null, article_url_pattern: null });
    const { token: manager } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['user_account_management'],
    });
    const refused = await requestJson(t.app, 'GET', '/v1/website_configuration', undefined, {
      token: manager,
    });
    expect(await refusal(refused)).toEqual({ status: 403, required: 'website.manage' });
  });
});
