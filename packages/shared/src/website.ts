import * as v from 'valibot';
import { Id, requiredText } from './common';
import { MESSAGES } from './messages';
import { NewsLanguage } from './news';
import { boundedInteger, PAGE_MAX } from './pagination';
import { WebWindow } from './website/web-window';

/**
 * The website channel's contract (docs/website.md): the URLs of an article, its feeds and share
 * links, the office theme, and the HTML of the list, slider and detail views. The server renders
 * with these functions, the widget enhances what they produce, and the WordPress plugin outputs
 * the same markup. Pure functions only: no DOM, no Node.
 */

import {
  FONT_FAMILY,
  FONT_WEIGHTS,
  HEX_COLOR,
  type MarkupArticle,
  type MarkupItem,
  PUBLIC_PER_MAX,
  SHARE_NETWORKS,
  type ThemeValues,
  WEB_EVENT_KINDS,
} from './website/markup';

export * from './website/markup';

// ---------------------------------------------------------------------------------------------
// API shapes

/**
 * `include=theme`: the answer carries the office's theme too, so a widget's first view is one
 * request (the theme is otherwise GET …/theme).
 */
export const PublicInclude = v.object({ include: v.optional(v.picklist(['theme'])) });
export type PublicInclude = v.InferOutput<typeof PublicInclude>;

export const PublicNewsQuery = v.object({
  page: v.optional(boundedInteger(1, PAGE_MAX), '1'),
  per: v.optional(boundedInteger(1, PUBLIC_PER_MAX), '10'),
  subject: v.optional(Id),
  language: v.optional(NewsLanguage),
  ...PublicInclude.entries,
});
export type PublicNewsQuery = v.InferOutput<typeof PublicNewsQuery>;

/** A feed's query: `language=` keeps the articles in that language (the feed says it is in it). */
export const FeedQuery = v.object({ language: v.optional(NewsLanguage) });

export const OfficeKeyParam = v.object({ key: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)) });
export const ArticleParam = v.object({
  key: OfficeKeyParam.entries.key,
  slug: v.pipe(v.string(), v.regex(/^[\w-]{1,250}$/)),
});

/** A published article as the public sees it, in lists and feeds. */
export const PublicNewsItem = v.object({
  slug: v.string(),
  title: v.string(),
  summary: v.nullable(v.string()),
  author: v.nullable(v.string()),
  /** Absolute URL of the image, or null. */
  image: v.nullable(v.string()),
  image_description: v.nullable(v.string()),
  /** The image's stored web copies as an HTML `srcset` (absolute URLs with their widths), or null. */
  image_srcset: v.nullable(v.string()),
  subjects: v.array(v.string()),
  languages: v.array(v.string()),
  keywords: v.array(v.string()),
  published_at: v.string(),
  updated_at: v.string(),
  /** The article on the office's site (or the server-rendered page when the office has no news URL). */
  url: v.string(),
  /** The server-rendered page, to share. */
  share_url: v.string(),
}) satisfies v.GenericSchema<unknown, MarkupItem>;
export type PublicNewsItem = v.InferOutput<typeof PublicNewsItem>;

/** One article with its web version (sanitised HTML). */
export const PublicNewsArticle = v.object({
  ...PublicNewsItem.entries,
  meta_title: v.nullable(v.string()),
  meta_description: v.nullable(v.string()),
  content: v.string(),
  /** The office's legal disclaimer in the article's language, shown after the article. */
  disclaimer: v.nullable(v.string()),
}) satisfies v.GenericSchema<unknown, MarkupArticle>;
export type PublicNewsArticle = v.InferOutput<typeof PublicNewsArticle>;

export const PublicOffice = v.object({ key: v.string(), name: v.string(), news_url: v.nullable(v.string()) });

export const WebEventInput = v.object({
  office: OfficeKeyParam.entries.key,
  kind: v.picklist(WEB_EVENT_KINDS),
  /** The article's slug; none for a list or slider impression. */
  news: v.optional(ArticleParam.entries.slug),
  /** The network a share click went to. */
  network: v.optional(v.picklist(SHARE_NETWORKS)),
});
export type WebEventInput = v.InferOutput<typeof WebEventInput>;

