import * as v from 'valibot';
import { Id } from '../common';
import { MESSAGES } from '../messages';
import { NEWS_LANGUAGES, Platform } from './workflow';

/**
 * The preview of one channel's version of a news item, as that channel shows it
 * (docs/decisions/017-preview-links.md). `version` is `current` (the item as saved now) or a
 * revision number (the item as that revision kept it).
 */

export const CURRENT_VERSION = 'current';

export const PreviewVersion = v.union(
  [
    v.literal(CURRENT_VERSION),
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,8}$/, MESSAGES.previewVersionInvalid.id),
      v.transform((value) => Number(value)),
    ),
  ],
  MESSAGES.previewVersionInvalid.id,
);
export type PreviewVersion = v.InferOutput<typeof PreviewVersion>;

/** GET /v1/news_infos/{id}/preview: the office named in the preview's address, and what to show. */
export const PreviewQuery = v.object({
  office_id: Id,
  platform: Platform,
  version: v.optional(PreviewVersion, CURRENT_VERSION),
});
export type PreviewQuery = v.InferOutput<typeof PreviewQuery>;

/** GET /v1/news_previews/{id}: the same, opened with a preview link's token instead of a session. */
export const LinkPreviewQuery = v.object({
  ...PreviewQuery.entries,
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
});
export type LinkPreviewQuery = v.InferOutput<typeof LinkPreviewQuery>;

export const PreviewLinkInput = v.object({ platform: Platform });

/** A link anyone may open, until `expires_at`, to see one channel's version of one item. */
export const PreviewLink = v.object({ url: v.string(), expires_at: v.string() });
export type PreviewLink = v.InferOutput<typeof PreviewLink>;

export const NewsPreview = v.object({
  news_id: v.string(),
  platform: Platform,
  /** The revision shown. */
  revision: v.number(),
  /** The language the item is written in (its first), which picks the disclaimer. */
  language: v.picklist(NEWS_LANGUAGES),
  office: v.object({
    id: v.string(),
    name: v.string(),
    logo_url: v.nullable(v.string()),
    website_url: v.nullable(v.string()),
  }),
  slug: v.string(),
  /** The channel version's own title, or the item's. */
  title: v.string(),
  /** Sanitised HTML for web and newsletter, plain text for the social channels. */
  content: v.string(),
  summary: v.nullable(v.string()),
  author: v.nullable(v.string()),
  image: v.nullable(v.string()),
  image_description: v.nullable(v.string()),
  /** When the channel published it, or null when it has not yet. */
  published_at: v.nullable(v.string()),
  updated_at: v.string(),
  /** The office's legal disclaimer in the item's language, shown with the article. */
  disclaimer: v.nullable(v.string()),
});
export type NewsPreview = v.InferOutput<typeof NewsPreview>;
