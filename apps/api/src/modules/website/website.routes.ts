import { ObjectOf, PageOf } from '@gaceta/shared/common';
import { issueMessage, issuePath } from '@gaceta/shared/issues';
import {
  ArticleParam,
  defaultTheme,
  feedUrls,
  OfficeKeyParam,
  PublicNewsArticle,
  PublicNewsItem,
  PublicNewsQuery,
  WebEventInput,
  WebsiteTheme,
} from '@gaceta/shared/website';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/app-error';
import { access } from '../../middleware/access';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { recordEvent } from './events';
import { FEED_ITEMS, jsonFeed, rssFeed } from './feeds';
import { articlePage, notFoundPage } from './page';
import {
  etagOf,
  findPublicOffice,
  getPublicArticle,
  getTheme,
  latestArticles,
  listPublicNews,
  type PublicOffice,
} from './website.service';

const tags = ['website'];
/** Short enough that a publication shows within a minute; stale answers cover a slow revalidation. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** A beacon body is a few dozen bytes; anything much larger is not one. */
const EVENT_BODY_MAX = 2048;

/** Whether If-None-Match names `etag` (compared weakly, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Answers from the office's version: 304 when the client holds the current ETag (no query beyond
 * the version's), otherwise the response `render` builds, with the ETag and caching headers.
 */
async function cached(
  c: Context<AppEnv>,
  office: PublicOffice,
  request: unknown,
  render: () => Promise<Response>,
): Promise<Response> {
  const etag = etagOf(office, `${c.req.path}|${JSON.stringify(request)}`);
  const headers = { ETag: etag, 'Cache-Control': PUBLIC_CACHE_CONTROL };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const response = await render();
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** The public website API (no sign-in; CORS is opened for /public/v1/* in app.ts). */
export const websiteRoutes = new Hono<AppEnv>()
  .get(
    '/public/v1/offices/:key/news',
    describe({
      access: 'public',
      summary: "An office's published web news, newest first (ETag and If-None-Match; 304 when unchanged)",
      tags,
      response: { status: 200, schema: PageOf(PublicNewsItem) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    validate('query', PublicNewsQuery),
    async (c) => {
      const office = await findPublicOffice(c.var.ctx, c.req.valid('param').key);
      const query = c.req.valid('query');
      return cached(c, office, query, async () =>
        c.json(await listPublicNews(c.var.ctx, office, query), 200),
      );
    },
  )
  .get(
    '/public/v1/offices/:key/news/:slug',
    describe({
      access: 'public',
      summary: 'One published web article with its content (sanitised HTML)',
      tags,
      response: { status: 200, schema: ObjectOf(PublicNewsArticle) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', ArticleParam),
    async (c) => {
      const { key, slug } = c.req.valid('param');
      const office = await findPublicOffice(c.var.ctx, key);
      return cached(c, office, null, async () =>
        c.json({ object: await getPublicArticle(c.var.ctx, office, slug) }, 200),
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
      const office = await findPublicOffice(c.var.ctx, c.req.valid('param').key);
      return cached(c, office, null, async () => c.json({ object: await getTheme(c.var.ctx, office) }, 200));
    },
  )
  .get(
    '/public/v1/offices/:key/feed.xml',
    describe({
      access: 'public',
      summary: `RSS 2.0 feed of the office's ${FEED_ITEMS} latest web articles`,
      tags,
      response: { status: 200, file: 'application/rss+xml' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    async (c) => {
      const office = await findPublicOffice(c.var.ctx, c.req.valid('param').key);
      return cached(c, office, null, async () => {
        const articles = await latestArticles(c.var.ctx, office, FEED_ITEMS);
        const self = feedUrls(c.var.ctx.config.publicUrl, office.key).rss;
        const language = articles[0]?.languages[0] ?? 'es';
        return c.body(rssFeed({ office, articles, self, language }), 200, {
          'Content-Type': 'application/rss+xml; charset=utf-8',
        });
      });
    },
  )
  .get(
    '/public/v1/offices/:key/feed.json',
    describe({
      access: 'public',
      summary: `JSON Feed 1.1 of the office's ${FEED_ITEMS} latest web articles`,
      tags,
      response: { status: 200, file: 'application/feed+json' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    async (c) => {
      const office = await findPublicOffice(c.var.ctx, c.req.valid('param').key);
      return cached(c, office, null, async () => {
        const articles = await latestArticles(c.var.ctx, office, FEED_ITEMS);
        const self = feedUrls(c.var.ctx.config.publicUrl, office.key).json;
        const language = articles[0]?.languages[0] ?? 'es';
        return c.body(JSON.stringify(jsonFeed({ office, articles, self, language })), 200, {
          'Content-Type': 'application/feed+json; charset=utf-8',
        });
      });
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
    async (c) => {
      const input = await eventBody(c);
      const { ctx } = c.var;
      await recordEvent(ctx, input, {
        ip: clientIp(c, ctx.config.trustProxy),
        userAgent: c.req.header('user-agent') ?? '',
      });
      return c.body(null, 204);
    },
  );

/**
 * The event's body, whatever its content type: sendBeacon sends a string as text/plain, the one
 * type that needs no CORS preflight.
 */
async function eventBody(c: Context<AppEnv>): Promise<WebEventInput> {
  const text = await c.req.text();
  if (text.length > EVENT_BODY_MAX) throw new AppError('PAYLOAD_TOO_LARGE');
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

/** The server-rendered article page, what share links point at; a themed 404 page otherwise. */
export const websitePageRoutes = new Hono<AppEnv>().get('/p/:key/:slug', access('public'), async (c) => {
  const { ctx } = c.var;
  const params = v.safeParse(ArticleParam, c.req.param());
  const office = params.success ? await findPublicOffice(ctx, params.output.key).catch(notFound) : null;
  if (!office || !params.success) return c.html(notFoundPage(defaultTheme('')), 404);
  return cached(c, office, null, async () => {
    const theme = await getTheme(ctx, office);
    const article = await getPublicArticle(ctx, office, params.output.slug).catch(notFound);
    if (!article) return c.html(notFoundPage(theme), 404);
    return c.html(articlePage(office, theme, article, ctx.config.publicUrl), 200);
  });
});

/** null for a 404, so the page can answer with its own; anything else goes on. */
function notFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}
