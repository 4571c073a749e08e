import type { ModuleParts } from './context';
import { PLATFORM_JOBS } from './jobs';
import { accessModule } from './modules/access/access.module';
import { aiModule } from './modules/ai/ai.module';
import { areasModule } from './modules/areas/areas.module';
import { authModule } from './modules/auth/auth.module';
import { calendarModule } from './modules/calendar/calendar.module';
import { dashboardsModule } from './modules/dashboards/dashboards.module';
import { filesModule } from './modules/files/files.module';
import { healthModule } from './modules/health/health.module';
import { informationRequestsModule } from './modules/information-requests/information-requests.module';
import type { ApiModule } from './modules/manifest';
import { meModule } from './modules/me/me.module';
import { newsModule } from './modules/news/news.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { officeSettingsModule } from './modules/office-settings/office-settings.module';
import { officesModule } from './modules/offices/offices.module';
import { passwordsModule } from './modules/passwords/passwords.module';
import { publicConfigModule } from './modules/public-config/public-config.module';
import { rolesModule } from './modules/roles/roles.module';
import { rollupsModule } from './modules/rollups/rollups.module';
import { sessionsModule } from './modules/sessions/sessions.module';
import { signupRequestsModule } from './modules/signup-requests/signup-requests.module';
import { socialModule } from './modules/social/social.module';
import { statisticsModule } from './modules/statistics/statistics.module';
import { subjectsModule } from './modules/subjects/subjects.module';
import { usersModule } from './modules/users/users.module';
import { websiteModule } from './modules/website/website.module';
import { wordpressModule } from './modules/wordpress/wordpress.module';

/**
 * Every module's manifest, gathered where the app is assembled: the app mounts their routes and
 * pages in this order, the server and the worker start their jobs, the services get their channels
 * and roll-up sources through the context, and the demo runs their seeds in this order. No module
 * imports this file (the floors in .dependency-cruiser.cjs).
 */
export const MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  accessModule,
  sessionsModule,
  passwordsModule,
  meModule,
  publicConfigModule,
  areasModule,
  rolesModule,
  officesModule,
  officeSettingsModule,
  usersModule,
  subjectsModule,
  signupRequestsModule,
  informationRequestsModule,
  filesModule,
  newsModule,
  aiModule,
  websiteModule,
  statisticsModule,
  dashboardsModule,
  wordpressModule,
  newsletterModule,
  socialModule,
  calendarModule,
  rollupsModule,
];

/** The demo's seeds (GACETA_DEMO), in the order of MODULES. */
export const DEMO_SEEDS = MODULES.flatMap((module) => module.demo ?? []);

/** Every job type; the server and the worker start them all. */
export const JOBS = [...PLATFORM_JOBS, ...MODULES.flatMap((module) => module.jobs ?? [])];

/** What the services reach through their context: News's channels and the roll-ups' sources. */
export const MODULE_PARTS: ModuleParts = {
  channels: Object.assign({}, ...MODULES.map((module) => module.channels)),
  rollupSources: MODULES.flatMap((module) => module.rollupSources ?? []),
};
