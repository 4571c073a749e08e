import { ObjectOf } from '@gaceta/shared/common';
import { EmailQuota, PackageRequest, PackageRequestInput } from '@gaceta/shared/newsletter/settings';
import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { preferredLocale } from '../../../lib/accept-language';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { getEmailQuota, requestEmailPackage } from './email-quota.service';

const tags = ['newsletter settings'] as const;

/** The caller's office's email quota and its requests for more; the office comes from the token. */
export const emailQuotaRoutes = new Hono<AppEnv>()
  .get(
    '/v1/email_quota',
    describe({
      access: 'newsletter.manage',
      summary:
        "The office's emails contracted, sent and remaining, and its package requests waiting for an answer",
      tags,
      response: { status: 200, schema: EmailQuota },
    }),
    async (c) => c.json(await getEmailQuota(c.var.ctx), 200),
  )
  .post(
    '/v1/email_quota/requests',
    describe({
      access: 'newsletter.manage',
      summary:
        "Request a package of emails from the provider (EMAIL_PACKAGE_REQUEST_FAILED while another waits for the provider's answer)",
      tags,
      response: { status: 201, schema: ObjectOf(PackageRequest) },
      errors: ['VALIDATION_FAILED', 'EMAIL_PACKAGE_REQUEST_FAILED'],
    }),
    validate('json', PackageRequestInput),
    async (c) => {
      const locale = preferredLocale(c.req.header('accept-language'));
      return c.json(await requestEmailPackage(c.var.ctx, { ...c.req.valid('json'), locale }), 201);
    },
  );
