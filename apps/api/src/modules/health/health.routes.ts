import { HealthResponse } from '@gaceta/shared/health';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe } from '../../openapi';
import { checkHealth } from './health.service';

export const healthRoutes = new Hono<AppEnv>().get(
  '/health',
  describe({
    access: 'public',
    summary: 'Answers once the database does',
    tags: ['system'],
    response: { status: 200, schema: HealthResponse },
  }),
  async (c) => c.json(await checkHealth(c.var.ctx), 200),
);
