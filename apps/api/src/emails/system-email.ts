import { Locale } from '@gaceta/shared/locales';
import { SocialNetwork } from '@gaceta/shared/social';
import * as v from 'valibot';
import type { Operator } from '../env';
import type { MailMessage } from '../lib/mailer';

/**
 * The system emails, as data a job can carry: which template, to whom, in which language, with
 * what. Rendering waits for the job, so a template that fails is retried with the send. (The
 * password reset and the invitation are rendered by their own jobs, which make the link: they are
 * never enqueued as data.)
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
    template: v.literal('invitation'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    officeName: v.string(),
    link: v.string(),
    validDays: v.number(),
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
    template: v.literal('news_sent_back'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    title: v.string(),
    reviewer: v.string(),
    comment: v.string(),
    link: v.string(),
  }),
  v.object({
    template: v.literal('sender_verification'),
    to: v.string(),
    locale: Locale,
    officeName: v.string(),
    code: v.string(),
    validMinutes: v.number(),
  }),
  v.object({
    template: v.picklist(['email_package_approved', 'email_package_rejected']),
    to: v.string(),
    replyTo: v.string(),
    locale: Locale,
    firstName: v.string(),
    officeName: v.string(),
    package: v.number(),
    contracted: v.number(),
    remaining: v.number(),
  }),
  v.object({
    template: v.literal('subscription_confirmation'),
    to: v.string(),
    locale: Locale,
    name: v.nullable(v.string()),
    officeName: v.string(),
    link: v.string(),
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
  v.object({
    template: v.literal('newsletter_failed'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    titles: v.array(v.string()),
    sent: v.number(),
    left: v.number(),
    link: v.string(),
  }),
  v.object({
    template: v.literal('newsletter_approval'),
    to: v.string(),
    locale: Locale,
    firstName: v.string(),
    titles: v.array(v.string()),
    again: v.boolean(),
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
    case 'invitation': {
      const { invitationEmail } = await import('./invitation');
      return { to: email.to, ...(await invitationEmail(frame, email)) };
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
    case 'news_sent_back': {
      const { newsSentBackEmail } = await import('./news-sent-back');
      return { to: email.to, ...(await newsSentBackEmail(frame, email)) };
    }
    case 'sender_verification': {
      const { senderVerificationEmail } = await import('./sender-verification');
      return { to: email.to, ...(await senderVerificationEmail(frame, email)) };
    }
    case 'email_package_approved':
    case 'email_package_rejected': {
      const { packageApprovedEmail, packageRejectedEmail } = await import('./email-package-answer');
      const render =
        email.template === 'email_package_approved' ? packageApprovedEmail : packageRejectedEmail;
      return { to: email.to, replyTo: email.replyTo, ...(await render(frame, email)) };
    }
    case 'subscription_confirmation': {
      const { subscriptionConfirmationEmail } = await import('./subscription-confirmation');
      return { to: email.to, ...(await subscriptionConfirmationEmail(frame, email)) };
    }
    case 'social_reconnect': {
      const { socialReconnectEmail } = await import('./social-reconnect');
      return { to: email.to, ...(await socialReconnectEmail(frame, email)) };
    }
    case 'newsletter_failed': {
      const { newsletterFailedEmail } = await import('./newsletter-failed');
      return { to: email.to, ...(await newsletterFailedEmail(frame, email)) };
    }
    case 'newsletter_approval': {
      const { newsletterApprovalEmail } = await import('./newsletter-approval');
      return { to: email.to, ...(await newsletterApprovalEmail(frame, email)) };
    }
  }
}
