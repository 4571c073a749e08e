import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { purgeExpiredRevokedTokens } from './sessions.service';

/**
 * Hourly sweep. A signed-out token only needs its deny-list entry until it would have expired
 * (twelve hours at most); every entry past that goes, so a missed run is caught up by the next.
 */
export const purgeExpiredRevokedTokensJob = defineJob({
  name: 'purge-expired-revoked-tokens',
  payload: v.object({}),
  schedule: { cron: '29 * * * *' },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle(ctx) {
    const purged = await purgeExpiredRevokedTokens(ctx);
    ctx.logger.debug({ purged }, 'expired revoked tokens purged');
  },
});
