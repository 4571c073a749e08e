import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages';
import { CHANNEL_MAX, channelLength } from '../news';
import { NETWORKS_OF_CHANNEL, networkLength, SOCIAL_LIMITS, SOCIAL_NETWORK_NAMES } from '../social';
import { SHARE_LABELS, SHARE_NETWORKS, type ShareNetwork } from '../website/markup';
import {
  CHANNEL_DESCRIPTORS,
  CHANNEL_OF_NETWORK,
  CHANNELS,
  type ChannelDescriptor,
  NETWORK_DESCRIPTORS,
  type NetworkDescriptor,
  networkName,
  ownNetwork,
  SOCIAL_NETWORKS,
} from './channels';
import { RICH_TEXT_CHANNELS } from './workflow';

/** Every field of a descriptor, so a channel or network written without one fails here. */
const CHANNEL_FIELDS = [
  'id',
  'brand',
  'networks',
  'text',
  'length',
  'draftFrom',
  'preview',
  'sharePosition',
  'autoPublish',
] as const satisfies readonly (keyof ChannelDescriptor)[];
const NETWORK_FIELDS = [
  'id',
  'name',
  'counting',
  'limits',
] as const satisfies readonly (keyof NetworkDescriptor)[];

describe('channel descriptors', () => {
  it.each(CHANNELS)('%s has every field, under its own id', (channel) => {
    const descriptor: Record<string, unknown> = CHANNEL_DESCRIPTORS[channel];
    expect(Object.keys(descriptor).sort()).toEqual([...CHANNEL_FIELDS].sort());
    for (const field of CHANNEL_FIELDS) expect(descriptor[field], field).not.toBeUndefined();
    expect(descriptor.id).toBe(channel);
  });

  it.each(CHANNELS)(
    '%s is consistent: plain text has a limit and a brand, a share button has a brand',
    (channel) => {
      const { brand, text, length, preview, sharePosition } = CHANNEL_DESCRIPTORS[
        channel
      ] as ChannelDescriptor;
      expect(length === null).toBe(text === 'rich');
      if (length) {
        expect(length.max).toBeGreaterThan(0);
        expect(isMessageKey(length.tooLong)).toBe(true);
        expect(brand).not.toBeNull();
        expect(preview).toBe('post');
      }
      if (sharePosition !== null) expect(brand).not.toBeNull();
    },
  );

  it.each(SOCIAL_NETWORKS)('network %s has every field, under its own id, and one channel', (network) => {
    const descriptor: Record<string, unknown> = NETWORK_DESCRIPTORS[network];
    expect(Object.keys(descriptor).sort()).toEqual([...NETWORK_FIELDS].sort());
    for (const field of NETWORK_FIELDS) expect(descriptor[field], field).not.toBeUndefined();
    expect(descriptor.id).toBe(network);
    const reaching = CHANNELS.filter((channel) =>
      (CHANNEL_DESCRIPTORS[channel].networks as readonly string[]).includes(network),
    );
    expect(reaching).toHaveLength(1);
  });

  it("a social channel's limit is its own network's, and its brand that network's name", () => {
    for (const channel of CHANNELS) {
      const { networks, length, brand } = CHANNEL_DESCRIPTORS[channel] as ChannelDescriptor;
      const [own] = networks;
      if (!own) continue;
      expect(length?.max).toBe(NETWORK_DESCRIPTORS[own].limits.text);
      expect(brand).toBe(NETWORK_DESCRIPTORS[own].name);
    }
  });

  it("a channel's own network is its first, none for the web and the newsletter", () => {
    expect(CHANNELS.map(ownNetwork)).toEqual([undefined, undefined, 'facebook', 'twitter', 'linkedin']);
  });

  it('names X "X" wherever an office reads it, by either key', () => {
    expect(networkName('twitter')).toBe('X');
    expect(networkName('x')).toBe('X');
    expect(networkName('linkedin')).toBe('LinkedIn');
    expect(networkName('instagram')).toBe('Instagram');
    expect(networkName('web')).toBeUndefined();
    expect(networkName('email')).toBeUndefined();
    expect(networkName('toString')).toBeUndefined();
  });
});

describe('the lists and tables derived from the descriptors are what they were', () => {
  it('channels and networks, in their wire order', () => {
    expect(CHANNELS).toEqual(['web', 'newsletter', 'facebook', 'x', 'linkedin']);
    expect(RICH_TEXT_CHANNELS).toEqual(['web', 'newsletter']);
    expect(SOCIAL_NETWORKS).toEqual(['facebook', 'linkedin', 'twitter', 'instagram']);
  });

  it('between channels and networks', () => {
    expect(CHANNEL_OF_NETWORK).toEqual({
      facebook: 'facebook',
      instagram: 'facebook',
      linkedin: 'linkedin',
      twitter: 'x',
    });
    expect(NETWORKS_OF_CHANNEL).toEqual({
      facebook: ['facebook', 'instagram'],
      linkedin: ['linkedin'],
      x: ['twitter'],
    });
    expect(SOCIAL_NETWORK_NAMES).toEqual({
      facebook: 'Facebook',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      twitter: 'X',
    });
  });

  it('limits, and how each is counted', () => {
    expect(CHANNEL_MAX).toEqual({ facebook: 63_206, x: 280, linkedin: 3000 });
    expect(SOCIAL_LIMITS).toEqual({
      twitter: { text: 280, images: 4, imageBytes: 5 * 1024 * 1024 },
      linkedin: { text: 3000, images: 1, imageBytes: 10 * 1024 * 1024 },
      facebook: { text: 63_206, images: 1, imageBytes: 10 * 1024 * 1024 },
      instagram: {
        text: 2200,
        images: 1,
        imageBytes: 8 * 1024 * 1024,
        hashtags: 5,
        minAspect: 4 / 5,
        maxAspect: 1.91,
      },
    });
    // An emoji is two UTF-16 units: the editor counts those, the networks code points, X weighs it 2.
    const text = `😀 https://example.com/${'a'.repeat(40)}`;
    expect(channelLength('facebook', text)).toBe(text.length);
    expect(channelLength('linkedin', text)).toBe(text.length);
    expect(channelLength('x', text)).toBe(2 + 1 + 23);
    expect(channelLength('web', text)).toBe(text.length);
    expect(networkLength('facebook', text)).toBe([...text].length);
    expect(networkLength('instagram', text)).toBe([...text].length);
    expect(networkLength('twitter', text)).toBe(2 + 1 + 23);
  });

  it("the website's share buttons (written out for the widget's budget) are the descriptors'", () => {
    const shared = CHANNELS.flatMap((channel) => {
      const { sharePosition, brand } = CHANNEL_DESCRIPTORS[channel] as ChannelDescriptor;
      return sharePosition === null ? [] : [{ channel, sharePosition, brand }];
    }).sort((a, b) => a.sharePosition - b.sharePosition);
    expect(SHARE_NETWORKS).toEqual([...shared.map(({ channel }) => channel), 'email']);
    for (const { channel, brand } of shared) expect(SHARE_LABELS[channel as ShareNetwork]).toBe(brand);
  });

  it("the website's share buttons, in their order", () => {
    expect(SHARE_NETWORKS).toEqual(['linkedin', 'x', 'facebook', 'email']);
    expect(Object.entries(SHARE_LABELS)).toEqual([
      ['linkedin', 'LinkedIn'],
      ['x', 'X'],
      ['facebook', 'Facebook'],
      ['email', 'Email'],
    ]);
  });
});
