import { CHANNELS } from '@gaceta/shared/news/channels';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelLabel } from './labels';

describe('channelLabel', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('names each channel by its brand, or by the word for the web and the newsletter', () => {
    expect(CHANNELS.map((channel) => channelLabel(i18n, channel))).toEqual([
      'Web',
      'Newsletter',
      'Facebook',
      'X',
      'LinkedIn',
    ]);
  });
});
