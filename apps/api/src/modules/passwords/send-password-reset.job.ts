import { sendPasswordReset } from '../../queue/definitions/send-password-reset';
import { defineJob } from '../../queue/queue';
import { emailResetLink } from './reset-link';

/**
 * The job, not the request, looks the address up, so known and unknown addresses get the same
 * answer in the same time (decision 008). A retried run makes a new link; an unused one expires
 * within the hour.
 */
export const sendPasswordResetJob = defineJob({
  ...sendPasswordReset,
  prompt: true,
  handle: (ctx, input) => emailResetLink(ctx, input),
  async failed(ctx, _input, { error, willRetry }) {
    if (!willRetry) ctx.logger.error({ err: error }, 'password reset email given up');
  },
});
