// The small pages a newsletter's links open without sign-in: confirm unsubscribing, choose subjects.
// Plain server-rendered HTML (no script), in the office's language; forms post back to themselves.
import type { Locale } from '@gaceta/shared/locales';
import { escapeHtml } from '@gaceta/shared/website';
import { translator } from '../lib/i18n';

const m = {
  unsubscribeTitle: /*i18n*/ { id: 'newsletter_page.unsubscribe.title', message: 'Unsubscribe' },
  unsubscribeAsk: /*i18n*/ {
    id: 'newsletter_page.unsubscribe.ask',
    message: 'Do you want to stop receiving the newsletter of {office} at {email}?',
  },
  unsubscribeAction: /*i18n*/ { id: 'newsletter_page.unsubscribe.action', message: 'Unsubscribe' },
  unsubscribed: /*i18n*/ {
    id: 'newsletter_page.unsubscribe.done',
    message: 'You will not receive the newsletter of {office} any more.',
  },
  preferencesTitle: /*i18n*/ { id: 'newsletter_page.preferences.title', message: 'Newsletter preferences' },
  preferencesIntro: /*i18n*/ {
    id: 'newsletter_page.preferences.intro',
    message:
      'Choose the subjects of {office} you want to receive at {email}. Choose none to receive every subject.',
  },
  subjects: /*i18n*/ { id: 'newsletter_page.preferences.subjects', message: 'Subjects' },
  save: /*i18n*/ { id: 'newsletter_page.preferences.save', message: 'Save preferences' },
  saved: /*i18n*/ { id: 'newsletter_page.preferences.saved', message: 'Your preferences have been saved.' },
  notSubscribed: /*i18n*/ {
    id: 'newsletter_page.preferences.not_subscribed',
    message: 'This address does not receive the newsletter of {office}.',
  },
  orUnsubscribe: /*i18n*/ {
    id: 'newsletter_page.preferences.or_unsubscribe',
    message: 'Or stop receiving it altogether:',
  },
  invalidTitle: /*i18n*/ { id: 'newsletter_page.invalid.title', message: 'Link not valid' },
  invalid: /*i18n*/ {
    id: 'newsletter_page.invalid.body',
    message: 'This link is not valid. Use the link of a more recent email.',
  },
};

const CSS =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#fff;line-height:1.5}' +
  'main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem}' +
  'button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1a365d;background:#1a365d;color:#fff;cursor:pointer}' +
  'button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a365d;outline-offset:2px}' +
  'fieldset{border:1px solid #cbd5e1;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}' +
  'label{display:block;padding:.35rem 0}';

function page(locale: Locale, title: string, main: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main><h1>${escapeHtml(title)}</h1>${main}</main></body></html>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export interface PageFor {
  locale: Locale;
  office: string;
  email: string;
}

/** The page a person reaches from the email's "Unsubscribe" link; its button posts the form. */
export function unsubscribePage({ locale, office, email }: PageFor, action: string): string {
  const t = translator(locale);
  return page(
    locale,
    t(m.unsubscribeTitle),
    `${paragraph(t(m.unsubscribeAsk, { office, email }))}<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t(m.unsubscribeAction))}</button></form>`,
  );
}

export function unsubscribedPage({ locale, office }: Pick<PageFor, 'locale' | 'office'>): string {
  const t = translator(locale);
  return page(locale, t(m.unsubscribeTitle), paragraph(t(m.unsubscribed, { office })));
}

export interface PreferencesPage extends PageFor {
  subscribed: boolean;
  subjects: { id: string; name: string }[];
  followed: string[];
  saved: boolean;
  action: string;
  unsubscribeUrl: string;
}

export function preferencesPage(input: PreferencesPage): string {
  const { locale, office, email } = input;
  const t = translator(locale);
  if (!input.subscribed)
    return page(locale, t(m.preferencesTitle), paragraph(t(m.notSubscribed, { office })));
  const boxes = input.subjects
    .map(
      (subject) =>
        `<label><input type="checkbox" name="subject_ids" value="${escapeHtml(subject.id)}"${input.followed.includes(subject.id) ? ' checked' : ''}> ${escapeHtml(subject.name)}</label>`,
    )
    .join('');
  const main = [
    input.saved ? `<p role="status"><strong>${escapeHtml(t(m.saved))}</strong></p>` : '',
    paragraph(t(m.preferencesIntro, { office, email })),
    `<form method="post" action="${escapeHtml(input.action)}"><fieldset><legend>${escapeHtml(t(m.subjects))}</legend>${boxes}</fieldset><button type="submit">${escapeHtml(t(m.save))}</button></form>`,
    `<p>${escapeHtml(t(m.orUnsubscribe))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t(m.unsubscribeAction))}</a></p>`,
  ].join('');
  return page(locale, t(m.preferencesTitle), main);
}

export function invalidLinkPage(locale: Locale): string {
  const t = translator(locale);
  return page(locale, t(m.invalidTitle), paragraph(t(m.invalid)));
}
