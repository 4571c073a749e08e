import { ObjectOf, PageOf } from '@gaceta/shared/common';
import { issueMessage, issuePath } from '@gaceta/shared/issues';
import type { NewsLanguage } from '@gaceta/shared/news';
import {
  ArticleParam,
  defaultTheme,
  escapeHtml,
  FeedQuery,
  feedUrls,
  OfficeKeyParam,
  PublicInclude,
  PublicNewsArticle,
  PublicNewsItem,
  PublicNewsQuery,
  WebEventInput,
  WebsiteTheme,
  WithTheme,
} from '@gaceta/shared/website';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { publicCacheAnswers } from '../../lib/metrics';
import { access } from '../../middleware/access';
import { limitBodies } from '../../middleware/body-limit';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { negotiateEncoding } from '../static/built-files';
import { recordEvent } from './events';
import { FEED_ITEMS, jsonFeed, rssFeed } from './feeds';
import { LOGO_SIZE, officeLogoPng } from './logo';
import { articlePage, notFoundPage } from './page';
import { type Answer, type KeptAnswer, matches, type PublicCache, type PublicPathEnv } from './public-cache';
import { PUBLIC_HEADERS } from './public-path';
import {
  etagOf,
  feedLastModified,
  getPublicArticle,
  getSharedArticle,
  getTheme,
  latestArticles,
  listPublicNews,
  officesWithArticles,
  type PublicOffice,
  sitemapEntries,
} from './website.service';

const tags = ['website'] as const;
/** Short enough that a publication shows within a minute; stale answers cover a slow revalidation. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** A beacon body is a few dozen bytes; anything much larger is not one. */
const EVENT_BODY_MAX = 2048;

/** Whether If-Modified-Since is at or after `lastModified` (both at second resolution). */
function unmodifiedSince(ifModifiedSince: string | undefined, lastModified: Date | undefined): boolean {
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Answers from the office's version: 304 when the client holds the current ETag (nothing read
 * beyond the version) or, sending no If-None-Match, a copy as recent as the answer's Last-Modified
 * (the feeds); otherwise the answer kept for that ETag or the one `render` makes, in the encoding
 * the client accepts best (compressed once, when kept), with the ETag and caching headers. The
 * Response is built with plain headers, which @hono/node-server writes out without building a
 * Headers object. What the URL was answered with is noted for `answerAsGiven`.
 */
