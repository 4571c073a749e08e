import { describe, expect, it } from 'vitest';
import { channelsOf, headlineOf, measuresOf, networksOf, wholeValue } from './channel-figures';

describe('channel figures', () => {
  it('orders channels web, newsletter, social, then the rest', () => {
    expect(channelsOf({ social: {}, zeta: {}, web: {}, newsletter: {} })).toEqual([
      'web',
      'newsletter',
      'social',
      'zeta',
    ]);
  });

  it('lists whole measures, reach first, with their network splits after them', () => {
    expect(
      measuresOf({ 'shares.x': 1, views: 3, shares: 2, 'likes.linkedin': 4, 'shares.email': 1 }),
    ).toEqual({
      whole: ['views', 'likes', 'shares'],
      all: ['views', 'likes.linkedin', 'shares', 'shares.email', 'shares.x'],
    });
  });

  it('names the networks a channel is split by, once each', () => {
    expect(networksOf({ likes: 5, 'likes.x': 1, 'likes.linkedin': 4, 'shares.x': 2, views: 3 })).toEqual([
      'linkedin',
      'x',
    ]);
    expect(networksOf({ views: 3 })).toEqual([]);
  });

  it('sums the parts of a measure counted only per network', () => {
    expect(wholeValue({ 'likes.linkedin': 4, 'likes.x': 1, views: 9 }, 'likes')).toBe(5);
    expect(wholeValue({ shares: 2, 'shares.x': 1 }, 'shares')).toBe(2);
    expect(wholeValue(undefined, 'views')).toBe(0);
  });

  it("heads a newsletter chart with its openings, as an office's figure or an article's", () => {
    expect(headlineOf('newsletter', { bounced: 1, opened: 5, sent: 9 })).toBe('opened');
    expect(headlineOf('newsletter', { bounces: 1, deliveries: 8, opens: 5, sends: 9 })).toBe('opens');
    expect(measuresOf({ bounces: 1, opens: 5, sends: 9, deliveries: 8 }).whole).toEqual([
      'sends',
      'deliveries',
      'opens',
      'bounces',
    ]);
  });
});
