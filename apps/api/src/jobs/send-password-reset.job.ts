import { Locale } from '@gaceta/shared/locales';
import * as v from 'valibot';
import { emailResetLink } from '../modules/passwords/reset-link';
import { defineJob } from './queue';

/**
 * A password reset asked for on the sign-in page: the job, not the request, looks the address up,
 * so known and unknown addresses get the same answer in the same time (decision 008). The link is
 * made in the run and never stored in the payload. A retried run makes a new link; an unused one
 * expires within the hour.
 */
export const sendPasswordResetJob = defineJob({
  name: 'send-password-reset',
  payload: v.object({ email: v.string(), locale: Locale }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  keepSeconds: 24 * 60 * 60,
  handle: (ctx, input) => emailResetLink(ctx, input),
  async failed(ctx, _input, { error, willRetry }) {
    if (!willRetry) ctx.logger.error({ err: error }, 'password reset email given up');
  },
});
