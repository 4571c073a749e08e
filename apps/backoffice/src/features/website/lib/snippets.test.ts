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
  // What the widget asks for first: a slider's first five in its language, with the theme, and
  // the slider's module beside the script.
  const preload =
    '<link rel="preload" href="https://gaceta.example/public/v1/offices/k3y_AbC-9/news?page=1&amp;per=5&amp;language=pt&amp;include=theme" as="fetch" crossorigin>';
  const modulePreload = '<link rel="modulepreload" href="https://gaceta.example/widget/v1/slider.js">';

  it('names the office, view and language as the widget reads them, after the preload of its first request', () => {
    expect(scriptSnippet(options).split('\n')).toEqual([
      preload,
      modulePreload,
      '<script src="https://gaceta.example/widget/v1/gaceta.js" data-office="k3y_AbC-9" data-view="slider" data-lang="pt" async></script>',
    ]);
    expect(elementSnippet(options).split('\n')).toEqual([
      preload,
      modulePreload,
      '<script src="https://gaceta.example/widget/v1/gaceta.js" async></script>',
      '<gaceta-news office="k3y_AbC-9" view="slider" lang="pt"></gaceta-news>',
    ]);
  });

  it('asks for the news of every language only when told', () => {
    const all = { ...options, allLanguages: true };
    expect(scriptSnippet(all)).toContain(' data-lang="pt" data-languages="all" async>');
    expect(scriptSnippet(all)).toContain('/news?page=1&amp;per=5&amp;include=theme"');
    expect(elementSnippet(all)).toContain(
      '<gaceta-news office="k3y_AbC-9" view="slider" lang="pt" languages="all">',
    );
  });

  it("preloads a list's first page, and nothing for a detail view, whose first request depends on the page's URL", () => {
    expect(scriptSnippet({ ...options, view: 'list' })).toContain(
      '/news?page=1&amp;per=10&amp;language=pt&amp;',
    );
    expect(scriptSnippet({ ...options, view: 'list' })).not.toContain('modulepreload');
    expect(scriptSnippet({ ...options, view: 'detail' })).toMatch(/^<script /);
    expect(elementSnippet({ ...options, view: 'detail' })).toMatch(/^<script /);
  });
});
