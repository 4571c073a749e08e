import * as v from 'valibot';
import { defineJob } from '../../../queue/queue';
import { forgetExpiredReading } from './retention.service';

/**
 * Nightly, between the hourly roll-ups: the opens and clicks of messages sent before their
 * office's retention began become anonymous (decision 062). Idempotent: a message already
 * forgotten has nothing of its own left, so a second run finds nothing.
 */
export const newsletterRetentionJob = defineJob({
  name: 'newsletter-retention',
  payload: v.object({}),
  schedule: { cron: '41 2 * * *' },
  retry: { limit: 2, delaySeconds: 600, backoff: false },
  async handle(ctx) {
    const started = performance.now();
    const messages = await forgetExpiredReading(ctx);
    ctx.logger.info(
      { messages, ms: Math.round(performance.now() - started) },
      "newsletter readers past their office's retention forgotten",
    );
  },
});
