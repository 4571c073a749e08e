/**
 * The website channel's views (docs/website.md) as Preact components: the one implementation of the
 * markup. The widget renders them into its shadow root with Preact; the API's article page (and the
 * tests that hold the WordPress plugin's PHP port to it) renders them to a string with `toHtml`.
 * `createElement` rather than JSX, so every project that compiles this file (API, widget, tests)
 * needs no JSX setting.
 */

import { type ComponentChild, type ComponentChildren, h, type VNode } from 'preact';
import {
  ARTICLE_STRINGS,
  escapeHtml,
  formatDate,
  LIST_STRINGS,
  type MarkupArticle,
  type MarkupItem,
  SHARE_LABELS,
  SHARE_NETWORKS,
  SLIDER_STRINGS,
  shareLinks,
  type WebsiteLanguage,
  type WebsiteView,
} from './markup';

export interface MarkupOptions {
  key: string;
  language: WebsiteLanguage;
  /** Of the dates: the office's on the server; the widget gives none, for the reader's own (`formatDate`). */
  timeZone?: string;
}

export interface ListPage {
  items: MarkupItem[];
  page: number;
  pages: number;
  /** The href of another page (the office's news page with `?page=` or the API's). */
  pageHref?: (page: number) => string;
}

export interface DetailOptions extends MarkupOptions {
  /** Where "back to the news" goes: the office's news page, or nothing. */
  backHref: string | null;
}

/**
 * Images are shown in a 1200 × 630 box (the width and height attributes reserve it before the file
 * arrives; the widget's CSS crops to it), chosen from the stored web copies by `srcset`.
 */
function image(item: MarkupItem, className: string, sizes: string, lazy: boolean): ComponentChild {
  if (!item.image) return null;
  return h('img', {
    class: className,
    src: item.image,
    srcset: item.image_srcset ?? undefined,
    sizes: item.image_srcset ? `${lazy ? 'auto, ' : ''}${sizes}` : undefined,
    alt: item.image_description ?? '',
    width: 1200,
    height: 630,
    loading: lazy ? 'lazy' : undefined,
    decoding: 'async',
  });
}

function date(className: string, iso: string, options: MarkupOptions): ComponentChild {
  return h('time', { class: className, datetime: iso }, formatDate(iso, options.language, options.timeZone));
}

/** An article in a list or a slide: its image, linked title, date and summary. */
export function Card({ item, options }: { item: MarkupItem; options: MarkupOptions }): ComponentChild {
  return h(
    'article',
    { class: 'gaceta-card', 'data-gaceta-slug': item.slug },
    image(item, 'gaceta-card__image', '(max-width: 640px) 100vw, 640px', true),
    h(
      'h2',
      { class: 'gaceta-card__title' },
      h('a', { class: 'gaceta-card__link', href: item.url }, item.title),
    ),
    date('gaceta-card__date', item.published_at, options),
    item.summary ? h('p', { class: 'gaceta-card__summary' }, item.summary) : null,
  );
}

/** What every view's root carries: `gaceta gaceta-<view>`, the view, the office's key and the language. */
function root(view: WebsiteView, options: MarkupOptions) {
  return {
    class: `gaceta gaceta-${view}`,
    'data-gaceta-view': view,
    'data-gaceta-office': options.key,
    lang: options.language,
  };
}

/** An empty list or slider. */
export function Empty({ language }: { language: WebsiteLanguage }): ComponentChild {
  return h('p', { class: 'gaceta-empty' }, LIST_STRINGS[language].empty);
}

/** The list view: a landmark with one card per article and, past one page, links to the others. */
export function ListView({ list, options }: { list: ListPage; options: MarkupOptions }): ComponentChild {
  const strings = LIST_STRINGS[options.language];
  const link = (page: number, rel: 'prev' | 'next', label: string) =>
    h(
      'a',
      {
        class: `gaceta-pagination__${rel}`,
        rel,
        href: list.pageHref?.(page) ?? '',
        'data-gaceta-page': page,
      },
      label,
    );
  return h(
    'section',
    { ...root('list', options), 'aria-label': strings.news },
    list.items.length
      ? h(
          'ul',
          { class: 'gaceta-list__items' },
          list.items.map((item) => h('li', { class: 'gaceta-list__item' }, h(Card, { item, options }))),
        )
      : h(Empty, { language: options.language }),
    list.pages > 1 && list.pageHref
      ? h(
          'nav',
          {
            class: 'gaceta-pagination',
            'aria-label': strings.pages,
            'data-gaceta-page': list.page,
            'data-gaceta-pages': list.pages,
          },
          list.page > 1 ? link(list.page - 1, 'prev', strings.previous) : null,
          list.page < list.pages ? link(list.page + 1, 'next', strings.next) : null,
        )
      : null,
  );
}

/**
 * The slider view: every slide in the markup (readable without script); its buttons (pause or play
 * the autoplay, previous, next) are hidden until the widget enhances it and wires them.
 */
