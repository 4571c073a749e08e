import { IdParam, ListOf, ObjectOf } from '@gaceta/shared/common';
import { PackageRequest, PackageRequestListQuery } from '@gaceta/shared/newsletter/settings';
import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { approvePackageRequest, listPackageRequests, rejectPackageRequest } from './package-requests.service';

const tags = ['newsletter settings'] as const;

/** The provider's admin answers the offices' requests for more emails. */
export const packageRequestsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/email_package_requests',
    describe({
      access: 'admin',
      summary:
        "Every office's email package requests in one status (pending unless asked), newest first (admins)",
      tags,
      response: { status: 200, schema: ListOf(PackageRequest) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', PackageRequestListQuery),
    async (c) => c.json(await listPackageRequests(c.var.ctx, c.req.valid('query').status), 200),
  )
  .post(
    '/v1/email_package_requests/:id/approve',
    describe({
      access: 'admin',
      summary:
        "Approve: the office's contracted emails grow by the package, and the office is told by email (admins)",
      tags,
      response: { status: 200, schema: ObjectOf(PackageRequest) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await approvePackageRequest(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/email_package_requests/:id/reject',
    describe({
      access: 'admin',
      summary: 'Reject: the office is told by email, and may reply to the provider (admins)',
      tags,
      response: { status: 200, schema: ObjectOf(PackageRequest) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await rejectPackageRequest(c.var.ctx, c.req.valid('param').id), 200),
  );
