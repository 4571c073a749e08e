// The small pages a newsletter's links open without sign-in: unsubscribe, subscribe again, choose
// subjects. Plain server-rendered HTML (no script) under the firm's name, logo and website theme, in
// the recipient's language; each action is one button of a form that posts it.
import type { Locale } from '@gaceta/shared/locales';
import { RESUBSCRIBE_WINDOW_DAYS } from '@gaceta/shared/newsletter/links';
import type { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import { defaultTheme, escapeHtml, type ThemeValues, themeCss } from '@gaceta/shared/website/markup';
import { translator } from '../lib/i18n';
import { readingNoticeHtml } from './subscription-texts';

const m = {
  unsubscribeTitle: /*i18n*/ { id: 'newsletter_page.unsubscribe.title', message: 'Unsubscribe' },
  unsubscribeAsk: /*i18n*/ {
    id: 'newsletter_page.unsubscribe.ask',
    message: 'Do you want to stop receiving the newsletter of {office} at {email}?',
  },
  unsubscribeAction: /*i18n*/ { id: 'newsletter_page.unsubscribe.action', message: 'Unsubscribe' },
  unsubscribedTitle: /*i18n*/ {
    id: 'newsletter_page.unsubscribe.done_title',
    message: 'You have unsubscribed',
  },
  unsubscribed: /*i18n*/ {
    id: 'newsletter_page.unsubscribe.done',
    message: 'You will not receive the newsletter of {office} any more.',
  },
  resubscribeOffer: /*i18n*/ {
    id: 'newsletter_page.resubscribe.offer',
    message:
      'Was it a mistake? For {days} days after unsubscribing you can subscribe again here, with the subjects you followed.',
  },
  resubscribeAction: /*i18n*/ { id: 'newsletter_page.resubscribe.action', message: 'Subscribe again' },
  resubscribedTitle: /*i18n*/ {
    id: 'newsletter_page.resubscribe.done_title',
    message: 'You are subscribed again',
  },
  resubscribed: /*i18n*/ {
    id: 'newsletter_page.resubscribe.done',
    message: 'You will receive the newsletter of {office} at {email} again, with the subjects you followed.',
  },
  chooseSubjects: /*i18n*/ {
    id: 'newsletter_page.resubscribe.choose_subjects',
    message: 'Choose the subjects you receive',
  },
  resubscribeRefusedTitle: /*i18n*/ {
    id: 'newsletter_page.resubscribe.refused_title',
    message: 'This link cannot subscribe you again',
  },
  resubscribeExpired: /*i18n*/ {
    id: 'newsletter_page.resubscribe.expired',
    message:
      'More than {days} days have passed since you unsubscribed. To receive the newsletter of {office} again, subscribe on its website.',
  },
  resubscribeUnavailable: /*i18n*/ {
    id: 'newsletter_page.resubscribe.unavailable',
    message:
      'This link subscribes again only an address that unsubscribed from the newsletter of {office}. To receive it, subscribe on its website.',
  },
  website: /*i18n*/ { id: 'newsletter_page.website', message: 'Website of {office}' },
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

// The office's theme (its website's: modules/website) through themeCss's custom properties.
const CSS =
  'body{margin:0;background:var(--gaceta-background);color:var(--gaceta-color);font-family:var(--gaceta-font-family);line-height:1.6}' +
  '.office,main{box-sizing:border-box;max-width:36rem;margin:0 auto;padding:0 1rem}' +
  '.office{display:flex;align-items:center;gap:.75rem;padding-top:1.5rem;color:var(--gaceta-heading-color);font-weight:var(--gaceta-font-weight);font-size:1.125rem}' +
  '.office img{flex:none;border-radius:8px}' +
  'main{padding-bottom:3rem}' +
  'h1{color:var(--gaceta-heading-color);font-weight:var(--gaceta-font-weight);line-height:1.25;font-size:1.6rem;margin:1.5rem 0 1rem}' +
  'a{color:var(--gaceta-heading-color)}' +
  'form{margin:1rem 0}' +
  'button{font:inherit;min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:var(--gaceta-heading-color);color:var(--gaceta-background);cursor:pointer}' +
  ':focus-visible{outline:3px solid var(--gaceta-color);outline-offset:2px}' +
  'fieldset{border:1px solid var(--gaceta-color);border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}' +
  'label{display:flex;align-items:center;gap:.5rem;min-height:44px}' +
  'input[type=checkbox]{width:1.25rem;height:1.25rem;margin:0;accent-color:var(--gaceta-heading-color)}';

/** The firm a page speaks for: its name and logo on top, its website theme, its website's address. */
export interface PageOffice {
  name: string;
  logoUrl: string;
  websiteUrl: string | null;
  theme: ThemeValues;
}

export interface PageFor {
  locale: Locale;
  office: PageOffice;
  email: string;
}

function page(locale: Locale, office: PageOffice | null, title: string, main: string): string {
  const header = office
    ? `<header class="office"><img src="${escapeHtml(office.logoUrl)}" alt="" width="48" height="48"><span>${escapeHtml(office.name)}</span></header>`
    : '';
  // A link whose office we cannot tell (one we did not sign) is answered in the default theme.
  const theme = themeCss(office?.theme ?? defaultTheme(''), ':root');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(office ? `${title} · ${office.name}` : title)}</title><style>${theme}${CSS}</style></head><body>${header}<main><h1>${escapeHtml(title)}</h1>${main}</main></body></html>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
const resubscribeOffer = (action: string | null, t: ReturnType<typeof translator>) =>
  action
    ? paragraph(t(m.resubscribeOffer, { days: RESUBSCRIBE_WINDOW_DAYS })) +
      button(action, t(m.resubscribeAction))
    : '';
const websiteLink = (office: PageOffice, t: ReturnType<typeof translator>) =>
  office.websiteUrl
    ? `<p><a href="${escapeHtml(office.websiteUrl)}">${escapeHtml(t(m.website, { office: office.name }))}</a></p>`
    : '';

/** The page a person reaches from the email's "Unsubscribe" link: one button unsubscribes. */
export function unsubscribePage({ locale, office, email }: PageFor, action: string): string {
  const t = translator(locale);
  return page(
    locale,
    office,
    t(m.unsubscribeTitle),
    paragraph(t(m.unsubscribeAsk, { office: office.name, email })) + button(action, t(m.unsubscribeAction)),
  );
}

/**
 * After unsubscribing (or opening the link again afterwards): done, and while the window lasts
 * (`resubscribeAction` not null) one button subscribes again.
 */
export function unsubscribedPage(
  { locale, office }: Omit<PageFor, 'email'>,
  resubscribeAction: string | null,
): string {
  const t = translator(locale);
  return page(
    locale,
    office,
    t(m.unsubscribedTitle),
    `<p role="status">${escapeHtml(t(m.unsubscribed, { office: office.name }))}</p>` +
      resubscribeOffer(resubscribeAction, t),
  );
}

/** What the "Subscribe again" button answers: subscribed again, and where the subjects are chosen. */
export function resubscribedPage({ locale, office, email }: PageFor, preferencesUrl: string): string {
  const t = translator(locale);
  return page(
    locale,
    office,
    t(m.resubscribedTitle),
    `<p role="status">${escapeHtml(t(m.resubscribed, { office: office.name, email }))}</p>` +
      `<p><a href="${escapeHtml(preferencesUrl)}">${escapeHtml(t(m.chooseSubjects))}</a></p>`,
  );
}

/** The "Subscribe again" button refused: the window has passed, or there is nothing to undo. */
export function resubscribeRefusedPage(
  { locale, office }: Omit<PageFor, 'email'>,
  reason: 'expired' | 'unavailable',
): string {
  const t = translator(locale);
  const why =
    reason === 'expired'
      ? t(m.resubscribeExpired, { days: RESUBSCRIBE_WINDOW_DAYS, office: office.name })
      : t(m.resubscribeUnavailable, { office: office.name });
  return page(locale, office, t(m.resubscribeRefusedTitle), paragraph(why) + websiteLink(office, t));
}

export interface PreferencesPage extends PageFor {
  subscribed: boolean;
  subjects: { id: string; name: string }[];
  followed: string[];
  saved: boolean;
  action: string;
  unsubscribeAction: string;
  /** Not subscribed, but the link may subscribe again: the button's address. */
  resubscribeAction: string | null;
  /** What the office records of its readers, and its privacy policy. */
  reading: ReadingNotice;
}

export function preferencesPage(input: PreferencesPage): string {
  const { locale, office, email } = input;
  const t = translator(locale);
  if (!input.subscribed) {
    return page(
      locale,
      office,
      t(m.preferencesTitle),
      paragraph(t(m.notSubscribed, { office: office.name })) + resubscribeOffer(input.resubscribeAction, t),
    );
  }
  const boxes = input.subjects
    .map(
      (subject) =>
        `<label><input type="checkbox" name="subject_ids" value="${escapeHtml(subject.id)}"${input.followed.includes(subject.id) ? ' checked' : ''}> ${escapeHtml(subject.name)}</label>`,
    )
    .join('');
  const main = [
    input.saved ? `<p role="status"><strong>${escapeHtml(t(m.saved))}</strong></p>` : '',
    paragraph(t(m.preferencesIntro, { office: office.name, email })),
    readingNoticeHtml(t, office.name, input.reading),
    `<form method="post" action="${escapeHtml(input.action)}"><fieldset><legend>${escapeHtml(t(m.subjects))}</legend>${boxes}</fieldset><button type="submit">${escapeHtml(t(m.save))}</button></form>`,
    paragraph(t(m.orUnsubscribe)),
    button(input.unsubscribeAction, t(m.unsubscribeAction)),
  ].join('');
  return page(locale, office, t(m.preferencesTitle), main);
}

export function invalidLinkPage(locale: Locale): string {
  const t = translator(locale);
  return page(locale, null, t(m.invalidTitle), paragraph(t(m.invalid)));
}
