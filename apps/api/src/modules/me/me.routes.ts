import { MePreferencesInput, MeResponse } from '@gaceta/shared/accounts/me';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { getMe, setMyPreferences } from './me.service';

export const meRoutes = new Hono<AppEnv>()
  .get(
    '/v1/me',
    describe({
      access: 'authenticated',
      summary: 'The signed-in user',
      tags: ['auth'],
      response: { status: 200, schema: MeResponse },
    }),
    async (c) => c.json(await getMe(c.var.ctx), 200),
  )
  .put(
    '/v1/me/preferences',
    describe({
      access: 'authenticated',
      summary: 'Set the signed-in user’s language (their emails are written in it) and email notices',
      tags: ['auth'],
      response: { status: 200, schema: MeResponse },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', MePreferencesInput),
    async (c) => c.json(await setMyPreferences(c.var.ctx, c.req.valid('json')), 200),
  );
