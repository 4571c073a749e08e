/**
 * The website channel's contract without its schemas (docs/website.md): constants, URLs, theme CSS,
 * strings and markup. The embeddable widget imports this module alone, so no validation library
 * reaches its bundle; `./website` re-exports all of it beside the API's schemas.
 */

import type { SharedChannel } from '../news/channels';

export const ARTICLE_PARAM = 'gaceta';
/** The query parameter of a list's page on the office's site (WordPress keeps `page` for itself). */
export const PAGE_PARAM = 'gaceta_page';
export const PUBLIC_PER_MAX = 50;
/** Articles a widget shows without a `per` option: a list's page, and a slider's slides. */
export const DEFAULT_PER = { list: 10, slider: 5, detail: 10 } as const;
export const WEBSITE_VIEWS = ['list', 'slider', 'detail'] as const;
export type WebsiteView = (typeof WEBSITE_VIEWS)[number];
/**
 * The article's share buttons: the channels whose descriptor gives a share position, in that order
 * and labelled with their brands (SHARE_LABELS), then email. Written out rather than derived from
 * channels.ts: the widget's budget (12 KB gzipped, docs/website.md) has no room for the
 * descriptors; channels.test.ts checks they agree.
 */
export const SHARE_NETWORKS = ['linkedin', 'x', 'facebook', 'email'] as const satisfies readonly (
  | SharedChannel
  | 'email'
)[];
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
export const WEB_EVENT_KINDS = ['impression', 'view', 'share'] as const;
export type WebEventKind = (typeof WEB_EVENT_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// URLs

/**
 * The article on the office's own site: its news page with `gaceta=<slug>` added to the query (its
 * fragment dropped), which the widget on that page reads to open the article.
 */
export function articleUrl(newsUrl: string, slug: string): string {
  const page = newsUrl.split('#')[0] ?? newsUrl;
  const separator = page.includes('?') ? '&' : '?';
  return `${page}${separator}${ARTICLE_PARAM}=${encodeURIComponent(slug)}`;
}

/** The server-rendered page of an article, what share links and social posts point at. */
export function sharePageUrl(publicUrl: string, key: string, slug: string): string {
  return `${publicUrl}/p/${encodeURIComponent(key)}/${encodeURIComponent(slug)}`;
}

/**
 * Where search engines should index the article: on the office's site when it has a news page,
 * otherwise the server-rendered page itself.
 */
export function canonicalUrl(newsUrl: string | null, publicUrl: string, key: string, slug: string): string {
  return newsUrl ? articleUrl(newsUrl, slug) : sharePageUrl(publicUrl, key, slug);
}

export function feedUrls(publicUrl: string, key: string): { rss: string; json: string } {
  const base = `${publicUrl}/public/v1/offices/${encodeURIComponent(key)}`;
  return { rss: `${base}/feed.xml`, json: `${base}/feed.json` };
}

/**
 * A page of the office's news on the public feed, with the parameters in the order the widget
 * sends them: the snippet's preload (decision 064) must name the very URL the widget asks for,
 * or the browser asks twice. `theme` adds the office's theme to the answer (`include=theme`).
 */
export function publicNewsUrl(
  apiOrigin: string,
  key: string,
  page: { page: number; per: number; subject?: string | null; language?: string | null; theme?: boolean },
): string {
  const query = new URLSearchParams({ page: String(page.page), per: String(page.per) });
  if (page.subject) query.set('subject', page.subject);
  if (page.language) query.set('language', page.language);
  if (page.theme) query.set('include', 'theme');
  return `${apiOrigin}/public/v1/offices/${encodeURIComponent(key)}/news?${query}`;
}

/** The office's logo as a square PNG (its own, or its initials), for structured data and cards. */
export function officeLogoUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/public/v1/offices/${encodeURIComponent(key)}/logo.png`;
}

/** Share links for one article URL (the server-rendered page, which carries the card tags). */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Theme

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** Family names and generic families separated by commas; nothing that could end a CSS declaration. */
export const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/;
export const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800] as const;

// ---------------------------------------------------------------------------------------------
// What the markup reads. The API's schemas (website.ts) give these and are checked against them
// there; the markup knows no schema, so the widget bundles no validation library.

/** An office's theme, as the API's ThemeValues gives it. */
export interface ThemeValues {
  heading_color: string;
  font_family: string;
  font_weight: (typeof FONT_WEIGHTS)[number];
  header: string;
  footer: string;
  background_color: string;
  font_color: string;
}

/** What a card reads of an article in a list. */
export interface MarkupItem {
  slug: string;
  title: string;
  summary: string | null;
  image: string | null;
  image_description: string | null;
  image_srcset: string | null;
  published_at: string;
  url: string;
}

/** What the detail view and its JSON-LD read of one article. */
export interface MarkupArticle extends MarkupItem {
  author: string | null;
  keywords: string[];
  updated_at: string;
  share_url: string;
  meta_description: string | null;
  content: string;
  disclaimer: string | null;
}

/** What an office shows until it customises its theme (header and footer: its name), and a valid theme to save. */
export function defaultTheme(officeName: string): ThemeValues {
  return {
    heading_color: '#1a365d',
    font_family: 'system-ui, sans-serif',
    font_weight: 700,
    header: officeName,
    footer: officeName && `© ${officeName}`,
    background_color: '#ffffff',
    font_color: '#1f2933',
  };
}

/** The checks of the WebsiteTheme schema on the values that reach CSS. */
function isSafeTheme(theme: ThemeValues): boolean {
  return (
    [theme.heading_color, theme.background_color, theme.font_color].every((color) => HEX_COLOR.test(color)) &&
    FONT_FAMILY.test(theme.font_family) &&
    FONT_WEIGHTS.includes(theme.font_weight)
  );
}

/** CSS custom properties of a theme, for `:host` or `:root`. Only values the schema accepts get in. */
export function themeCss(theme: ThemeValues, selector: string): string {
  const t = isSafeTheme(theme) ? theme : defaultTheme(theme.header);
  return `${selector}{--gaceta-heading-color:${t.heading_color};--gaceta-font-family:${t.font_family};--gaceta-font-weight:${t.font_weight};--gaceta-background:${t.background_color};--gaceta-color:${t.font_color}}`;
}

// ---------------------------------------------------------------------------------------------
// Strings of the markup, in the widget's languages

export const WEBSITE_LANGUAGES = ['es', 'en', 'pt'] as const;
export type WebsiteLanguage = (typeof WEBSITE_LANGUAGES)[number];

/**
 * The markup's strings in three parts, so each of the widget's files carries only its own (the list's
 * in gaceta.js, an article's in detail.js, the slider's in slider.js; issue 31's size goal).
 * `WEBSITE_STRINGS` joins them for the server's pages and the WordPress plugin.
 */
export const LIST_STRINGS = {
  es: {
    news: 'Noticias',
    previous: 'Anterior',
    next: 'Siguiente',
    pages: 'Páginas',
    empty: 'Todavía no hay noticias.',
    error: 'No se han podido cargar las noticias. Inténtalo de nuevo más tarde.',
    retry: 'Reintentar',
  },
  en: {
    news: 'News',
    previous: 'Previous',
    next: 'Next',
    pages: 'Pages',
    empty: 'There is no news yet.',
    error: 'The news could not be loaded. Please try again later.',
    retry: 'Try again',
  },
  pt: {
    news: 'Notícias',
    previous: 'Anterior',
    next: 'Seguinte',
    pages: 'Páginas',
    empty: 'Ainda não há notícias.',
    error: 'Não foi possível carregar as notícias. Tente novamente mais tarde.',
    retry: 'Tentar novamente',
  },
} as const satisfies Record<WebsiteLanguage, Record<string, string>>;

export const ARTICLE_STRINGS = {
  es: {
    back: 'Volver a las noticias',
    share: 'Compartir',
    notFound: 'Esta noticia no existe o ya no está publicada.',
    by: 'Por {author}',
  },
  en: {
    back: 'Back to the news',
    share: 'Share',
    notFound: 'This article does not exist or is no longer published.',
    by: 'By {author}',
  },
  pt: {
    back: 'Voltar às notícias',
    share: 'Partilhar',
    notFound: 'Esta notícia não existe ou já não está publicada.',
    by: 'Por {author}',
  },
} as const satisfies Record<WebsiteLanguage, Record<string, string>>;

export const SLIDER_STRINGS = {
  es: { featured: 'Noticias destacadas', slide: '{n} de {total}', pause: 'Pausar', play: 'Reproducir' },
  en: { featured: 'Featured news', slide: '{n} of {total}', pause: 'Pause', play: 'Play' },
  pt: { featured: 'Notícias em destaque', slide: '{n} de {total}', pause: 'Pausar', play: 'Reproduzir' },
} as const satisfies Record<WebsiteLanguage, Record<string, string>>;

const joinedStrings = <L extends WebsiteLanguage>(language: L) => ({
  ...LIST_STRINGS[language],
  ...ARTICLE_STRINGS[language],
  ...SLIDER_STRINGS[language],
});

/** Pure: a file that does not read it (the widget's) leaves it out, spreads and all. */
export const WEBSITE_STRINGS = /* @__PURE__ */ (() => ({
  es: joinedStrings('es'),
  en: joinedStrings('en'),
  pt: joinedStrings('pt'),
}))();

/** The share buttons' labels: the channels' brands, and a word for email the same in every language. */
export const SHARE_LABELS: Record<ShareNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  email: 'Email',
};

export function websiteLanguage(value: string | null | undefined): WebsiteLanguage {
  return (WEBSITE_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as WebsiteLanguage) : 'es';
}

// ---------------------------------------------------------------------------------------------
// Markup

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Formatters by language and time zone: making one costs far more than formatting a date. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The months as `Intl.DateTimeFormat(language, { dateStyle: 'long' })` names them. */
const MONTHS: Record<WebsiteLanguage, string[]> = {
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' '),
};

/**
 * A date as the reader reads it: in `timeZone` (the office's, on the server), or without one in the
 * reader's own, the browser's. The latter is what `Intl` would write for the browser's zone, read
 * from the date's local fields: the widget uses it because a page's first use of `Intl` loads its
 * locale data, 40 to 200 ms of the main thread (decision 064).
 */
export function formatDate(iso: string, language: WebsiteLanguage, timeZone?: string): string {
  if (!timeZone) {
    const date = new Date(iso);
    const [day, month, year] = [date.getDate(), MONTHS[language][date.getMonth()], date.getFullYear()];
    return language === 'en' ? `${month} ${day}, ${year}` : `${day} de ${month} de ${year}`;
  }
  const key = `${language}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** An image with its size, as structured data gives one. */
export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

/**
 * NewsArticle structured data, as a string safe inside `<script type="application/ld+json">`. The
 * share page gives the publisher's logo and the image's JPEG copy; the widget has neither.
 */
export function newsArticleJsonLd(
  article: MarkupArticle,
  canonical: string,
  publisher: string,
  extra: { logo?: ImageRef; image?: ImageRef } = {},
): string {
  const image = extra.image?.url ?? article.image;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.meta_description ?? article.summary ?? undefined,
    image: image ? [image] : undefined,
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: extra.logo && { '@type': 'ImageObject', ...extra.logo },
    },
    mainEntityOfPage: canonical,
    keywords: article.keywords.length ? article.keywords.join(', ') : undefined,
  };
  // `<` escaped so no `</script>` (or `<!--`) in a value can end the block.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
