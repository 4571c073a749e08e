import * as v from 'valibot';
import { defineJob } from '../../queue/queue';
import { sendPlannedPosts } from './planning.service';

/**
 * Every 15 minutes: each office's planned slots since its last send (docs/social.md, Planning).
 * A slot is claimed before it is sent, so an overlapping or repeated run sends nothing twice.
 */
export const socialAutoPublishJob = defineJob({
  name: 'social-auto-publish',
  payload: v.object({}),
  schedule: { cron: '*/15 * * * *' },
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  handle: (ctx) => sendPlannedPosts(ctx),
});
