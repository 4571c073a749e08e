// @vitest-environment jsdom
import { type ComponentChild, h, render, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarkupArticle, MarkupItem } from './markup';
import {
  type DetailOptions,
  DetailView,
  type ListPage,
  ListView,
  type MarkupOptions,
  renderDetail,
  renderList,
  renderSlider,
  SliderView,
} from './views';

// The widget shows the views with Preact (`render` into its shadow root); the server's pages and the
// WordPress plugin's PHP port (held to `renderList`… byte for byte by packages/wp-plugin) write them
// as strings. The DOM must be the same: each view, for the same articles, is rendered with Preact
// into a document, with preact-render-to-string, and with the string renderers, and the three parsed
// trees (classes, attributes and their order, text) must serialise alike.

const ITEMS: MarkupItem[] = [
  {
    slug: 'tom-jerry-law',
    title: `Tom & Jerry's "Law" <b>firm</b> — ¿qué pasa? 🎉⚖️`,
    summary: 'Literal entities stay text: &amp; &lt;script&gt; &#39; and a < b > c.',
    image: 'https://cdn.example/media/a b/photo.jpg?w=1200&h=630',
    image_description: `A "quoted" <alt> & O'Brien's desk`,
    image_srcset:
      'https://cdn.example/media/photo-160.webp 160w, https://cdn.example/media/photo-640.webp 640w, https://cdn.example/media/photo-1280.webp 1280w',
    published_at: '2026-03-31T23:30:00.000Z',
    url: "https://despacho.example/noticias/?lang=es&gaceta=tom-jerry-law&note=O'Brien",
  },
  {
    slug: 'no-image',
    title: 'Emoji with joiners 👩‍⚖️👨‍👩‍👧 and a flag 🇪🇸',
    summary: null,
    image: null,
    image_description: null,
    image_srcset: null,
    published_at: '2026-01-01T00:15:00.000Z',
    url: 'https://despacho.example/noticias/?gaceta=no-image',
  },
  {
    slug: 'only-src',
    title: "Costs: $& and $' and $` (100%) — 50 € * 2 ~ ok!",
    summary: 'Tabs\tand\nnew lines, &nbsp; and </p><script>alert(1)</script>',
    image: 'https://cdn.example/media/only-src.jpg',
    image_description: null,
    image_srcset: null,
    published_at: '2025-12-31T12:00:00.000Z',
    url: 'https://despacho.example/noticias/?gaceta=only-src',
  },
  {
    slug: 'empty-alt',
    title: 'An image described as nothing',
    summary: '',
    image: 'https://cdn.example/media/decorative.jpg',
    image_description: '',
    image_srcset: 'https://cdn.example/media/decorative-640.webp 640w',
    published_at: '2026-06-15T08:00:00.000Z',
    url: 'https://despacho.example/noticias/?gaceta=empty-alt',
  },
];

const ARTICLE: MarkupArticle = {
  ...(ITEMS[0] as MarkupItem),
  author: `María O'Brien & "Hijos" $& <Abogados>`,
  keywords: ['derecho & empresa'],
  updated_at: '2026-04-02T08:00:00.000Z',
  share_url: "https://gaceta.example/p/key-1/tom-jerry-law?utm=x&y='z' (1)!*",
  meta_description: null,
  content:
    '<h2>Hechos</h2><p>Texto con <strong>negrita</strong> y un <a href="https://boe.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">enlace</a>.</p>' +
    '<ul><li>uno</li><li>dos &amp; tres</li></ul><blockquote><p>Cita «textual» — 🎉</p></blockquote><p>Línea<br>siguiente</p>',
  disclaimer: 'Este artículo no es asesoramiento jurídico <sic> & "nada más".',
};

const BARE: MarkupArticle = {
  ...(ITEMS[1] as MarkupItem),
  author: null,
  keywords: [],
  updated_at: '2026-01-01T00:15:00.000Z',
  share_url: 'https://gaceta.example/p/key-1/no-image',
  meta_description: null,
  content: '<p>Solo texto.</p>',
  disclaimer: null,
};

const madrid: MarkupOptions = { key: 'key-1', language: 'es', timeZone: 'Europe/Madrid' };
const newYork: MarkupOptions = { key: 'key "2" & <3>', language: 'en', timeZone: 'America/New_York' };
const lisbon: MarkupOptions = { key: 'key-3', language: 'pt', timeZone: 'Europe/Lisbon' };

