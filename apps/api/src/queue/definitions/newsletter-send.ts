import { Id } from '@gaceta/shared/common';
import * as v from 'valibot';

const NewsletterSendPayload = v.object({ office_id: Id, campaign_id: Id });
export type NewsletterSendPayload = v.InferOutput<typeof NewsletterSendPayload>;

/**
 * A run of a campaign's sending: it sends what is left, batch by batch, and may be enqueued more
 * than once for one campaign (a second worker shares the work; a temporary failure's retry comes
 * back later). Each message is claimed in the database first, so runs never send one twice
 * (decision 036). A run that fails is retried with backoff (1, 2, 4, 8, 16 minutes); after the
 * last, the campaign is `failed` until the office resumes it. Its handler: newsletter-send.job.ts.
 */
export const newsletterSend = {
  name: 'newsletter-send',
  payload: NewsletterSendPayload,
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  office: (payload: NewsletterSendPayload) => payload.office_id,
};
