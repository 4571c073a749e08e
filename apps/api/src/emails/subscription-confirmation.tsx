import {
  ActionButton,
  type EmailFrame,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
} from './layout';
import { Greeting } from './password-reset';

/**
 * The double opt-in of a newsletter subscription: the email with its link, and the texts of the
 * small page the link opens (kept here, with the emails' catalog, in the reader's language).
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
  pageDone: /*i18n*/ {
    id: 'email.subscription.page_done',
    message: 'Thank you: your subscription is confirmed. Every email carries a link to unsubscribe.',
  },
  pageInvalid: /*i18n*/ {
    id: 'email.subscription.page_invalid',
    message: 'This confirmation link is not valid or has expired; subscribe again',
  },
};

export function subscriptionConfirmationEmail(
  frame: Omit<EmailFrame, 't'>,
  subscription: { name: string | null; officeName: string; link: string },
): Promise<RenderedEmail> {
  const office = subscription.officeName;
  return renderEmail(frame, ({ t, ...rest }) => ({
    subject: t(SUBSCRIPTION_TEXTS.subject, { office }),
    body: (
      <EmailLayout {...rest} t={t} preview={t(SUBSCRIPTION_TEXTS.body, { office })}>
        <Greeting t={t} name={subscription.name ?? ''} />
        <Paragraph>{t(SUBSCRIPTION_TEXTS.body, { office })}</Paragraph>
        <ActionButton href={subscription.link}>{t(SUBSCRIPTION_TEXTS.action)}</ActionButton>
        <Paragraph>{t(SUBSCRIPTION_TEXTS.expiry)}</Paragraph>
        <Paragraph>{t(SUBSCRIPTION_TEXTS.ignore)}</Paragraph>
      </EmailLayout>
    ),
  }));
}
