import { MessageResponse } from '@gaceta/shared/accounts/auth';
import {
  InformationRequest,
  InformationRequestInput,
  InformationRequestListQuery,
  InformationRequestUpdate,
} from '@gaceta/shared/accounts/signup';
import { IdParam, ListOf, ObjectOf } from '@gaceta/shared/common';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { messageResponse } from '../../lib/i18n';
import { clientIp } from '../../middleware/client-ip';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  listInformationRequests,
  submitInformationRequest,
  updateInformationRequest,
} from './information-requests.service';

const tags = ['information requests'] as const;

export const informationRequestsRoutes = new Hono<AppEnv>()
  .post(
    '/v1/information_requests',
    describe({
      access: 'public',
      summary: "The landing page's request for more information (public)",
      tags,
      response: { status: 201, schema: MessageResponse, description: 'Received' },
      errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
    }),
    validate('json', InformationRequestInput),
    async (c) => {
      const ip = clientIp(c, c.var.ctx.config.trustProxy);
      return c.json(
        messageResponse(
          c.req.header('accept-language'),
          await submitInformationRequest(c.var.ctx, { ...c.req.valid('json'), ip }),
        ),
        201,
      );
    },
  )
  .get(
    '/v1/information_requests',
    describe({
      access: 'admin',
      summary:
        'Requests for more information, newest first, all or only those answered or waiting (?answered=true|false), with who answered and when (admins)',
      tags,
      response: { status: 200, schema: ListOf(InformationRequest) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', InformationRequestListQuery),
    async (c) => c.json(await listInformationRequests(c.var.ctx, c.req.valid('query')), 200),
  )
  .patch(
    '/v1/information_requests/:id',
    describe({
      access: 'admin',
      summary: 'Mark a request answered (by the caller, now) or waiting again (admins)',
      tags,
      response: { status: 200, schema: ObjectOf(InformationRequest) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('json', InformationRequestUpdate),
    async (c) =>
      c.json(await updateInformationRequest(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  );
