import { newsletterSend } from '../../../queue/definitions/newsletter-send';
import { defineJob } from '../../../queue/queue';
import { failSending, runSending } from './sending.service';

/**
 * Sends what is left of a campaign. When messages wait on a temporary failure's retry (or on another
 * worker's lease), the run enqueues its follow-up for then; one per campaign and moment. When its
 * last retry fails, the campaign becomes `failed` and its newsletter managers are told; the office
 * resumes it from the back-office.
 */
export const newsletterSendJob = defineJob({
  ...newsletterSend,
  prompt: true,
  async handle(ctx, payload) {
    const next = await runSending(ctx, payload.campaign_id);
    if (!next) return;
    await ctx.jobs.enqueue(ctx, newsletterSend, payload, {
      startAfter: next,
      singletonKey: `${payload.campaign_id}:${next.toISOString()}`,
    });
  },
  async failed(ctx, payload, { error, willRetry }) {
    if (!willRetry) await failSending(ctx, payload.campaign_id, error);
  },
});
