import { DEFAULT_LOCALE, LOCALES, type Locale } from '@gaceta/shared/locales';

/** The first of our languages an Accept-Language header asks for, else the default (es). */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return (
    (tags.find((tag) => (LOCALES as readonly (string | undefined)[]).includes(tag)) as Locale) ??
    DEFAULT_LOCALE
  );
}
