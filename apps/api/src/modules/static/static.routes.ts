import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { access } from '../../middleware/access';
import { builtFolder, serveBuiltFile } from './built-files';

/** Paths that belong to the API: never answered with the back-office's index.html. */
const API_PATH = /^\/(api|v1|public|widget|health|auth_user)(\/|_|$)/;
/** Vite puts a content hash in every file name under /assets/: such a file never changes. */
const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Offices embed the widget by a versioned path (/widget/v1/gaceta.js): a version's file is cached
 * for good, like a hashed asset; an incompatible widget gets the next version's path.
 */
const WIDGET_CACHE = IMMUTABLE;

/**
 * The built widget under /widget/, loadable from any site, served from memory as scripts/build
 * compressed it (docs/decisions/010-static-compression.md). Mounted on the public path (app.ts).
 */
export function widgetRoutes(dir: string) {
  const widgetFiles = builtFolder(dir, () => WIDGET_CACHE, {
    // detail.js, slider.js and subscribe.js are imported as modules by the widget on the office's
    // site: CORS requests.
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  });
  return new Hono<AppEnv>().get('/widget/*', access('public'), async (c) => {
    const files = await widgetFiles();
    if (!files) return c.text('widget not built', 503);
    const file = files.get(c.req.path.slice('/widget'.length));
    if (!file) return c.notFound();
    return serveBuiltFile(c, file);
  });
}

/**
 * The built back-office for every other GET, falling back to its index.html so client routes
 * work; from memory, compressed, like the widget. /login is a page of its own, a fraction of the
 * application's size (docs/decisions/029-a-small-sign-in-page.md).
 */
export function backofficeRoutes(dir: string) {
  const backofficeFiles = builtFolder(dir, (file) => (HASHED_ASSET.test(file) ? IMMUTABLE : 'no-cache'));
  return new Hono<AppEnv>().get('*', access('public'), async (c) => {
    if (API_PATH.test(c.req.path)) return c.notFound();
    const files = await backofficeFiles();
    const index = files?.get('/index.html');
    if (!files || !index) return c.text('back-office not built', 503);
    const file = files.get(c.req.path === '/login' ? '/sign-in.html' : c.req.path);
    if (file) return serveBuiltFile(c, file);
    // A missing script or style is an error to see, not a page of HTML the browser cannot run.
    if (HASHED_ASSET.test(c.req.path)) return c.notFound();
    return serveBuiltFile(c, index);
  });
}
