import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeUrlError } from './office-url';

describe('officeUrlError', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('lets empty and well-formed addresses through', () => {
    expect(officeUrlError('')).toBeUndefined();
    expect(officeUrlError(null)).toBeUndefined();
    expect(officeUrlError('https://www.example.com/')).toBeUndefined();
  });
  it('says why an address missing its scheme or trailing slash is refused', () => {
    expect(officeUrlError('www.example.com/')).toBeDefined();
    expect(officeUrlError('https://www.example.com')).toBeDefined();
  });
});
