import type { PublicNewsArticle, PublicNewsItem, WebsiteTheme } from '@gaceta/shared/website';
import {
  ARTICLE_PARAM,
  escapeHtml,
  formatDate,
  newsArticleJsonLd,
  PAGE_PARAM,
  renderDetail,
  renderList,
  renderSlider,
  type ShareNetwork,
  themeCss,
  WEBSITE_STRINGS,
  type WebEventKind,
} from '@gaceta/shared/website-markup';
import { readConfig, type WidgetConfig } from './config';
import { STYLES } from './styles';

// One self-starting file: it mounts a widget next to its own <script data-office> tag and defines
// <gaceta-news>. Everything lives in this closure and in each widget's shadow root, so the host page
// gets no globals and its CSS cannot reach in. The markup is the shared contract (docs/website.md).

/** A public answer asked with include=theme carries the office's theme. */
interface Themed {
  theme?: WebsiteTheme;
}

interface Page extends Themed {
  objects: PublicNewsItem[];
  total_pages: number;
}

const SLIDE_INTERVAL = 6000;
const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script ? new URL(script.src, document.baseURI).origin : location.origin;
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

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw Object.assign(new Error(`${response.status}`), { status: response.status });
  return response.json() as Promise<T>;
}

/** Mounts a widget in `host`; returns what takes it down (its listeners, timers and requests). */
function mount(host: HTMLElement, config: WidgetConfig): () => void {
  const id = widgets++;
  // Everything the widget holds outside its shadow root ends with this: the window's listener, the
  // requests in flight (their answers are then dropped) and, through stopSlider, the slider's timer.
  const life = new AbortController();
  const { signal } = life;
  const strings = WEBSITE_STRINGS[config.lang];
  const api = `${config.origin}/public/v1/offices/${encodeURIComponent(config.office)}`;
  const options = {
    key: config.office,
    language: config.lang,
    /** The reader's, set once the first requests are on their way (see start). */
    timeZone: 'UTC',
  };
  // A <gaceta-news> moved in the page keeps its shadow root: it is filled again.
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  const style = document.createElement('style');
  const themeStyle = document.createElement('style');
  const root = document.createElement('div');
  root.className = 'gaceta-root';
  style.textContent = STYLES;
  shadow.append(style, themeStyle, root);

  let theme: WebsiteTheme | null = null;
  const applyTheme = (given: WebsiteTheme | null | undefined) => {
    if (!given || theme) return;
    theme = given;
    themeStyle.textContent = themeCss(given, ':host');
  };
  /** Until the theme is known, a request asks for it too: the first view is one request. */
  const themed = (url: string) => (theme ? url : `${url}${url.includes('?') ? '&' : '?'}include=theme`);
  let page = 1;
  /** The article shown, when the list view has opened one. */
  let openSlug: string | null = null;
  let impressed = false;
  let stopSlider: (() => void) | undefined;

  const beacon = (kind: WebEventKind, news?: string, network?: ShareNetwork) =>
    !config.preview &&
    navigator.sendBeacon?.(
      `${config.origin}/public/v1/events`,
      JSON.stringify({ office: config.office, kind, news, network }),
    );

  const impress = () => {
    if (impressed) return;
    impressed = true;
    beacon('impression');
  };

  const show = (html: string) => {
    stopSlider?.();
    stopSlider = undefined;
    const header = theme?.header ? `<p class="gaceta-theme-header">${escapeHtml(theme.header)}</p>` : '';
    const footer = theme?.footer ? `<p class="gaceta-theme-footer">${escapeHtml(theme.footer)}</p>` : '';
    root.innerHTML = header + html + footer;
  };

  const showError = (retry: () => void) => {
    show(
      `<div class="gaceta-error" role="alert"><p>${escapeHtml(strings.error)}</p><button type="button" data-gaceta-action="retry">${escapeHtml(strings.retry)}</button></div>`,
    );
    root.querySelector('button')?.addEventListener('click', retry);
  };

  const focus = (selector: string) => {
    const target = root.querySelector<HTMLElement>(selector);
    if (!target) return;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
    if (host.getBoundingClientRect().top < 0) host.scrollIntoView();
  };

  const listQuery = (pageNumber: number, per = config.per) => {
    const query = new URLSearchParams({ page: String(pageNumber), per: String(per) });
    if (config.subject) query.set('subject', config.subject);
    if (config.newsLanguage) query.set('language', config.newsLanguage);
    return `${api}/news?${query}`;
  };

  async function showList(pageNumber: number, moveFocus = false) {
    try {
      const result = await getJson<Page>(themed(listQuery(pageNumber)), signal);
      applyTheme(result.theme);
      page = pageNumber;
      openSlug = null;
      if (config.view === 'slider') {
        show(renderSlider(result.objects, options));
        stopSlider = enhanceSlider(root, host, strings);
      } else {
        show(
          renderList(
            { items: result.objects, page, pages: result.total_pages, pageHref: (to) => pageUrl(null, to) },
            options,
          ),
        );
      }
      if (moveFocus) focus('.gaceta');
      impress();
    } catch {
      if (signal.aborted) return;
      showError(() => showList(pageNumber, moveFocus));
    }
  }

  async function showArticle(slug: string | null, moveFocus = false) {
    try {
      const newest = slug ?? (await getJson<Page>(listQuery(1, 1), signal)).objects[0]?.slug;
      if (!newest) return show(`<p class="gaceta-empty">${escapeHtml(strings.empty)}</p>`);
      const { object: article, theme: given } = await getJson<{ object: PublicNewsArticle } & Themed>(
        themed(`${api}/news/${encodeURIComponent(newest)}`),
        signal,
      );
      applyTheme(given);
      openSlug = config.view === 'list' ? article.slug : null;
      // The list's page when it shows the article in place; the office's news page for a detail view.
      const backHref = config.view === 'list' ? pageUrl(null) : backToNews(article.url);
      show(renderDetail(article, { ...options, backHref }));
      setJsonLd(host, newsArticleJsonLd(article, article.url, theme?.header ?? ''));
      if (moveFocus) focus('h1');
      beacon('view', article.slug);
    } catch (error) {
      if (signal.aborted) return;
      if ((error as { status?: number }).status === 404) {
        openSlug = config.view === 'list' ? slug : null;
        const back =
          config.view === 'list'
            ? `<a class="gaceta-detail__back" href="${escapeHtml(pageUrl(null))}" data-gaceta-action="back">${escapeHtml(strings.back)}</a>`
            : '';
        show(`<div class="gaceta"><p class="gaceta-empty">${escapeHtml(strings.notFound)}</p>${back}</div>`);
      } else {
        showError(() => showArticle(slug, moveFocus));
      }
    }
  }

  const backToList = () => {
    setJsonLd(host, null);
    return showList(page, true);
  };

  root.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    const target = (event.target as Element).closest('a');
    if (!target) return;
    const share = target.dataset.gacetaShare as ShareNetwork | undefined;
    if (share)
      return void beacon(
        'share',
        root.querySelector<HTMLElement>('[data-gaceta-slug]')?.dataset.gacetaSlug,
        share,
      );
    if (config.view !== 'list') return;
    const slug = target.closest<HTMLElement>('.gaceta-card')?.dataset.gacetaSlug;
    const pageNumber = target.closest('.gaceta-pagination') && target.dataset.gacetaPage;
    if (slug) {
      event.preventDefault();
      history.pushState({ gacetaWidget: id }, '', pageUrl(slug));
      void showArticle(slug, true);
    } else if (pageNumber) {
      event.preventDefault();
      history.pushState({ gacetaWidget: id }, '', pageUrl(null, Number(pageNumber)));
      void showList(Number(pageNumber), true);
    } else if (target.dataset.gacetaAction === 'back') {
      event.preventDefault();
      history.pushState({ gacetaWidget: id }, '', pageUrl(null, page));
      void backToList();
    }
  });

  // Back and forward: the widget that opened an article follows the URL; the others stay as they are.
  const onHistory = (event: PopStateEvent) => {
    const slug = new URLSearchParams(location.search).get(ARTICLE_PARAM);
    const mine = (event.state as { gacetaWidget?: number } | null)?.gacetaWidget === id;
    if (openSlug && !slug) void backToList();
    else if (!slug && mine && config.view === 'list' && linkedPage() !== page)
      void showList(linkedPage(), true);
    else if (slug && slug !== openSlug && mine) void showArticle(slug, true);
  };
  window.addEventListener('popstate', onHistory, { signal });

  const start = async () => {
    // A preview's theme (unsaved changes); otherwise the office's comes with the first answer.
    applyTheme(config.theme);
    const linked = new URLSearchParams(location.search).get(ARTICLE_PARAM);
    // A deep link opens in the first list or detail widget on the page, not in every one.
    const claim = linked && config.view !== 'slider' && !document.querySelector('[data-gaceta-deep-link]');
    if (claim) host.dataset.gacetaDeepLink = '';
    const slug = claim ? linked : config.view === 'detail' ? config.slug : null;
    // The list's page in the URL, for the first list on the page (as a deep link is).
    const firstList = config.view === 'list' && !document.querySelector('[data-gaceta-listed-page]');
    if (firstList) host.dataset.gacetaListedPage = '';
    const listPage = firstList ? linkedPage() : 1;
    let shown: Promise<void> | undefined;
    if (!adopt(slug)) shown = slug || config.view === 'detail' ? showArticle(slug) : showList(listPage);
    // Server-rendered markup is shown as it came; only its theme is asked for.
    else if (!theme)
      getJson<{ object: WebsiteTheme }>(`${api}/theme`, signal).then(
        (answer) => applyTheme(answer.object),
        () => undefined,
      );
    // While the requests travel: the first use of Intl loads the locale's data, which takes a while.
    options.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    formatDate(new Date().toISOString(), config.lang, options.timeZone);
    return shown;
  };

  /**
   * Server-rendered markup inside the host (the WordPress plugin's, docs/website.md) is moved into
   * the shadow root and used as the first view when it is the one the widget would fetch: page
   * `data-gaceta-page` of this list or slider, or the article `slug` (any article for a detail view
   * with none). Returns whether it was.
   */
  const adopt = (slug: string | null): boolean => {
    const rendered = host.querySelector<HTMLElement>(':scope > .gaceta');
    const view = rendered?.dataset.gacetaView;
    const renderedSlug = rendered?.dataset.gacetaSlug;
    const fits =
      view === 'detail'
        ? renderedSlug === (slug ?? (config.view === 'detail' ? renderedSlug : null))
        : view === config.view && !slug;
    if (!rendered || !fits) return false;
    root.append(
      ...host.querySelectorAll(
        ':scope > .gaceta-theme-header, :scope > .gaceta, :scope > .gaceta-theme-footer',
      ),
    );
    if (view === 'detail') {
      openSlug = config.view === 'list' ? (slug ?? null) : null;
      beacon('view', renderedSlug);
      return true;
    }
    page = Number(rendered.querySelector<HTMLElement>('.gaceta-pagination')?.dataset.gacetaPage) || 1;
    if (view === 'slider') stopSlider = enhanceSlider(root, host, strings);
    impress();
    return true;
  };
  void start();
  return () => {
    life.abort();
    stopSlider?.();
  };
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
 * Wires the slider's buttons, the arrow keys and autoplay; swiping is the track's own scrolling.
 * Autoplay pauses while the pointer or the focus is inside and never runs with reduced motion.
 * Returns what stops it.
 */
