import { HealthResponse, ReadyResponse } from '@gaceta/shared/health';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe } from '../../openapi';
import { checkHealth, checkReadiness } from './health.service';

export const healthRoutes = new Hono<AppEnv>()
  .get(
    '/health',
    describe({
      access: 'public',
      summary: 'Liveness: answers once the database does',
      tags: ['system'],
      response: { status: 200, schema: HealthResponse },
    }),
    async (c) => c.json(await checkHealth(c.var.ctx), 200),
  )
  .get(
    '/ready',
    describe({
      access: 'public',
      summary:
        'Readiness: the database answers and its migrations are current; 503 SERVICE_UNAVAILABLE with details.reason (database_unavailable, migrations_pending) while not',
      tags: ['system'],
      response: { status: 200, schema: ReadyResponse },
    }),
    async (c) => c.json(await checkReadiness(c.var.ctx), 200),
  );
