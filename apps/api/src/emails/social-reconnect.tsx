import { SOCIAL_NETWORK_NAMES, type SocialNetwork } from '@gaceta/shared/social';
import {
  ActionButton,
  type EmailFrame,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
} from './layout';
import { Greeting } from './password-reset';

const m = {
  subject: /*i18n*/ { id: 'email.social_reconnect.subject', message: 'Reconnect your {network} account' },
  body: /*i18n*/ {
    id: 'email.social_reconnect.body',
    message:
      '{network} no longer accepts Gaceta for {account}: nothing will be published there until the account is connected again. Posts already published and their figures are kept.',
  },
  action: /*i18n*/ { id: 'email.social_reconnect.action', message: 'Reconnect' },
  closing: /*i18n*/ { id: 'email.closing', message: 'Kind regards, the Gaceta team' },
};

/** Sent once to the office's social managers when a network refuses its connection. */
export function socialReconnectEmail(
  frame: Omit<EmailFrame, 't'>,
  input: { firstName: string; network: SocialNetwork; account: string; link: string },
): Promise<RenderedEmail> {
  const network = SOCIAL_NETWORK_NAMES[input.network];
  return renderEmail(frame, ({ t, ...rest }) => {
    const body = t(m.body, { network, account: input.account });
    return {
      subject: t(m.subject, { network }),
      body: (
        <EmailLayout {...rest} t={t} preview={body}>
          <Greeting t={t} name={input.firstName} />
          <Paragraph>{body}</Paragraph>
          <ActionButton href={input.link}>{t(m.action)}</ActionButton>
          <Paragraph>{t(m.closing)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
