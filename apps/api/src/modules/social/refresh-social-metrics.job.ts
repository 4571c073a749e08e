import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { refreshMetrics } from './social-metrics.service';

/**
 * Hourly: the figures of posts published in the last 30 days, each read as often as its age calls
 * for (readEvery) and at most 50 calls per account a run, so no network's per-user limit is near.
 */
export const refreshSocialMetricsJob = defineJob({
  name: 'refresh-social-metrics',
  payload: v.object({}),
  schedule: { cron: '23 * * * *' },
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  handle: async (ctx) => {
    const { read } = await refreshMetrics(ctx);
    ctx.logger.info({ read }, 'social metrics read');
  },
});
