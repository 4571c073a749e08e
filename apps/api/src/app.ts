import { Hono } from 'hono';
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
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { jobRunsRoutes } from './modules/dashboards/job-runs.routes';
import { mountDocs } from './modules/docs/docs.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { informationRequestsRoutes } from './modules/information-requests/information-requests.routes';
import { meRoutes } from './modules/me/me.routes';
import { newsRoutes } from './modules/news/news.routes';
import { previewRoutes } from './modules/news/preview.routes';
import { bouncesRoutes } from './modules/newsletter/bounces/bounces.routes';
import { campaignsRoutes } from './modules/newsletter/campaigns/campaigns.routes';
import { configurationRoutes } from './modules/newsletter/configuration/configuration.routes';
import { emailQuotaRoutes } from './modules/newsletter/quota/email-quota.routes';
import { packageRequestsRoutes } from './modules/newsletter/quota/package-requests.routes';
import { recipientsRoutes } from './modules/newsletter/recipients/recipients.routes';
import { sendersRoutes } from './modules/newsletter/senders/senders.routes';
import { preferencesRoutes } from './modules/newsletter/subscriptions/preferences.routes';
import { subscriptionsRoutes } from './modules/newsletter/subscriptions/subscriptions.routes';
import {
  unsubscribePageRoutes,
  unsubscribeRoutes,
} from './modules/newsletter/subscriptions/unsubscribe.routes';
import { trackingRoutes } from './modules/newsletter/tracking/tracking.routes';
import { officeSettingsRoutes } from './modules/office-settings/office-settings.routes';
import { officesRoutes } from './modules/offices/offices.routes';
import { passwordsRoutes } from './modules/passwords/passwords.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { signupRequestsRoutes } from './modules/signup-requests/signup-requests.routes';
import { socialRoutes } from './modules/social/social.routes';
import { backofficeRoutes, widgetRoutes } from './modules/static/static.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createPublicCache, providePublicCache } from './modules/website/public-cache';
import { publicPath } from './modules/website/public-path';
import {
  answerAsGiven,
  crawlerRoutes,
  websitePageRoutes,
  websiteRoutes,
} from './modules/website/website.routes';
import { websiteSettingsRoutes } from './modules/website/website-settings.routes';
import { wordpressRoutes } from './modules/wordpress/wordpress.routes';

/** The API behind the global middleware: everything but the public path. */
const mainRoutes = new Hono<AppEnv>()
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
  .route('/', websiteSettingsRoutes)
  .route('/', statisticsRoutes)
  .route('/', dashboardRoutes)
  .route('/', jobRunsRoutes)
  .route('/', wordpressRoutes)
  .route('/', sendersRoutes)
  .route('/', configurationRoutes)
  .route('/', emailQuotaRoutes)
  .route('/', packageRequestsRoutes)
  .route('/', recipientsRoutes)
  .route('/', subscriptionsRoutes)
  .route('/', campaignsRoutes)
  .route('/', trackingRoutes)
  .route('/', unsubscribeRoutes)
  .route('/', bouncesRoutes)
  .route('/', socialRoutes);

/** Every API route, each declaring its access and its OpenAPI description with describe(). */
export const apiRoutes = new Hono<AppEnv>().route('/', mainRoutes).route('/', websiteRoutes);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);

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
  app.use('/p/*', providePublicCache(publicCache));
  app.route('/', websitePageRoutes);
  app.route('/', crawlerRoutes);
  app.route('/', unsubscribePageRoutes).route('/', preferencesRoutes);
  // Last: it answers every remaining GET with the back-office.
  app.route('/', backofficeRoutes(deps.staticDirs.backoffice));
  return app;
}
