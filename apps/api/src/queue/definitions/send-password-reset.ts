import { Locale } from '@gaceta/shared/locales';
import * as v from 'valibot';

/**
 * A password reset asked for on the sign-in page: only the address and the language travel; the
 * run looks the address up and makes the link (decision 023). Its handler: send-password-reset.job.ts.
 */
export const sendPasswordReset = {
  name: 'send-password-reset',
  payload: v.object({ email: v.string(), locale: Locale }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  keepSeconds: 24 * 60 * 60,
};
