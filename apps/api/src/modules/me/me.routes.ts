import { MeResponse } from '@gaceta/shared/me';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../middleware/auth';
import { describe } from '../../openapi';
import { getMe } from './me.service';

export const meRoutes = new Hono<AppEnv>().get(
  '/v1/me',
  describe({
    summary: 'The signed-in user',
    tags: ['auth'],
    auth: true,
    response: { status: 200, schema: MeResponse },
  }),
  requireAuth,
  async (c) => c.json(await getMe(c.var.ctx), 200),
);
