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
    id: 'email.newsletter_approval.subject',
    message: 'The automatic newsletter is waiting for your approval',
  },
  subjectAgain: /*i18n*/ {
    id: 'email.newsletter_approval.subject_again',
    message: 'Reminder: the automatic newsletter is still waiting for your approval',
  },
  body: /*i18n*/ {
    id: 'email.newsletter_approval.body',
    message:
      'The automatic newsletter is prepared with {count, plural, one {# news item} other {# news items}}: {news}.',
  },
  rule: /*i18n*/ {
    id: 'email.newsletter_approval.rule',
    message:
      'Your office asks for approval before it goes out: nobody receives it until a publish reviewer approves it. You can preview it, then approve or discard it, in the newsletter configuration.',
  },
  action: /*i18n*/ { id: 'email.newsletter_approval.action', message: 'Review the newsletter' },
  settings: /*i18n*/ {
    id: 'email.newsletter_failed.settings',
    message:
      'You receive these notices by email because they are on in your user menu, where you can turn them off.',
  },
};

export interface NewsletterApprovalNotice {
  firstName: string;
  /** The items, by title, in its order. */
  titles: string[];
  /** The reminder sent a day later while it still waits. */
  again: boolean;
  /** The newsletter configuration in the back-office, where it is approved. */
  link: string;
}

/**
 * Sent to the office's publish reviewers when an automatic newsletter is prepared and waits for
 * their approval, and once more a day later if it still waits (docs/newsletter.md, decision 057).
 */
export function newsletterApprovalEmail(
  frame: Omit<EmailFrame, 't'>,
  notice: NewsletterApprovalNotice,
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const news = notice.titles.map((title) => `“${title}”`).join(', ');
    const body = t(m.body, { count: notice.titles.length, news });
    return {
      subject: t(notice.again ? m.subjectAgain : m.subject),
      body: (
        <EmailLayout {...rest} t={t} preview={body}>
          <Greeting t={t} name={notice.firstName} />
          <Paragraph>{body}</Paragraph>
          <Paragraph>{t(m.rule)}</Paragraph>
          <ActionButton href={notice.link}>{t(m.action)}</ActionButton>
          <Paragraph>{t(m.settings)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
