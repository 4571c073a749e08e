import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { ObjectOf } from '@gaceta/shared/common';
import { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import { ConfirmQuery, SubscribeInput } from '@gaceta/shared/newsletter/recipients';
import { OfficeKeyParam } from '@gaceta/shared/website';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { preferredLocale } from '../../../lib/accept-language';
import { AppError } from '../../../lib/app-error';
import { messageResponse } from '../../../lib/i18n';
import { clientIp } from '../../../middleware/client-ip';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { PUBLIC_HEADERS } from '../../website/public-path';
import { confirmedPage, confirmPage, invalidLinkPage } from './subscriptions.page';
import {
  type ConfirmationPage,
  confirmSubscription,
  describeConfirmation,
  newsletterPrivacy,
  subscribe,
} from './subscriptions.service';

const tags = ['newsletter recipients'] as const;
const HTML = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' };

/** The confirmation page, or the invalid-link page (400) when the link is tampered with or expired. */
async function htmlPage(c: Context<AppEnv>, render: () => Promise<string>): Promise<Response> {
  try {
    return c.body(await render(), 200, HTML);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'SUBSCRIPTION_LINK_INVALID') throw error;
    return c.body(invalidLinkPage(preferredLocale(c.req.header('accept-language'))), 400, HTML);
  }
}

/**
 * The public newsletter subscription of the widget and the WordPress plugin, with its double opt-in.
 * The confirmation link opens a page, so it lives beside the other pages (/newsletter/confirm), not
 * under the API's /public/v1, whose answers are JSON.
 */
export const subscriptionsRoutes = new Hono<AppEnv>()
  .post(
    '/public/v1/newsletter/subscribe',
    describe({
      access: 'public',
      summary:
        "Subscribe to an office's newsletter (its public key; source website or wordpress): emails a confirmation link, and answers alike whether the address is listed or not",
      tags,
      response: { status: 202, schema: MessageResponse, description: 'Confirmation sent' },
      errors: ['VALIDATION_FAILED', 'MALFORMED_JSON', 'NOT_FOUND', 'RATE_LIMITED'],
    }),
    validate('json', SubscribeInput),
    async (c) => {
      const { ctx } = c.var;
      const input = c.req.valid('json');
      const done = await subscribe(ctx, { ...input, ip: clientIp(c, ctx.config.trustProxy) });
      return c.json(messageResponse(c.req.header('accept-language'), done), 202, PUBLIC_HEADERS);
    },
  )
  .get(
    '/public/v1/offices/:key/newsletter_privacy',
    describe({
      access: 'public',
      summary:
        "What the office's newsletter records of its readers, which the subscription form says before anyone subscribes: each reader's opens and clicks and for how many months, or only how many; and its privacy policy",
      tags,
      response: { status: 200, schema: ObjectOf(ReadingNotice) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', OfficeKeyParam),
    async (c) =>
      c.json({ object: await newsletterPrivacy(c.var.ctx, c.req.valid('param').key) }, 200, PUBLIC_HEADERS),
  )
  .get(
    '/newsletter/confirm',
    describe({
      access: 'public',
      summary:
        'The page of a confirmation link: asks the person to confirm (opening the link confirms nothing, as mail scanners open links)',
      tags,
      response: { status: 200, file: 'text/html', description: 'The page, or 400 for an invalid link' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', ConfirmQuery),
    (c) =>
      htmlPage(c, async () => {
        const { token } = c.req.valid('query');
        const confirmation: ConfirmationPage = await describeConfirmation(c.var.ctx, token);
        const action = `/newsletter/confirm?token=${encodeURIComponent(token)}`;
        return confirmPage(
          confirmation.locale,
          confirmation,
          confirmation.email,
          action,
          confirmation.reading,
        );
      }),
  )
  .post(
    '/newsletter/confirm',
    describe({
      access: 'public',
      summary:
        'Confirm a subscription (the button of the confirmation page): the recipient becomes subscribed',
      tags,
      response: { status: 200, file: 'text/html', description: 'The page, or 400 for an invalid link' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', ConfirmQuery),
    (c) =>
      htmlPage(c, async () => {
        const confirmation = await confirmSubscription(c.var.ctx, c.req.valid('query').token);
        return confirmedPage(confirmation.locale, confirmation);
      }),
  );
