import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { purgeExpiredResetTokens } from './passwords.service';

/**
 * Daily sweep. Reset links live one hour and are useless once used or expired, so every such row
 * goes, whenever it expired: a missed run is caught up by the next, and a second run finds nothing.
 */
export const purgeExpiredResetTokensJob = defineJob({
  name: 'purge-expired-reset-tokens',
  payload: v.object({}),
  schedule: { cron: '17 3 * * *' },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle(ctx) {
    const purged = await purgeExpiredResetTokens(ctx);
    ctx.logger.info({ purged }, 'expired password reset tokens purged');
  },
});
