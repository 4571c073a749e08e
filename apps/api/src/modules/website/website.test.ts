import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from '@gaceta/shared/common';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import type { PublicNewsArticle, PublicNewsItem, WebsiteTheme, WithTheme } from '@gaceta/shared/website';
import { and, eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseHTML } from 'linkedom';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { publicContextOf } from '../../context';
import {
  auditLog,
  news,
  newsContents,
  newsPublications,
  officeDisclaimers,
  offices,
  officeThemes,
  subjects,
  webEvents,
} from '../../db/schema';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../test/harness';
import { storeArticleImage } from '../../test/uploads';
import { DAILY_CAP_PER_VISITOR, EVENTS_PER_MINUTE } from './events';
import { createPublicCache, VERSION_STALE_MS, VERSION_TTL_MS } from './public-cache';
import { PUBLIC_CACHE_CONTROL } from './website.routes';

let t: TestApp;
let subjectIds: string[];
beforeAll(async () => {
  // TRUST_PROXY so tests can give each request its address through X-Forwarded-For.
  t = await createTestApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://gaceta.example' } });
  subjectIds = (await t.db.select({ id: subjects.id }).from(subjects).limit(2)).map((row) => row.id);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
/** Past the time an app answers with the office's version it has: what a write changed shows. */
const versionExpires = () => t.clock.advance(VERSION_STALE_MS);

interface TestNews {
  title?: string;
  active?: boolean;
  state?: 'published' | 'unpublished' | 'scheduled' | 'failed';
  publishedAt?: Date;
  publishFrom?: Date | null;
  publishTo?: Date | null;
  languages?: string[];
  subjectIds?: string[];
  summary?: string;
  content?: string;
  author?: string | null;
}

/** A news item with a web version and a web publication, inserted as the News module leaves them. */
async function addNews(officeId: string, input: TestNews = {}) {
  const slug = `noticia-${randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(news)
    .values({
      officeId,
      slug,
      title: input.title ?? `Noticia ${slug}`,
      author: input.author === undefined ? 'Marta Sanz' : input.author,
      summary: input.summary ?? 'Un resumen.',
      languages: input.languages ?? ['es'],
      subjectIds: input.subjectIds ?? [],
      keywords: ['despido'],
      active: input.active ?? true,
      publishFrom: input.publishFrom === undefined ? ago(24 * HOUR) : input.publishFrom,
      publishTo: input.publishTo === undefined ? later(24 * HOUR) : input.publishTo,
      status: 'published',
      editorialState: 'ready_to_publish',
    })
    .returning();
  if (!row) throw new Error('news insert returned no row');
  await t.db.insert(newsContents).values({
    newsId: row.id,
    channel: 'web',
    content: input.content ?? '<p>Texto del artículo</p>',
  });
  const state = input.state ?? 'published';
  await t.db.insert(newsPublications).values({
    newsId: row.id,
    channel: 'web',
    state,
    publishedAt: state === 'published' ? (input.publishedAt ?? ago(HOUR)) : null,
  });
  return row;
}

async function publicOffice(values: { newsUrl?: string | null } = {}) {
  return createOffice(t.db, {
    newsUrl: values.newsUrl === undefined ? 'https://despacho.example/noticias' : values.newsUrl,
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  requestJson(t.app, 'GET', path, undefined, { headers });

async function listOf(path: string): Promise<Page<PublicNewsItem>> {
  const response = await get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<PublicNewsItem>;
}

describe('GET /public/v1/offices/{key}/news', () => {
  it('lists only the office’s active, published web news within their range, newest first', async () => {
    const office = await publicOffice();
    const other = await publicOffice();
    const older = await addNews(office.id, { publishedAt: ago(3 * HOUR) });
    const newer = await addNews(office.id, { publishedAt: ago(HOUR) });
    const open = await addNews(office.id, { publishFrom: null, publishTo: null, publishedAt: ago(2 * HOUR) });
    await addNews(office.id, { state: 'unpublished' });
    await addNews(office.id, { state: 'scheduled' });
    await addNews(office.id, { state: 'failed' });
    await addNews(office.id, { active: false });
    await addNews(office.id, { publishFrom: later(HOUR) });
    await addNews(office.id, { publishTo: ago(1) });
    await addNews(other.id);

    const page = await listOf(`/public/v1/offices/${office.publicKey}/news`);
    expect(page.objects.map((item) => item.slug)).toEqual([newer.slug, open.slug, older.slug]);
    expect(page.total_number_of_objects).toBe(3);
    expect(page.total_pages).toBe(1);
    const [first] = page.objects;
    expect(first).toMatchObject({
      title: newer.title,
      url: `https://despacho.example/noticias?gaceta=${newer.slug}`,
      share_url: `https://gaceta.example/p/${office.publicKey}/${newer.slug}`,
      author: 'Marta Sanz',
      languages: ['es'],
    });
    expect(first).not.toHaveProperty('id');
    expect(first).not.toHaveProperty('office_id');
  });

  it('answers 404 to an unknown key and to an office id used as a key', async () => {
    const office = await publicOffice();
    expect((await errorOf(await get('/public/v1/offices/nokey/news'))).status).toBe(404);
    expect((await errorOf(await get(`/public/v1/offices/${office.id}/news`))).status).toBe(404);
  });

  it('pages, caps per at 50, and filters by subject and language', async () => {
    const office = await publicOffice();
    const a = await addNews(office.id, {
      publishedAt: ago(HOUR),
      languages: ['es'],
      subjectIds: [subjectIds[0] ?? ''],
    });
    const b = await addNews(office.id, {
      publishedAt: ago(2 * HOUR),
      languages: ['en'],
      subjectIds: [subjectIds[1] ?? ''],
    });
    const c = await addNews(office.id, { publishedAt: ago(3 * HOUR), languages: ['es', 'en'] });
    const base = `/public/v1/offices/${office.publicKey}/news`;

    const second = await listOf(`${base}?per=1&page=2`);
    expect(second.objects.map((item) => item.slug)).toEqual([b.slug]);
    expect(second.total_pages).toBe(3);
    expect((await listOf(`${base}?per=50`)).objects).toHaveLength(3);
    const past = await listOf(`${base}?page=9`);
    expect(past).toEqual({ objects: [], total_number_of_objects: 3, total_pages: 1 });
    expect(await errorOf(await get(`${base}?per=51`))).toMatchObject({ status: 422, fields: ['per'] });
    expect(await errorOf(await get(`${base}?page=0`))).toMatchObject({ status: 422, fields: ['page'] });

    const slugs = async (query: string) =>
      (await listOf(`${base}?${query}`)).objects.map((item) => item.slug);
    expect(await slugs(`subject=${subjectIds[0]}`)).toEqual([a.slug]);
    expect(await slugs('language=en')).toEqual([b.slug, c.slug]);
    expect(await slugs(`language=es&subject=${subjectIds[1]}`)).toEqual([]);
    expect(await errorOf(await get(`${base}?language=fr`))).toMatchObject({
      status: 422,
      fields: ['language'],
    });
    expect(await errorOf(await get(`${base}?subject=nope`))).toMatchObject({
      status: 422,
      fields: ['subject'],
    });
  });

  it('points url at the share page when the office has no news URL', async () => {
    const office = await publicOffice({ newsUrl: null });
    const item = await addNews(office.id);
    const [first] = (await listOf(`/public/v1/offices/${office.publicKey}/news`)).objects;
    expect(first?.url).toBe(`https://gaceta.example/p/${office.publicKey}/${item.slug}`);
    expect(first?.url).toBe(first?.share_url);
  });

  it('shows an item published through the News API, and hides it once unpublished', async () => {
    const office = await publicOffice();
    const { token } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['content_genrator', 'client_reviewer'],
    });
    const call = (method: string, path: string, body?: unknown) =>
      requestJson(t.app, method, path, body, { token });
    const fields = {
      title: 'Indemnización por despido',
      author: 'Marta Sanz',
      summary: 'Qué cobra un trabajador despedido sin causa.',
      subjects: subjectIds.slice(0, 1),
      languages: ['es'],
      areas: ['esp'],
      keywords: ['despido'],
      contents: [{ platform: 'web', title: 'Despido: qué cobrar', content: '<p>Texto</p>' }],
    };
    const created = await call('POST', '/v1/news_infos', fields);
    expect(created.status).toBe(201);
    const { id, slug } = await objectOf<{ id: string; slug: string }>(created);
    // The image as the upload leaves it (its files are not needed here).
    await t.db
      .update(news)
      .set({ imageKey: `news/${id}/image` })
      .where(eq(news.id, id));
    const activated = await call('PUT', `/v1/news_infos/${id}`, {
      ...fields,
      active: true,
      publish_from: ago(HOUR).toISOString(),
      publish_to: later(HOUR).toISOString(),
      revision: 1,
    });
    expect(activated.status).toBe(200);
    const base = `/public/v1/offices/${office.publicKey}/news`;
    expect((await listOf(base)).objects).toEqual([]);
    expect((await call('POST', `/v1/news_infos/${id}/publish`, { platform: 'web' })).status).toBe(200);
    versionExpires();
    const [shown] = (await listOf(base)).objects;
    expect(shown).toMatchObject({ slug, title: 'Despido: qué cobrar' });
    expect(shown?.image).toMatch(new RegExp(`^https://gaceta\\.example/files/news/${id}/image/`));
    // Its web copies, for a srcset: absolute, narrowest first.
    const folder = `https://gaceta.example/files/news/${id}/image`;
    expect(shown?.image_srcset).toBe(
      `${folder}/thumb.webp 160w, ${folder}/card.webp 640w, ${folder}/large.webp 1280w`,
    );
    expect((await call('POST', `/v1/news_infos/${id}/unpublish`, { platform: 'web' })).status).toBe(200);
    versionExpires();
    expect((await listOf(base)).objects).toEqual([]);
  });
});