// ---------------------------------------------------------------------------------------------
// Theme

export const WebsiteTheme = v.object({
  heading_color: v.pipe(v.string(), v.regex(HEX_COLOR)),
  font_family: v.pipe(v.string(), v.regex(FONT_FAMILY)),
  font_weight: v.picklist(FONT_WEIGHTS),
  /** Plain text shown above the news. */
  header: v.pipe(v.string(), v.maxLength(200)),
  /** Plain text shown below the news. */
  footer: v.pipe(v.string(), v.maxLength(500)),
  background_color: v.pipe(v.string(), v.regex(HEX_COLOR)),
  font_color: v.pipe(v.string(), v.regex(HEX_COLOR)),
}) satisfies v.GenericSchema<unknown, ThemeValues>;
export type WebsiteTheme = v.InferOutput<typeof WebsiteTheme>;

/** What `include=theme` adds to a public answer. */
export const WithTheme = v.object({ theme: v.optional(WebsiteTheme) });
export type WithTheme = v.InferOutput<typeof WithTheme>;

// ---------------------------------------------------------------------------------------------
// Back-office: the theme customization and the website configuration

/** The longest texts of a theme; the forms give their inputs these as maxLength. */
export const THEME_LIMITS = { font_family: 200, header: 200, footer: 500 } as const;

const ThemeColor = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MESSAGES.colorRequired.id),
  v.regex(HEX_COLOR, MESSAGES.colorInvalid.id),
  v.toLowerCase(),
);

/** PUT /v1/theme_customization: every field required (spec section 5). */
export const ThemeCustomizationInput = v.object({
  heading_color: ThemeColor,
  font_family: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fontFamilyRequired.id),
    v.maxLength(THEME_LIMITS.font_family),
    v.regex(FONT_FAMILY, MESSAGES.fontFamilyInvalid.id),
  ),
  font_weight: v.picklist(FONT_WEIGHTS, MESSAGES.fontWeightRequired.id),
  header: requiredText(THEME_LIMITS.header, MESSAGES.headerRequired.id),
  footer: requiredText(THEME_LIMITS.footer, MESSAGES.footerRequired.id),
  background_color: ThemeColor,
  font_color: ThemeColor,
});
export type ThemeCustomizationInput = v.InferOutput<typeof ThemeCustomizationInput>;

/**
 * GET and PUT /v1/theme_customization: the office's stored theme (null while it has none: "No
 * customization found") and the defaults its website shows meanwhile.
 */
export const ThemeCustomization = v.object({ object: v.nullable(WebsiteTheme), defaults: WebsiteTheme });
export type ThemeCustomization = v.InferOutput<typeof ThemeCustomization>;

/** Where the API serves the widget; a new major version gets a new path. */
export const WIDGET_PATH = '/widget/v1/gaceta.js';

/** Where `{slug}` stands for an article's slug in the URL patterns below. */
export const SLUG_PLACEHOLDER = '{slug}';

/** GET /v1/website_configuration: what the office's website embeds and links to. */
export const WebsiteConfiguration = v.object({
  public_key: v.string(),
  widget_url: v.string(),
  rss_url: v.string(),
  json_feed_url: v.string(),
  /** The server-rendered article page, with SLUG_PLACEHOLDER for the slug. */
  share_page_pattern: v.string(),
  /** The office's news page, where the widget should go so shared links open their article. */
  news_url: v.nullable(v.string()),
  /** The article on the office's site (news page plus `?gaceta=`), or null without a news page. */
  article_url_pattern: v.nullable(v.string()),
  /** How long an article published on the web stays there when its publisher does not say. */
  web_window: WebWindow,
});
export type WebsiteConfiguration = v.InferOutput<typeof WebsiteConfiguration>;

/** PUT /v1/website_configuration: what the office chooses of it. */
export const WebsiteConfigurationInput = v.object({ web_window: WebWindow });
export type WebsiteConfigurationInput = v.InferOutput<typeof WebsiteConfigurationInput>;
