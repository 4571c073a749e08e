import { SystemEmail } from '../../emails/system-email';

/**
 * One system email, enqueued in the transaction of the change that causes it (decision 023).
 * Retries reach about four hours (30 s doubling). Its handler: send-email.job.ts.
 */
export const sendEmail = {
  name: 'send-email',
  payload: SystemEmail,
  retry: { limit: 9, delaySeconds: 30, backoff: true },
  // Payloads hold addresses and messages: a day is long enough to follow a failure up.
  keepSeconds: 24 * 60 * 60,
};
