import { articleLanguage } from '@gaceta/shared/news';
import {
  canonicalUrl,
  escapeHtml,
  newsArticleJsonLd,
  officeLogoUrl,
  themeCss,
  WEBSITE_STRINGS,
  type WebsiteLanguage,
  type WebsiteTheme,
  websiteLanguage,
} from '@gaceta/shared/website';
import { renderDetail } from '@gaceta/shared/website/views';
import { LOGO_SIZE } from './logo';
import type { PublicOffice, SharedArticle } from './website.service';

/** The page's own rules, on top of the theme's custom properties; kept small and inline. */
const PAGE_CSS =
  'body{margin:0;background:var(--gaceta-background);color:var(--gaceta-color);font-family:var(--gaceta-font-family);line-height:1.6}' +
  '.gaceta-page{max-width:46rem;margin:0 auto;padding:1.5rem 1rem}' +
  '.gaceta-page__header,.gaceta-page__footer{font-size:.95rem}' +
  '.gaceta-page__header{padding-bottom:.75rem;border-bottom:1px solid}.gaceta-page__footer{margin-top:2rem;padding-top:.75rem;border-top:1px solid}' +
  '.gaceta-detail__meta{font-size:.95rem}.gaceta-detail__author::after{content:" · "}' +
  '.gaceta-detail__summary{font-size:1.15rem}' +
  '.gaceta-detail__disclaimer{margin-top:2rem;font-size:.9rem;font-style:italic}' +
  'h1,h2,h3,h4{color:var(--gaceta-heading-color);font-weight:var(--gaceta-font-weight);line-height:1.25}' +
  'img{max-width:100%;height:auto}.gaceta-detail__figure{margin:1rem 0}' +
  '.gaceta-detail__image{display:block;width:100%;aspect-ratio:1200/630;object-fit:cover}' +
  'a{color:inherit}a:focus-visible{outline:3px solid var(--gaceta-heading-color);outline-offset:2px}' +
  '.gaceta-share__links{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}';

const OG_LOCALES: Record<WebsiteLanguage, string> = { es: 'es_ES', en: 'en_GB', pt: 'pt_PT' };

function shell(options: {
  language: WebsiteLanguage;
  theme: WebsiteTheme;
  head: string;
  main: string;
}): string {
  const { theme } = options;
  return (
    `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    options.head +
    `<style>${themeCss(theme, ':root')}${PAGE_CSS}</style></head><body><div class="gaceta-page">` +
    (theme.header ? `<header class="gaceta-page__header">${escapeHtml(theme.header)}</header>` : '') +
    `<main>${options.main}</main>` +
    (theme.footer ? `<footer class="gaceta-page__footer">${escapeHtml(theme.footer)}</footer>` : '') +
    '</div></body></html>'
  );
}

/**
 * The server-rendered article (/p/{key}/{slug}): what share links point at, since a script widget
 * cannot give crawlers Open Graph and Twitter card tags. Networks scrape og:url, so it is this page
 * itself; the canonical link, for search engines, is the article on the office's site when it has
 * a news page (decision 031). The card's image is the 1200 × 630 JPEG copy of the article's image,
 * or the office's logo for an article without one.
 */
export function articlePage(
  office: PublicOffice,
  theme: WebsiteTheme,
  { article, shareImage }: SharedArticle,
  publicUrl: string,
): string {
  const language = websiteLanguage(articleLanguage(article.languages));
  const canonical = canonicalUrl(office.newsUrl, publicUrl, office.key, article.slug);
  // The search engines' title may be the SEO one; networks get the whole headline (they cut for themselves).
  const title = article.meta_title ?? article.title;
  const description = article.meta_description ?? article.summary ?? '';
  const logo = { url: officeLogoUrl(publicUrl, office.key), width: LOGO_SIZE, height: LOGO_SIZE };
  const card = shareImage
    ? {
        ...shareImage,
        type: shareImage.contentType,
        alt: article.image_description ?? article.title,
      }
    : { ...logo, type: 'image/png', alt: office.name };
  const meta = (attribute: 'name' | 'property', name: string, content: string | null) =>
    content ? `<meta ${attribute}="${name}" content="${escapeHtml(content)}">` : '';
  const head =
    `<title>${escapeHtml(title)} · ${escapeHtml(office.name)}</title>` +
    meta('name', 'description', description) +
    `<link rel="canonical" href="${escapeHtml(canonical)}">` +
    meta('property', 'og:type', 'article') +
    meta('property', 'og:title', article.title) +
    meta('property', 'og:description', description) +
    meta('property', 'og:url', article.share_url) +
    meta('property', 'og:site_name', office.name) +
    meta('property', 'og:locale', OG_LOCALES[language]) +
    meta('property', 'og:image', card.url) +
    meta('property', 'og:image:type', card.type) +
    meta('property', 'og:image:width', String(card.width)) +
    meta('property', 'og:image:height', String(card.height)) +
    meta('property', 'og:image:alt', card.alt) +
    meta('property', 'article:published_time', article.published_at) +
    meta('property', 'article:modified_time', article.updated_at) +
    meta('name', 'twitter:card', shareImage ? 'summary_large_image' : 'summary') +
    meta('name', 'twitter:title', article.title) +
    meta('name', 'twitter:description', description) +
    meta('name', 'twitter:image', card.url) +
    meta('name', 'twitter:image:alt', card.alt) +
    `<script type="application/ld+json">${newsArticleJsonLd(article, canonical, office.name, {
      logo,
      ...(shareImage && { image: shareImage }),
    })}</script>`;
  const main = renderDetail(article, {
    key: office.key,
    language,
    timeZone: office.timeZone,
    backHref: office.newsUrl,
  });
  return shell({ language, theme, head, main });
}

/** The 404 page: in the office's theme, with a way back to its news, when the office is known. */
export function notFoundPage(
  theme: WebsiteTheme,
  options: { languageHint?: string | null; newsUrl?: string | null } = {},
): string {
  const language = websiteLanguage(options.languageHint);
  const strings = WEBSITE_STRINGS[language];
  const back = options.newsUrl
    ? `<p><a class="gaceta-detail__back" href="${escapeHtml(options.newsUrl)}">${escapeHtml(strings.back)}</a></p>`
    : '';
  return shell({
    language,
    theme,
    head: `<title>${escapeHtml(strings.notFound)}</title><meta name="robots" content="noindex">`,
    main: `<h1 class="gaceta-not-found">${escapeHtml(strings.notFound)}</h1>${back}`,
  });
}
