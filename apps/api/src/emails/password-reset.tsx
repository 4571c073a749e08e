import {
  ActionButton,
  type EmailFrame,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
} from './layout';

const m = {
  subject: /*i18n*/ { id: 'email.password_reset.subject', message: 'Reset your Gaceta password' },
  greeting: /*i18n*/ { id: 'email.greeting', message: 'Hello {name},' },
  greetingNoName: /*i18n*/ { id: 'email.greeting_no_name', message: 'Hello,' },
  body: /*i18n*/ {
    id: 'email.password_reset.body',
    message: 'We received a request to reset the password of your Gaceta account.',
  },
  action: /*i18n*/ { id: 'email.password_reset.action', message: 'Create a new password' },
  expiry: /*i18n*/ {
    id: 'email.password_reset.expiry',
    message: 'The link expires in one hour and can be used only once.',
  },
  ignore: /*i18n*/ {
    id: 'email.password_reset.ignore',
    message: 'If you did not ask for this, ignore this message: your password will not change.',
  },
};

export function Greeting({ t, name }: Pick<EmailFrame, 't'> & { name: string }) {
  return <Paragraph>{name ? t(m.greeting, { name }) : t(m.greetingNoName)}</Paragraph>;
}

export function passwordResetEmail(
  frame: Omit<EmailFrame, 't'>,
  firstName: string,
  link: string,
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => ({
    subject: t(m.subject),
    body: (
      <EmailLayout {...rest} t={t} preview={t(m.body)}>
        <Greeting t={t} name={firstName} />
        <Paragraph>{t(m.body)}</Paragraph>
        <ActionButton href={link}>{t(m.action)}</ActionButton>
        <Paragraph>{t(m.expiry)}</Paragraph>
        <Paragraph>{t(m.ignore)}</Paragraph>
      </EmailLayout>
    ),
  }));
}
