import * as v from 'valibot';
import { singleLine } from './common';

export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const FALLBACK_LOCALE: Locale = 'en';
export const Locale = v.picklist(LOCALES);
/** Each language's own name: shown as-is whatever the reader's language. */
export const LOCALE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English', pt: 'Português' };

/** The locale to use for a stored value: a known one is kept, anything else becomes the fallback. */
export function resolveLocale(stored: string | null | undefined): Locale {
  if (stored == null) return DEFAULT_LOCALE;
  return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : FALLBACK_LOCALE;
}

/** A text in each interface language. */
const LocalizedName = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120), singleLine());
export const LocalizedText = v.object({ es: LocalizedName, en: LocalizedName, pt: LocalizedName });
export type LocalizedText = v.InferOutput<typeof LocalizedText>;