function enhanceSlider(
  root: HTMLElement,
  host: HTMLElement,
  strings: { pause: string; play: string },
): (() => void) | undefined {
  const section = root.querySelector<HTMLElement>('.gaceta-slider');
  const track = section?.querySelector<HTMLElement>('.gaceta-slider__track');
  const toggle = section?.querySelector<HTMLButtonElement>('.gaceta-slider__toggle');
  if (!section || !track || !toggle) return;
  const count = track.children.length;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The slide a scroll we started is heading for: a step taken while it moves counts from there,
  // not from wherever the smooth scroll has got to. Once it rests, the track's position (a swipe's
  // too) is the truth again.
  let heading: number | null = null;
  track.addEventListener('scrollend', () => (heading = null));
  const go = (step: number) => {
    heading = ((heading ?? Math.round(track.scrollLeft / track.clientWidth)) + step + count) % count;
    track.scrollTo({ left: heading * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };
  for (const button of section.querySelectorAll<HTMLButtonElement>(
    '.gaceta-slider__prev, .gaceta-slider__next',
  )) {
    button.hidden = count < 2;
    button.addEventListener('click', () => go(button.dataset.gacetaAction === 'next' ? 1 : -1));
  }
  section.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  });
  if (reduced || count < 2) return;
  let hovered = false;
  let focused = false;
  let paused = false;
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) =>
    target.addEventListener(type, handler);
  listen(host, 'mouseenter', () => (hovered = true));
  listen(host, 'mouseleave', () => (hovered = false));
  // The focus on the pause button itself does not hold the slides: pressing play plays.
  listen(section, 'focusin', (event) => (focused = event.target !== toggle));
  listen(section, 'focusout', () => (focused = false));
  // The visible pause (WCAG 2.2.2): the button says what it will do.
  const setPaused = (value: boolean) => {
    paused = value;
    toggle.textContent = paused ? strings.play : strings.pause;
    toggle.dataset.gacetaAction = paused ? 'play' : 'pause';
    // Moving slides are announced only while they move on the reader's request.
    track.setAttribute('aria-live', paused ? 'polite' : 'off');
  };
  toggle.hidden = false;
  listen(toggle, 'click', () => setPaused(!paused));
  setPaused(false);
  const timer = setInterval(() => {
    if (!paused && !hovered && !focused && !document.hidden) go(1);
  }, SLIDE_INTERVAL);
  return () => clearInterval(timer);
}

