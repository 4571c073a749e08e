import * as v from 'valibot';
import { defineJob } from '../../../queue/queue';
import { runAutoPublish } from './campaigns.auto';

/**
 * Every five minutes: the automatic newsletters that are due, sent or prepared for approval, and
 * the second reminders of issues still waiting (docs/newsletter.md). A missed run is caught up by
 * the next while the sending window lasts; a second run in the same day makes nothing.
 */
export const newsletterAutoPublishJob = defineJob({
  name: 'newsletter-auto-publish',
  payload: v.object({}),
  schedule: { cron: '*/5 * * * *' },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  async handle(ctx) {
    const run = await runAutoPublish(ctx);
    if (Object.values(run).some((offices) => offices.length > 0)) {
      ctx.logger.info(run, 'automatic newsletters sent, prepared for approval or reminded');
    }
  },
});
