import { type EmailFrame, EmailLayout, Paragraph, type RenderedEmail, renderEmail } from './layout';
import { Greeting } from './password-reset';

const m = {
  approvedSubject: /*i18n*/ {
    id: 'email.email_package.approved_subject',
    message: 'Your request for {package} emails has been approved',
  },
  approved: /*i18n*/ {
    id: 'email.email_package.approved',
    message: 'The provider has approved the package of {package} emails that {office} requested.',
  },
  contracted: /*i18n*/ {
    id: 'email.email_package.contracted',
    message: 'Your office now has {contracted} emails contracted, of which {remaining} remain to be sent.',
  },
  rejectedSubject: /*i18n*/ {
    id: 'email.email_package.rejected_subject',
    message: 'Your request for {package} emails',
  },
  rejected: /*i18n*/ {
    id: 'email.email_package.rejected',
    message: 'The provider has not approved the package of {package} emails that {office} requested.',
  },
  reply: /*i18n*/ {
    id: 'email.email_package.reply',
    message: 'Reply to this message if you would like to know more.',
  },
  closing: /*i18n*/ { id: 'email.closing', message: 'Kind regards, the Gaceta team' },
};

export interface PackageAnswer {
  firstName: string;
  officeName: string;
  package: number;
  /** The quota after the answer. */
  contracted: number;
  remaining: number;
}

/** Tells the office the provider approved its request for more emails. */
export function packageApprovedEmail(
  frame: Omit<EmailFrame, 't'>,
  answer: PackageAnswer,
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const values = { package: answer.package, office: answer.officeName };
    return {
      subject: t(m.approvedSubject, values),
      body: (
        <EmailLayout {...rest} t={t} preview={t(m.approved, values)}>
          <Greeting t={t} name={answer.firstName} />
          <Paragraph>{t(m.approved, values)}</Paragraph>
          <Paragraph>
            {t(m.contracted, { contracted: answer.contracted, remaining: answer.remaining })}
          </Paragraph>
          <Paragraph>{t(m.closing)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}

/** Tells the office the provider did not approve its request; replies reach the provider. */
export function packageRejectedEmail(
  frame: Omit<EmailFrame, 't'>,
  answer: PackageAnswer,
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const values = { package: answer.package, office: answer.officeName };
    return {
      subject: t(m.rejectedSubject, values),
      body: (
        <EmailLayout {...rest} t={t} preview={t(m.rejected, values)}>
          <Greeting t={t} name={answer.firstName} />
          <Paragraph>{t(m.rejected, values)}</Paragraph>
          <Paragraph>{t(m.reply)}</Paragraph>
          <Paragraph>{t(m.closing)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
