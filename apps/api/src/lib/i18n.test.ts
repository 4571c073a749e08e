import { LOCALES } from '@gaceta/shared/locales';
import { MESSAGE_KEYS, MESSAGES } from '@gaceta/shared/messages';
import { describe, expect, it } from 'vitest';
import { i18nFor, readCatalog } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = readCatalog('en');

describe('shared catalogs', () => {
  it('hold every message key', () => {
    expect(MESSAGE_KEYS.filter((key) => !(key in english))).toEqual([]);
  });

  it.each(LOCALES)('translate every message and email text in %s, with the same placeholders', (locale) => {
    const catalog = readCatalog(locale);
    for (const [id, text] of Object.entries(english)) {
      expect(catalog[id], `${locale} ${id}`).toBeTruthy();
      expect(placeholders(catalog[id] ?? ''), `${locale} ${id}`).toEqual(placeholders(text));
    }
  });

  it('translate a message by key with its parameters', () => {
    expect(i18nFor('es')._(MESSAGES.tooLong.id, { max: 50 })).toBe('Como máximo 50 caracteres');
    expect(i18nFor('pt')._(MESSAGES.unknownRole.id)).toBe('Função desconhecida');
  });
});
