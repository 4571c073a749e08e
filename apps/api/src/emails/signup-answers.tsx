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
  welcomeSubject: /*i18n*/ { id: 'email.signup_approved.subject', message: 'Welcome to Gaceta' },
  welcome: /*i18n*/ {
    id: 'email.signup_approved.body',
    message: 'Your signup request has been approved: you are now part of {office} on Gaceta.',
  },
  signInWith: /*i18n*/ {
    id: 'email.signup_approved.sign_in_with',
    message: 'Sign in with your email ({email}) and the password you chose when you applied.',
  },
  signIn: /*i18n*/ { id: 'email.signup_approved.action', message: 'Sign in' },
  rejectedSubject: /*i18n*/ { id: 'email.signup_rejected.subject', message: 'Your Gaceta signup request' },
  thanks: /*i18n*/ { id: 'email.signup_rejected.thanks', message: 'Thank you for your interest in Gaceta.' },
  rejected: /*i18n*/ {
    id: 'email.signup_rejected.body',
    message: 'We have reviewed your signup request and cannot approve it at this time.',
  },
  reply: /*i18n*/ {
    id: 'email.signup_rejected.reply',
    message:
      'If you think this is a mistake or would like to know more, reply to this message and we will help.',
  },
  closing: /*i18n*/ { id: 'email.closing', message: 'Kind regards, the Gaceta team' },
};

/** Sent when an admin approves a signup request. */
export function welcomeEmail(
  frame: Omit<EmailFrame, 't'>,
  person: { firstName: string; email: string; officeName: string },
  loginLink: string,
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const welcome = t(m.welcome, { office: person.officeName });
    return {
      subject: t(m.welcomeSubject),
      body: (
        <EmailLayout {...rest} t={t} preview={welcome}>
          <Greeting t={t} name={person.firstName} />
          <Paragraph>{welcome}</Paragraph>
          <Paragraph>{t(m.signInWith, { email: person.email })}</Paragraph>
          <ActionButton href={loginLink}>{t(m.signIn)}</ActionButton>
          <Paragraph>{t(m.closing)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}

/** Sent when an admin rejects a signup request. */
export function signupRejectedEmail(frame: Omit<EmailFrame, 't'>, firstName: string): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => ({
    subject: t(m.rejectedSubject),
    body: (
      <EmailLayout {...rest} t={t} preview={t(m.thanks)}>
        <Greeting t={t} name={firstName} />
        <Paragraph>{t(m.thanks)}</Paragraph>
        <Paragraph>{t(m.rejected)}</Paragraph>
        <Paragraph>{t(m.reply)}</Paragraph>
        <Paragraph>{t(m.closing)}</Paragraph>
      </EmailLayout>
    ),
  }));
}
