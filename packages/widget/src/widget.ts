import type { PublicNewsArticle, PublicNewsItem, WebsiteTheme } from '@gaceta/shared/website';
import {
  ARTICLE_PARAM,
  LIST_STRINGS,
  PAGE_PARAM,
  publicNewsUrl,
  type ShareNetwork,
  themeCss,
  type WebEventKind,
} from '@gaceta/shared/website/markup';
import { Empty, ListView, type MarkupOptions } from '@gaceta/shared/website/views';
import { type ComponentChild, h, render } from 'preact';
import type { WidgetConfig } from './config';
import type * as DetailModule from './detail';
import type * as SliderModule from './slider';
import { STYLES } from './styles';

// One widget: its views rendered with Preact into its host's shadow root, where the host page's CSS
// cannot reach. The views are the shared contract's components (packages/shared/src/website/views.ts,
// docs/website.md), so it shows the DOM the server's pages and the WordPress plugin write. The widget
// itself is a closure over its state that renders each view at once (no component of its own), which
// keeps gaceta.js small: every name in it can be shortened (issue 31's size goal).

/** A public answer asked with include=theme carries the office's theme. */
interface Themed {
  theme?: WebsiteTheme;
}

interface Page extends Themed {
  objects: PublicNewsItem[];
  total_pages: number;
}

/** What the widget shows. */
type View =
  | { kind: 'none' }
  /** Server-rendered markup taken from the host's children (the WordPress plugin's). */
  | { kind: 'adopted'; nodes: Element[]; view: string | undefined }
  | { kind: 'list'; items: PublicNewsItem[]; page: number; pages: number }
  | { kind: 'slider'; items: PublicNewsItem[] }
  | { kind: 'detail'; article: PublicNewsArticle; backHref: string | null }
  | { kind: 'notFound'; back: string | null }
  | { kind: 'empty' }
  | { kind: 'error'; retry: () => void };

const script = document.currentScript as HTMLScriptElement | null;
/** Where the script came from, and the modules it loads beside itself (detail.js, slider.js, subscribe.js). */
export const scriptUrl = script?.src || location.href;
/** Where the public API is: the script's origin unless an `api` option says otherwise. */
export const scriptOrigin = script ? new URL(script.src, document.baseURI).origin : location.origin;

/** A view's module beside this file: `loaded` once `load` has imported it and handed it this file's Preact. */
interface LazyView<T> {
  loaded?: T;
  load(): Promise<T>;
}

