import {
  ForgotPasswordInput,
  MessageResponse,
  ResetPasswordInput,
  ResetTokenInput,
} from '@gaceta/shared/accounts/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { preferredLocale } from '../../lib/accept-language';
import { messageResponse } from '../../lib/i18n';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { checkResetToken, requestPasswordReset, resetPassword } from './passwords.service';

export const passwordsRoutes = new Hono<AppEnv>()
  .post(
    '/v1/passwords/forgot',
    describe({
      access: 'public',
      summary:
        'Email a single-use password reset link (valid one hour); known and unknown emails get the same answer',
      tags: ['auth'],
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
    }),
    validate('json', ForgotPasswordInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      const ip = clientIp(c, c.var.ctx.config.trustProxy);
      return c.json(
        messageResponse(
          c.req.header('accept-language'),
          await requestPasswordReset(c.var.ctx, { ...c.req.valid('json'), locale, ip }),
        ),
        200,
      );
    },
  )
  .post(
    '/v1/passwords/reset/check',
    describe({
      access: 'public',
      summary: 'Whether an emailed reset token can still be used, without using it',
      tags: ['auth'],
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'RESET_TOKEN_INVALID'],
    }),
    validate('json', ResetTokenInput),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await checkResetToken(c.var.ctx, c.req.valid('json')),
        ),
        200,
      ),
  )
  .post(
    '/v1/passwords/reset',
    describe({
      access: 'public',
      summary: 'Set a new password with the emailed token',
      tags: ['auth'],
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'RESET_TOKEN_INVALID'],
    }),
    validate('json', ResetPasswordInput),
    async (c) =>
      c.json(
        messageResponse(c.req.header('accept-language'), await resetPassword(c.var.ctx, c.req.valid('json'))),
        200,
      ),
  );
