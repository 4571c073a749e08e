import type { Locale } from '@gaceta/shared/locales';
import type { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import { defaultTheme, escapeHtml, type ThemeValues, themeCss } from '@gaceta/shared/website/markup';
import { readingNoticeHtml, SUBSCRIPTION_TEXTS } from '../../../emails/subscription-texts';
import { translator } from '../../../lib/i18n';

/** The small page a confirmation link opens, in the language the form was shown in. */

const CSS =
  'body{margin:0;background:var(--gaceta-background);color:var(--gaceta-color);font-family:var(--gaceta-font-family);line-height:1.6}' +
  'main{max-width:36rem;margin:3rem auto;padding:0 1rem}' +
  'h1{color:var(--gaceta-heading-color);font-weight:var(--gaceta-font-weight);line-height:1.25;font-size:1.6rem}' +
  'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:var(--gaceta-heading-color);color:var(--gaceta-background);cursor:pointer}' +
  'button:focus-visible{outline:3px solid var(--gaceta-color);outline-offset:2px}' +
  'a{color:var(--gaceta-heading-color)}';

interface Office {
  officeName: string;
  theme: ThemeValues;
}

function page(locale: Locale, { officeName, theme }: Office, main: string): string {
  const t = translator(locale);
  const title = escapeHtml(t(SUBSCRIPTION_TEXTS.pageTitle, { office: officeName }));
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title><style>${themeCss(theme, ':root')}${CSS}</style></head>` +
    `<body><main><h1>${title}</h1>${main}</main></body></html>`
  );
}

/**
 * Asks before confirming: mail scanners open links in emails, so opening the link (GET) must not
 * confirm; the button posts the form to the same address.
 */
export function confirmPage(
  locale: Locale,
  office: Office,
  email: string,
  action: string,
  reading: ReadingNotice,
): string {
  const t = translator(locale);
  return page(
    locale,
    office,
    `<p>${escapeHtml(t(SUBSCRIPTION_TEXTS.pageAsk, { office: office.officeName, email }))}</p>` +
      readingNoticeHtml(t, office.officeName, reading) +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t(SUBSCRIPTION_TEXTS.action))}</button></form>`,
  );
}

export function confirmedPage(locale: Locale, office: Office): string {
  return page(locale, office, `<p>${escapeHtml(translator(locale)(SUBSCRIPTION_TEXTS.pageDone))}</p>`);
}

export function invalidLinkPage(locale: Locale): string {
  const t = translator(locale);
  return page(
    locale,
    { officeName: 'Gaceta', theme: defaultTheme('Gaceta') },
    `<p>${escapeHtml(t(SUBSCRIPTION_TEXTS.pageInvalid))}</p>`,
  );
}
