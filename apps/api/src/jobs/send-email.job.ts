import { renderSystemEmail } from '../emails/system-email';
import { sendEmail } from '../queue/definitions/send-email';
import { defineJob } from '../queue/queue';

/**
 * Renders and sends the email: the change and its email commit together, and a relay that is down
 * only delays the message. Sending is at least once: a run that sent but was cut off before pg-boss
 * recorded it sends again, which is harmless for these messages.
 */
export const sendEmailJob = defineJob({
  ...sendEmail,
  prompt: true,
  async handle(ctx, email) {
    await ctx.mailer.send(await renderSystemEmail(email, ctx.config.operator));
  },
  async failed(ctx, email, { error, willRetry }) {
    if (!willRetry) ctx.logger.error({ err: error, template: email.template }, 'system email given up');
  },
});
