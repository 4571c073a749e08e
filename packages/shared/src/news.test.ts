import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './issues';
import { fieldMessage } from './messages';
import {
  channelLengthError,
  DATE_INVALID,
  DATE_ORDER,
  DATE_RANGE_REQUIRED,
  missingForPublication,
  NewsCreateInput,
  NewsListQuery,
  NewsUpdateInput,
  newsHints,
  onTheWebAt,
  type PublishableNews,
} from './news';

/** `{ field: [messages] }` of a failed parse, as the API's validate() reports it. */
function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = issue.path?.map((segment) => String(segment.key)).join('.') ?? 'body';
    issues[field] = [...(issues[field] ?? []), issueMessage(issue).key];
  }
  return issues;
}

describe('NewsCreateInput', () => {
  it('saves a draft with a title alone, with empty lists and nulls for the rest', () => {
    const draft = v.parse(NewsCreateInput, { title: '  Reforma laboral  ' });
    expect(draft).toMatchObject({
      title: 'Reforma laboral',
      author: null,
      subjects: [],
      active: false,
      contents: [],
    });
  });

  it('checks limits and formats on every save', () => {
    const tooManyWords = Array.from({ length: 251 }, () => 'palabra').join(' ');
    expect(issuesOf(NewsCreateInput, { title: '' })).toEqual({ title: ['title.required'] });
    expect(issuesOf(NewsCreateInput, { title: 'T', summary: tooManyWords })).toEqual({
      summary: ['summary.too_many_words'],
    });
    expect(issuesOf(NewsCreateInput, { title: 'T', summary: 'a'.repeat(2501) })).toEqual({
      summary: ['field.too_long'],
    });
    expect(
      issuesOf(NewsCreateInput, { title: 'T', subjects: ['nope'], languages: ['fr'], areas: ['xx'] }),
    ).toEqual({
      'subjects.0': ['id.invalid'],
      'languages.0': ['language.unknown'],
      'areas.0': ['area.unknown'],
    });
    expect(issuesOf(NewsCreateInput, { title: 'T', publish_from: 'tomorrow' })).toEqual({
      publish_from: [DATE_INVALID],
    });
  });

  it('refuses a range whose start is after its end, and an active item without a range', () => {
    expect(
      issuesOf(NewsCreateInput, {
        title: 'T',
        publish_from: '2026-12-02T10:00:00Z',
        publish_to: '2026-12-01T10:00:00Z',
      }),
    ).toEqual({ publish_from: [DATE_ORDER] });
    expect(issuesOf(NewsCreateInput, { title: 'T', active: true })).toEqual({
      publish_from: [DATE_RANGE_REQUIRED],
    });
  });

  it("checks each channel's own length: X by weighted length with links as 23, LinkedIn 3000", () => {
    const longUrl = `https://example.com/${'a'.repeat(200)}`;
    expect(channelLengthError('x', `${'a'.repeat(256)} ${longUrl}`)).toBeNull();
    expect(channelLengthError('x', `${'a'.repeat(257)} ${longUrl}`)).toBe('x.too_long');
    expect(channelLengthError('linkedin', 'a'.repeat(3000))).toBeNull();
    expect(
      issuesOf(NewsCreateInput, {
        title: 'T',
        contents: [{ platform: 'linkedin', content: 'a'.repeat(3001) }],
      }),
    ).toEqual({ 'contents.0.content': ['linkedin.too_long'] });
    expect(
      issuesOf(NewsCreateInput, {
        title: 'T',
        contents: [
          { platform: 'web', content: '<p>a</p>' },
          { platform: 'web', content: '<p>b</p>' },
        ],
      }),
    ).toEqual({ contents: ['list.duplicate'] });
  });

  it('needs the revision an update is based on', () => {
    expect(issuesOf(NewsUpdateInput, { title: 'T' })).toHaveProperty('revision');
  });
});

