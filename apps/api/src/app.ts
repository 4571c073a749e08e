import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './context';
import { limitBodies } from './middleware/body-limit';
import { handleError, handleNotFound } from './middleware/errors';
import { noStore } from './middleware/no-store';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { UPLOAD_ROUTES } from './middleware/upload';
import { aiRoutes } from './modules/ai/ai.routes';
import { areasRoutes } from './modules/areas/areas.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { mountDocs } from './modules/docs/docs.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { informationRequestsRoutes } from './modules/information-requests/information-requests.routes';
import { meRoutes } from './modules/me/me.routes';
import { newsRoutes } from './modules/news/news.routes';
import { previewRoutes } from './modules/news/preview.routes';
import { officeSettingsRoutes } from './modules/office-settings/office-settings.routes';
import { officesRoutes } from './modules/offices/offices.routes';
import { passwordsRoutes } from './modules/passwords/passwords.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { signupRequestsRoutes } from './modules/signup-requests/signup-requests.routes';
import { staticRoutes } from './modules/static/static.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { usersRoutes } from './modules/users/users.routes';
import { websitePageRoutes, websiteRoutes } from './modules/website/website.routes';
import { wordpressRoutes } from './modules/wordpress/wordpress.routes';

/** Every API route, each declaring its access and its OpenAPI description with describe(). */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/', authRoutes)
  .route('/', passwordsRoutes)
  .route('/', meRoutes)
  .route('/', publicConfigRoutes)
  .route('/', areasRoutes)
  .route('/', rolesRoutes)
  .route('/', officesRoutes)
  .route('/', officeSettingsRoutes)
  .route('/', usersRoutes)
  .route('/', subjectsRoutes)
  .route('/', signupRequestsRoutes)
  .route('/', informationRequestsRoutes)
  .route('/', filesRoutes)
  .route('/', newsRoutes)
  .route('/', previewRoutes)
  .route('/', aiRoutes)
  .route('/', websiteRoutes)
  .route('/', wordpressRoutes);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestContext(deps));
  app.use(securityHeaders(deps.config));
  // The private API sends no CORS headers at all; only the public feed is readable cross-site.
  app.use('/public/v1/*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'POST'] }));
  app.use('/v1/*', noStore);
  app.use('/auth_user*', noStore);
  app.use(limitBodies(UPLOAD_ROUTES));
  app.use('/v1/wordpress/*', async (c, next) => {
    c.set('wordpressPluginDir', deps.staticDirs.wordpressPlugin);
    await next();
  });
  app.onError(handleError);
  app.notFound(handleNotFound);

  app.route('/', apiRoutes);
  mountDocs(app, apiRoutes);
  app.route('/', websitePageRoutes);
  // Last: it answers every remaining GET with the back-office.
  app.route('/', staticRoutes(deps.staticDirs));
  return app;
}