if (script?.dataset.office) {
  const config = readConfig((name) => script.dataset[name], scriptOrigin);
  if (config) {
    const host = document.createElement('div');
    host.dataset.gacetaWidget = config.view;
    script.after(host);
    mount(host, config);
  }
} else if (script && Object.keys(script.dataset).length > 0) {
  // Options without a key are a mistake; a bare script tag only loads <gaceta-news>.
  console.warn('Gaceta widget: add data-office="<public key>" to the script tag.');
}

if (!customElements.get('gaceta-news')) {
  customElements.define(
    'gaceta-news',
    class extends HTMLElement {
      #unmount: (() => void) | undefined;

      connectedCallback() {
        // A script that runs before the page is parsed meets the element before its server-rendered
        // children: it mounts once they are there.
        if (document.readyState === 'loading')
          return void document.addEventListener('DOMContentLoaded', () => this.connectedCallback(), {
            once: true,
          });
        if (this.#unmount || !this.isConnected) return;
        const config = readConfig((name) => this.getAttribute(name), scriptOrigin);
        if (config) this.#unmount = mount(this, config);
        else console.warn('Gaceta widget: add office="<public key>" to <gaceta-news>.');
      }

      /** Taken out of the page (a preview replaced, a route left): nothing of it keeps running. */
      disconnectedCallback() {
        this.#unmount?.();
        this.#unmount = undefined;
      }
    },
  );
}