/** Imports `file` once, the first time it is asked for; a failed load is tried again next time. */
function lazyView<T extends { bridge: (preact: { h: typeof h }) => void }>(file: string): LazyView<T> {
  let loading: Promise<T> | undefined;
  const view: LazyView<T> = {
    load: () =>
      (loading ??= import(/* @vite-ignore */ new URL(file, scriptUrl).href).then(
        (module: T) => {
          module.bridge({ h });
          view.loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return view;
}

/** What only an article needs (decision 064) and what only a slider needs (decision 065). */
const detail = lazyView<typeof DetailModule>('detail.js');
const slider = lazyView<typeof SliderModule>('slider.js');
let widgets = 0;

/**
 * The host page's URL showing an article (`gaceta=`) or, without one, a page of the list
 * (`gaceta_page=`, left out for the first): a link a person can open in a new tab, share or follow
 * without JavaScript, as the WordPress plugin's are.
 */
function pageUrl(slug: string | null, listPage = 1): string {
  const url = new URL(location.href);
  url.searchParams.delete(ARTICLE_PARAM);
  url.searchParams.delete(PAGE_PARAM);
  if (slug) url.searchParams.set(ARTICLE_PARAM, slug);
  else if (listPage > 1) url.searchParams.set(PAGE_PARAM, String(listPage));
  return url.href;
}

/** The list's page the host page's URL asks for. */
const linkedPage = () =>
  Math.max(1, Number.parseInt(new URLSearchParams(location.search).get(PAGE_PARAM) ?? '', 10) || 1);

/** The first requests, sent before their widgets render (`prepare`), each taken by the getJson of its URL. */
const early = new Map<string, Promise<Response>>();

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const sent = early.get(url);
  early.delete(url);
  const response = await (sent ?? fetch(url, { signal }));
  // An early request was not sent with the widget's signal: a widget taken down meanwhile ignores it.
  signal?.throwIfAborted();
  if (!response.ok) throw Object.assign(new Error(`${response.status}`), { status: response.status });
  return response.json() as Promise<T>;
}

/** The office's public feed. */
const feedOf = (config: WidgetConfig) =>
  `${config.origin}/public/v1/offices/${encodeURIComponent(config.office)}`;

/** A page of the office's news as the widget's options select them, with the office's theme when `theme`. */
const listUrl = (config: WidgetConfig, pageNumber: number, per = config.per, theme = false) =>
  publicNewsUrl(config.origin, config.office, {
    page: pageNumber,
    per,
    subject: config.subject,
    language: config.newsLanguage,
    theme,
  });

/** An article's request that asks for the office's theme too. */
const withTheme = (url: string) => `${url}?include=theme`;

/** What a widget shows first, decided before it renders, so that its request leaves first. */
interface FirstView {
  /** An article: a deep link's, a detail view's `slug`, or null for the newest (with `article`). */
  slug: string | null;
  article: boolean;
  /** The list's page: the one the URL names for the first list on the page, else 1. */
  page: number;
}

const prepared = new WeakMap<HTMLElement, FirstView>();

/**
 * Decides what the widget in `host` shows first and sends that view's request at once, before
 * anything is rendered: the script calls it for every widget already in the page before it renders
 * any (decision 064). A deep link (`?gaceta=`) opens in the first list or detail widget on the page,
 * not in every one, and the list's page in the URL is the first list's; the markers saying which
 * widget took them go on the hosts now, in the order the widgets mount.
 */
export function prepare(host: HTMLElement, config: WidgetConfig): void {
  if (prepared.has(host)) return;
  const linked = new URLSearchParams(location.search).get(ARTICLE_PARAM);
  const claim = linked && config.view !== 'slider' && !document.querySelector('[data-gaceta-deep-link]');
  if (claim) host.dataset.gacetaDeepLink = '';
  const slug = claim ? linked : config.view === 'detail' ? config.slug : null;
  const firstList = config.view === 'list' && !document.querySelector('[data-gaceta-listed-page]');
  if (firstList) host.dataset.gacetaListedPage = '';
  const first = {
    slug,
    article: Boolean(slug) || config.view === 'detail',
    page: firstList ? linkedPage() : 1,
  };
  prepared.set(host, first);
  // A view's module (its CSS, a slider's controls) is asked for beside its data, and beside the
  // server's markup of it.
  const rendered = host.querySelector<HTMLElement>(':scope > .gaceta');
  if (config.view === 'slider') slider.load().catch(() => undefined);
  if (first.article || rendered?.dataset.gacetaView === 'detail') detail.load().catch(() => undefined);
  // Server-rendered markup may be the first view, which needs no request (`adopt` in mount decides).
  if (rendered) return;
  // Every first view asks for the office's theme too, but a preview's, which brings its own.
  const themed = !config.theme;
  let url = listUrl(config, 1, 1);
  if (!first.article) url = listUrl(config, first.page, config.per, themed);
  else if (slug) url = `${feedOf(config)}/news/${encodeURIComponent(slug)}`;
  if (slug && themed) url = withTheme(url);
  // A second widget asking the same sends its own: an answer's body is read once.
  if (early.has(url)) return;
  const request = fetch(url);
  // Taken by its widget; one taken out of the page before it rendered leaves no unhandled rejection.
  request.catch(() => undefined);
  early.set(url, request);
}

/** The office's news page: an article's URL without its `gaceta=`. */
function backToNews(articleUrl: string): string {
  const url = new URL(articleUrl);
  url.searchParams.delete(ARTICLE_PARAM);
  return url.href;
}

/** NewsArticle JSON-LD beside the shadow root, in the host element's light DOM where crawlers read it. */
function setJsonLd(host: HTMLElement, json: string | null) {
  host.querySelector(':scope > script[type="application/ld+json"]')?.remove();
  if (!json) return;
  const data = document.createElement('script');
  data.type = 'application/ld+json';
  data.textContent = json;
  host.append(data);
}

/** Mounts a widget in `host`'s shadow root; returns what takes it down (its listeners, timers and requests). */
export function mount(host: HTMLElement, config: WidgetConfig): () => void {
  // Decided, and its request sent, by prepare (the script calls it first); a widget mounted again decides again.
  prepare(host, config);
  const first = prepared.get(host) as FirstView;
  prepared.delete(host);
  // A <gaceta-news> moved in the page keeps its shadow root: it is filled again.
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  /** Everything the widget holds outside its tree ends with this: its listeners and the requests in flight. */
  const life = new AbortController();
  const { signal } = life;
  const id = widgets++;
  const strings = LIST_STRINGS[config.lang];
  const api = feedOf(config);
  const inList = config.view === 'list';
  /** Dates in the reader's own time zone, written without Intl (formatDate). */
  const options: MarkupOptions = { key: config.office, language: config.lang };
  let view: View = { kind: 'none' };
  /** A preview's theme (unsaved changes); otherwise the office's, from the first answer that brings it. */
  let theme = config.theme;
  let page = 1;
  /** The article shown, when the list view has opened one. */
  let openSlug: string | null = null;
  let impressed = false;
  /** Every view shown is new DOM (a key of its own), as a page of a site would be. */
  let shown = 0;
  let stopSlider: (() => void) | undefined;

  const applyTheme = (given: WebsiteTheme | null | undefined) => {
    theme ??= given ?? null;
  };

  /** Until the theme is known, a request asks for it too: the first view is one request. */
  const themed = (url: string) => (theme ? url : withTheme(url));

  function viewOf(view: Exclude<View, { kind: 'none' }>): ComponentChild {
    const key = shown;
    switch (view.kind) {
      case 'adopted':
        // Filled by `show` with the server's nodes, which Preact never touches: it has no children of its own.
        return h('div', { class: 'gaceta-adopted' });
      case 'list':
        return h(ListView, {
          key,
          list: {
            items: view.items,
            page: view.page,
            pages: view.pages,
            pageHref: (to) => pageUrl(null, to),
          },
          options,
        });
      case 'slider':
        // Shown only once slider.js is loaded (showList), as an article once detail.js is (showArticle).
        return h((slider.loaded as typeof SliderModule).SliderView, { key, items: view.items, options });
      case 'detail':
        return h((detail.loaded as typeof DetailModule).DetailView, {
          key,
          article: view.article,
          options: { ...options, backHref: view.backHref },
        });
      case 'notFound':
        return h((detail.loaded as typeof DetailModule).NotFoundView, {
          key,
          back: view.back,
          language: config.lang,
        });
      case 'empty':
        return h(Empty, { key, language: config.lang });
      case 'error':
        return h(
          'div',
          { key, class: 'gaceta-error', role: 'alert' },
          h('p', null, strings.error),
          h('button', { type: 'button', 'data-gaceta-action': 'retry' }, strings.retry),
        );
    }
  }

  /**
   * The widget's tree as it stands: until its first view, the host's own children (server-rendered
   * markup) show through a slot; then the view, framed by the theme's header and footer, with the
   * CSS of the modules loaded so far.
   */
  function draw(): HTMLElement {
    const frame = view.kind === 'adopted' ? null : theme;
    render(
      view.kind === 'none'
        ? h('slot', null)
        : [
            h(
              'style',
              null,
              STYLES + (detail.loaded?.DETAIL_STYLES ?? '') + (slider.loaded?.SLIDER_STYLES ?? ''),
            ),
            h('style', null, theme ? themeCss(theme, ':host') : ''),
            h(
              'div',
              { class: 'gaceta-root' },
              frame?.header ? h('p', { class: 'gaceta-theme-header' }, frame.header) : null,
              viewOf(view),
              frame?.footer ? h('p', { class: 'gaceta-theme-footer' }, frame.footer) : null,
            ),
          ],
      shadow,
    );
    return shadow.lastChild as HTMLElement;
  }

  /** Renders `next` at once, then what it needs in the document: the slider's controls, the JSON-LD, the focus. */
  function show(next: View, focus: string | null = null) {
    shown++;
    view = next;
    const root = draw();
    stopSlider?.();
    stopSlider = undefined;
    if (next.kind === 'adopted') root.querySelector('.gaceta-adopted')?.append(...next.nodes);
    // A slider the widget rendered has its module; an adopted one may still be waiting for it.
    if (next.kind === 'slider' || (next.kind === 'adopted' && next.view === 'slider'))
      slider.load().then(
        (module) => {
          if (view === next && !signal.aborted) stopSlider = module.enhanceSlider(root, host, config.lang);
        },
        () => undefined,
      );
    if (next.kind === 'detail' && detail.loaded)
      setJsonLd(host, detail.loaded.newsArticleJsonLd(next.article, next.article.url, theme?.header ?? ''));
    // Adopted markup keeps whatever the server wrote beside it.
    else if (next.kind !== 'adopted') setJsonLd(host, null);
    const target = focus && root.querySelector<HTMLElement>(focus);
    if (!target) return;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
    if (host.getBoundingClientRect().top < 0) host.scrollIntoView();
  }

  /** The office's theme on its own, for a view whose answer brought none. */
  function loadTheme() {
    if (!theme)
      getJson<{ object: WebsiteTheme }>(`${api}/theme`, signal).then(
        (answer) => {
          applyTheme(answer.object);
          draw();
        },
        () => undefined,
      );
  }

  function beacon(kind: WebEventKind, news?: string, network?: ShareNetwork) {
    const send = () =>
      navigator.sendBeacon?.(
        `${config.origin}/public/v1/events`,
        JSON.stringify({ office: config.office, kind, news, network }),
      );
    // sendBeacon takes a few milliseconds of the main thread: after the view's paint, not before it.
    if (!config.preview) document.hidden ? send() : requestAnimationFrame(() => setTimeout(send));
  }

  function impress() {
    if (!impressed) beacon('impression');
    impressed = true;
  }

  /**
   * The error, with its retry: focused when the reader's action led to it, and the view a retry
   * brings focused too, since the button it pressed is gone.
   */
  function failed(retry: () => void, moveFocus: boolean) {
    show({ kind: 'error', retry }, moveFocus ? '.gaceta-error' : null);
  }

  async function showList(pageNumber: number, moveFocus = false): Promise<void> {
    const isSlider = config.view === 'slider';
    try {
      const [result] = await Promise.all([
        getJson<Page>(listUrl(config, pageNumber, config.per, !theme), signal),
        isSlider && slider.load(),
      ]);
      applyTheme(result.theme);
      // A page past the last (an old link, a number typed in): the last one, and the address says so.
      if (pageNumber > result.total_pages && result.total_pages > 0) {
        if (!config.preview && linkedPage() === pageNumber)
          history.replaceState(history.state, '', pageUrl(null, result.total_pages));
        return showList(result.total_pages, moveFocus);
      }
      page = pageNumber;
      openSlug = null;
      show(
        isSlider
          ? { kind: 'slider', items: result.objects }
          : { kind: 'list', items: result.objects, page: pageNumber, pages: result.total_pages },
        moveFocus ? '.gaceta' : null,
      );
      impress();
    } catch {
      if (!signal.aborted) failed(() => showList(pageNumber, true), moveFocus);
    }
  }

  async function showArticle(slug: string | null, moveFocus = false) {
    try {
      const newest = slug ?? (await getJson<Page>(listUrl(config, 1, 1), signal)).objects[0]?.slug;
      if (!newest) return show({ kind: 'empty' });
      const [{ object: article, theme: given }] = await Promise.all([
        getJson<{ object: PublicNewsArticle } & Themed>(
          themed(`${api}/news/${encodeURIComponent(newest)}`),
          signal,
        ),
        detail.load(),
      ]);
      applyTheme(given);
      openSlug = inList ? article.slug : null;
      // The list's page when it shows the article in place; the office's news page for a detail view.
      const backHref = inList ? pageUrl(null) : backToNews(article.url);
      show({ kind: 'detail', article, backHref }, moveFocus ? 'h1' : null);
      beacon('view', article.slug);
    } catch (error) {
      if (signal.aborted) return;
      const missing = (error as { status?: number }).status === 404;
      // The view of a missing article is detail.js's too; it failing to load is an error like any.
      if (missing && (await detail.load().then(Boolean, () => false))) {
        loadTheme();
        openSlug = inList ? slug : null;
        show({ kind: 'notFound', back: inList ? pageUrl(null) : null });
      } else failed(() => showArticle(slug, true), moveFocus);
    }
  }

  /**
   * Server-rendered markup inside the host (the WordPress plugin's, docs/website.md) is moved into
   * the shadow root and used as the first view when it is the one the widget would fetch: page
   * `data-gaceta-page` of this list or slider, or the article `slug` (any article for a detail view
   * with none). Returns whether it was.
   */
  function adopt(slug: string | null): boolean {
    const rendered = host.querySelector<HTMLElement>(':scope > .gaceta');
    const adopted = rendered?.dataset.gacetaView;
    const renderedSlug = rendered?.dataset.gacetaSlug;
    const fits =
      adopted === 'detail'
        ? renderedSlug === (slug ?? (config.view === 'detail' ? renderedSlug : null))
        : adopted === config.view && !slug;
    if (!rendered || !fits) return false;
    const nodes = [
      ...host.querySelectorAll(
        ':scope > .gaceta-theme-header, :scope > .gaceta, :scope > .gaceta-theme-footer',
      ),
    ];
    // An article's or a slider's CSS is its module's (prepare asked for it): until it is here, and
    // for good if it cannot be loaded, the markup shows as it came, in the page.
    const module = adopted === 'detail' ? detail : adopted === 'slider' ? slider : null;
    // Read where it shows, in the widget or in the page.
    const count = () => (adopted === 'detail' ? beacon('view', renderedSlug) : impress());
    Promise.resolve(module?.load()).then(() => {
      if (view.kind !== 'none' || signal.aborted) return;
      show({ kind: 'adopted', nodes, view: adopted });
      if (adopted === 'detail') openSlug = inList ? slug : null;
      else page = Number(rendered.querySelector<HTMLElement>('.gaceta-pagination')?.dataset.gacetaPage) || 1;
      count();
    }, count);
    return true;
  }

  // One listener for the views' links and buttons: the slider's are its module's own.
  shadow.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest<HTMLElement>('a, button');
      const action = target?.dataset.gacetaAction;
      if (action === 'retry' && view.kind === 'error') return view.retry();
      const { button, ctrlKey, metaKey, shiftKey, altKey } = event as MouseEvent;
      if (button !== 0 || ctrlKey || metaKey || shiftKey || altKey) return;
      const share = target?.dataset.gacetaShare as ShareNetwork | undefined;
      if (share) {
        const article = shadow.querySelector<HTMLElement>('[data-gaceta-slug]');
        return beacon('share', article?.dataset.gacetaSlug, share);
      }
      if (!inList || !(target instanceof HTMLAnchorElement)) return;
      // An article of the list, another of its pages, or back to the list from an article.
      const slug = target.closest<HTMLElement>('.gaceta-card')?.dataset.gacetaSlug ?? null;
      const to = (target.closest('.gaceta-pagination') && Number(target.dataset.gacetaPage)) || page;
      if (!slug && to === page && action !== 'back') return;
      event.preventDefault();
      // A preview in the back-office leaves the back-office's address alone.
      if (!config.preview) history.pushState({ gacetaWidget: id }, '', pageUrl(slug, to));
      void (slug ? showArticle(slug, true) : showList(to, true));
    },
    { signal },
  );

  // Back and forward: the widget that opened an article follows the URL; the others stay as they are.
  // A preview in the back-office has no part in its history.
  if (!config.preview)
    window.addEventListener(
      'popstate',
      (event) => {
        const slug = new URLSearchParams(location.search).get(ARTICLE_PARAM);
        // The list that reads the page's address (its article, its page) follows every entry, the
        // page's first among them; the others, the entries they made.
        const mine =
          (event.state as { gacetaWidget?: number } | null)?.gacetaWidget === id ||
          (inList && (host.dataset.gacetaListedPage != null || host.dataset.gacetaDeepLink != null));
        if (openSlug && !slug) void showList(page, true);
        else if (!slug && mine && inList && linkedPage() !== page) void showList(linkedPage(), true);
        else if (slug && slug !== openSlug && mine) void showArticle(slug, true);
      },
      { signal },
    );

  draw();
  // Server-rendered markup is shown as it came; only its theme is asked for.
  if (adopt(first.slug)) loadTheme();
  else void (first.article ? showArticle(first.slug) : showList(first.page));
  return () => {
    life.abort();
    stopSlider?.();
    render(null, shadow);
  };
}
