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
  subject: /*i18n*/ {
    id: 'email.newsletter_failed.subject',
    message: 'Newsletter stopped: {left, plural, one {# message} other {# messages}} not sent',
  },
  body: /*i18n*/ {
    id: 'email.newsletter_failed.body',
    message: 'The newsletter with {news} stopped sending after several failed attempts.',
  },
  counts: /*i18n*/ {
    id: 'email.newsletter_failed.counts',
    message:
      '{sent, plural, one {# message was sent} other {# messages were sent}} and {left, plural, one {# is still waiting} other {# are still waiting}}. Resuming the sending sends only those still waiting: nobody receives it twice.',
  },
  deleted: /*i18n*/ { id: 'email.newsletter_failed.deleted_news', message: 'news deleted since' },
  action: /*i18n*/ { id: 'email.newsletter_failed.action', message: 'Open the newsletter' },
  settings: /*i18n*/ {
    id: 'email.newsletter_failed.settings',
    message:
      'You receive these notices by email because they are on in your user menu, where you can turn them off.',
  },
};

export interface NewsletterFailedNotice {
  firstName: string;
  /** The campaign's items, by title, in its order (those deleted since are left out). */
  titles: string[];
  /** Messages that left, and those still waiting to be sent. */
  sent: number;
  left: number;
  /** The campaign in the back-office, where it is resumed. */
  link: string;
}

/**
 * Sent to the office's newsletter managers when a campaign's sending gave up after its last retry
 * (docs/newsletter.md, Campaigns): which one, how far it got, and where to resume it.
 */
export function newsletterFailedEmail(
  frame: Omit<EmailFrame, 't'>,
  notice: NewsletterFailedNotice,
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const news =
      notice.titles.length > 0 ? notice.titles.map((title) => `“${title}”`).join(', ') : t(m.deleted);
    const body = t(m.body, { news });
    return {
      subject: t(m.subject, { left: notice.left }),
      body: (
        <EmailLayout {...rest} t={t} preview={body}>
          <Greeting t={t} name={notice.firstName} />
          <Paragraph>{body}</Paragraph>
          <Paragraph>{t(m.counts, { sent: notice.sent, left: notice.left })}</Paragraph>
          <ActionButton href={notice.link}>{t(m.action)}</ActionButton>
          <Paragraph>{t(m.settings)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