describe('GET /public/v1/offices/{key}/news/{slug}', () => {
  it('returns a visible article with its web version, and 404 for anything not visible', async () => {
    const office = await publicOffice();
    const other = await publicOffice();
    const item = await addNews(office.id, { content: '<p>Hola <strong>mundo</strong></p>' });
    const hidden = await addNews(office.id, { active: false });
    const foreign = await addNews(other.id);
    const article = await objectOf<PublicNewsArticle>(
      await get(`/public/v1/offices/${office.publicKey}/news/${item.slug}`),
    );
    expect(article).toMatchObject({ slug: item.slug, content: '<p>Hola <strong>mundo</strong></p>' });
    for (const slug of [hidden.slug, foreign.slug, 'no-such-slug']) {
      expect((await get(`/public/v1/offices/${office.publicKey}/news/${slug}`)).status).toBe(404);
    }
  });

  it('carries the office’s disclaimer in the article’s language, shown on the article page', async () => {
    const office = await publicOffice();
    await t.db.insert(officeDisclaimers).values([
      { officeId: office.id, language: 'es', text: 'Este artículo no constituye asesoramiento jurídico.' },
      { officeId: office.id, language: 'en', text: 'This article does not constitute legal advice.' },
    ]);
    const spanish = await addNews(office.id);
    const english = await addNews(office.id, { languages: ['en'] });
    const portuguese = await addNews(office.id, { languages: ['pt'] });
    const read = async (slug: string) =>
      objectOf<PublicNewsArticle>(await get(`/public/v1/offices/${office.publicKey}/news/${slug}`));
    expect((await read(spanish.slug)).disclaimer).toBe('Este artículo no constituye asesoramiento jurídico.');
    expect((await read(english.slug)).disclaimer).toBe('This article does not constitute legal advice.');
    expect((await read(portuguese.slug)).disclaimer).toBeNull();
    const page = await (await get(`/p/${office.publicKey}/${english.slug}`)).text();
    expect(page).toContain(
      '<p class="gaceta-detail__disclaimer">This article does not constitute legal advice.</p>',
    );
  });

  it('gives the article a new ETag when the disclaimer is reworded, since it shows inside', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id);
    const path = `/public/v1/offices/${office.publicKey}/news/${item.slug}`;
    const before = (await get(path)).headers.get('etag') ?? '';
    await t.db
      .insert(officeDisclaimers)
      .values({ officeId: office.id, language: 'es', text: 'No constituye asesoramiento jurídico.' });
    versionExpires();
    await expect.poll(async () => (await get(path, { 'if-none-match': before })).status).toBe(200);
    expect((await objectOf<PublicNewsArticle>(await get(path))).disclaimer).toBe(
      'No constituye asesoramiento jurídico.',
    );
  });
});

