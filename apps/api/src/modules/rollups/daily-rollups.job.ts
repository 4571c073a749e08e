import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { rollUpAll, rollUpDays } from './rollups.service';

const Day = v.pipe(v.string(), v.isoDate());

/**
 * Hourly: every channel's changed days rolled up (an event coming late corrects its day), then
 * the raw records past their retention dropped. With `from` and `to`, it recomputes those days
 * instead (after a fix, or to backfill a channel). Idempotent: a day is replaced, never added to.
 */
export const dailyRollupsJob = defineJob({
  name: 'daily-rollups',
  payload: v.object({ from: v.optional(Day), to: v.optional(Day) }),
  schedule: { cron: '7 * * * *' },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handle(ctx, { from, to }) {
    if (from && to) {
      await rollUpDays(ctx, { from, to });
      ctx.logger.info({ from, to }, 'days rolled up');
      return;
    }
    const { dropped } = await rollUpAll(ctx);
    ctx.logger.debug({ dropped }, 'changed days rolled up, expired raw events dropped');
  },
});
