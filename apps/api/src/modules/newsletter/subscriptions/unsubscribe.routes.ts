import { ObjectOf } from '@gaceta/shared/common';
import { NewsletterTokenQuery, Resubscription } from '@gaceta/shared/newsletter/links';
import { type Context, Hono } from 'hono';
import type { AppEnv, ServiceContext } from '../../../context';
import {
  invalidLinkPage,
  resubscribedPage,
  resubscribeRefusedPage,
  unsubscribedPage,
  unsubscribePage,
} from '../../../emails/newsletter-pages';
import { AppError } from '../../../lib/app-error';
import { access } from '../../../middleware/access';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { type Preferences, preferencesOf } from './preferences.service';
import { resubscribeByToken } from './resubscribe.service';
import { unsubscribeByToken } from './unsubscribe.service';

const tags = ['newsletter campaigns'] as const;

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
    validate('query', NewsletterTokenQuery),
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
    validate('query', NewsletterTokenQuery),
    async (c) => {
      await unsubscribeByToken(c.var.ctx, c.req.valid('query').token);
      return c.body(null, 204);
    },
  )
  .post(
    '/public/v1/newsletter/resubscribe',
    describe({
      access: 'public',
      summary:
        'Subscribe again, within 30 days of unsubscribing, the recipient of the message the token names, with the subjects it followed; idempotent. The button of the unsubscribed page posts it: a browser (Accept: text/html) gets the confirmation page rather than JSON',
      tags,
      response: { status: 200, schema: ObjectOf(Resubscription), description: 'Subscribed again' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'RESUBSCRIBE_EXPIRED', 'RESUBSCRIBE_UNAVAILABLE'],
    }),
    validate('query', NewsletterTokenQuery),
    async (c) => {
      const { token } = c.req.valid('query');
      if (wantsPage(c)) return orInvalidLink(async () => resubscribeAnswer(c.var.ctx, token));
      return c.json({ object: await resubscribeByToken(c.var.ctx, token) }, 200);
    },
  );

/** A browser's form post asks for a page (text/html) where a program asks for JSON. */
const wantsPage = (c: Context<AppEnv>) => {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

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
  if (preferences.unsubscribed) return unsubscribedHtml(preferences, token);
  return unsubscribePage(preferences, linkTo('/newsletter/unsubscribe', token));
}

/** The address of a page or call for the message `token` names: the token is all it carries. */
export const linkTo = (path: string, token: string | undefined) =>
  `${path}?token=${encodeURIComponent(token ?? '')}`;

function unsubscribedHtml(preferences: Preferences, token: string | undefined): string {
  const again = preferences.resubscribable ? linkTo('/public/v1/newsletter/resubscribe', token) : null;
  return unsubscribedPage(preferences, again);
}

/** The page the "Subscribe again" button answers: done, or why not. */
async function resubscribeAnswer(ctx: ServiceContext, token: string): Promise<Response> {
  try {
    await resubscribeByToken(ctx, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason =
      error.code === 'RESUBSCRIBE_EXPIRED'
        ? 'expired'
        : error.code === 'RESUBSCRIBE_UNAVAILABLE'
          ? 'unavailable'
          : null;
    if (!reason) throw error;
    const refused = resubscribeRefusedPage(await preferencesOf(ctx, token), reason);
    return new Response(refused, { status: error.status, headers: HTML });
  }
  const preferences = await preferencesOf(ctx, token);
  return htmlAnswer(resubscribedPage(preferences, linkTo('/newsletter/preferences', token)));
}

/** The page the email's "Unsubscribe" link opens, where the person confirms with a button. */
export const unsubscribePageRoutes = new Hono<AppEnv>()
  .get('/newsletter/unsubscribe', access('public'), (c) =>
    orInvalidLink(async () => htmlAnswer(await confirmationHtml(c.var.ctx, c.req.query('token')))),
  )
  .post('/newsletter/unsubscribe', access('public'), (c) =>
    orInvalidLink(async () => {
      const token = c.req.query('token');
      await unsubscribeByToken(c.var.ctx, token);
      return htmlAnswer(unsubscribedHtml(await preferencesOf(c.var.ctx, token), token));
    }),
  );