async function cached(
  c: Context<PublicPathEnv>,
  office: PublicOffice,
  request: unknown,
  render: () => Promise<Answer>,
  base: Record<string, string> = PUBLIC_HEADERS,
): Promise<Response> {
  const cache = c.var.publicCache;
  const etag = etagOf(office, `${c.req.path}|${JSON.stringify(request)}`);
  const headers: Record<string, string> = {
    ...base,
    ETag: etag,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  };
  const note = () => {
    if (c.req.method === 'GET')
      cache.note(c.req.url, { key: office.key, version: office.version, etag, headers });
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (matches(ifNoneMatch, etag)) {
    const lastModified = cache.kept(etag)?.lastModifiedHeader;
    if (lastModified) headers['Last-Modified'] = lastModified;
    note();
    publicCacheAnswers.inc({ result: 'not_modified' });
    return new Response(null, { status: 304, headers });
  }
  const hit = cache.kept(etag) !== undefined;
  const answer = await cache.answer(etag, render);
  if (answer.lastModifiedHeader) headers['Last-Modified'] = answer.lastModifiedHeader;
  note();
  // RFC 9110: If-Modified-Since only counts without If-None-Match, and only for a 200.
  if (
    !ifNoneMatch &&
    answer.status === 200 &&
    unmodifiedSince(c.req.header('if-modified-since'), answer.lastModified)
  ) {
    publicCacheAnswers.inc({ result: 'not_modified' });
    return new Response(null, { status: 304, headers });
  }
  publicCacheAnswers.inc({ result: hit ? 'hit' : 'miss' });
  return withBody(c, answer, { ...headers });
}

/** The kept answer in the encoding the client accepts best, with `headers` and its body's own. */
function withBody(c: Context, answer: KeptAnswer, headers: Record<string, string>): Response {
  headers['Content-Type'] = answer.contentType;
  const encoding = negotiateEncoding(c, answer.encodings);
  if (encoding === 'identity') return new Response(answer.body, { status: answer.status, headers });
  headers['Content-Encoding'] = encoding;
  return new Response(answer.encoded[encoding], { status: answer.status, headers });
}

/**
 * A repeated GET of the public path answered as its URL last was, while the office's version it
 * was answered for is current (PublicCache.recall): a 304 for the ETag the client holds, or the
 * kept answer. The same URL would be validated, hashed and rendered to the same ETag and body, so
 * this skips the route's work (decision 021, later). Conditional requests it cannot settle alike
 * (another ETag, If-Modified-Since) take the full path, as does everything else (undefined).
 */
export function answerAsGiven(c: Context, cache: PublicCache, now: number): Response | undefined {
  if (c.req.method !== 'GET') return undefined;
  const given = cache.recall(c.req.url, now);
  if (!given) return undefined;
  const ifNoneMatch = c.req.header('if-none-match');
  if (matches(ifNoneMatch, given.etag)) {
    publicCacheAnswers.inc({ result: 'not_modified' });
    return new Response(null, { status: 304, headers: given.headers });
  }
  if (ifNoneMatch || c.req.header('if-modified-since')) return undefined;
  const answer = cache.kept(given.etag);
  if (!answer) return undefined;
  publicCacheAnswers.inc({ result: 'hit' });
  return withBody(c, answer, { ...given.headers });
}

const JSON_TYPE = 'application/json; charset=UTF-8';
const json = (value: unknown): Answer => ({
  status: 200,
  contentType: JSON_TYPE,
  body: JSON.stringify(value),
});

/** The answer, with the office's theme beside it when the request asks `include=theme`. */
async function withTheme<T extends object>(
  ctx: ServiceContext,
  office: PublicOffice,
  { include }: PublicInclude,
  answer: T,
): Promise<T & WithTheme> {
  return include === 'theme' ? { ...answer, theme: await getTheme(ctx, office) } : answer;
}

/** The public website API (no sign-in; on the public path of app.ts, where CORS is open). */
/** The two feeds differ only in format: RSS 2.0 (feed.xml) and JSON Feed 1.1 (feed.json). */
const FEEDS = {
  xml: {
    name: 'RSS 2.0 feed',
    contentType: 'application/rss+xml',
    self: 'rss',
    render: (feed: Parameters<typeof rssFeed>[0]) => rssFeed(feed),
  },
  json: {
    name: 'JSON Feed 1.1',
    contentType: 'application/feed+json',
    self: 'json',
    render: (feed: Parameters<typeof jsonFeed>[0]) => JSON.stringify(jsonFeed(feed)),
  },
} as const;

function feedRoute(format: keyof typeof FEEDS) {
  const feed = FEEDS[format];
  return [
    `/public/v1/offices/:key/feed.${format}`,
    describe({
      access: 'public',
      summary: `${feed.name} of the office's ${FEED_ITEMS} latest web articles (language= keeps one language), each with its image (1200 × 630 JPEG); ETag and Last-Modified (304 when unchanged), gzip or brotli by Accept-Encoding`,
      tags,
      response: { status: 200, file: feed.contentType },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    validate('query', FeedQuery),
    async (c: Context<PublicPathEnv>) => {
      // The key and the language were checked by validate() above.
      const office = await c.var.publicCache.office(c.var.ctx, c.req.param('key') ?? '');
      const asked = c.req.query('language') as NewsLanguage | undefined;
      return cached(c, office, { language: asked }, async () => {
        const [articles, lastModified] = await Promise.all([
          latestArticles(c.var.ctx, office, FEED_ITEMS, asked),
          feedLastModified(c.var.ctx, office),
        ]);
        const urls = feedUrls(c.var.ctx.config.publicUrl, office.key);
        const self = asked ? `${urls[feed.self]}?language=${asked}` : urls[feed.self];
        // The channel is in the language it was asked for, else in the office's.
        const language = asked ?? office.language;
        return {
          status: 200,
          contentType: `${feed.contentType}; charset=utf-8`,
          body: feed.render({ office, articles, self, language }),
          lastModified,
        };
      });
    },
  ] as const;
}

export const websiteRoutes = new Hono<PublicPathEnv>()
  .get(
    '/public/v1/offices/:key/news',
    describe({
      access: 'public',
      summary:
        "An office's published web news, newest first (ETag and If-None-Match; 304 when unchanged); with include=theme, the office's theme too",
      tags,
      response: {
        status: 200,
        schema: v.object({ ...PageOf(PublicNewsItem).entries, ...WithTheme.entries }),
      },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    validate('query', PublicNewsQuery),
    async (c) => {
      const office = await c.var.publicCache.office(c.var.ctx, c.req.valid('param').key);
      const query = c.req.valid('query');
      return cached(c, office, query, async () =>
        json(await withTheme(c.var.ctx, office, query, await listPublicNews(c.var.ctx, office, query))),
      );
    },
  )
  .get(
    '/public/v1/offices/:key/news/:slug',
    describe({
      access: 'public',
      summary:
        "One published web article with its content (sanitised HTML); with include=theme, the office's theme too",
      tags,
      response: {
        status: 200,
        schema: v.object({ ...ObjectOf(PublicNewsArticle).entries, ...WithTheme.entries }),
      },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', ArticleParam),
    validate('query', PublicInclude),
    async (c) => {
      const { key, slug } = c.req.valid('param');
      const query = c.req.valid('query');
      const office = await c.var.publicCache.office(c.var.ctx, key);
      return cached(c, office, query, async () =>
        json(
          await withTheme(c.var.ctx, office, query, {
            object: await getPublicArticle(c.var.ctx, office, slug),
          }),
        ),
      );
    },
  )
  .get(
    '/public/v1/offices/:key/theme',
    describe({
      access: 'public',
      summary: "The office's website theme (the defaults until it customises one)",
      tags,
      response: { status: 200, schema: ObjectOf(WebsiteTheme) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    async (c) => {
      const office = await c.var.publicCache.office(c.var.ctx, c.req.valid('param').key);
      return cached(c, office, null, async () => json({ object: await getTheme(c.var.ctx, office) }));
    },
  )
  .get(...feedRoute('xml'))
  .get(...feedRoute('json'))
  .get(
    '/public/v1/offices/:key/logo.png',
    describe({
      access: 'public',
      summary: `The office's logo as a ${LOGO_SIZE} × ${LOGO_SIZE} PNG for structured data and share cards: its own, or its initials on its theme's colour`,
      tags,
      response: { status: 200, file: 'image/png' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    async (c) => {
      const { ctx } = c.var;
      const office = await c.var.publicCache.office(ctx, c.req.valid('param').key);
      return cached(c, office, null, async () => ({
        status: 200,
        contentType: 'image/png',
        body: await officeLogoPng(ctx, office, await getTheme(ctx, office)),
      }));
    },
  )
  .post(
    '/public/v1/events',
    describe({
      access: 'public',
      summary:
        'Count a widget impression, article view or share click (a JSON body, sent as text by sendBeacon); no cookies, bots ignored',
      tags,
      response: { status: 204, empty: true, description: 'Counted, or ignored' },
      errors: ['VALIDATION_FAILED', 'MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'],
    }),
    limitBodies([], EVENT_BODY_MAX),
    async (c) => {
      const input = await eventBody(c);
      const { ctx } = c.var;
      await recordEvent(ctx, input, {
        ip: clientIp(c, ctx.config.trustProxy),
        userAgent: c.req.header('user-agent') ?? '',
      });
      return new Response(null, { status: 204, headers: PUBLIC_HEADERS });
    },
  );

/**
 * The event's body, whatever its content type: sendBeacon sends a string as text/plain, the one
 * type that needs no CORS preflight.
 */
async function eventBody(c: Context<PublicPathEnv>): Promise<WebEventInput> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
  const result = v.safeParse(WebEventInput, body);
  if (result.success) return result.output;
  const details: Record<string, ReturnType<typeof issueMessage>[]> = {};
  for (const issue of result.issues) {
    const field = issuePath(issue) ?? 'body';
    details[field] = [...(details[field] ?? []), issueMessage(issue)];
  }
  throw new AppError('VALIDATION_FAILED', details);
}

const HTML_TYPE = 'text/html; charset=UTF-8';

/** The sitemaps protocol's limit of URLs in one file (and of sitemaps in one index). */
export const SITEMAP_URLS_MAX = 50_000;
const XML_TYPE = 'application/xml; charset=UTF-8';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The server-rendered article page, what share links point at; a themed 404 page otherwise. */
export const websitePageRoutes = new Hono<PublicPathEnv>()
  .get('/p/:key/sitemap.xml', access('public'), async (c) => {
    const { ctx } = c.var;
    const params = v.safeParse(OfficeKeyParam, c.req.param());
    const office = params.success
      ? await c.var.publicCache.office(ctx, params.output.key).catch(notFound)
      : null;
    if (!office) throw new AppError('NOT_FOUND');
    // Under /p/{key}/, so it may list the office's pages (a sitemap lists URLs below its own folder).
    return cached(
      c,
      office,
      null,
      async () => {
        const entries = await sitemapEntries(ctx, office, SITEMAP_URLS_MAX);
        const urls = entries
          .map(
            (entry) =>
              `<url><loc>${escapeHtml(entry.url)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>`,
          )
          .join('');
        return {
          status: 200,
          contentType: XML_TYPE,
          body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${SITEMAP_NS}">${urls}</urlset>`,
        };
      },
      {},
    );
  })
  .get('/p/:key/:slug', access('public'), async (c) => {
    const { ctx } = c.var;
    const params = v.safeParse(ArticleParam, c.req.param());
    const office = params.success
      ? await c.var.publicCache.office(ctx, params.output.key).catch(notFound)
      : null;
    if (!office || !params.success) return c.html(notFoundPage(defaultTheme('')), 404);
    return cached(
      c,
      office,
      null,
      async () => {
        const theme = await getTheme(ctx, office);
        const article = await getSharedArticle(ctx, office, params.output.slug).catch(notFound);
        return article
          ? {
              status: 200,
              contentType: HTML_TYPE,
              body: articlePage(office, theme, article, ctx.config.publicUrl),
            }
          : { status: 404, contentType: HTML_TYPE, body: notFoundPage(theme, { newsUrl: office.newsUrl }) };
      },
      {},
    );
  });

/** Crawlers read these rarely; an hour keeps the index query off every fetch. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

/**
 * What crawlers read at the site's root, mounted before the back-office (which would answer any
 * other GET with its index.html): robots.txt lets them in to the public articles, their feeds,
 * images and the widget, and keeps them out of the back-office and the API; sitemap.xml is an
 * index of each office's sitemap.
 */
export const crawlerRoutes = new Hono<AppEnv>()
  .get('/robots.txt', access('public'), (c) => {
    const { publicUrl } = c.var.ctx.config;
    const body = [
      "# The offices' public articles, feeds and images are for everyone; the back-office and its API are not.",
      'User-agent: *',
      'Allow: /p/',
      'Allow: /public/v1/offices/',
      'Allow: /files/articles/',
      'Allow: /files/logos/',
      'Allow: /widget/',
      'Allow: /sitemap.xml',
      'Disallow: /',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return c.body(body, 200, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Cache-Control': CRAWLER_CACHE_CONTROL,
    });
  })
  .get('/sitemap.xml', access('public'), async (c) => {
    const { ctx } = c.var;
    const offices = await officesWithArticles(ctx, SITEMAP_URLS_MAX);
    const sitemaps = offices
      .map(
        (office) =>
          `<sitemap><loc>${escapeHtml(`${ctx.config.publicUrl}/p/${encodeURIComponent(office.key)}/sitemap.xml`)}</loc><lastmod>${office.lastModified.toISOString()}</lastmod></sitemap>`,
      )
      .join('');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="${SITEMAP_NS}">${sitemaps}</sitemapindex>`,
      200,
      { 'Content-Type': XML_TYPE, 'Cache-Control': CRAWLER_CACHE_CONTROL },
    );
  });

/** null for a 404, so the page can answer with its own; anything else goes on. */
function notFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}
