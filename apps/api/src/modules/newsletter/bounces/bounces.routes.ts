import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { recordBounce } from './bounces.service';

const tags = ['newsletter campaigns'] as const;

/** A provider's events, in one generic shape: each names the message by the Message-ID we gave it. */
export const BounceWebhookInput = v.object({
  events: v.pipe(
    v.array(
      v.object({
        type: v.picklist(['bounce', 'complaint']),
        message_id: v.pipe(v.string(), v.maxLength(300)),
        /** For a bounce: hard (the address takes no mail) or soft. */
        permanent: v.optional(v.boolean(), true),
        diagnostic: v.optional(v.pipe(v.string(), v.maxLength(500))),
      }),
    ),
    v.maxLength(1000),
  ),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The webhook for providers that post bounces and complaints; answers 404 unless a secret is configured. */
export const bouncesRoutes = new Hono<AppEnv>().post(
  '/public/v1/newsletter/bounces',
  describe({
    access: 'public',
    summary:
      'Bounces and complaints posted by an email provider (Authorization: Bearer NEWSLETTER_WEBHOOK_SECRET), each naming its message by Message-ID; hard bounces and complaints stop sends to the address',
    tags,
    response: { status: 200, schema: v.object({ recorded: v.number() }) },
    errors: ['VALIDATION_FAILED', 'MALFORMED_JSON', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  async (c, next) => {
    const secret = c.var.ctx.config.newsletter.webhookSecret;
    if (!secret) throw new AppError('NOT_FOUND');
    // One form only, `Bearer <secret>` (the scheme's case is free, RFC 9110); compared in constant time.
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), digest(secret))) {
      throw new AppError('UNAUTHENTICATED');
    }
    await next();
  },
  validate('json', BounceWebhookInput),
  async (c) => {
    let recorded = 0;
    for (const event of c.req.valid('json').events) {
      const messageId = event.message_id.startsWith('<') ? event.message_id : `<${event.message_id}>`;
      const found = await recordBounce(c.var.ctx, {
        messageId,
        kind: event.type,
        permanent: event.permanent,
        diagnostic: event.diagnostic,
      });
      if (found) recorded += 1;
    }
    return c.json({ recorded }, 200);
  },
);
