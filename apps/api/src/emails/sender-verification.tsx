import { Text } from '@react-email/components';
import { type EmailFrame, EmailLayout, Paragraph, type RenderedEmail, renderEmail } from './layout';

const m = {
  subject: /*i18n*/ { id: 'email.sender_code.subject', message: 'Your Gaceta verification code: {code}' },
  body: /*i18n*/ {
    id: 'email.sender_code.body',
    message:
      '{office} wants to send its newsletter with this address as the sender. To confirm it, enter this code in Gaceta:',
  },
  expiry: /*i18n*/ {
    id: 'email.sender_code.expiry',
    message: 'The code works for {minutes} minutes. If it expires, ask for a new one from the same screen.',
  },
  ignore: /*i18n*/ {
    id: 'email.sender_code.ignore',
    message: 'If you do not know this office, ignore this message: nothing will be sent in your name.',
  },
};

const codeStyle = {
  fontSize: '28px',
  fontWeight: 700,
  letterSpacing: '6px',
  margin: '0 0 16px',
  fontFamily: 'Menlo, Consolas, monospace',
} as const;

/** Sent to an address an office adds as a newsletter sender; the code proves the office reads it. */
export function senderVerificationEmail(
  frame: Omit<EmailFrame, 't'>,
  details: { officeName: string; code: string; validMinutes: number },
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const body = t(m.body, { office: details.officeName });
    return {
      subject: t(m.subject, { code: details.code }),
      body: (
        <EmailLayout {...rest} t={t} preview={body}>
          <Paragraph>{body}</Paragraph>
          <Text style={codeStyle}>{details.code}</Text>
          <Paragraph>{t(m.expiry, { minutes: details.validMinutes })}</Paragraph>
          <Paragraph>{t(m.ignore)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
