import { type Locale, resolveLocale } from '@gaceta/shared/locales';
import { i18n, type Messages } from '@lingui/core';

/** The interface language lives in session storage (spec section 3). */
export const LOCALE_KEY = 'locale';

/** Each language's own name: shown as-is whatever the active language. */
export const LOCALE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English', pt: 'Português' };

// One chunk per catalog, so a page loads only the language it shows.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.po'),
  en: () => import('../locales/en/messages.po'),
  pt: () => import('../locales/pt/messages.po'),
};

async function activate(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
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
