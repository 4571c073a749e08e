import type { PublicNewsArticle, PublicNewsItem, WebsiteTheme } from '@gaceta/shared/website';
import {
  ARTICLE_PARAM,
  PAGE_PARAM,
  publicNewsUrl,
  type ShareNetwork,
  themeCss,
  WEBSITE_STRINGS,
  type WebEventKind,
} from '@gaceta/shared/website/markup';
import { Empty, ListView, type MarkupOptions } from '@gaceta/shared/website/views';
import { Component, type ComponentChild, createRef, h, render } from 'preact';
import type { WidgetConfig } from './config';
import type * as DetailModule from './detail';
import type * as SliderModule from './slider';
import { STYLES } from './styles';

// One widget: a Preact component rendered into its host's shadow root, where the host page's CSS
// cannot reach. Its views are the shared contract's components (packages/shared/src/website/views.ts,
// docs/website.md), so it shows the DOM the server's pages and the WordPress plugin write.

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

interface Props {
  host: HTMLElement;
  config: WidgetConfig;
}

interface State {
  view: View;
  theme: WebsiteTheme | null;
}

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
  // A slider's controls are its module's, whether it renders the slides or adopts the server's.
  if (config.view === 'slider') slider.load().catch(() => undefined);
  // Server-rendered markup may be the first view, which needs no request (Widget.adopt decides).
  if (host.querySelector(':scope > .gaceta')) return;
  // An article shown first asks for its view's module beside its data.
  if (first.article) detail.load().catch(() => undefined);
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

/**
 * Server-rendered markup moved into the shadow root as it came: a box of its own (`display:
 * contents`) that Preact renders once and never touches again, so the nodes it did not make stay.
 */
class Adopted extends Component<{ nodes: Element[] }> {
  box = (element: HTMLElement | null) => element?.append(...this.props.nodes);
  override shouldComponentUpdate() {
    return false;
  }
  override render() {
    return h('div', { class: 'gaceta-adopted', ref: this.box });
  }
}

class Widget extends Component<Props, State> {
  override state: State = { view: { kind: 'none' }, theme: null };
  /** Everything the widget holds outside its tree ends with this: the window's listener and the requests in flight. */
  life = new AbortController();
  id = widgets++;
  root = createRef<HTMLDivElement>();
  strings = WEBSITE_STRINGS[this.props.config.lang];
  api = feedOf(this.props.config);
  /** Dates in the reader's own time zone, written without Intl (formatDate). */
  options: MarkupOptions = { key: this.props.config.office, language: this.props.config.lang };
  /** Known at once (a request asks for it until then), while the state shows it at the next render. */
  themed = false;
  page = 1;
  /** The article shown, when the list view has opened one. */
  openSlug: string | null = null;
  impressed = false;
  /** Every view shown is new DOM (a key of its own), as a page of a site would be. */
  shown = 0;
  /** Where the focus goes once the next view is in the document. */
  focusNext: string | null = null;
  stopSlider: (() => void) | undefined;

  show(view: View, focus: string | null = null) {
    this.shown++;
    this.focusNext = focus;
    this.setState({ view });
  }

  applyTheme(given: WebsiteTheme | null | undefined) {
    if (!given || this.themed) return;
    this.themed = true;
    this.setState({ theme: given });
  }

  /** Until the theme is known, an article's request asks for it too: the first view is one request. */
  withTheme(url: string) {
    return this.themed ? url : withTheme(url);
  }

  /** The office's theme on its own, for a view whose answer brought none. */
  loadTheme() {
    if (!this.themed)
      getJson<{ object: WebsiteTheme }>(`${this.api}/theme`, this.life.signal).then(
        (answer) => this.applyTheme(answer.object),
        () => undefined,
      );
  }

  beacon(kind: WebEventKind, news?: string, network?: ShareNetwork) {
    const { config } = this.props;
    const send = () =>
      navigator.sendBeacon?.(
        `${config.origin}/public/v1/events`,
        JSON.stringify({ office: config.office, kind, news, network }),
      );
    // sendBeacon takes a few milliseconds of the main thread: after the view's paint, not before it.
    if (!config.preview) document.hidden ? send() : requestAnimationFrame(() => setTimeout(send));
  }

  impress() {
    if (this.impressed) return;
    this.impressed = true;
    this.beacon('impression');
  }

