import { describe, expect, it } from 'vitest';
import { type DraftImage, draftProblems, hasLink, networkLength, SOCIAL_LIMITS } from './social';

const jpeg = (width: number, height: number, bytes = 200_000): DraftImage => ({
  mime: 'image/jpeg',
  bytes,
  width,
  height,
});
const codes = (network: Parameters<typeof draftProblems>[0], text: string, images: DraftImage[] = []) =>
  draftProblems(network, { text, images }).map((problem) => problem.code);

describe('draftProblems at each limit', () => {
  it('X: 280 weighted, a URL counting 23 whatever its length, at most 4 images of 5 MB', () => {
    const url = `https://example.com/${'x'.repeat(80)}`;
    expect(networkLength('twitter', url)).toBe(23);
    expect(codes('twitter', 'a'.repeat(280))).toEqual([]);
    expect(codes('twitter', 'a'.repeat(281))).toEqual(['text_too_long']);
    expect(codes('twitter', `${'a'.repeat(256)} ${url}`)).toEqual([]);
    expect(codes('twitter', `${'a'.repeat(257)} ${url}`)).toEqual(['text_too_long']);
    // CJK characters weigh 2.
    expect(codes('twitter', '法'.repeat(140))).toEqual([]);
    expect(codes('twitter', '法'.repeat(141))).toEqual(['text_too_long']);
    const four = [1, 2, 3, 4].map(() => jpeg(1200, 630));
    expect(codes('twitter', 'a', four)).toEqual([]);
    expect(codes('twitter', 'a', [...four, jpeg(1200, 630)])).toEqual(['too_many_images']);
    expect(codes('twitter', 'a', [jpeg(1200, 630, SOCIAL_LIMITS.twitter.imageBytes)])).toEqual([]);
    expect(codes('twitter', 'a', [jpeg(1200, 630, SOCIAL_LIMITS.twitter.imageBytes + 1)])).toEqual([
      'image_too_large',
    ]);
    expect(codes('twitter', '   ')).toEqual(['text_required']);
  });

  it('LinkedIn: 3000 characters', () => {
    expect(codes('linkedin', 'a'.repeat(3000))).toEqual([]);
    expect(draftProblems('linkedin', { text: 'a'.repeat(3001), images: [] })).toEqual([
      { code: 'text_too_long', params: { max: 3000, actual: 3001 } },
    ]);
  });

  it('Instagram: a JPEG between 4:5 and 1.91:1, caption 2200, at most 5 hashtags, 8 MB', () => {
    expect(codes('instagram', 'Pie', [jpeg(1080, 1350)])).toEqual([]);
    expect(codes('instagram', 'Pie', [jpeg(1080, 1351)])).toEqual(['image_aspect']);
    expect(codes('instagram', 'Pie', [jpeg(1910, 1000)])).toEqual([]);
    expect(codes('instagram', 'Pie', [jpeg(1920, 1000)])).toEqual(['image_aspect']);
    expect(codes('instagram', 'Pie', [jpeg(1200, 630)])).toEqual([]);
    expect(codes('instagram', 'Pie', [{ ...jpeg(1080, 1080), mime: 'image/png' }])).toEqual([
      'image_not_jpeg',
    ]);
    expect(codes('instagram', 'Pie')).toEqual(['image_required']);
    expect(codes('instagram', 'a'.repeat(2200), [jpeg(1080, 1080)])).toEqual([]);
    expect(codes('instagram', 'a'.repeat(2201), [jpeg(1080, 1080)])).toEqual(['text_too_long']);
    expect(codes('instagram', '#a #b #c #d #e', [jpeg(1080, 1080)])).toEqual([]);
    expect(codes('instagram', '#a #b #c #d #e #f', [jpeg(1080, 1080)])).toEqual(['too_many_hashtags']);
    expect(codes('instagram', 'Pie', [jpeg(1080, 1080, 8 * 1024 * 1024 + 1)])).toEqual(['image_too_large']);
  });

  it('tells a text with a link (X charges more for it)', () => {
    expect(hasLink('Lea https://despacho-demo.es/p/k/a')).toBe(true);
    expect(hasLink('Sin enlace')).toBe(false);
  });
});