describe('missingForPublication', () => {
  const complete: PublishableNews = {
    title: 'T',
    author: 'Ana',
    summary: 'Resumen',
    subjects: ['s'],
    languages: ['es'],
    areas: ['esp'],
    keywords: ['laboral'],
    image: 'news/1/img',
    contents: [{ platform: 'web', content: '<p>Texto</p>' }],
  };

  it('names every missing field at once', () => {
    const draft = {
      ...complete,
      author: null,
      summary: null,
      subjects: [],
      languages: [],
      areas: [],
      keywords: [],
      image: null,
    };
    expect(Object.keys(missingForPublication(draft)).sort()).toEqual(
      ['areas', 'author', 'image', 'keywords', 'languages', 'subjects', 'summary'].sort(),
    );
    expect(missingForPublication(complete)).toEqual({});
  });

  it("needs the channel's version to have text before it is published there", () => {
    expect(missingForPublication(complete, 'web')).toEqual({});
    expect(
      missingForPublication({ ...complete, contents: [{ platform: 'web', content: '<p> </p>' }] }, 'web'),
    ).toEqual({
      'contents.web': [fieldMessage('content.required')],
    });
    expect(missingForPublication(complete, 'x')).toEqual({
      'contents.x': [fieldMessage('content.required')],
    });
  });
});

describe('newsHints', () => {
  it('advises on meta lengths and the number of subjects without refusing anything', () => {
    expect(
      newsHints({
        meta_title: 'a'.repeat(61),
        meta_description: 'b'.repeat(161),
        subjects: ['1', '2', '3', '4', '5'],
      }),
    ).toHaveProperty('subjects');
    expect(
      newsHints({ meta_title: 'a'.repeat(60), meta_description: 'b'.repeat(160), subjects: ['1'] }),
    ).toEqual({});
  });
});

describe('NewsListQuery', () => {
  it('defaults to the latest first, ten a page, and caps per at 100', () => {
    expect(v.parse(NewsListQuery, {})).toMatchObject({ sort: 'latest', page: 1, per: 10 });
    expect(issuesOf(NewsListQuery, { per: '101' })).toHaveProperty('per');
    expect(issuesOf(NewsListQuery, { sort: 'random', status: 'lost' })).toEqual({
      sort: ['sort.invalid'],
      status: ['status.unknown'],
    });
  });

  it('reads the library filters: origin=library and to_review as true or false', () => {
    expect(v.parse(NewsListQuery, { origin: 'library', to_review: 'false' })).toMatchObject({
      origin: 'library',
      to_review: false,
    });
    expect(v.parse(NewsListQuery, { to_review: 'true' }).to_review).toBe(true);
    expect(issuesOf(NewsListQuery, { origin: 'office', to_review: '1' })).toEqual({
      origin: ['origin.unknown'],
      to_review: ['boolean.invalid'],
    });
  });
});

describe('onTheWebAt: whether readers find an item on the website', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const web = (state: 'published' | 'scheduled') => ({
    platform: 'web' as const,
    state,
    scheduled_at: null,
    published_at: null,
    error_code: null,
    error: null,
    external_ref: null,
  });
  const item = {
    active: true,
    publish_from: '2026-11-01T00:00:00Z',
    publish_to: '2026-12-31T00:00:00Z',
    publications: [web('published')],
  };

  it('is true when active, published on the web and inside its window', () => {
    expect(onTheWebAt(item, now)).toBe(true);
  });

  it('is false before its window opens, after it closes, when inactive or not published on the web', () => {
    expect(onTheWebAt({ ...item, publish_from: '2026-11-29T00:00:00Z' }, now)).toBe(false);
    expect(onTheWebAt({ ...item, publish_to: '2026-11-28T12:00:00Z' }, now)).toBe(false);
    expect(onTheWebAt({ ...item, active: false }, now)).toBe(false);
    expect(onTheWebAt({ ...item, publications: [web('scheduled')] }, now)).toBe(false);
    expect(onTheWebAt({ ...item, publications: [] }, now)).toBe(false);
  });
});
