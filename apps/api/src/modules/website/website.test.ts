import { randomUUID } from 'node:crypto';
import type { Page } from '@gaceta/shared/common';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import type { PublicNewsArticle, PublicNewsItem, WebsiteTheme, WithTheme } from '@gaceta/shared/website';
import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  news,
  newsContents,
  newsPublications,
  officeDisclaimers,
  officeThemes,
  subjects,
  webEvents,
} from '../../db/schema';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../test/harness';
import { DAILY_CAP_PER_VISITOR, EVENTS_PER_MINUTE } from './events';
import { VERSION_STALE_MS, VERSION_TTL_MS } from './public-cache';

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
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
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
