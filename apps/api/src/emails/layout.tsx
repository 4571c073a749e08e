import type { Locale } from '@gaceta/shared/locales';
import { escapeHtml } from '@gaceta/shared/website/markup';
import { Body, Button, Container, Head, Hr, Html, Preview, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import type { Operator } from '../env';
import { type Translate, translator } from '../lib/i18n';

/** Brand ink, as the back-office's primary button. */
const INK = '#13233f';

const styles = {
  body: { backgroundColor: '#ffffff', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937' },
  container: { maxWidth: '560px', padding: '24px 16px' },
  text: { fontSize: '15px', lineHeight: '1.5', margin: '0 0 16px' },
  button: {
    display: 'inline-block',
    padding: '10px 18px',
    backgroundColor: INK,
    color: '#ffffff',
    textDecoration: 'none',
    borderRadius: '6px',
    fontSize: '15px',
  },
  // 14 px: the smallest text a phone shows legibly without zooming.
  footer: { fontSize: '14px', lineHeight: '1.5', color: '#6b7280', margin: '0' },
} as const;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What every email component receives: its language, that language's translator and the operator. */
export interface EmailFrame {
  locale: Locale;
  t: Translate;
  operator: Operator;
}

const footer = {
  operatedBy: /*i18n*/ { id: 'email.footer.operated_by', message: 'Gaceta is operated by {name}' },
  taxId: /*i18n*/ { id: 'email.footer.tax_id', message: 'Tax id: {taxId}' },
  registry: /*i18n*/ { id: 'email.footer.registry', message: 'Registry: {registry}' },
  contact: /*i18n*/ { id: 'email.footer.contact', message: 'Contact: {email}' },
};

/** The operator's legal identity (LSSI article 10), with the fields that are set. */
export function OperatorFooter({ t, operator }: Pick<EmailFrame, 't' | 'operator'>) {
  const lines = [
    operator.name ? t(footer.operatedBy, { name: operator.name }) : 'Gaceta',
    operator.taxId && t(footer.taxId, { taxId: operator.taxId }),
    operator.address,
    operator.registry && t(footer.registry, { registry: operator.registry }),
    t(footer.contact, { email: operator.email }),
  ].filter(Boolean);
  return (
    <>
      <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
      {lines.map((line) => (
        <Text key={line} style={styles.footer}>
          {line}
        </Text>
      ))}
    </>
  );
}

/** The frame of every email the platform sends (system emails now, the newsletter later). */
export function EmailLayout({
  locale,
  t,
  operator,
  preview,
  children,
}: EmailFrame & { preview: string; children: ReactNode }) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {children}
          <OperatorFooter t={t} operator={operator} />
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph; line breaks inside it (a visitor's message) are kept. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{children}</Text>;
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={styles.text}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Text>
  );
}

/** Renders an email component to its HTML and plain-text parts, in the recipient's language. */
export async function renderEmail(
  frame: { locale: Locale; operator: Operator },
  compose: (frame: EmailFrame) => { subject: string; body: ReactElement },
): Promise<RenderedEmail> {
  const { subject, body } = compose({ ...frame, t: translator(frame.locale) });
  return renderParts(subject, body);
}

/**
 * An email's two parts. The HTML is an HTML5 document, as email builders write them today, with a
 * viewport (without it phones and webmail lay it out 980 px wide and scale it down, and its
 * small-screen rules never apply) and its subject as title; React Email writes an XHTML doctype
 * and no viewport.
 */
export async function renderParts(subject: string, body: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  const head = `<meta name="viewport" content="width=device-width, initial-scale=1"/><title>${escapeHtml(subject)}</title>`;
  return {
    subject,
    html: html.replace(/^<!DOCTYPE[^>]*>/i, '<!DOCTYPE html>').replace('<head>', `<head>${head}`),
    text,
  };
}