describe('caching', () => {
  it('sends an ETag and Cache-Control, answers 304 to a match, and changes the ETag with the data and the clock', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id, { publishTo: later(2 * HOUR) });
    const path = `/public/v1/offices/${office.publicKey}/news`;
    const first = await get(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);

    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get(path, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    // Another query is another answer.
    expect((await get(`${path}?per=5`, { 'if-none-match': etag })).status).toBe(200);

    // Another replica (a second app on the same database) derives the same ETag.
    const replica = createApp({
      ...t.deps,
      staticDirs: { backoffice: '/nonexistent', widget: '/nonexistent' },
    });
    expect((await replica.request(path)).headers.get('etag')).toBe(etag);

    await t.db
      .update(news)
      .set({ title: 'Otro título', revision: sql`${news.revision} + 1` })
      .where(eq(news.id, item.id));
    // This app trusts the version it read for VERSION_TTL_MS, then answers with it once more
    // while it reads the new one in the background (a replica that had not read it would see the
    // change at once); then the change shows.
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    t.clock.advance(VERSION_TTL_MS);
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    await expect.poll(async () => (await get(path, { 'if-none-match': etag })).status).toBe(200);
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const etag2 = changed.headers.get('etag') ?? '';
    expect(etag2).not.toBe(etag);

    // Leaving the publish range changes the answer without any write.
    t.clock.advance(3 * HOUR);
    const expired = await get(path, { 'if-none-match': etag2 });
    expect(expired.status).toBe(200);
    expect(((await expired.json()) as Page<PublicNewsItem>).objects).toEqual([]);
  });

  it('answers a repeated request from what its URL was given, exactly as the route does', async () => {
    const office = await publicOffice();
    await addNews(office.id);
    const path = `/public/v1/offices/${office.publicKey}/news?per=5`;
    const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());
    // The first request takes the full path; the same ones again are answered before any route.
    const full = await get(path, { 'accept-encoding': 'gzip' });
    const again = await get(path, { 'accept-encoding': 'gzip' });
    expect(headersOf(again)).toEqual(headersOf(full));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await full.arrayBuffer()));
    const etag = full.headers.get('etag') ?? '';
    const notModified = await get(path, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(headersOf(notModified)).toMatchObject({
      etag,
      'cache-control': PUBLIC_CACHE_CONTROL,
      vary: 'Accept-Encoding',
      'access-control-allow-origin': '*',
    });
    // Another ETag, or a version past its second, takes the full path again.
    expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    versionExpires();
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
  });

  it('recalls what a URL was given only while the office’s version it was given for is current', async () => {
    const office = await publicOffice();
    const cache = createPublicCache();
    const ctx = publicContextOf(t.deps);
    const url = `http://x/public/v1/offices/${office.publicKey}/news`;
    const now = () => t.clock.now().getTime();
    const read = await cache.office(ctx, office.publicKey);
    const given = { key: read.key, version: read.version, etag: 'W/"a"', headers: {} };
    cache.note(url, given);
    expect(cache.recall(url, now())).toEqual(given);
    expect(cache.recall(`${url}?per=5`, now())).toBeUndefined();
    cache.note(url, { ...given, version: 'another', etag: 'W/"b"' });
    expect(cache.recall(url, now())).toBeUndefined();
    cache.note(url, given);
    t.clock.advance(VERSION_TTL_MS);
    expect(cache.recall(url, now())).toBeUndefined();
  });

  it('caches the article, theme and feeds the same way', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id);
    const key = office.publicKey;
    for (const path of [
      `/public/v1/offices/${key}/news/${item.slug}`,
      `/public/v1/offices/${key}/theme`,
      `/public/v1/offices/${key}/feed.xml`,
      `/public/v1/offices/${key}/feed.json`,
      `/p/${key}/${item.slug}`,
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).not.toBe('');
      expect((await get(path, { 'if-none-match': etag })).status, path).toBe(304);
    }
  });
});

