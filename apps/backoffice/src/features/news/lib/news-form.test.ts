// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type ChannelVersion, convertContent, copyVersion, summaryCounts } from './news-form';

const versions: ChannelVersion[] = [
  {
    platform: 'web',
    title: 'Reforma',
    content: '<h2>Qué cambia</h2><p>El <strong>despido</strong> &amp; más.</p>',
  },
  { platform: 'newsletter', title: '', content: '' },
  { platform: 'facebook', title: '', content: 'Antes' },
  { platform: 'x', title: '', content: '' },
  { platform: 'linkedin', title: '', content: '' },
];

describe('convertContent', () => {
  it('turns rich text into paragraphs of plain text, and back', () => {
    expect(convertContent(versions[0]?.content ?? '', 'web', 'x')).toBe('Qué cambia\n\nEl despido & más.');
    expect(convertContent('Uno <b>\ndos\n\ntres', 'x', 'newsletter')).toBe(
      '<p>Uno &lt;b&gt;<br>dos</p><p>tres</p>',
    );
    expect(convertContent('<p>igual</p>', 'web', 'newsletter')).toBe('<p>igual</p>');
  });
});

describe('copyVersion', () => {
  it('copies one version onto every other, converting as each channel needs', () => {
    const copied = copyVersion(versions, 'web');
    expect(copied.map((version) => version.title)).toEqual([
      'Reforma',
      'Reforma',
      'Reforma',
      'Reforma',
      'Reforma',
    ]);
    expect(copied[1]?.content).toBe(versions[0]?.content);
    expect(copied[2]?.content).toBe('Qué cambia\n\nEl despido & más.');
  });

  it('copies onto one version only when told which', () => {
    const copied = copyVersion(versions, 'facebook', 'web');
    expect(copied[0]).toEqual({ platform: 'web', title: '', content: '<p>Antes</p>' });
    expect(copied.slice(1)).toEqual(versions.slice(1));
  });
});

describe('summaryCounts', () => {
  it('counts the trimmed text as the API limits it', () => {
    expect(summaryCounts('  Una reforma   laboral \n')).toEqual({ characters: 21, words: 3 });
    expect(summaryCounts('')).toEqual({ characters: 0, words: 0 });
  });
});
