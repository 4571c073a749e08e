import { type EmailFrame, EmailLayout, Paragraph, type RenderedEmail, renderEmail } from './layout';

const m = {
  subject: /*i18n*/ { id: 'email.information_request.subject', message: 'Information request from {name}' },
  intro: /*i18n*/ {
    id: 'email.information_request.intro',
    message: "Someone asked for more information on Gaceta's landing page:",
  },
  name: /*i18n*/ { id: 'email.information_request.name', message: 'Name: {value}' },
  email: /*i18n*/ { id: 'email.information_request.email', message: 'Email: {value}' },
  phone: /*i18n*/ { id: 'email.information_request.phone', message: 'Phone: {value}' },
  office: /*i18n*/ { id: 'email.information_request.office', message: 'Office: {value}' },
  message: /*i18n*/ { id: 'email.information_request.message', message: 'Message:' },
};

/** Sent to the provider's contact address; replying reaches the person who asked. */
export function informationRequestEmail(
  frame: Omit<EmailFrame, 't'>,
  request: { name: string; email: string; phone: string | null; office: string | null; message: string },
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => ({
    subject: t(m.subject, { name: request.name }),
    body: (
      <EmailLayout {...rest} t={t} preview={t(m.intro)}>
        <Paragraph>{t(m.intro)}</Paragraph>
        <Paragraph>
          {[
            t(m.name, { value: request.name }),
            t(m.email, { value: request.email }),
            t(m.phone, { value: request.phone ?? '—' }),
            t(m.office, { value: request.office ?? '—' }),
          ].join('\n')}
        </Paragraph>
        <Paragraph>{t(m.message)}</Paragraph>
        <Paragraph>{request.message}</Paragraph>
      </EmailLayout>
    ),
  }));
}