describe('CORS', () => {
  it('is open on the public routes only', async () => {
    const office = await publicOffice();
    const origin = { origin: 'https://despacho.example' };
    const open = await get(`/public/v1/offices/${office.publicKey}/news`, origin);
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    // The public path skips the global middleware (no request id, no back-office CSP).
    expect(open.headers.get('x-request-id')).toBeNull();
    expect(open.headers.get('content-security-policy')).toBeNull();
    // Errors are readable cross-site too: the widget tells a 404 from a failure.
    const missing = await get('/public/v1/offices/no-such-key/news', origin);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await t.app.request('/public/v1/events', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const { token } = await createSignedInUser(t, { officeId: office.id });
    const closed = await requestJson(t.app, 'GET', '/v1/me', undefined, { token, headers: origin });
    expect(closed.status).toBe(200);
    expect(closed.headers.get('access-control-allow-origin')).toBeNull();
    const page = await get(`/p/${office.publicKey}/none`, origin);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /public/v1/offices/{key}/theme', () => {
  it('gives the defaults until the office stores a theme, then the stored one', async () => {
    const office = await publicOffice();
    const path = `/public/v1/offices/${office.publicKey}/theme`;
    const defaults = await objectOf<WebsiteTheme>(await get(path));
    expect(defaults).toMatchObject({ header: office.name, footer: `© ${office.name}`, font_weight: 700 });
    expect(defaults.heading_color).toMatch(/^#[0-9a-f]{6}$/i);
    await t.db.insert(officeThemes).values({
      officeId: office.id,
      headingColor: '#aa0000',
      fontFamily: 'Georgia, serif',
      fontWeight: 600,
      header: 'Actualidad',
      footer: '© Despacho',
      backgroundColor: '#fafafa',
      fontColor: '#111111',
    });
    versionExpires();
    expect(await objectOf<WebsiteTheme>(await get(path))).toEqual({
      heading_color: '#aa0000',
      font_family: 'Georgia, serif',
      font_weight: 600,
      header: 'Actualidad',
      footer: '© Despacho',
      background_color: '#fafafa',
      font_color: '#111111',
    });
    expect((await get('/public/v1/offices/nokey/theme')).status).toBe(404);
  });

  it('comes with the news list and the article on include=theme, so a widget’s first view is one request', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id);
    const base = `/public/v1/offices/${office.publicKey}`;
    const defaults = await objectOf<WebsiteTheme>(await get(`${base}/theme`));
    const list = (await listOf(`${base}/news?per=5&include=theme`)) as Page<PublicNewsItem> & WithTheme;
    expect(list.theme).toEqual(defaults);
    expect(list.objects.map((listed) => listed.slug)).toEqual([item.slug]);
    const article = (await (await get(`${base}/news/${item.slug}?include=theme`)).json()) as WithTheme;
    expect(article.theme).toEqual(defaults);
    // Without it, the answers are as before.
    expect(await listOf(`${base}/news?per=5`)).not.toHaveProperty('theme');
    expect(await (await get(`${base}/news/${item.slug}`)).json()).not.toHaveProperty('theme');
    for (const path of [`${base}/news?include=everything`, `${base}/news/${item.slug}?include=x`]) {
      const refused = await get(path);
      expect(refused.status, path).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { include: expect.any(Array) },
      });
    }
  });
});

const HOSTILE = 'Despidos <script>alert("x")</script> & "comillas" ]]>';

describe('feeds', () => {
  it('serves a valid RSS 2.0 feed of the visible articles, escaped', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id, { title: HOSTILE, content: '<p>a ]]> b</p>' });
    await addNews(office.id, { active: false });
    const response = await get(`/public/v1/offices/${office.publicKey}/feed.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.title).toBe(office.name);
    expect(channel['atom:link']['@_href']).toBe(
      `https://gaceta.example/public/v1/offices/${office.publicKey}/feed.xml`,
    );
    const entry = channel.item;
    expect(Array.isArray(entry)).toBe(false);
    expect(entry.title).toBe(HOSTILE);
    expect(entry.link).toBe(`https://despacho.example/noticias?gaceta=${item.slug}`);
    expect(entry.guid['#text']).toBe(`https://gaceta.example/p/${office.publicKey}/${item.slug}`);
    expect(entry['content:encoded']).toBe('<p>a ]]&gt; b</p>');
    expect(Number.isNaN(Date.parse(entry.pubDate))).toBe(false);
  });

  it('keeps one language on language=, and is in the office’s language otherwise', async () => {
    const office = await publicOffice();
    const spanish = await addNews(office.id, { languages: ['es'], publishedAt: ago(3 * HOUR) });
    const english = await addNews(office.id, { languages: ['en'], publishedAt: ago(HOUR) });
    const channelOf = async (query: string) => {
      const xml = await (await get(`/public/v1/offices/${office.publicKey}/feed.xml${query}`)).text();
      const { channel } = new XMLParser().parse(xml).rss;
      const items = Array.isArray(channel.item) ? channel.item : [channel.item];
      return { language: channel.language, links: items.map((entry: { link: string }) => entry.link) };
    };
    // The newest article is in English; the office (in Spain) writes in Spanish.
    const all = await channelOf('');
    expect(all.language).toBe('es');
    expect(all.links).toHaveLength(2);
    expect(await channelOf('?language=en')).toEqual({
      language: 'en',
      links: [`https://despacho.example/noticias?gaceta=${english.slug}`],
    });
    const json = (await (
      await get(`/public/v1/offices/${office.publicKey}/feed.json?language=es`)
    ).json()) as {
      language: string;
      feed_url: string;
      items: { url: string }[];
    };
    expect(json.language).toBe('es');
    expect(json.feed_url).toBe(
      `https://gaceta.example/public/v1/offices/${office.publicKey}/feed.json?language=es`,
    );
    expect(json.items.map((entry) => entry.url)).toEqual([
      `https://despacho.example/noticias?gaceta=${spanish.slug}`,
    ]);
    const refused = await get(`/public/v1/offices/${office.publicKey}/feed.xml?language=fr`);
    expect(refused.status).toBe(422);
  });

  it('serves a JSON Feed 1.1 of the visible articles', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id, { title: HOSTILE });
    await addNews(office.id, { state: 'unpublished' });
    const response = await get(`/public/v1/offices/${office.publicKey}/feed.json`);
    expect(response.headers.get('content-type')).toMatch(/^application\/feed\+json/);
    const feed = (await response.json()) as Record<string, unknown> & { items: Record<string, unknown>[] };
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: office.name,
      home_page_url: 'https://despacho.example/noticias',
      feed_url: `https://gaceta.example/public/v1/offices/${office.publicKey}/feed.json`,
    });
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      id: `https://gaceta.example/p/${office.publicKey}/${item.slug}`,
      url: `https://despacho.example/noticias?gaceta=${item.slug}`,
      title: HOSTILE,
      content_html: '<p>Texto del artículo</p>',
      authors: [{ name: 'Marta Sanz' }],
    });
    expect(Number.isNaN(Date.parse(String(feed.items[0]?.date_published)))).toBe(false);
  });
});

