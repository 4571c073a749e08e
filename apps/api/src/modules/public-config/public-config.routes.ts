import { PublicConfigResponse } from '@gaceta/shared/public-config';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe } from '../../openapi';

export const publicConfigRoutes = new Hono<AppEnv>().get(
  '/v1/public_config',
  describe({
    access: 'public',
    summary: "The back-office's run-time configuration and the operator's legal identity",
    tags: ['system'],
    response: { status: 200, schema: PublicConfigResponse },
  }),
  (c) => {
    const { sentryDsn, nodeEnv, publicUrl, operator } = c.var.ctx.config;
    return c.json(
      {
        sentry_dsn: sentryDsn ?? null,
        environment: nodeEnv,
        public_url: publicUrl,
        operator: {
          name: operator.name ?? null,
          tax_id: operator.taxId ?? null,
          address: operator.address ?? null,
          registry: operator.registry ?? null,
          email: operator.email,
        },
      } satisfies PublicConfigResponse,
      200,
    );
  },
);
