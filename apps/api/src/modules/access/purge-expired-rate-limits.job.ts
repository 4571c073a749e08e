import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { purgeExpiredRateLimits } from './rate-limit';

/** Hourly: a counter whose window has ended says nothing, so it is dropped; rerunning is harmless. */
export const purgeExpiredRateLimitsJob = defineJob({
  name: 'purge-expired-rate-limits',
  payload: v.object({}),
  schedule: { cron: '41 * * * *' },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle(ctx) {
    const purged = await purgeExpiredRateLimits(ctx.db, ctx.clock);
    ctx.logger.debug({ purged }, 'expired rate-limit counters purged');
  },
});
