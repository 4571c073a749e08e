import { recordPublishCrash, runPublishSocialPost } from '../modules/social/social-posts.service';
import { publishSocialPost } from './definitions/publish-social-post';
import { defineJob } from './queue';

/** A run for a post no longer publishing does nothing; a repeated run looks for the earlier post first. */
export const publishSocialPostJob = defineJob({
  ...publishSocialPost,
  // A planned send or many schedules at one hour queue hundreds at once (npm run bench: social).
  batchSize: 25,
  handle: runPublishSocialPost,
  failed: async (ctx, payload, failure) => {
    if (!failure.willRetry) await recordPublishCrash(ctx, payload);
  },
});
