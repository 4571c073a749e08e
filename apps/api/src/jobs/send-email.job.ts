import { renderSystemEmail, SystemEmail } from '../emails/system-email';
import { defineJob } from './queue';

/**
 * Sends one system email, enqueued in the transaction of the change that causes it (decision 023):
 * the change and its email commit together, and a relay that is down only delays the message.
 * Retries reach about four hours (30 s doubling). Sending is at least once: a run that sent but was
 * cut off before pg-boss recorded it sends again, which is harmless for these messages.
 */
export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: SystemEmail,
  retry: { limit: 9, delaySeconds: 30, backoff: true },
  // Payloads hold addresses and messages: a day is long enough to follow a failure up.
  keepSeconds: 24 * 60 * 60,
  async handle(ctx, email) {
    await ctx.mailer.send(await renderSystemEmail(email, ctx.config.operator));
  },
  async failed(ctx, email, { error, willRetry }) {
    if (!willRetry) ctx.logger.error({ err: error, template: email.template }, 'system email given up');
  },
});
