import type { RevisionFields } from '@gaceta/shared/news';
import { describe, expect, it } from 'vitest';
import { changedParts } from './revision-changes';

const base: RevisionFields = {
  title: 'Reforma laboral',
  author: 'Marta Sanz',
  summary: null,
  subjects: ['a', 'b'],
  languages: ['es'],
  areas: ['esp'],
  keywords: ['despido'],
  meta_title: null,
  meta_description: null,
  image_description: null,
  active: false,
  publish_from: null,
  publish_to: null,
  contents: [{ platform: 'web', title: null, content: '<p>Uno</p>' }],
};

describe('changedParts', () => {
  it('is empty when nothing changed, order of subjects aside', () => {
    expect(changedParts({ ...base, subjects: ['b', 'a'] }, base)).toEqual([]);
  });

  it('names the fields and the channel versions that changed, in the editor’s order', () => {
    const next: RevisionFields = {
      ...base,
      title: 'Reforma laboral 2026',
      meta_description: 'Nueva',
      publish_to: '2026-12-01T00:00:00.000Z',
      contents: [
        { platform: 'web', title: null, content: '<p>Dos</p>' },
        { platform: 'x', title: null, content: 'Post' },
      ],
    };
    expect(changedParts(next, base)).toEqual(['title', 'meta', 'publish_dates', 'version_web', 'version_x']);
  });

  it('counts a removed channel version as a change', () => {
    expect(changedParts({ ...base, contents: [] }, base)).toEqual(['version_web']);
  });
});
