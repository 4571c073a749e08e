import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { readFile } from './files.service';

/** Keys name a fresh folder for every upload, so a file under one key never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const filesRoutes = new Hono<AppEnv>().get(
  '/files/:key{.+}',
  describe({
    access: 'public',
    summary: 'A stored file (avatar, logo, image) with its content type',
    tags: ['files'],
    response: { status: 200, file: 'image/*' },
    errors: ['NOT_FOUND'],
  }),
  validate('param', v.object({ key: v.string() })),
  async (c) => {
    const file = await readFile(c.var.ctx, c.req.valid('param').key);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE,
      // Logos and images appear on offices' own websites through the widget.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  },
);
