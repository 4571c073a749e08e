import { Id } from '@gaceta/shared/common';
import * as v from 'valibot';

const NewsletterTestMessagePayload = v.object({
  office_id: Id,
  campaign_id: Id,
  to: v.string(),
  from: v.object({ name: v.string(), address: v.string() }),
  reply_to: v.nullable(v.string()),
  subject: v.string(),
  html: v.string(),
  text: v.string(),
});
export type NewsletterTestMessagePayload = v.InferOutput<typeof NewsletterTestMessagePayload>;

/**
 * A campaign's test message, rendered when the office asked for it (so the draft may be changed or
 * deleted meanwhile), to one address of the office. Not a delivery: no quota, no statistics. Sent at
 * least once, as system emails are (decision 023). Its handler: campaigns/newsletter-test-message.job.ts.
 */
export const newsletterTestMessage = {
  name: 'newsletter-test-message',
  payload: NewsletterTestMessagePayload,
  retry: { limit: 4, delaySeconds: 30, backoff: true },
  office: (payload: NewsletterTestMessagePayload) => payload.office_id,
  // The payload holds an address and a message: a day is long enough to follow a failure up.
  keepSeconds: 24 * 60 * 60,
};
