import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { IdParam, ListOf, ObjectOf } from '@gaceta/shared/common';
import { Sender, SenderCodeInput, SenderInput } from '@gaceta/shared/newsletter/settings';
import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { preferredLocale } from '../../../lib/accept-language';
import { messageResponse } from '../../../lib/i18n';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { addSender, deleteSender, listSenders, verifySender } from './senders.service';

const tags = ['newsletter settings'] as const;

/** The caller's office's newsletter senders; the office comes from the token. */
export const sendersRoutes = new Hono<AppEnv>()
  .get(
    '/v1/newsletter/senders',
    describe({
      access: 'newsletter.manage',
      summary: "The office's newsletter sender addresses, verified or waiting for their code",
      tags,
      response: { status: 200, schema: ListOf(Sender) },
    }),
    async (c) => c.json(await listSenders(c.var.ctx), 200),
  )
  .post(
    '/v1/newsletter/senders',
    describe({
      access: 'newsletter.manage',
      summary:
        'Add a sender address and email it a verification code (valid 30 minutes, 5 tries); for an address still unverified, send a new code',
      tags,
      response: { status: 201, schema: ObjectOf(Sender) },
      errors: ['VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'],
    }),
    validate('json', SenderInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      return c.json(await addSender(c.var.ctx, { ...c.req.valid('json'), locale }), 201);
    },
  )
  .post(
    '/v1/newsletter/senders/:id/verify',
    describe({
      access: 'newsletter.manage',
      summary:
        'Verify a sender with the code it received: SENDER_CODE_INVALID for a wrong code (with attempts_left), SENDER_CODE_UNUSABLE once it expired or ran out of tries',
      tags,
      response: { status: 200, schema: ObjectOf(Sender) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'SENDER_CODE_INVALID', 'SENDER_CODE_UNUSABLE'],
    }),
    validate('param', IdParam),
    validate('json', SenderCodeInput),
    async (c) =>
      c.json(await verifySender(c.var.ctx, c.req.valid('param').id, c.req.valid('json').code), 200),
  )
  .delete(
    '/v1/newsletter/senders/:id',
    describe({
      access: 'newsletter.manage',
      summary: 'Delete a sender address (CONFLICT while the automatic newsletter is sent from it)',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await deleteSender(c.var.ctx, c.req.valid('param').id),
        ),
        200,
      ),
  );
