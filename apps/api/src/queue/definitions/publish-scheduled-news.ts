import { Id } from '@gaceta/shared/common';
import { CHANNELS } from '@gaceta/shared/news/workflow';
import * as v from 'valibot';

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
 * One per schedule, enqueued with the schedule (not before `scheduled_at`). A failing run is
 * retried with backoff (about 1, 2, 4, then 8 minutes later). Its handler: publish-scheduled-news.job.ts.
 */
export const publishScheduledNews = {
  name: 'publish-scheduled-news',
  payload: PublishScheduledNewsPayload,
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  office: (payload: PublishScheduledNewsPayload) => payload.office_id,
};
