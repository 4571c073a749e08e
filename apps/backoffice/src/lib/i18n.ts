import { type Locale, resolveLocale } from '@gaceta/shared/locales';
import { i18n, type Messages } from '@lingui/core';

/** The interface language lives in session storage (spec section 3). */
export const LOCALE_KEY = 'locale';

export { LOCALE_NAMES } from '@gaceta/shared/locales';

type Catalog = () => Promise<{ messages: Messages }>;

// One chunk per catalog, so a page loads only the language it shows. Each language has the
// back-office's catalog and the one shared with the API (messages by key, see lingui.config.ts).
const catalogs: Record<Locale, [Catalog, Catalog]> = {
  es: [() => import('../locales/es/messages.po'), () => import('@gaceta/shared/i18n/es.po')],
  en: [() => import('../locales/en/messages.po'), () => import('@gaceta/shared/i18n/en.po')],
  pt: [() => import('../locales/pt/messages.po'), () => import('@gaceta/shared/i18n/pt.po')],
};

async function activate(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const [own, shared] = await Promise.all(catalogs[locale].map((load) => load()));
  i18n.loadAndActivate({ locale, messages: { ...shared?.messages, ...own?.messages } });
  document.documentElement.lang = locale;
}

/**
 * Runs before every navigation: a stored locale that is not es, en or pt becomes en
 * (see docs/decisions/001-portuguese-locale.md for why pt is kept).
 */
export async function applyStoredLocale(): Promise<void> {
  const stored = sessionStorage.getItem(LOCALE_KEY);
  const locale = resolveLocale(stored);
  if (stored !== null && stored !== locale) sessionStorage.setItem(LOCALE_KEY, locale);
  await activate(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  sessionStorage.setItem(LOCALE_KEY, locale);
  await activate(locale);
}

export { i18n };
