import { ForgotPasswordInput, MessageResponse, ResetPasswordInput } from '@gaceta/shared/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { preferredLocale } from '../../lib/accept-language';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { requestPasswordReset, resetPassword } from './passwords.service';

export const passwordsRoutes = new Hono<AppEnv>()
  .post(
    '/v1/passwords/forgot',
    describe({
      access: 'public',
      summary: 'Email a single-use password reset link (valid one hour)',
      tags: ['auth'],
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'UNKNOWN_EMAIL', 'RATE_LIMITED'],
    }),
    validate('json', ForgotPasswordInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      const ip = clientIp(c, c.var.ctx.config.trustProxy);
      return c.json(await requestPasswordReset(c.var.ctx, { ...c.req.valid('json'), locale, ip }), 200);
    },
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
    async (c) => c.json(await resetPassword(c.var.ctx, c.req.valid('json')), 200),
  );
