import { CHANNEL_DESCRIPTORS, CHANNELS, SOCIAL_NETWORKS } from '@gaceta/shared/news/channels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { MODULE_PARTS, MODULES } from './modules';
import { networkAdapters } from './modules/social/networks';
import { type FakeNetworks, startFakeNetworks } from './test/fake-networks';

// The recipe of docs/adding-a-channel.md, checked: a channel or network of the shared descriptor
// without its part here fails one of these (its demo data: modules/demo/demo.test.ts; its
// back-office label: features/news/lib/labels.test.ts).

let fakes: FakeNetworks;
beforeAll(async () => {
  fakes = await startFakeNetworks();
});
afterAll(() => fakes.close());

describe('every channel of the descriptor', () => {
  it.each(CHANNELS)('%s publishes through the NewsChannel of one module', (channel) => {
    expect(MODULE_PARTS.channels[channel]?.channel).toBe(channel);
    const declaring = MODULES.filter((module) => module.channels?.[channel]);
    expect(declaring).toHaveLength(1);
  });

  it.each(CHANNELS)("%s has its figures rolled up (a network's by the social source)", (channel) => {
    const source = CHANNEL_DESCRIPTORS[channel].networks.length > 0 ? 'social' : channel;
    expect(MODULE_PARTS.rollupSources.map((each) => each.channel)).toContain(source);
  });

  it('and no other: the modules implement none the descriptor lacks', () => {
    expect(Object.keys(MODULE_PARTS.channels).sort()).toEqual([...CHANNELS].sort());
  });
});

describe('every network of the descriptor', () => {
  it.each(SOCIAL_NETWORKS)(
    '%s has an adapter, available against the local fake of its network',
    (network) => {
      const adapters = networkAdapters(parseEnv(fakes.env).social);
      expect(adapters[network].network).toBe(network);
      expect(adapters[network].available).toBe(true);
    },
  );
});
