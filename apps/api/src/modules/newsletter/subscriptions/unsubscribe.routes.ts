import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, ServiceContext } from '../../../context';
import { invalidLinkPage, unsubscribedPage, unsubscribePage } from '../../../emails/newsletter-pages';
import { AppError } from '../../../lib/app-error';
import { access } from '../../../middleware/access';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { preferencesOf } from './preferences.service';
import { unsubscribeByToken } from './unsubscribe.service';

const tags = ['newsletter campaigns'] as const;
export const TokenQuery = v.object({ token: v.pipe(v.string(), v.maxLength(100)) });

/**
 * RFC 8058 one-click unsubscribe: mail clients POST it on the reader's behalf, without sign-in.
 * Those that open the List-Unsubscribe address in a browser instead get the confirmation page.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(
    '/public/v1/newsletter/unsubscribe',
    describe({
      access: 'public',
      summary:
        'The List-Unsubscribe address opened in a browser: the confirmation page, whose button unsubscribes; a GET never does (mail scanners open every link)',
      tags,
      response: { status: 200, file: 'text/html' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('query', TokenQuery),
    async (c) => htmlAnswer(await confirmationHtml(c.var.ctx, c.req.valid('query').token)),
  )
  .post(
    '/public/v1/newsletter/unsubscribe',
    describe({
      access: 'public',
      summary:
        'One-click unsubscribe (RFC 8058, the List-Unsubscribe header of every newsletter message): the recipient stops receiving the office newsletter; idempotent',
      tags,
      response: { status: 204, empty: true, description: 'Unsubscribed' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('query', TokenQuery),
    async (c) => {
      await unsubscribeByToken(c.var.ctx, c.req.valid('query').token);
      return c.body(null, 204);
    },
  );

const HTML = {
  'Content-Type': 'text/html; charset=UTF-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** What a page answers for a link we did not sign (or whose recipient is gone): a 404 page. */
export async function orInvalidLink(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    return new Response(invalidLinkPage('es'), { status: 404, headers: HTML });
  }
}
export const htmlAnswer = (body: string) => new Response(body, { status: 200, headers: HTML });

/**
 * The page where the person confirms with a button, for the message `token` names (404 for a
 * token we did not sign). A GET never unsubscribes by itself: mail scanners and link previews
 * open every link of a message.
 */
async function confirmationHtml(ctx: ServiceContext, token: string | undefined): Promise<string> {
  const preferences = await preferencesOf(ctx, token);
  const page = { locale: preferences.locale, office: preferences.officeName, email: preferences.email };
  return unsubscribePage(page, `/newsletter/unsubscribe?token=${encodeURIComponent(token ?? '')}`);
}

/** The page the email's "Unsubscribe" link opens, where the person confirms with a button. */
export const unsubscribePageRoutes = new Hono<AppEnv>()
  .get('/newsletter/unsubscribe', access('public'), (c) =>
    orInvalidLink(async () => htmlAnswer(await confirmationHtml(c.var.ctx, c.req.query('token')))),
  )
  .post('/newsletter/unsubscribe', access('public'), (c) =>
    orInvalidLink(async () => {
      const token = c.req.query('token');
      const preferences = await preferencesOf(c.var.ctx, token);
      await unsubscribeByToken(c.var.ctx, token);
      return htmlAnswer(unsubscribedPage({ locale: preferences.locale, office: preferences.officeName }));
    }),
  );
