import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MessageResponse } from '@gaceta/shared/accounts/auth';
import { LOCALES, type Locale } from '@gaceta/shared/locales';
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { preferredLocale } from './accept-language';

/**
 * The catalogs the back-office also loads (packages/shared/src/i18n/{locale}.po, written by
 * `pnpm --filter @gaceta/backoffice i18n:extract`): messages by key and system emails.
 * Read once per process and compiled, as the back-office's build does.
 */
const require = createRequire(import.meta.url);

/** Each message of a catalog by id, untranslated ones left out (Lingui then uses the English source). */
export function readCatalog(locale: Locale): Record<string, string> {
  const file = require.resolve(`@gaceta/shared/i18n/${locale}.po`);
  const po = parsePoFile(readFileSync(file, 'utf8'));
  return Object.fromEntries(
    po.items.filter((item) => item.msgstr[0]).map((item) => [item.msgid, item.msgstr[0] as string]),
  );
}

function compiled(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(readCatalog(locale)).map(([id, text]) => [id, compileMessage(text)]),
  );
}

let instances: Record<Locale, I18n> | undefined;

/** One Lingui instance per language, so concurrent renders never switch each other's locale. */
export function i18nFor(locale: Locale): I18n {
  instances ??= Object.fromEntries(
    LOCALES.map((each) => [each, setupI18n({ locale: each, messages: { [each]: compiled(each) } })]),
  ) as Record<Locale, I18n>;
  return instances[locale];
}

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

export function translator(locale: Locale): Translate {
  const i18n = i18nFor(locale);
  return (descriptor, values) => i18n._({ ...descriptor, values });
}

/** A successful action's answer: its key, and its text in the language Accept-Language asks for. */
export function messageResponse(
  acceptLanguage: string | undefined,
  done: { id: string; message: string },
): MessageResponse {
  return { key: done.id, message: translator(preferredLocale(acceptLanguage))(done) };
}
