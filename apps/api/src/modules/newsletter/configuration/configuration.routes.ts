import { ObjectOf } from '@gaceta/shared/common';
import { NewsletterConfiguration, NewsletterConfigurationInput } from '@gaceta/shared/newsletter/settings';
import { Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { getNewsletterConfiguration, saveNewsletterConfiguration } from './configuration.service';

const tags = ['newsletter settings'] as const;

/** The caller's office's automatic newsletter settings; the office comes from the token. */
export const configurationRoutes = new Hono<AppEnv>()
  .get(
    '/v1/newsletter/configuration',
    describe({
      access: 'newsletter.manage',
      summary:
        "The office's newsletter settings (the defaults until saved: every week, Monday 09:00, by hand), with the next automatic run",
      tags,
      response: { status: 200, schema: ObjectOf(NewsletterConfiguration) },
    }),
    async (c) => c.json({ object: await getNewsletterConfiguration(c.var.ctx) }, 200),
  )
  .put(
    '/v1/newsletter/configuration',
    describe({
      access: 'newsletter.manage',
      summary:
        'Replace the newsletter settings; the sender must be a verified sender of the office, and auto-publish needs one',
      tags,
      response: { status: 200, schema: ObjectOf(NewsletterConfiguration) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', NewsletterConfigurationInput),
    async (c) => c.json({ object: await saveNewsletterConfiguration(c.var.ctx, c.req.valid('json')) }, 200),
  );
