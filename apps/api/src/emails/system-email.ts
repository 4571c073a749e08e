import { Locale } from '@gaceta/shared/locales';
import * as v from 'valibot';
import type { Operator } from '../env';
import type { MailMessage } from '../lib/mailer';
import { informationRequestEmail } from './information-request';
import { signupRejectedEmail, welcomeEmail } from './signup-answers';

/**
 * The system emails a request asks for, as data a job can carry: which template, to whom, in which
 * language, with what. Rendering waits for the job, so a template that fails is retried with the send.
 */
export const SystemEmail = v.variant('template', [
  v.object({
    template: v.literal('signup_welcome'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    officeName: v.string(),
    loginLink: v.string(),
  }),
  v.object({
    template: v.literal('signup_rejected'),
    to: v.string(),
    replyTo: v.string(),
    locale: Locale,
    firstName: v.string(),
  }),
  v.object({
    template: v.literal('information_request'),
    to: v.string(),
    replyTo: v.string(),
    locale: Locale,
    request: v.object({
      name: v.string(),
      email: v.string(),
      phone: v.nullable(v.string()),
      office: v.nullable(v.string()),
      message: v.string(),
    }),
  }),
]);
export type SystemEmail = v.InferOutput<typeof SystemEmail>;

export async function renderSystemEmail(email: SystemEmail, operator: Operator): Promise<MailMessage> {
  const frame = { locale: email.locale, operator };
  switch (email.template) {
    case 'signup_welcome': {
      const person = { firstName: email.firstName, email: email.to, officeName: email.officeName };
      return { to: email.to, ...(await welcomeEmail(frame, person, email.loginLink)) };
    }
    case 'signup_rejected':
      return {
        to: email.to,
        replyTo: email.replyTo,
        ...(await signupRejectedEmail(frame, email.firstName)),
      };
    case 'information_request':
      return {
        to: email.to,
        replyTo: email.replyTo,
        ...(await informationRequestEmail(frame, email.request)),
      };
  }
}
