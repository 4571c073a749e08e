import { ImpersonateInput, LoginInput, TokenResponse } from '@gaceta/shared/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { impersonate, login } from './auth.service';

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth_user',
    describe({
      access: 'public',
      summary: 'Sign in with email and password',
      tags: ['auth'],
      response: { status: 200, schema: TokenResponse },
      errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'INACTIVE_USER', 'RATE_LIMITED'],
    }),
    validate('json', LoginInput),
    async (c) => {
      const ip = clientIp(c, c.var.ctx.config.trustProxy);
      return c.json(await login(c.var.ctx, { ...c.req.valid('json'), ip }), 200);
    },
  )
  .post(
    '/auth_user_without_password',
    describe({
      access: 'admin',
      summary: 'Admin only: a one-hour token acting as an office user',
      tags: ['auth'],
      response: { status: 200, schema: TokenResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('json', ImpersonateInput),
    async (c) => c.json(await impersonate(c.var.ctx, c.req.valid('json')), 200),
  );
