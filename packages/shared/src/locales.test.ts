import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('keeps es, en and pt', () => {
    expect(resolveLocale('es')).toBe('es');
    expect(resolveLocale('en')).toBe('en');
    expect(resolveLocale('pt')).toBe('pt');
  });

  it('turns an unknown stored locale into en and a missing one into es', () => {
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale(null)).toBe('es');
  });
});