describe('GET /p/{key}/{slug}', () => {
  it('renders the article with card tags, JSON-LD and a canonical link, everything escaped', async () => {
    const office = await publicOffice();
    await t.db.insert(officeThemes).values({
      officeId: office.id,
      headingColor: '#aa0000',
      fontFamily: 'Georgia, serif',
      fontWeight: 600,
      header: 'Cabecera <b>',
      footer: 'Pie',
      backgroundColor: '#fafafa',
      fontColor: '#111111',
    });
    const item = await addNews(office.id, {
      title: HOSTILE,
      summary: 'Resumen "citado" <img src=x onerror=alert(1)>',
      content: '<p>Bien</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    const response = await get(`/p/${office.publicKey}/${item.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const canonical = `https://despacho.example/noticias?gaceta=${item.slug}`;

    expect(html).toContain(`<link rel="canonical" href="${canonical.replace('&', '&amp;')}">`);
    expect(html).toContain(
      '<meta property="og:title" content="Despidos &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;comillas&quot; ]]&gt;">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    // Networks scrape og:url: the page that carries these tags (decision 031).
    expect(html).toContain(
      `<meta property="og:url" content="https://gaceta.example/p/${office.publicKey}/${item.slug}">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="twitter:title"');
    expect(html).toContain('--gaceta-heading-color:#aa0000');
    expect(html).toContain('Cabecera &lt;b&gt;');
    // Nothing the editor or a title brings in runs: the only script is the JSON-LD block.
    expect(html.match(/<script/g)).toHaveLength(1);
    const markup = html.replace(/<script type="application\/ld\+json">.*?<\/script>/, '');
    expect(markup.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*onerror/);

    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    const data = JSON.parse(jsonLd);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: HOSTILE,
      mainEntityOfPage: canonical,
      author: { '@type': 'Person', name: 'Marta Sanz' },
      publisher: { '@type': 'Organization', name: office.name },
    });
  });

  it('answers a themed 404 page for unknown, hidden and other offices’ articles', async () => {
    const office = await publicOffice();
    const other = await publicOffice();
    const hidden = await addNews(office.id, { publishFrom: later(HOUR) });
    const foreign = await addNews(other.id);
    for (const path of [
      `/p/${office.publicKey}/${hidden.slug}`,
      `/p/${office.publicKey}/${foreign.slug}`,
      `/p/nokey/${foreign.slug}`,
      `/p/${office.publicKey}/bad%20slug`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toContain(
        '<h1 class="gaceta-not-found">Esta noticia no existe o ya no está publicada.</h1>',
      );
    }
    // An office's missing article leads back to its news; an unknown office has none to offer.
    const missing = await (await get(`/p/${office.publicKey}/${hidden.slug}`)).text();
    expect(missing).toContain('<a class="gaceta-detail__back" href="https://despacho.example/noticias">');
    expect(await (await get(`/p/nokey/${foreign.slug}`)).text()).not.toContain('gaceta-detail__back');
  });

  it('gives networks the whole headline, whatever the search engines’ title', async () => {
    const office = await publicOffice();
    const title = 'El Tribunal Supremo fija doctrina sobre la indemnización por despido improcedente en 2026';
    const item = await addNews(office.id, { title });
    await t.db
      .update(news)
      .set({ metaTitle: 'Indemnización por despido: doctrina…' })
      .where(eq(news.id, item.id));
    const html = await (await get(`/p/${office.publicKey}/${item.slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(html).toContain('<title>Indemnización por despido: doctrina… · ');
  });
});

describe('POST /public/v1/events', () => {
  const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

  /** As sendBeacon sends it: a JSON string as text/plain. */
  const beacon = (body: unknown, ip: string, userAgent = BROWSER) =>
    t.app.request('/public/v1/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const eventsOf = (officeId: string) =>
    t.db.select().from(webEvents).where(eq(webEvents.officeId, officeId));

  it('counts views per visitor and day, without cookies or raw addresses', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id, { publishTo: later(72 * HOUR) });
    const view = { office: office.publicKey, kind: 'view', news: item.slug };
    const first = await beacon(view, '203.0.113.7');
    expect(first.status).toBe(204);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await beacon(view, '203.0.113.7')).status).toBe(204);
    expect((await beacon(view, '203.0.113.8')).status).toBe(204);
    expect((await beacon({ office: office.publicKey, kind: 'impression' }, '203.0.113.7')).status).toBe(204);
    expect(
      (
        await beacon(
          { office: office.publicKey, kind: 'share', news: item.slug, network: 'linkedin' },
          '203.0.113.7',
        )
      ).status,
    ).toBe(204);

    const rows = await eventsOf(office.id);
    const views = rows.filter((row) => row.kind === 'view');
    expect(views.map((row) => row.count).sort()).toEqual([1, 2]);
    expect(views.every((row) => row.newsId === item.id)).toBe(true);
    expect(rows.find((row) => row.kind === 'impression')?.newsId).toBeNull();
    expect(rows.find((row) => row.kind === 'share')?.network).toBe('linkedin');
    // The office's date (Europe/Madrid by default), which its statistics count by.
    const today = instantToWallClock(t.clock.now().toISOString(), office.timeZone).date;
    expect(new Set(rows.map((row) => row.day))).toEqual(new Set([today]));

    // The address appears nowhere in the database.
    const dump = await t.db.execute(
      sql`select (select json_agg(w) from web_events w)::text || (select json_agg(r) from rate_limits r)::text as text`,
    );
    const text = JSON.stringify(dump);
    expect(text).not.toContain('203.0.113.7');
    expect(text).not.toContain('203.0.113.8');

    // A new day has a new salt: the same visitor is not linkable across days.
    t.clock.advance(24 * HOUR);
    await beacon(view, '203.0.113.7');
    const hashes = new Set(
      (await eventsOf(office.id)).filter((row) => row.kind === 'view').map((row) => row.visitorHash),
    );
    expect(hashes.size).toBe(3);
  });

  it('cannot be inflated cheaply: one visitor per address whatever its user agent, capped per day, public articles only', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id);
    const draft = await addNews(office.id, { state: 'scheduled' });
    const inactive = await addNews(office.id, { active: false });
    const view = (slug: string) => ({ office: office.publicKey, kind: 'view', news: slug });
    // One address, a new user agent each time: one visitor, whose views of the article stop at the cap.
    for (let i = 0; i < 10; i++) {
      await beacon(view(item.slug), '203.0.113.50', `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + i}.0`);
    }
    await beacon(view(draft.slug), '203.0.113.50');
    await beacon(view(inactive.slug), '203.0.113.50');
    const rows = (await eventsOf(office.id)).filter((row) => row.kind === 'view');
    expect(rows.map((row) => [row.newsId, row.count])).toEqual([[item.id, DAILY_CAP_PER_VISITOR.view]]);
  });

  it('ignores bots, unknown offices and unknown articles', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id);
    const view = { office: office.publicKey, kind: 'view', news: item.slug };
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon(view, '198.51.100.1', bot)).status).toBe(204);
    expect((await beacon(view, '198.51.100.1', '')).status).toBe(204);
    expect((await beacon({ ...view, office: 'nokey' }, '198.51.100.1')).status).toBe(204);
    expect((await beacon({ ...view, news: 'no-such-slug' }, '198.51.100.1')).status).toBe(204);
    expect(await eventsOf(office.id)).toEqual([]);
  });

  it('refuses malformed and invalid bodies', async () => {
    expect((await errorOf(await beacon('{nope', '198.51.100.2'))).code).toBe('MALFORMED_JSON');
    expect(await errorOf(await beacon({ office: 'abc', kind: 'click' }, '198.51.100.2'))).toMatchObject({
      status: 422,
      fields: ['kind'],
    });
    expect((await errorOf(await beacon('x'.repeat(5000), '198.51.100.2'))).status).toBe(413);
  });

  it('limits the events one address sends a minute', async () => {
    const office = await publicOffice();
    const impression = { office: office.publicKey, kind: 'impression' };
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) {
      expect((await beacon(impression, '192.0.2.9')).status).toBe(204);
    }
    const limited = await beacon(impression, '192.0.2.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await beacon(impression, '192.0.2.10')).status).toBe(204);
    t.clock.advance(61_000);
    expect((await beacon(impression, '192.0.2.9')).status).toBe(204);
    // Each address counted, its own count capped for the day.
    const counts = (await eventsOf(office.id)).map((row) => row.count).sort((a, b) => a - b);
    expect(counts).toEqual([1, DAILY_CAP_PER_VISITOR.impression]);
  });
});

