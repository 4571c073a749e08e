import * as v from 'valibot';
import { defineJob } from '../../../queue/queue';
import { runAutoPublish } from './campaigns.auto';

/**
 * Every five minutes: the automatic newsletters that are due (docs/newsletter.md). A missed run is
 * caught up by the next while the sending window lasts; a second run in the same day sends nothing.
 */
export const newsletterAutoPublishJob = defineJob({
  name: 'newsletter-auto-publish',
  payload: v.object({}),
  schedule: { cron: '*/5 * * * *' },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  async handle(ctx) {
    const offices = await runAutoPublish(ctx);
    if (offices.length > 0) ctx.logger.info({ offices }, 'automatic newsletters sent');
  },
});
