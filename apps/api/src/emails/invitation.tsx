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
  subject: /*i18n*/ { id: 'email.invitation.subject', message: '{office} invites you to Gaceta' },
  body: /*i18n*/ {
    id: 'email.invitation.body',
    message: '{office} has added you to Gaceta, where the firm writes and publishes its legal news.',
  },
  choose: /*i18n*/ {
    id: 'email.invitation.choose',
    message: 'Choose your password to sign in with your email ({email}).',
  },
  action: /*i18n*/ { id: 'email.invitation.action', message: 'Choose my password' },
  expiry: /*i18n*/ {
    id: 'email.invitation.expiry',
    message:
      'The link can be used once and expires in {days} days. If it expires, ask whoever invited you to send it again.',
  },
  ignore: /*i18n*/ {
    id: 'email.invitation.ignore',
    message: 'If you were not expecting this, ignore this message: no account is usable without the link.',
  },
};

/** Sent when an office (or the provider, for an office's first user) adds a user. */
export function invitationEmail(
  frame: Omit<EmailFrame, 't'>,
  invite: { firstName: string; to: string; officeName: string; link: string; validDays: number },
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const body = t(m.body, { office: invite.officeName });
    return {
      subject: t(m.subject, { office: invite.officeName }),
      body: (
        <EmailLayout {...rest} t={t} preview={body}>
          <Greeting t={t} name={invite.firstName} />
          <Paragraph>{body}</Paragraph>
          <Paragraph>{t(m.choose, { email: invite.to })}</Paragraph>
          <ActionButton href={invite.link}>{t(m.action)}</ActionButton>
          <Paragraph>{t(m.expiry, { days: invite.validDays })}</Paragraph>
          <Paragraph>{t(m.ignore)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