/** An article image stored as an upload leaves it (every copy); `withoutShare`: as stored before the share copy existed. */
async function addImage(newsId: string, options: { withoutShare?: boolean } = {}) {
  const folder = await storeArticleImage(t.storage, newsId, options);
  await t.db
    .update(news)
    .set({ imageKey: folder, imageDescription: 'Una balanza <y> "un mazo"' })
    .where(eq(news.id, newsId));
  return folder;
}

/** What this app serves at an absolute URL of its own. */
async function fetchOwn(url: string, headers: Record<string, string> = {}) {
  expect(url.startsWith('https://gaceta.example/')).toBe(true);
  return t.app.request(url.slice('https://gaceta.example'.length), { headers });
}

async function jpegOf(url: string) {
  const response = await fetchOwn(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await response.arrayBuffer());
  const metadata = await sharp(bytes).metadata();
  return { bytes, format: metadata.format, width: metadata.width, height: metadata.height };
}

describe('feeds with images', () => {
  it('gives each RSS item its image as an enclosure with the stored file’s length, and inside content:encoded', async () => {
    const office = await publicOffice();
    const withImage = await addNews(office.id, { publishedAt: ago(HOUR) });
    const folder = await addImage(withImage.id);
    const older = await addNews(office.id, { publishedAt: ago(2 * HOUR) });
    // An image stored before the share copy was kept: the feed makes it once.
    const oldFolder = await addImage(older.id, { withoutShare: true });
    await addNews(office.id, { publishedAt: ago(3 * HOUR) });

    const response = await get(`/public/v1/offices/${office.publicKey}/feed.xml`);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parser = new Parser<object, { 'content:encoded': string; media?: { $: Record<string, string> } }>({
      customFields: { item: [['media:content', 'media'], 'content:encoded'] },
    });
    const feed = await parser.parseString(xml);
    expect(feed.items).toHaveLength(3);
    const [first, second, third] = feed.items;
    const shareUrl = `https://gaceta.example/files/${folder}/share.jpg`;
    expect(first?.enclosure).toEqual({
      url: shareUrl,
      type: 'image/jpeg',
      length: String(await t.storage.size(`${folder}/share.jpg`)),
    });
    expect(first?.['content:encoded']).toMatch(
      new RegExp(
        `^<figure><img src="${shareUrl}" alt="Una balanza &lt;y&gt; &quot;un mazo&quot;" width="1200" height="630"></figure><p>Texto`,
      ),
    );
    expect(first?.media?.$).toMatchObject({ url: shareUrl, medium: 'image', width: '1200', height: '630' });
    expect(second?.enclosure?.url).toBe(`https://gaceta.example/files/${oldFolder}/share.jpg`);
    expect(Number(second?.enclosure?.length)).toBe(await t.storage.size(`${oldFolder}/share.jpg`));
    expect(third?.enclosure).toBeUndefined();
    expect(third?.['content:encoded']).toBe('<p>Texto del artículo</p>');

    // The enclosure is a real 1200 × 630 JPEG of the stated length.
    for (const item of [first, second]) {
      const image = await jpegOf(item?.enclosure?.url ?? '');
      expect(image).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(image.bytes.length).toBe(Number(item?.enclosure?.length));
    }

    const json = (await (await get(`/public/v1/offices/${office.publicKey}/feed.json`)).json()) as {
      items: { image?: string; content_html: string }[];
    };
    expect(json.items.map((item) => item.image)).toEqual([
      shareUrl,
      `https://gaceta.example/files/${oldFolder}/share.jpg`,
      undefined,
    ]);
    expect(json.items[0]?.content_html).toContain(`<img src="${shareUrl}"`);
  });

  it('answers Last-Modified and honours If-Modified-Since, If-None-Match first', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id);
    // Later than anything the inserts stamped (the database's clock is the test clock).
    const changed = new Date(Math.ceil(t.clock.now().getTime() / 1000) * 1000 + 5000);
    await t.db.update(news).set({ updatedAt: changed }).where(eq(news.id, item.id));
    versionExpires();
    for (const format of ['xml', 'json']) {
      const path = `/public/v1/offices/${office.publicKey}/feed.${format}`;
      const first = await get(path);
      expect(first.status).toBe(200);
      const lastModified = first.headers.get('last-modified') ?? '';
      expect(lastModified).toBe(changed.toUTCString());

      const same = await get(path, { 'if-modified-since': lastModified });
      expect(same.status).toBe(304);
      expect(await same.text()).toBe('');
      expect(same.headers.get('last-modified')).toBe(lastModified);
      expect(same.headers.get('etag')).toBe(first.headers.get('etag'));
      const later = new Date(changed.getTime() + 60_000).toUTCString();
      expect((await get(path, { 'if-modified-since': later })).status).toBe(304);
      const earlier = new Date(changed.getTime() - 1000).toUTCString();
      expect((await get(path, { 'if-modified-since': earlier })).status).toBe(200);
      expect((await get(path, { 'if-modified-since': 'not a date' })).status).toBe(200);
      // A client with an ETag is answered by it alone (RFC 9110).
      expect((await get(path, { 'if-modified-since': lastModified, 'if-none-match': '"old"' })).status).toBe(
        200,
      );
      const byEtag = await get(path, { 'if-none-match': first.headers.get('etag') ?? '' });
      expect(byEtag.status).toBe(304);
      expect(byEtag.headers.get('last-modified')).toBe(lastModified);
    }

    // Unpublishing moves it on, though the item leaves the feed.
    const unpublished = new Date(changed.getTime() + 10_000);
    await t.db
      .update(newsPublications)
      .set({ state: 'unpublished', updatedAt: unpublished })
      .where(eq(newsPublications.newsId, item.id));
    versionExpires();
    const path = `/public/v1/offices/${office.publicKey}/feed.xml`;
    const after = await get(path, { 'if-modified-since': changed.toUTCString() });
    expect(after.status).toBe(200);
    expect(after.headers.get('last-modified')).toBe(unpublished.toUTCString());
  });

  it('moves Last-Modified on when an item in the feed is deleted, by the audit log’s record of it', async () => {
    const office = await publicOffice();
    const kept = await addNews(office.id);
    const deleted = await addNews(office.id);
    const path = `/public/v1/offices/${office.publicKey}/feed.xml`;
    const before = Date.parse((await get(path)).headers.get('last-modified') ?? '');
    t.clock.advance(60_000);
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
    const answer = await requestJson(t.app, 'DELETE', `/v1/news_infos/${deleted.id}`, undefined, { token });
    expect(answer.status).toBe(200);
    const [deletion] = await t.db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, deleted.id), eq(auditLog.action, 'news.delete')));
    versionExpires();
    const response = await get(path);
    expect((await new Parser().parseString(await response.text())).items.map((item) => item.guid)).toEqual([
      `https://gaceta.example/p/${office.publicKey}/${kept.slug}`,
    ]);
    const after = Date.parse(response.headers.get('last-modified') ?? '');
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(Math.floor((deletion?.at.getTime() ?? 0) / 1000) * 1000);
  });

  it('compresses feeds once, by Accept-Encoding: brotli, gzip or none', async () => {
    const office = await publicOffice();
    for (let n = 0; n < 3; n++)
      await addNews(office.id, { content: `<p>${'Texto del artículo. '.repeat(40)}</p>` });
    for (const format of ['xml', 'json']) {
      const path = `/public/v1/offices/${office.publicKey}/feed.${format}`;
      const plain = await get(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      const text = await plain.text();

      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(brotliDecompressSync(brBytes).toString()).toBe(text);

      const gz = await get(path, { 'accept-encoding': 'gzip' });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

      const refused = await get(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers.get('content-encoding')).toBeNull();
      expect(await refused.text()).toBe(text);
      // A 304 says the same Vary.
      const etag = br.headers.get('etag') ?? '';
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
    }
  });
});

