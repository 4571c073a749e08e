import { Locale } from '@gaceta/shared/locales';
import { SocialNetwork } from '@gaceta/shared/social';
import * as v from 'valibot';
import type { Operator } from '../env';
import type { MailMessage } from '../lib/mailer';

/**
 * The system emails, as data a job can carry: which template, to whom, in which language, with
 * what. Rendering waits for the job, so a template that fails is retried with the send. (The
 * password reset is rendered by its own job, which makes the link: it is never enqueued as data.)
 */
export const SystemEmail = v.variant('template', [
  v.object({
    template: v.literal('password_reset'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    link: v.string(),
  }),
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
  v.object({
    template: v.literal('social_reconnect'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    network: SocialNetwork,
    account: v.string(),
    link: v.string(),
  }),
]);
export type SystemEmail = v.InferOutput<typeof SystemEmail>;

/**
 * The message of a system email in its recipient's language. Each template is loaded on its first
 * use rather than at start: React Email weighs a quarter of a second on every start.
 */
export async function renderSystemEmail(email: SystemEmail, operator: Operator): Promise<MailMessage> {
  const frame = { locale: email.locale, operator };
  switch (email.template) {
    case 'password_reset': {
      const { passwordResetEmail } = await import('./password-reset');
      return { to: email.to, ...(await passwordResetEmail(frame, email.firstName, email.link)) };
    }
    case 'signup_welcome': {
      const { welcomeEmail } = await import('./signup-answers');
      const person = { firstName: email.firstName, email: email.to, officeName: email.officeName };
      return { to: email.to, ...(await welcomeEmail(frame, person, email.loginLink)) };
    }
    case 'signup_rejected': {
      const { signupRejectedEmail } = await import('./signup-answers');
      const message = await signupRejectedEmail(frame, email.firstName);
      return { to: email.to, replyTo: email.replyTo, ...message };
    }
    case 'information_request': {
      const { informationRequestEmail } = await import('./information-request');
      const message = await informationRequestEmail(frame, email.request);
      return { to: email.to, replyTo: email.replyTo, ...message };
    }
    case 'social_reconnect': {
      const { socialReconnectEmail } = await import('./social-reconnect');
      return { to: email.to, ...(await socialReconnectEmail(frame, email)) };
    }
  }
}
