import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasOfficeUrlError } from './office-url';

describe('hasOfficeUrlError', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('lets empty and well-formed addresses through', () => {
    expect(
      hasOfficeUrlError({ website_url: '', news_url: null, contact_url: 'https://www.example.com/' }),
    ).toBe(false);
  });
  it('holds back any address missing its scheme or trailing slash', () => {
    expect(hasOfficeUrlError({ website_url: 'www.example.com/' })).toBe(true);
    expect(hasOfficeUrlError({ contact_url: 'https://www.example.com' })).toBe(true);
  });
});
