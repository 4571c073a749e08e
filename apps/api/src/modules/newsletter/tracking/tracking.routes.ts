import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { recordClick, recordOpen } from './tracking.service';

const tags = ['newsletter campaigns'] as const;

/** A transparent 1 × 1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const NOT_CACHED = { 'Cache-Control': 'no-store, private', 'Referrer-Policy': 'no-referrer' };

const ClickParam = v.object({
  token: v.pipe(v.string(), v.maxLength(100)),
  index: v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number)),
});

const requestOf = (c: { req: { header(name: string): string | undefined; method: string } }) => ({
  userAgent: c.req.header('user-agent') ?? '',
  method: c.req.method,
});

/** The open pixel and click redirects of newsletter messages: public, no cookies, never cached. */
export const trackingRoutes = new Hono<AppEnv>()
  .get(
    '/public/v1/newsletter/o/:file',
    describe({
      access: 'public',
      summary:
        "A message's open pixel (`<token>.gif`): records an open, scanners' prefetches marked apart; always the image",
      tags,
      response: { status: 200, file: 'image/gif' },
      errors: ['NOT_FOUND'],
    }),
    async (c) => {
      const file = c.req.param('file');
      if (!file.endsWith('.gif')) throw new AppError('NOT_FOUND');
      const token = file.slice(0, -'.gif'.length);
      await recordOpen(c.var.ctx, token, requestOf(c));
      return c.body(PIXEL, 200, {
        'Content-Type': 'image/gif',
        ...NOT_CACHED,
        // Loaded by the reader's mail client, a webmail's page among them: never our origin.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    },
  )
  .get(
    '/public/v1/newsletter/c/:token/:index',
    describe({
      access: 'public',
      summary:
        "A message's click redirect: records the click and answers 302 to the campaign's link number `index`; 404 for a link not signed by us",
      tags,
      response: { status: 302, empty: true, description: 'To the link' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', ClickParam),
    async (c) => {
      const { token, index } = c.req.valid('param');
      const url = await recordClick(c.var.ctx, token, index, requestOf(c));
      return c.body(null, 302, { Location: url, ...NOT_CACHED });
    },
  );