  async showList(pageNumber: number, moveFocus = false): Promise<void> {
    const { signal } = this.life;
    const isSlider = this.props.config.view === 'slider';
    try {
      const [result] = await Promise.all([
        getJson<Page>(listUrl(this.props.config, pageNumber, this.props.config.per, !this.themed), signal),
        isSlider && slider.load(),
      ]);
      this.applyTheme(result.theme);
      // A page past the last (an old link, a number typed in): the last one, and the address says so.
      if (pageNumber > result.total_pages && result.total_pages > 0) {
        if (linkedPage() === pageNumber)
          history.replaceState(history.state, '', pageUrl(null, result.total_pages));
        return this.showList(result.total_pages, moveFocus);
      }
      this.page = pageNumber;
      this.openSlug = null;
      this.show(
        isSlider
          ? { kind: 'slider', items: result.objects }
          : { kind: 'list', items: result.objects, page: pageNumber, pages: result.total_pages },
        moveFocus ? '.gaceta' : null,
      );
      this.impress();
    } catch {
      if (!signal.aborted) this.show({ kind: 'error', retry: () => this.showList(pageNumber, moveFocus) });
    }
  }

  async showArticle(slug: string | null, moveFocus = false) {
    const { signal } = this.life;
    const inList = this.props.config.view === 'list';
    try {
      const newest = slug ?? (await getJson<Page>(listUrl(this.props.config, 1, 1), signal)).objects[0]?.slug;
      if (!newest) return this.show({ kind: 'empty' });
      const [{ object: article, theme }] = await Promise.all([
        getJson<{ object: PublicNewsArticle } & Themed>(
          this.withTheme(`${this.api}/news/${encodeURIComponent(newest)}`),
          signal,
        ),
        detail.load(),
      ]);
      this.applyTheme(theme);
      this.openSlug = inList ? article.slug : null;
      // The list's page when it shows the article in place; the office's news page for a detail view.
      const backHref = inList ? pageUrl(null) : backToNews(article.url);
      this.show({ kind: 'detail', article, backHref }, moveFocus ? 'h1' : null);
      this.beacon('view', article.slug);
    } catch (error) {
      if (signal.aborted) return;
      if ((error as { status?: number }).status === 404) {
        this.loadTheme();
        this.openSlug = inList ? slug : null;
        this.show({ kind: 'notFound', back: inList ? pageUrl(null) : null });
      } else {
        this.show({ kind: 'error', retry: () => this.showArticle(slug, moveFocus) });
      }
    }
  }

  backToList() {
    return this.showList(this.page, true);
  }

  navigate(url: string) {
    history.pushState({ gacetaWidget: this.id }, '', url);
  }

  onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = (event.target as Element).closest('a');
    if (!target) return;
    const share = target.dataset.gacetaShare as ShareNetwork | undefined;
    if (share) {
      const slug = this.root.current?.querySelector<HTMLElement>('[data-gaceta-slug]')?.dataset.gacetaSlug;
      return this.beacon('share', slug, share);
    }
    if (this.props.config.view !== 'list') return;
    const slug = target.closest<HTMLElement>('.gaceta-card')?.dataset.gacetaSlug;
    const pageNumber = target.closest('.gaceta-pagination') && Number(target.dataset.gacetaPage);
    if (slug) {
      event.preventDefault();
      this.navigate(pageUrl(slug));
      void this.showArticle(slug, true);
    } else if (pageNumber) {
      event.preventDefault();
      this.navigate(pageUrl(null, pageNumber));
      void this.showList(pageNumber, true);
    } else if (target.dataset.gacetaAction === 'back') {
      event.preventDefault();
      this.navigate(pageUrl(null, this.page));
      void this.backToList();
    }
  };

  // Back and forward: the widget that opened an article follows the URL; the others stay as they are.
  onHistory = (event: PopStateEvent) => {
    const slug = new URLSearchParams(location.search).get(ARTICLE_PARAM);
    const mine = (event.state as { gacetaWidget?: number } | null)?.gacetaWidget === this.id;
    if (this.openSlug && !slug) void this.backToList();
    else if (!slug && mine && this.props.config.view === 'list' && linkedPage() !== this.page)
      void this.showList(linkedPage(), true);
    else if (slug && slug !== this.openSlug && mine) void this.showArticle(slug, true);
  };

  override componentDidMount() {
    const { config, host } = this.props;
    window.addEventListener('popstate', this.onHistory, { signal: this.life.signal });
    // A preview's theme (unsaved changes); otherwise the office's comes with the first answer.
    this.applyTheme(config.theme);
    // Decided, and its request sent, by prepare (mount); a widget mounted again decides again.
    prepare(host, config);
    const first = prepared.get(host) as FirstView;
    prepared.delete(host);
    if (!this.adopt(first.slug))
      void (first.article ? this.showArticle(first.slug) : this.showList(first.page));
    // Server-rendered markup is shown as it came; only its theme is asked for.
    else this.loadTheme();
  }

  /**
   * Server-rendered markup inside the host (the WordPress plugin's, docs/website.md) is moved into
   * the shadow root and used as the first view when it is the one the widget would fetch: page
   * `data-gaceta-page` of this list or slider, or the article `slug` (any article for a detail view
   * with none). Returns whether it was.
   */
  adopt(slug: string | null): boolean {
    const { config, host } = this.props;
    const rendered = host.querySelector<HTMLElement>(':scope > .gaceta');
    const view = rendered?.dataset.gacetaView;
    const renderedSlug = rendered?.dataset.gacetaSlug;
    const fits =
      view === 'detail'
        ? renderedSlug === (slug ?? (config.view === 'detail' ? renderedSlug : null))
        : view === config.view && !slug;
    if (!rendered || !fits) return false;
    const nodes = [
      ...host.querySelectorAll(
        ':scope > .gaceta-theme-header, :scope > .gaceta, :scope > .gaceta-theme-footer',
      ),
    ];
    this.show({ kind: 'adopted', nodes, view });
    if (view === 'detail') {
      this.openSlug = config.view === 'list' ? (slug ?? null) : null;
      this.beacon('view', renderedSlug);
      return true;
    }
    this.page = Number(rendered.querySelector<HTMLElement>('.gaceta-pagination')?.dataset.gacetaPage) || 1;
    this.impress();
    return true;
  }

  /** What a view needs once it is in the document: the slider's controls, the JSON-LD, the focus. */
  override componentDidUpdate(_: Props, previous: State) {
    const { view } = this.state;
    const root = this.root.current;
    if (view === previous.view || !root) return;
    const { host } = this.props;
    this.stopSlider?.();
    this.stopSlider = undefined;
    // A slider the widget rendered has its module; an adopted one may still be waiting for it.
    if (view.kind === 'slider' || (view.kind === 'adopted' && view.view === 'slider'))
      slider.load().then(
        (module) => {
          if (this.state.view === view && !this.life.signal.aborted)
            this.stopSlider = module.enhanceSlider(root, host, this.strings);
        },
        () => undefined,
      );
    if (view.kind === 'detail' && detail.loaded)
      setJsonLd(
        host,
        detail.loaded.newsArticleJsonLd(view.article, view.article.url, this.state.theme?.header ?? ''),
      );
    else if (view.kind === 'list' || view.kind === 'slider') setJsonLd(host, null);
    const target = this.focusNext && root.querySelector<HTMLElement>(this.focusNext);
    this.focusNext = null;
    if (!target) return;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
    if (host.getBoundingClientRect().top < 0) host.scrollIntoView();
  }

  override componentWillUnmount() {
    this.life.abort();
    this.stopSlider?.();
  }

  view(): ComponentChild {
    const { view } = this.state;
    const { strings, options, shown: key } = this;
    switch (view.kind) {
      case 'none':
        return null;
      case 'adopted':
        return h(Adopted, { nodes: view.nodes });
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
      case 'empty':
        return h(Empty, { key, language: options.language });
      case 'notFound':
        return h(
          'div',
          { key, class: 'gaceta' },
          h('p', { class: 'gaceta-empty' }, strings.notFound),
          view.back &&
            h(
              'a',
              { class: 'gaceta-detail__back', href: view.back, 'data-gaceta-action': 'back' },
              strings.back,
            ),
        );
      case 'error':
        return h(
          'div',
          { key, class: 'gaceta-error', role: 'alert' },
          h('p', null, strings.error),
          h('button', { type: 'button', 'data-gaceta-action': 'retry', onClick: view.retry }, strings.retry),
        );
    }
  }

  override render() {
    const { view, theme } = this.state;
    // The theme's header and footer frame the views the widget renders; adopted markup has its own.
    const frame = view.kind !== 'none' && view.kind !== 'adopted' && theme;
    return [
      h('style', null, STYLES),
      h('style', null, theme ? themeCss(theme, ':host') : ''),
      h(
        'div',
        { class: 'gaceta-root', ref: this.root, onClick: this.onClick },
        frame && theme.header ? h('p', { class: 'gaceta-theme-header' }, theme.header) : null,
        this.view(),
        frame && theme.footer ? h('p', { class: 'gaceta-theme-footer' }, theme.footer) : null,
      ),
    ];
  }
}

/** Mounts a widget in `host`'s shadow root; returns what takes it down (its listeners, timers and requests). */
export function mount(host: HTMLElement, config: WidgetConfig): () => void {
  prepare(host, config);
  // A <gaceta-news> moved in the page keeps its shadow root: it is filled again.
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  render(h(Widget, { host, config }), shadow);
  return () => render(null, shadow);
}
