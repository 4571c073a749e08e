import { IdParam, ObjectOf } from '@gaceta/shared/common';
import { JobRun } from '@gaceta/shared/jobs';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { getJobRun } from './job-runs.service';

/** A background job's run, for the provider's admin (linked from the admin dashboard's failed jobs). */
export const jobRunsRoutes = new Hono<AppEnv>().get(
  '/v1/admin/jobs/:id',
  describe({
    access: 'admin',
    summary:
      'One run of a background job: what it was sent, its state, retries and output (the error when it failed)',
    tags: ['dashboards'],
    response: { status: 200, schema: ObjectOf(JobRun) },
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
  validate('param', IdParam),
  async (c) => c.json({ object: await getJobRun(c.var.ctx, c.req.valid('param').id) }, 200),
);
