import * as v from 'valibot';
import { maintainDatabase } from '../db/maintenance';
import { defineJob } from '../queue/queue';

/** Nightly, at an hour of little use: a vacuum holds PGlite's one connection while it runs (decision 051). */
export const maintainDatabaseJob = defineJob({
  name: 'maintain-database',
  payload: v.object({}),
  schedule: { cron: '53 3 * * *' },
  retry: { limit: 2, delaySeconds: 600, backoff: false },
  async handle(ctx) {
    const started = performance.now();
    const vacuumed = await maintainDatabase(ctx.db);
    ctx.logger.info({ vacuumed, ms: Math.round(performance.now() - started) }, 'database maintained');
  },
});
