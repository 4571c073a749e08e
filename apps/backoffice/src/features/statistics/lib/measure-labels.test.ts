import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureLabel } from './measure-labels';

describe('measureLabel', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it("names a measure's network by its own name, whether keyed by the network or by its channel", () => {
    expect(measureLabel(i18n, 'shares.x')).toBe('Shares · X');
    expect(measureLabel(i18n, 'likes.twitter')).toBe('Likes · X');
    expect(measureLabel(i18n, 'shares.linkedin')).toBe('Shares · LinkedIn');
    expect(measureLabel(i18n, 'likes.instagram')).toBe('Likes · Instagram');
    expect(measureLabel(i18n, 'shares.email')).toBe('Shares · Email');
    expect(measureLabel(i18n, 'shares.myspace')).toBe('Shares · myspace');
  });
});
