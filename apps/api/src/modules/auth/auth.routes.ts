import { ImpersonateInput, LoginInput, MessageResponse, TokenResponse } from '@gaceta/shared/accounts/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { messageResponse } from '../../lib/i18n';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { signOut, signOutEverywhere } from '../sessions/sessions.service';
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
  )
  .post(
    '/v1/auth/sign_out',
    describe({
      summary: 'Sign out: the token of this request stops working (also ends an impersonation)',
      access: 'authenticated',
      tags: ['auth'],
      response: { status: 200, schema: MessageResponse },
    }),
    async (c) => c.json(messageResponse(c.req.header('accept-language'), await signOut(c.var.ctx)), 200),
  )
  .post(
    '/v1/auth/sign_out_everywhere',
    describe({
      summary: 'End every session of the signed-in user, on every device (not with an impersonation token)',
      access: 'authenticated',
      tags: ['auth'],
      response: { status: 200, schema: MessageResponse },
      errors: ['FORBIDDEN'],
    }),
    async (c) =>
      c.json(messageResponse(c.req.header('accept-language'), await signOutEverywhere(c.var.ctx)), 200),
  );
