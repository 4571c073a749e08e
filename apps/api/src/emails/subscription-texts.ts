import type { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import { escapeHtml } from '@gaceta/shared/website/markup';
import type { Translate } from '../lib/i18n';

/**
 * The texts of a newsletter subscription's double opt-in: its email (subscription-confirmation.tsx)
 * and the small page its link opens (modules/newsletter/subscriptions/subscriptions.page.ts), in the emails'
 * catalog. Apart from the email so that the page, served from the start, loads no email renderer.
 */
export const SUBSCRIPTION_TEXTS = {
  subject: /*i18n*/ { id: 'email.subscription.subject', message: 'Confirm your subscription to {office}' },
  body: /*i18n*/ {
    id: 'email.subscription.body',
    message: 'You asked to receive the newsletter of {office}. Confirm it with the button below.',
  },
  action: /*i18n*/ { id: 'email.subscription.action', message: 'Confirm my subscription' },
  expiry: /*i18n*/ { id: 'email.subscription.expiry', message: 'The link expires in 7 days.' },
  ignore: /*i18n*/ {
    id: 'email.subscription.ignore',
    message: 'If you did not ask for this, ignore this message: you will not be subscribed.',
  },
  pageTitle: /*i18n*/ { id: 'email.subscription.page_title', message: 'Newsletter of {office}' },
  pageAsk: /*i18n*/ {
    id: 'email.subscription.page_ask',
    message: 'Confirm that you want to receive the newsletter of {office} at {email}.',
  },
  pageTracked: /*i18n*/ {
    id: 'email.subscription.page_tracked',
    message:
      '{office} records when you open its newsletters and which of their links you click, to learn which subjects interest you, and keeps it for {months, plural, one {# month} other {# months}}.',
  },
  pageNotTracked: /*i18n*/ {
    id: 'email.subscription.page_not_tracked',
    message:
      '{office} does not record who opens its newsletters or clicks their links: it counts only how many do.',
  },
  pagePrivacy: /*i18n*/ { id: 'email.subscription.page_privacy', message: 'Privacy policy' },
  pageDone: /*i18n*/ {
    id: 'email.subscription.page_done',
    message: 'Thank you: your subscription is confirmed. Every email carries a link to unsubscribe.',
  },
  pageInvalid: /*i18n*/ {
    id: 'email.subscription.page_invalid',
    message: 'This confirmation link is not valid or has expired; subscribe again',
  },
};

/**
 * What the office records of its readers, with its privacy policy, as a paragraph: told before a
 * person subscribes (the confirmation page) and wherever they manage their subscription.
 */
export function readingNoticeHtml(t: Translate, officeName: string, reading: ReadingNotice): string {
  const recorded = reading.per_person
    ? t(SUBSCRIPTION_TEXTS.pageTracked, { office: officeName, months: reading.retention_months })
    : t(SUBSCRIPTION_TEXTS.pageNotTracked, { office: officeName });
  const privacy = reading.privacy_url
    ? ` <a href="${escapeHtml(reading.privacy_url)}">${escapeHtml(t(SUBSCRIPTION_TEXTS.pagePrivacy))}</a>`
    : '';
  return `<p>${escapeHtml(recorded)}${privacy}</p>`;
}