const list = (items: MarkupItem[], page: number, pages: number, base = "?a='1'&gaceta_page="): ListPage => ({
  items,
  page,
  pages,
  pageHref: (to) => `${base}${to}`,
});

interface Case {
  name: string;
  vnode: ComponentChild;
  html: string;
}

const listCase = (name: string, page: ListPage, options: MarkupOptions): Case => ({
  name,
  vnode: h(ListView, { list: page, options }),
  html: renderList(page, options),
});
const sliderCase = (name: string, items: MarkupItem[], options: MarkupOptions): Case => ({
  name,
  vnode: h(SliderView, { items, options }),
  html: renderSlider(items, options),
});
const detailCase = (name: string, article: MarkupArticle, options: DetailOptions): Case => ({
  name,
  vnode: h(DetailView, { article, options }),
  html: renderDetail(article, options),
});

const CASES: Case[] = [
  listCase('list, page 2 of 3', list(ITEMS, 2, 3), madrid),
  listCase('list, first of two', list(ITEMS, 1, 2, '/news/?p='), newYork),
  listCase('list, last of two', list(ITEMS.slice(1), 2, 2), lisbon),
  listCase('list, one page', list(ITEMS, 1, 1), madrid),
  listCase('list, without page links', { items: ITEMS, page: 1, pages: 3 }, newYork),
  listCase('list, empty', list([], 1, 0), lisbon),
  sliderCase('slider', ITEMS, madrid),
  sliderCase('slider, one slide', ITEMS.slice(2, 3), newYork),
  sliderCase('slider, empty', [], lisbon),
  detailCase('detail with everything', ARTICLE, {
    ...madrid,
    backHref: "https://despacho.example/?from='x'&y",
  }),
  detailCase('detail with everything, English', ARTICLE, { ...newYork, backHref: '/news/' }),
  detailCase('detail without image, author, summary or back link', BARE, { ...lisbon, backHref: null }),
  detailCase(
    'detail with an image without srcset or description',
    { ...BARE, ...(ITEMS[2] as MarkupItem), author: 'Ana' },
    { ...madrid, backHref: null },
  ),
];

/** HTML as a document parses it, written back: one spelling for the same DOM. */
function parsed(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
}

/** What the widget shows: the component rendered by Preact into a live document. */
function rendered(vnode: ComponentChild): string {
  const container = document.createElement('div');
  document.body.append(container);
  render(vnode, container);
  const html = container.innerHTML;
  render(null, container);
  container.remove();
  return html;
}

afterEach(() => document.body.replaceChildren());

describe('the Preact views make the DOM the string renderers (server, WordPress) make', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const expected = parsed(c.html);
      expect(parsed(renderToString(c.vnode as VNode)), 'preact-render-to-string').toBe(expected);
      expect(rendered(c.vnode), 'Preact in a document').toBe(expected);
    });
  }

  it('the tricky texts are text, not markup, in all three', () => {
    const c = CASES[0] as Case;
    const container = document.createElement('div');
    render(c.vnode, container);
    const first = container.querySelector('.gaceta-card');
    expect(first?.querySelector('.gaceta-card__link')?.textContent).toBe((ITEMS[0] as MarkupItem).title);
    expect(first?.querySelector('img')?.getAttribute('alt')).toBe((ITEMS[0] as MarkupItem).image_description);
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelector('.gaceta-card:nth-child(1)')).not.toBeNull();
    // An empty description is an empty alt (a decorative image), not a missing one.
    expect(container.querySelector('[data-gaceta-slug="empty-alt"] img')?.getAttribute('alt')).toBe('');
  });

  it('the comparison sees a difference: an attribute out of order or a class changed fails it', () => {
    const c = CASES[0] as Case;
    const expected = parsed(c.html);
    const swapped = c.html.replace(
      /<a class="gaceta-card__link" (href="[^"]*")>/,
      '<a $1 class="gaceta-card__link">',
    );
    expect(swapped).not.toBe(c.html);
    expect(parsed(swapped)).not.toBe(expected);
    expect(parsed(c.html.replace('gaceta-card__date', 'gaceta-card__time'))).not.toBe(expected);
    expect(rendered(h(ListView, { list: list(ITEMS, 2, 3), options: newYork }))).not.toBe(expected);
  });
});
