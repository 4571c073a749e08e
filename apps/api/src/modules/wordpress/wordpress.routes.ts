import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/app-error';
import { describe } from '../../openapi';

/** What packages/wp-plugin's build writes (scripts/package.ts): the plugin's folder, zipped. */
export const PLUGIN_ZIP = 'gaceta-news.zip';

/**
 * The WordPress plugin for the office's site (docs/wordpress.md). It is the same for every office
 * (the office key goes into its settings screen), so only the permission to manage the website
 * integration is checked.
 */
export const wordpressRoutes = new Hono<AppEnv>().get(
  '/v1/wordpress/plugin.zip',
  describe({
    access: 'website.manage',
    summary: 'Download the WordPress plugin (permission website.manage)',
    tags: ['wordpress'],
    response: { status: 200, file: 'application/zip' },
    errors: ['NOT_FOUND'],
  }),
  async (c) => {
    const folder = c.var.wordpressPluginDir;
    // A missing zip is a build that did not run (`npm run build` makes it).
    const zip = folder ? await readFile(join(folder, PLUGIN_ZIP)).catch(() => null) : null;
    if (!zip) throw new AppError('NOT_FOUND', { file: PLUGIN_ZIP });
    return c.body(new Uint8Array(zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${PLUGIN_ZIP}"`,
      'Content-Length': String(zip.length),
    });
  },
);
