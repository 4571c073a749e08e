import { Id } from '@gaceta/shared/common';
import { CHANNELS } from '@gaceta/shared/news-workflow';
import * as v from 'valibot';
import { publishScheduled, recordScheduleFailure } from '../modules/news/news.service';
import { defineJob } from './queue';

const PublishScheduledNewsPayload = v.object({
  news_id: Id,
  /** Null for a library item: the run then acts for the platform. */
  office_id: v.nullable(Id),
  platform: v.picklist(CHANNELS),
  /** The time the publication was scheduled for when this job was enqueued. */
  scheduled_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type PublishScheduledNewsPayload = v.InferOutput<typeof PublishScheduledNewsPayload>;

/**
 * One per schedule, enqueued with the schedule (not before `scheduled_at`). A run whose schedule
 * was cancelled or replaced since does nothing, so an old job is harmless and a repeated one too. A
 * failing run is retried with backoff (about 1, 2, 4, then 8 minutes later); its error shows on the
 * publication, which becomes failed when the retries are spent.
 */
export const publishScheduledNewsJob = defineJob({
  name: 'publish-scheduled-news',
  payload: PublishScheduledNewsPayload,
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  office: (payload) => payload.office_id,
  handle: (ctx, payload) => publishScheduled(ctx, payload),
  failed: (ctx, payload, failure) => recordScheduleFailure(ctx, payload, failure),
});
