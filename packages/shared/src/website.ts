import * as v from 'valibot';
import { Id } from './common';
import { NewsLanguage } from './news';
import { boundedInteger, PAGE_MAX } from './pagination';

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
  PUBLIC_PER_MAX,
  SHARE_NETWORKS,
  WEB_EVENT_KINDS,
} from './website-markup';

export * from './website-markup';

// ---------------------------------------------------------------------------------------------
// API shapes

export const PublicNewsQuery = v.object({
  page: v.optional(boundedInteger(1, PAGE_MAX), '1'),
  per: v.optional(boundedInteger(1, PUBLIC_PER_MAX), '10'),
  subject: v.optional(Id),
  language: v.optional(NewsLanguage),
});
export type PublicNewsQuery = v.InferOutput<typeof PublicNewsQuery>;

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
});
export type PublicNewsItem = v.InferOutput<typeof PublicNewsItem>;

/** One article with its web version (sanitised HTML). */
export const PublicNewsArticle = v.object({
  ...PublicNewsItem.entries,
  meta_title: v.nullable(v.string()),
  meta_description: v.nullable(v.string()),
  content: v.string(),
  /** The office's legal disclaimer in the article's language, shown after the article. */
  disclaimer: v.nullable(v.string()),
});
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
});
export type WebsiteTheme = v.InferOutput<typeof WebsiteTheme>;
