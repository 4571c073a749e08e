import { Id } from '@gaceta/shared/common';
import * as v from 'valibot';

const NewsletterScheduledSendPayload = v.object({
  office_id: Id,
  campaign_id: Id,
  /** The time the campaign was scheduled for when this job was enqueued. */
  scheduled_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type NewsletterScheduledSendPayload = v.InferOutput<typeof NewsletterScheduledSendPayload>;

/**
 * One per schedule of a custom newsletter, enqueued with it (not before `scheduled_at`). A run
 * whose schedule was moved or cancelled since does nothing; one that starts the sending hands it
 * to newsletter-send's runs. Its handler: newsletter-scheduled-send.job.ts.
 */
export const newsletterScheduledSend = {
  name: 'newsletter-scheduled-send',
  payload: NewsletterScheduledSendPayload,
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  office: (payload: NewsletterScheduledSendPayload) => payload.office_id,
};
