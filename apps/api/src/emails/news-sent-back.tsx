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
  subject: /*i18n*/ { id: 'email.news_sent_back.subject', message: 'Sent back for changes: {title}' },
  body: /*i18n*/ {
    id: 'email.news_sent_back.body',
    message: '{reviewer} sent back “{title}”, which you worked on, with this comment:',
  },
  action: /*i18n*/ { id: 'email.news_sent_back.action', message: 'Open the news item' },
  settings: /*i18n*/ {
    id: 'email.news_sent_back.settings',
    message:
      'You receive these notices by email because they are on in your user menu, where you can turn them off.',
  },
};

/** Sent to the writers of an item a reviewer sent back to preparation (docs/news.md, Sent back). */
export function newsSentBackEmail(
  frame: Omit<EmailFrame, 't'>,
  notice: { firstName: string; title: string; reviewer: string; comment: string; link: string },
): Promise<RenderedEmail> {
  return renderEmail(frame, ({ t, ...rest }) => {
    const body = t(m.body, { reviewer: notice.reviewer, title: notice.title });
    return {
      subject: t(m.subject, { title: notice.title }),
      body: (
        <EmailLayout {...rest} t={t} preview={body}>
          <Greeting t={t} name={notice.firstName} />
          <Paragraph>{body}</Paragraph>
          <Paragraph>
            <em>{notice.comment}</em>
          </Paragraph>
          <ActionButton href={notice.link}>{t(m.action)}</ActionButton>
          <Paragraph>{t(m.settings)}</Paragraph>
        </EmailLayout>
      ),
    };
  });
}
