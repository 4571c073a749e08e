// @vitest-environment jsdom

import { derivedMetaDescription, derivedMetaTitle } from '@gaceta/shared/news/derived-texts';
import { describe, expect, it } from 'vitest';
import {
  type ChannelVersion,
  convertContent,
  copyVersion,
  differsFromHeadline,
  formValues,
  type NewsFormValues,
  summaryCounts,
  withFollowers,
  writtenByHand,
} from './news-form';

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

describe('fields that follow the headline', () => {
  const draft = formValues();
  const title = 'El Supremo fija doctrina sobre el teletrabajo';
  const values: NewsFormValues = {
    ...draft,
    title,
    summary: 'Una sentencia reciente.',
    meta_title: derivedMetaTitle(title),
    meta_description: derivedMetaDescription('Una sentencia reciente.'),
    contents: draft.contents.map((version) =>
      version.platform === 'x' ? { ...version, title: 'Mi título para X' } : { ...version, title },
    ),
  };

  it('moves the meta title and untouched version titles with a new headline, and keeps edited ones', () => {
    const next = withFollowers(values, { title: 'Teletrabajo: quién paga los gastos' });
    expect(next.title).toBe('Teletrabajo: quién paga los gastos');
    expect(next.meta_title).toBe('Teletrabajo: quién paga los gastos');
    expect(next.contents?.map((version) => version.title)).toEqual(
      values.contents.map((version) =>
        version.platform === 'x' ? 'Mi título para X' : 'Teletrabajo: quién paga los gastos',
      ),
    );
    const edited = withFollowers({ ...values, meta_title: 'SEO a mano' }, { title: 'Otro' });
    expect(edited).not.toHaveProperty('meta_title');
    // An empty one stays empty: the headline stands in for it.
    expect(withFollowers({ ...values, meta_title: '' }, { title: 'Otro' })).not.toHaveProperty('meta_title');
  });

  it('moves the meta description with the summary while it is the summary’s', () => {
    expect(withFollowers(values, { summary: 'Otra.' })).toEqual({
      summary: 'Otra.',
      meta_description: 'Otra.',
    });
    expect(withFollowers({ ...values, meta_description: 'A mano' }, { summary: 'Otra.' })).toEqual({
      summary: 'Otra.',
    });
  });

  it('marks what was written by hand', () => {
    expect(differsFromHeadline(values)).toEqual({ meta_title: false, meta_description: false });
    expect(differsFromHeadline({ ...values, meta_title: 'SEO a mano', meta_description: '' })).toEqual({
      meta_title: true,
      meta_description: false,
    });
    expect(writtenByHand('Mi título para X', title)).toBe(true);
    expect(writtenByHand('', title)).toBe(false);
  });
});
