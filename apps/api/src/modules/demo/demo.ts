import { jobContext, type ServiceDeps } from '../../context';
import { seedDemoOffice } from '../../db/seed';
import { addDays, monthsBefore } from '../rollups/rollup-source';
import { rollUpDays } from '../rollups/rollups.service';
import { seedDemoAiUsage } from './demo-ai-usage';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoNews } from './demo-news';
import { seedDemoNewsletterSettings } from './demo-newsletter-settings';
import { seedDemoRecipients } from './demo-recipients';
import { seedDemoRequests } from './demo-requests';
import { seedDemoSocial } from './demo-social';
import { seedDemoTheme } from './demo-theme';
import { seedDemoWebEvents } from './demo-web-events';

/**
 * The demo (GACETA_DEMO=1): the demo office with one user per role, then its news and the
 * provider's library, written through the services, its website theme, its website statistics,
 * its use of the AI assistant, its newsletter and its social accounts with their posts' figures,
 * and the signup and information requests waiting for the provider's admin.
 * The website, newsletter and social figures are rolled up at once, so the dashboard shows them
 * before the hourly roll-up runs.
 * Idempotent: a restart adds nothing.
 * Never stops a start: a failure is logged and the server starts with what was seeded; returns
 * whether the demo is complete.
 */
export async function seedDemo(deps: ServiceDeps): Promise<boolean> {
  try {
    await seedDemoData(deps);
    return true;
  } catch (error) {
    deps.logger.error({ err: error }, 'demo seeding failed; the server starts without the rest of the demo');
    return false;
  }
}

async function seedDemoData(deps: ServiceDeps): Promise<void> {
  const officeId = await seedDemoOffice(deps.db, deps.logger);
  const started = performance.now();
  if (await seedDemoNews(deps, officeId)) {
    deps.logger.info({ ms: Math.round(performance.now() - started) }, 'demo news seeded');
  }
  if (await seedDemoTheme(deps, officeId)) deps.logger.info('demo website theme saved');
  if (await seedDemoRequests(deps, officeId)) deps.logger.info('demo signup and information requests seeded');
  const events = await seedDemoWebEvents(deps, officeId);
  if (events) deps.logger.info('demo web events seeded');
  if (await seedDemoAiUsage(deps, officeId)) deps.logger.info('demo AI usage seeded');
  if (await seedDemoNewsletterSettings(deps, officeId)) deps.logger.info('demo newsletter settings seeded');
  if (await seedDemoRecipients(deps, officeId)) deps.logger.info('demo newsletter recipients seeded');
  const campaigns = await seedDemoCampaigns(deps, officeId);
  if (campaigns) deps.logger.info('demo newsletter campaigns seeded');
  const social = await seedDemoSocial(deps, officeId);
  if (social) deps.logger.info('demo social accounts and posts seeded');
  if (events || campaigns || social) {
    const rollUpStarted = performance.now();
    const today = deps.clock.now().toISOString().slice(0, 10);
    const platform = jobContext(deps, { job: 'demo', officeId: null });
    await rollUpDays(platform, { from: monthsBefore(today, 13), to: addDays(today, 1) });
    deps.logger.info({ ms: Math.round(performance.now() - rollUpStarted) }, 'demo figures rolled up');
  }
}
