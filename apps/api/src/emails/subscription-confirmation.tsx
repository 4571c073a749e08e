import {
  ActionButton,
  type EmailFrame,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
} from './layout';
import { Greeting } from './password-reset';
import { SUBSCRIPTION_TEXTS } from './subscription-texts';

/** The double opt-in of a newsletter subscription: the email with its link. */
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
