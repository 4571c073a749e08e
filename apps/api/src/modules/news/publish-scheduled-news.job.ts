import { publishScheduledNews } from '../../queue/definitions/publish-scheduled-news';
import { defineJob } from '../../queue/queue';
import { publishScheduled, recordScheduleFailure } from './news-publishing.service';

/**
 * A run whose schedule was cancelled or replaced since does nothing, so an old job is harmless and
 * a repeated one too. Its error shows on the publication, which becomes failed when the retries
 * are spent.
 */
export const publishScheduledNewsJob = defineJob({
  ...publishScheduledNews,
  // Many schedules at one hour queue hundreds at once (npm run bench: social_drain_ms).
  prompt: true,
  handle: (ctx, payload) => publishScheduled(ctx, payload),
  failed: (ctx, payload, failure) => recordScheduleFailure(ctx, payload, failure),
});
