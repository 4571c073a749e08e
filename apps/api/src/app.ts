import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './context';
import { RememberingRouter } from './lib/remembering-router';
import { limitBodies } from './middleware/body-limit';
import { handleError, handleNotFound } from './middleware/errors';
import { httpMetrics } from './middleware/metrics';
import { noStore } from './middleware/no-store';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { UPLOAD_ROUTES } from './middleware/upload';
import { MODULES } from './modules';
import { mountDocs } from './modules/docs/docs.routes';
import { backofficeRoutes, widgetRoutes } from './modules/static/static.routes';
import { createPublicCache, providePublicCache } from './modules/website/public-cache';
import { publicPath } from './modules/website/public-path';
import {
  answerAsGiven,
  crawlerRoutes,
  websitePageRoutes,
  websiteRoutes,
} from './modules/website/website.routes';

/** The API behind the global middleware: every module's routes, in the order of MODULES. */
const mainRoutes = new Hono<AppEnv>();
for (const module of MODULES) for (const routes of module.routes ?? []) mainRoutes.route('/', routes);

/** Every API route, each declaring its access and its OpenAPI description with describe(). */
export const apiRoutes = new Hono<AppEnv>().route('/', mainRoutes).route('/', websiteRoutes);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: new RememberingRouter() });
  app.onError(handleError);
  app.notFound(handleNotFound);
  // Before everything, the public path included, so every request is timed; only when metrics are
  // served at all (METRICS_PORT), so a start without them pays nothing.
  if (deps.config.metricsPort) app.use(httpMetrics());

  // First, the public path (the feed and the widget, the most requested URLs): its routes answer
  // before the global middleware below is reached, so none of it runs for them (decision 021).
  const publicCache = createPublicCache();
  app.use('/public/v1/*', publicPath(deps, publicCache, answerAsGiven));
  app.use('/widget/*', publicPath(deps, publicCache));
  app.route('/', websiteRoutes);
  app.route('/', widgetRoutes(deps.staticDirs.widget));

  app.use(requestId());
  app.use(requestContext(deps));
  app.use(securityHeaders(deps.config));
  app.use('/v1/*', noStore);
  app.use('/auth_user*', noStore);
  app.use(limitBodies(UPLOAD_ROUTES));
  app.use('/v1/wordpress/*', async (c, next) => {
    c.set('wordpressPluginDir', deps.staticDirs.wordpressPlugin);
    await next();
  });

  app.route('/', mainRoutes);
  mountDocs(app, apiRoutes);
  // The website's pages share the public path's cache, which the app makes: mounted here, not by
  // the website's manifest.
  app.use('/p/*', providePublicCache(publicCache));
  app.route('/', websitePageRoutes);
  app.route('/', crawlerRoutes);
  for (const module of MODULES) for (const pages of module.pages ?? []) app.route('/', pages);
  // Last: it answers every remaining GET with the back-office.
  app.route('/', backofficeRoutes(deps.staticDirs.backoffice));
  return app;
}
