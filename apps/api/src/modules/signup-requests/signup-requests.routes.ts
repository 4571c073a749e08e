import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { AutocompleteQuery } from '@gaceta/shared/accounts/offices';
import {
  PublicOfficeName,
  SignupListQuery,
  SignupRequest,
  SignupRequestInput,
} from '@gaceta/shared/accounts/signup';
import { User } from '@gaceta/shared/accounts/users';
import { IdParam, ListOf, ObjectOf } from '@gaceta/shared/common';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { preferredLocale } from '../../lib/accept-language';
import { messageResponse } from '../../lib/i18n';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  approveSignupRequest,
  listSignupRequests,
  lookupOffices,
  rejectSignupRequest,
  submitSignupRequest,
} from './signup-requests.service';

const tags = ['signup requests'] as const;

export const signupRequestsRoutes = new Hono<AppEnv>()
  .post(
    '/v1/signup_requests',
    describe({
      access: 'public',
      summary: 'Ask for an account (public form /solicitud-alta)',
      tags,
      response: { status: 201, schema: MessageResponse, description: 'Received' },
      errors: ['VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'],
    }),
    validate('json', SignupRequestInput),
    async (c) => {
      const ip = clientIp(c, c.var.ctx.config.trustProxy);
      const locale = preferredLocale(c.req.header('accept-language'));
      return c.json(
        messageResponse(
          c.req.header('accept-language'),
          await submitSignupRequest(c.var.ctx, { ...c.req.valid('json'), ip, locale }),
        ),
        201,
      );
    },
  )
  .get(
    '/v1/public/offices',
    describe({
      access: 'public',
      summary:
        'Office names (never ids) for the signup form, from 4 typed characters; 20 a minute and 200 a day',
      tags,
      response: { status: 200, schema: ListOf(PublicOfficeName) },
      errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
    }),
    validate('query', AutocompleteQuery),
    async (c) => {
      const ip = clientIp(c, c.var.ctx.config.trustProxy);
      return c.json(await lookupOffices(c.var.ctx, { query: c.req.valid('query').query, ip }), 200);
    },
  )
  .get(
    '/v1/signup_requests',
    describe({
      access: 'admin',
      summary: 'Signup requests by status, newest first (admins)',
      tags,
      response: { status: 200, schema: ListOf(SignupRequest) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', SignupListQuery),
    async (c) => c.json(await listSignupRequests(c.var.ctx, c.req.valid('query').status), 200),
  )
  .post(
    '/v1/signup_requests/:id/approve',
    describe({
      access: 'admin',
      summary: 'Approve: create or join the office, create the user, send a welcome email (admins)',
      tags,
      response: { status: 200, schema: ObjectOf(User) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await approveSignupRequest(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/signup_requests/:id/reject',
    describe({
      access: 'admin',
      summary: 'Reject with a polite email (admins)',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await rejectSignupRequest(c.var.ctx, c.req.valid('param').id),
        ),
        200,
      ),
  );