export function SliderView({
  items,
  options,
}: {
  items: MarkupItem[];
  options: MarkupOptions;
}): ComponentChild {
  const strings = { ...LIST_STRINGS[options.language], ...SLIDER_STRINGS[options.language] };
  const button = (name: string, action: 'pause' | 'prev' | 'next', label: string) =>
    h(
      'button',
      { type: 'button', class: `gaceta-slider__${name}`, 'data-gaceta-action': action, hidden: true },
      label,
    );
  return h(
    'section',
    // A name of its own: a list beside it on the page is "news" too, and landmarks' names must differ.
    { ...root('slider', options), 'aria-roledescription': 'carousel', 'aria-label': strings.featured },
    items.length
      ? [
          h(
            'div',
            { class: 'gaceta-slider__track' },
            items.map((item, index) =>
              h(
                'div',
                {
                  class: 'gaceta-slider__slide',
                  role: 'group',
                  'aria-roledescription': 'slide',
                  'aria-label': strings.slide
                    .replace('{n}', String(index + 1))
                    .replace('{total}', String(items.length)),
                  'data-gaceta-index': index,
                },
                h(Card, { item, options }),
              ),
            ),
          ),
          h(
            'div',
            { class: 'gaceta-slider__controls' },
            button('toggle', 'pause', strings.pause),
            button('prev', 'prev', strings.previous),
            button('next', 'next', strings.next),
          ),
        ]
      : h(Empty, { language: options.language }),
  );
}

/**
 * The detail view. `article.content` must already be sanitised HTML (the API stores and serves it
 * so); everything else is text.
 */
export function DetailView({
  article,
  options,
}: {
  article: MarkupArticle;
  options: DetailOptions;
}): ComponentChild {
  const strings = ARTICLE_STRINGS[options.language];
  const links = shareLinks(article.share_url, article.title);
  return h(
    'article',
    { ...root('detail', options), 'data-gaceta-slug': article.slug },
    h(
      'header',
      { class: 'gaceta-detail__header' },
      h('h1', { class: 'gaceta-detail__title' }, article.title),
      h(
        'p',
        { class: 'gaceta-detail__meta' },
        article.author
          ? [
              h(
                'span',
                { class: 'gaceta-detail__author' },
                strings.by.replace('{author}', () => article.author ?? ''),
              ),
              ' ',
            ]
          : null,
        date('gaceta-detail__date', article.published_at, options),
      ),
    ),
    article.image
      ? h(
          'figure',
          { class: 'gaceta-detail__figure' },
          image(article, 'gaceta-detail__image', '(max-width: 1280px) 100vw, 1280px', false),
        )
      : null,
    article.summary ? h('p', { class: 'gaceta-detail__summary' }, article.summary) : null,
    h('div', { class: 'gaceta-detail__body', dangerouslySetInnerHTML: { __html: article.content } }),
    article.disclaimer ? h('p', { class: 'gaceta-detail__disclaimer' }, article.disclaimer) : null,
    h(
      'footer',
      { class: 'gaceta-detail__footer' },
      h(
        'nav',
        { class: 'gaceta-share', 'aria-label': strings.share },
        h(
          'ul',
          { class: 'gaceta-share__links' },
          SHARE_NETWORKS.map((network) =>
            h(
              'li',
              null,
              h(
                'a',
                {
                  class: 'gaceta-share__link',
                  'data-gaceta-share': network,
                  href: links[network],
                  target: network === 'email' ? undefined : '_blank',
                  rel: network === 'email' ? undefined : 'noopener noreferrer',
                },
                SHARE_LABELS[network],
              ),
            ),
          ),
        ),
      ),
      options.backHref
        ? h(
            'a',
            { class: 'gaceta-detail__back', href: options.backHref, 'data-gaceta-action': 'back' },
            strings.back,
          )
        : null,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// As strings, for the server's pages and the WordPress plugin's parity

/** Elements without content or end tag. */
const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'wbr']);

/**
 * A tree of these components as HTML, in the contract's own spelling, byte for byte what the
 * WordPress plugin's PHP port writes (packages/wp-plugin/tests/markup.test.ts): text and attribute
 * values escaped with `escapeHtml` (`'` and `>` too), `<img …>` without a slash, `alt=""` kept,
 * attributes in the order the component gives them. preact-render-to-string writes the same DOM
 * (views.test.ts) in another spelling (`'` raw, `<img …/>`, `alt` bare), which the PHP port
 * does not match. Function components only: the views have neither state nor class components.
 */
export function toHtml(node: ComponentChildren): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    return escapeHtml(String(node));
  }
  if (Array.isArray(node)) return node.map(toHtml).join('');
  const { type, props } = node as VNode<Record<string, unknown> & { children?: ComponentChildren }>;
  if (typeof type === 'function') return toHtml((type as (props: unknown) => ComponentChildren)(props));
  let html = `<${type}`;
  for (const [name, value] of Object.entries(props)) {
    if (
      name === 'children' ||
      name === 'dangerouslySetInnerHTML' ||
      name === 'key' ||
      name === 'ref' ||
      value == null ||
      value === false ||
      typeof value === 'function'
    ) {
      continue;
    }
    html += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  if (VOID.has(type)) return `${html}>`;
  const inner =
    (props.dangerouslySetInnerHTML as { __html: string } | undefined)?.__html ?? toHtml(props.children);
  return `${html}>${inner}</${type}>`;
}

/** The list view as HTML (`ListView`). */
export function renderList(list: ListPage, options: MarkupOptions): string {
  return toHtml(h(ListView, { list, options }));
}

/** The slider view as HTML (`SliderView`). */
export function renderSlider(items: MarkupItem[], options: MarkupOptions): string {
  return toHtml(h(SliderView, { items, options }));
}

/** The detail view as HTML (`DetailView`). */
export function renderDetail(article: MarkupArticle, options: DetailOptions): string {
  return toHtml(h(DetailView, { article, options }));
}
