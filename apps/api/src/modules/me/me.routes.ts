import { MeResponse } from '@gaceta/shared/me';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { describe } from '../../openapi';
import { getMe } from './me.service';

export const meRoutes = new Hono<AppEnv>().get(
  '/v1/me',
  describe({
    access: 'authenticated',
    summary: 'The signed-in user',
    tags: ['auth'],
    response: { status: 200, schema: MeResponse },
  }),
  async (c) => c.json(await getMe(c.var.ctx), 200),
);