const metaOf = (document: Document, attribute: 'name' | 'property', name: string) =>
  document.querySelector(`meta[${attribute}="${name}"]`)?.getAttribute('content') ?? null;

describe('share page cards', () => {
  it('gives networks a 1200 × 630 JPEG, the page itself as og:url, the article’s language and the publisher’s logo', async () => {
    const office = await publicOffice();
    const item = await addNews(office.id, { title: 'Unfair dismissal', languages: ['en'] });
    const folder = await addImage(item.id);
    const response = await get(`/p/${office.publicKey}/${item.slug}`);
    expect(response.status).toBe(200);
    const { document } = parseHTML(await response.text());
    const shareUrl = `https://gaceta.example/p/${office.publicKey}/${item.slug}`;
    const imageUrl = `https://gaceta.example/files/${folder}/share.jpg`;
    const logoUrl = `https://gaceta.example/public/v1/offices/${office.publicKey}/logo.png`;

    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://despacho.example/noticias?gaceta=${item.slug}`,
    );
    expect({
      url: metaOf(document, 'property', 'og:url'),
      locale: metaOf(document, 'property', 'og:locale'),
      image: metaOf(document, 'property', 'og:image'),
      type: metaOf(document, 'property', 'og:image:type'),
      width: metaOf(document, 'property', 'og:image:width'),
      height: metaOf(document, 'property', 'og:image:height'),
      alt: metaOf(document, 'property', 'og:image:alt'),
      card: metaOf(document, 'name', 'twitter:card'),
      twitterImage: metaOf(document, 'name', 'twitter:image'),
      twitterAlt: metaOf(document, 'name', 'twitter:image:alt'),
    }).toEqual({
      url: shareUrl,
      locale: 'en_GB',
      image: imageUrl,
      type: 'image/jpeg',
      width: '1200',
      height: '630',
      alt: 'Una balanza <y> "un mazo"',
      card: 'summary_large_image',
      twitterImage: imageUrl,
      twitterAlt: 'Una balanza <y> "un mazo"',
    });
    expect(await jpegOf(imageUrl)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      image: [imageUrl],
      mainEntityOfPage: `https://despacho.example/noticias?gaceta=${item.slug}`,
      publisher: {
        '@type': 'Organization',
        name: office.name,
        logo: { '@type': 'ImageObject', url: logoUrl, width: 512, height: 512 },
      },
    });

    // The office has no logo: one with its initials, a real PNG.
    const logo = await fetchOwn(logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await logo.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // Not one flat colour: the initials are drawn on it.
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]?.stdev).toBeGreaterThan(10);
    expect((await fetchOwn(logoUrl, { 'if-none-match': logo.headers.get('etag') ?? '' })).status).toBe(304);
  });

  it('shows the office’s own logo, and uses it as the card of an article without an image', async () => {
    const office = await publicOffice({ newsUrl: null });
    const logoFolder = `logos/${office.id}/${randomUUID()}`;
    // A red logo, twice as wide as high.
    const red = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#d00000' } })
      .webp()
      .toBuffer();
    await t.storage.put(`${logoFolder}/card.webp`, red, 'image/webp');
    await t.db.update(offices).set({ logoKey: logoFolder }).where(eq(offices.id, office.id));
    const item = await addNews(office.id, { languages: ['pt'] });
    versionExpires();
    const { document } = parseHTML(await (await get(`/p/${office.publicKey}/${item.slug}`)).text());
    const logoUrl = `https://gaceta.example/public/v1/offices/${office.publicKey}/logo.png`;
    expect(document.documentElement.getAttribute('lang')).toBe('pt');
    expect(metaOf(document, 'property', 'og:locale')).toBe('pt_PT');
    // Without a news page, the share page is canonical too.
    const shareUrl = `https://gaceta.example/p/${office.publicKey}/${item.slug}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(shareUrl);
    expect(metaOf(document, 'property', 'og:url')).toBe(shareUrl);
    expect(metaOf(document, 'property', 'og:image')).toBe(logoUrl);
    expect(metaOf(document, 'property', 'og:image:type')).toBe('image/png');
    expect(metaOf(document, 'name', 'twitter:card')).toBe('summary');
    const logo = Buffer.from(await (await fetchOwn(logoUrl)).arrayBuffer());
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // Its own logo, centred: red in the middle, transparent above and below.
    const { data } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    const [r, g, b] = pixel(256, 256);
    expect(r).toBeGreaterThan(200);
    expect((g ?? 99) + (b ?? 99)).toBeLessThan(10);
    expect(pixel(256, 10)[3]).toBe(0);
  });
});

describe('robots.txt and sitemaps', () => {
  it('serves a robots.txt that lets crawlers read the public pages and keeps them out of the back-office', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toContain('User-agent: *');
    for (const path of ['/p/', '/public/v1/offices/', '/files/articles/', '/widget/'])
      expect(lines).toContain(`Allow: ${path}`);
    expect(lines).toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://gaceta.example/sitemap.xml');
  });

  it('indexes each office’s sitemap of its visible articles’ share pages', async () => {
    const office = await publicOffice();
    const shown = await addNews(office.id, { publishedAt: ago(HOUR) });
    const alsoShown = await addNews(office.id, { publishedAt: ago(2 * HOUR) });
    await addNews(office.id, { state: 'unpublished' });
    await addNews(office.id, { publishTo: ago(1) });
    const empty = await publicOffice();

    const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });
    const index = await t.app.request('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(XMLValidator.validate(indexXml)).toBe(true);
    const sitemaps = parser.parse(indexXml).sitemapindex.sitemap as { loc: string; lastmod: string }[];
    const own = sitemaps.find(
      (entry) => entry.loc === `https://gaceta.example/p/${office.publicKey}/sitemap.xml`,
    );
    expect(own).toBeDefined();
    expect(Number.isNaN(Date.parse(own?.lastmod ?? ''))).toBe(false);
    expect(sitemaps.some((entry) => entry.loc.includes(empty.publicKey))).toBe(false);

    const sitemap = await fetchOwn(own?.loc ?? '');
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = parser.parse(xml);
    expect(urlset).toBeDefined();
    const urls = urlset.url as { loc: string; lastmod: string }[];
    expect(urls.map((entry) => entry.loc)).toEqual([
      `https://gaceta.example/p/${office.publicKey}/${shown.slug}`,
      `https://gaceta.example/p/${office.publicKey}/${alsoShown.slug}`,
    ]);
    for (const entry of urls) {
      expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
      expect((await fetchOwn(entry.loc)).status).toBe(200);
    }
    expect((await t.app.request('/p/nokey/sitemap.xml')).status).toBe(404);
  });
});
