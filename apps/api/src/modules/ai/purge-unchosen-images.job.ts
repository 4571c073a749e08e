import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { purgeUnchosenImages } from './ai-images.service';

/**
 * Daily sweep of the images made or fetched for an item and never chosen (AI covers and images,
 * stock photos): those a day old or more that nothing uses are deleted. A missed run is caught up
 * by the next, and a second run finds nothing.
 */
export const purgeUnchosenImagesJob = defineJob({
  name: 'purge-unchosen-images',
  payload: v.object({}),
  schedule: { cron: '41 3 * * *' },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle(ctx) {
    const deleted = await purgeUnchosenImages(ctx);
    ctx.logger.info({ deleted }, 'unchosen images deleted');
  },
});
