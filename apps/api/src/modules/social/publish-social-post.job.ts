import { publishSocialPost } from '../../queue/definitions/publish-social-post';
import { defineJob } from '../../queue/queue';
import { recordPublishCrash, runPublishSocialPost } from './social-posts.service';

/** A run for a post no longer publishing does nothing; a repeated run looks for the earlier post first. */
export const publishSocialPostJob = defineJob({
  ...publishSocialPost,
  prompt: true,
  handle: runPublishSocialPost,
  failed: async (ctx, payload, failure) => {
    if (!failure.willRetry) await recordPublishCrash(ctx, payload);
  },
});
