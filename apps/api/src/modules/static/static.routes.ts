import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { access } from '../../middleware/access';

/** Paths that belong to the API: never answered with the back-office's index.html. */
const API_PATH = /^\/(api|v1|public|widget|health|auth_user)(\/|_|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface FolderOptions {
  rewriteRequestPath?: (requestPath: string) => string;
  /** Headers for a file that was found, by its path on disk. */
  headers: (file: string) => Record<string, string>;
}

/**
 * serveStatic for a folder that may only appear after the server started (a later build).
 * Headers are set on the finished response: serveStatic calls onFound after building it.
 */
function serveFolder(root: string, { rewriteRequestPath, headers }: FolderOptions): MiddlewareHandler {
  const found = new WeakMap<Context, string>();
  let handler: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!handler) {
      if (!existsSync(root)) return next();
      handler = serveStatic({
        root,
        rewriteRequestPath,
        onFound: (file, context) => void found.set(context, file),
      });
    }
    const response = await handler(c, next);
    const file = found.get(c);
    if (response && file)
      for (const [name, value] of Object.entries(headers(file))) response.headers.set(name, value);
    return response;
  };
}

/**
 * The built widget under /widget/ (cached immutably, loadable from any site) and the built
 * back-office for every other GET, falling back to its index.html so client routes work.
 */
export function staticRoutes({ backoffice, widget }: AppDeps['staticDirs']) {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/widget/*',
    access('public'),
    serveFolder(widget, {
      rewriteRequestPath: (requestPath) => requestPath.replace(/^\/widget/, ''),
      headers: () => ({ 'Cache-Control': IMMUTABLE, 'Cross-Origin-Resource-Policy': 'cross-origin' }),
    }),
    async (c, next) => (existsSync(widget) ? next() : c.text('widget not built', 503)),
  );

  routes.get(
    '*',
    access('public'),
    async (c, next) => (API_PATH.test(c.req.path) ? c.notFound() : next()),
    serveFolder(backoffice, {
      // Vite puts content hashes in /assets/ file names; everything else may change on a deploy.
      headers: (file) => ({
        'Cache-Control': file.startsWith(path.join(backoffice, 'assets') + path.sep) ? IMMUTABLE : 'no-cache',
      }),
    }),
    async (c) => {
      const index = path.join(backoffice, 'index.html');
      if (!existsSync(index)) return c.text('back-office not built', 503);
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(index, 'utf8'));
    },
  );
  return routes;
}
