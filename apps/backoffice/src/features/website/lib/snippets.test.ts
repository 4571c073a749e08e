import { describe, expect, it } from 'vitest';
import { elementSnippet, scriptSnippet } from './snippets';

const options = {
  widgetUrl: 'https://gaceta.example/widget/v1/gaceta.js',
  office: 'k3y_AbC-9',
  view: 'slider',
  lang: 'pt',
  allLanguages: false,
} as const;

describe('embed snippets', () => {
  it('names the office, view and language as the widget reads them', () => {
    expect(scriptSnippet(options)).toBe(
      '<script src="https://gaceta.example/widget/v1/gaceta.js" data-office="k3y_AbC-9" data-view="slider" data-lang="pt" async></script>',
    );
    expect(elementSnippet(options).split('\n')).toEqual([
      '<script src="https://gaceta.example/widget/v1/gaceta.js" async></script>',
      '<gaceta-news office="k3y_AbC-9" view="slider" lang="pt"></gaceta-news>',
    ]);
  });

  it('asks for the news of every language only when told', () => {
    const all = { ...options, allLanguages: true };
    expect(scriptSnippet(all)).toContain(' data-lang="pt" data-languages="all" async>');
    expect(elementSnippet(all)).toContain(
      '<gaceta-news office="k3y_AbC-9" view="slider" lang="pt" languages="all">',
    );
  });
});
