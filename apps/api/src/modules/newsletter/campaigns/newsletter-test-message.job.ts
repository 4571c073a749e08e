import { newsletterTestMessage } from '../../../queue/definitions/newsletter-test-message';
import { defineJob } from '../../../queue/queue';

/** Sends a campaign's test message as it was rendered when asked for (test-message.ts). */
export const newsletterTestMessageJob = defineJob({
  ...newsletterTestMessage,
  prompt: true,
  async handle(ctx, payload) {
    await ctx.mailer.send({
      to: payload.to,
      from: payload.from,
      ...(payload.reply_to && { replyTo: payload.reply_to }),
      subject: payload.subject,
      html: payload.html,
      text: payload.text,
    });
  },
  async failed(ctx, payload, { error, willRetry }) {
    if (!willRetry) {
      ctx.logger.error({ err: error, campaignId: payload.campaign_id }, 'newsletter test message given up');
    }
  },
});
