import { Locale } from '@gaceta/shared/locales';
import * as v from 'valibot';

/**
 * An invitation to a new office user: only who and in which language travel; the run makes the
 * single-use link, so no token waits in the queue (as the password reset, decision 023). Its
 * handler: modules/passwords/send-invitation.job.ts.
 */
export const sendInvitation = {
  name: 'send-invitation',
  payload: v.object({ user_id: v.string(), locale: Locale }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  keepSeconds: 24 * 60 * 60,
};
