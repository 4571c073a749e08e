import * as v from 'valibot';
import { Id, isoDate, requiredText, withoutUncarriable } from './common';
import { MESSAGES } from './messages';
import { NewsLanguage, Platform, TITLE_MAX, wordCount } from './news';
import { CHANNELS } from './news/workflow';

/**
 * The AI writing assistant on the wire (spec sections 1, 4, 5, 8 and 9). Two engines answer these
 * calls: an OpenAI-compatible provider when one is configured, and the built-in offline engine
 * (docs/ai.md, decision 019). GET /v1/ai/capabilities says which actions the configuration can do.
 */

export const AI_TEXT_ACTIONS = [
  'improve',
  'simplify',
  'correct',
  'suggest',
  'synonyms',
  'seo',
  'shorten',
  'lengthen',
  'section_title',
  'success_case',
  'summary',
] as const;
export type AiTextAction = (typeof AI_TEXT_ACTIONS)[number];

/** What the offline engine does for real; the rest needs a generative model. */
export const OFFLINE_TEXT_ACTIONS: readonly AiTextAction[] = ['correct', 'seo', 'shorten', 'summary'];

/** Actions answering a list to pick from instead of one text. */
export const SUGGESTION_ACTIONS: readonly AiTextAction[] = ['synonyms', 'suggest'];

/** The spec's image styles and orientations (section 9). */
export const AI_IMAGE_STYLES = [
  'architecture',
  'car',
  'cinematic',
  'food',
  'full_body_photo',
  'hyperdetail',
  'interior',
  'landscape',
  'mid_shot_photo',
  'portrait_photo',
  'wildlife',
] as const;
export type AiImageStyle = (typeof AI_IMAGE_STYLES)[number];
export const AI_ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;
export type AiOrientation = (typeof AI_ORIENTATIONS)[number];

export const AI_LIMITS = {
  /** Longest text one call takes (about 3,000 words): bounds provider cost and offline CPU. */
  text: 20_000,
  context: 2_000,
  prompt: 1_000,
  /** The spec's minimum prompt length. */
  promptMin: 10,
  query: 200,
  url: 2_000,
  /** PDF imports (spec: at most 10 MB). */
  pdfBytes: 10 * 1024 * 1024,
} as const;

// Text selected or pasted in the editor may carry a stray control character or half of an emoji
// pair: dropped, as from other pasted text, before it goes to an engine.
const Text = (max: number) =>
  v.pipe(v.string(), withoutUncarriable(), v.trim(), v.nonEmpty(MESSAGES.aiNoText.id), v.maxLength(max));

/** POST /v1/ai/text. Synonyms take exactly one word, the other actions at least one (not only punctuation). */
export const AiTextInput = v.pipe(
  v.object({
    action: v.picklist(AI_TEXT_ACTIONS, MESSAGES.invalid.id),
    text: Text(AI_LIMITS.text),
    language: v.optional(NewsLanguage, 'es'),
    /** The surrounding paragraph or the news title, to guide the provider. */
    context: v.nullish(
      v.pipe(v.string(), withoutUncarriable(), v.trim(), v.maxLength(AI_LIMITS.context)),
      null,
    ),
  }),
  v.forward(
    v.check(
      // An empty text has its own message ("There is no text to process").
      (input) => input.text === '' || /[\p{L}\p{N}]/u.test(input.text),
      MESSAGES.aiSelectWords.id,
    ),
    ['text'],
  ),
  v.forward(
    v.check(
      (input) => input.action !== 'synonyms' || wordCount(input.text) === 1,
      MESSAGES.aiSelectOneWord.id,
    ),
    ['text'],
  ),
);
export type AiTextInput = v.InferOutput<typeof AiTextInput>;

export const AiSeo = v.object({
  keywords: v.array(v.string()),
  meta_title: v.string(),
  meta_description: v.string(),
});
export type AiSeo = v.InferOutput<typeof AiSeo>;

/** A misspelt word the offline engine found, with hunspell's suggestions (best first). */
export const AiCorrection = v.object({ word: v.string(), suggestions: v.array(v.string()) });
export type AiCorrection = v.InferOutput<typeof AiCorrection>;

export const AI_ENGINES = ['offline', 'provider'] as const;
export type AiEngineName = (typeof AI_ENGINES)[number];

/**
 * The answer: `result` for one text, `suggestions` for synonyms and suggest (empty: "No synonyms
 * found"), `seo` for the SEO action, `corrections` for the offline spelling check.
 */
export const AiTextResult = v.object({
  engine: v.picklist(AI_ENGINES),
  result: v.nullable(v.string()),
  suggestions: v.array(v.string()),
  corrections: v.array(AiCorrection),
  seo: v.nullable(AiSeo),
});
export type AiTextResult = v.InferOutput<typeof AiTextResult>;

export const NEWS_SOURCES = ['text', 'url'] as const;

const Versions = v.pipe(
  v.array(Platform),
  v.minLength(1, MESSAGES.aiVersionsRequired.id),
  v.check((items) => new Set(items).size === items.length, MESSAGES.listedTwice.id),
);

/** POST /v1/ai/news_from_source as JSON; a PDF comes as multipart (file, versions, language). */
export const NewsFromSourceInput = v.pipe(
  v.object({
    source: v.picklist(NEWS_SOURCES, MESSAGES.invalid.id),
    text: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(AI_LIMITS.text)), null),
    url: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(AI_LIMITS.url)), null),
    versions: Versions,
    language: v.optional(NewsLanguage, 'es'),
  }),
  v.forward(
    v.check((input) => input.source !== 'text' || !!input.text, MESSAGES.aiNoText.id),
    ['text'],
  ),
  v.forward(
    v.check((input) => input.source !== 'url' || !!input.url, MESSAGES.required.id),
    ['url'],
  ),
);
export type NewsFromSourceInput = v.InferOutput<typeof NewsFromSourceInput>;

/** The multipart fields beside the PDF: versions as repeated fields or one comma-separated list. */
export const NewsFromPdfFields = v.object({ versions: Versions, language: v.optional(NewsLanguage, 'es') });

/** A draft in the news wire shape, for the editor to fill in (nothing is saved). */
export const NewsDraft = v.object({
  engine: v.picklist(AI_ENGINES),
  title: v.string(),
  summary: v.string(),
  keywords: v.array(v.string()),
  meta_title: v.string(),
  meta_description: v.string(),
  contents: v.array(v.object({ platform: Platform, title: v.nullable(v.string()), content: v.string() })),
  /** The address the article was read from, after redirects (URL imports). */
  source_url: v.nullable(v.string()),
});
export type NewsDraft = v.InferOutput<typeof NewsDraft>;

/** POST /v1/ai/images: an image from a prompt (needs the image provider). */
export const AiImageInput = v.object({
  prompt: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(AI_LIMITS.promptMin, MESSAGES.aiPromptTooShort.id),
    v.maxLength(AI_LIMITS.prompt),
  ),
  style: v.picklist(AI_IMAGE_STYLES, MESSAGES.invalid.id),
  orientation: v.picklist(AI_ORIENTATIONS, MESSAGES.invalid.id),
});
export type AiImageInput = v.InferOutput<typeof AiImageInput>;

/** POST /v1/ai/cover_image: a title card drawn offline in the office's colours. */
export const AiCoverInput = v.object({
  title: requiredText(TITLE_MAX, MESSAGES.titleRequired.id),
  orientation: v.optional(v.picklist(AI_ORIENTATIONS, MESSAGES.invalid.id), 'landscape'),
});
export type AiCoverInput = v.InferOutput<typeof AiCoverInput>;

/** A stored image: `image` is the key a news item keeps, `url` the copy to show. */
export const AiImage = v.object({
  image: v.string(),
  url: v.string(),
  width: v.number(),
  height: v.number(),
});
export type AiImage = v.InferOutput<typeof AiImage>;

export const StockImagesQuery = v.object({ query: requiredText(AI_LIMITS.query) });

/** Where stock images come from: a stock provider when one is configured by key, else the office's own. */
export const STOCK_SOURCES = ['office', 'pexels'] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

export const StockImage = v.object({
  /** The stored key a news item can take (the office's images); null for a provider's photo until chosen. */
  image: v.nullable(v.string()),
  /** The provider's id for its photo, which POST /v1/ai/stock_images stores; null for the office's images. */
  provider_id: v.nullable(v.string()),
  /** A small copy to show in the results. */
  url: v.string(),
  description: v.nullable(v.string()),
  source: v.picklist(STOCK_SOURCES),
  /** Who took a provider's photo, to show beside it and keep with it. */
  credit: v.nullable(v.object({ name: v.string(), url: v.nullable(v.string()) })),
});
export type StockImage = v.InferOutput<typeof StockImage>;

/** POST /v1/ai/stock_images: one of the provider's results, to store like an upload. */
export const StockImageChoice = v.object({
  provider_id: v.pipe(v.string(), v.regex(/^\d{1,20}$/, MESSAGES.invalid.id)),
  /** The article's language: the photographer's credit is written in it. */
  language: v.optional(NewsLanguage, 'es'),
});
export type StockImageChoice = v.InferOutput<typeof StockImageChoice>;

/** The stored stock image, with the description that credits its photographer. */
export const StoredStockImage = v.object({ ...AiImage.entries, description: v.string() });
export type StoredStockImage = v.InferOutput<typeof StoredStockImage>;

/** GET /v1/ai/capabilities: what the back-office may offer. */
export const AiCapabilities = v.object({
  /** The engine for generative text: 'offline' when no provider is configured. */
  engine: v.picklist(AI_ENGINES),
  text_actions: v.array(v.picklist(AI_TEXT_ACTIONS)),
  news_from_source: v.boolean(),
  cover_image: v.boolean(),
  image_from_prompt: v.boolean(),
  stock_images: v.picklist(STOCK_SOURCES),
  channels: v.array(v.picklist(CHANNELS)),
  max_text_chars: v.number(),
});
export type AiCapabilities = v.InferOutput<typeof AiCapabilities>;

/** GET /v1/ai/usage (admins): one office's calls per day, action and engine. */
export const AiUsageQuery = v.object({
  office_id: Id,
  from: v.optional(isoDate(MESSAGES.dateInvalid.id)),
  to: v.optional(isoDate(MESSAGES.dateInvalid.id)),
});

export const AiUsageRow = v.object({
  day: v.string(),
  action: v.string(),
  engine: v.picklist(AI_ENGINES),
  calls: v.number(),
  input_tokens: v.number(),
  output_tokens: v.number(),
});
export type AiUsageRow = v.InferOutput<typeof AiUsageRow>;

export const AiUsage = v.object({
  office_id: v.string(),
  totals: v.object({ calls: v.number(), input_tokens: v.number(), output_tokens: v.number() }),
  days: v.array(AiUsageRow),
});
export type AiUsage = v.InferOutput<typeof AiUsage>;

/** GET /v1/ai/usage/offices (admins): every office's totals over a range of UTC days (the last 30 by default). */
export const AiUsageByOfficeQuery = v.object({
  from: v.optional(isoDate(MESSAGES.dateInvalid.id)),
  to: v.optional(isoDate(MESSAGES.dateInvalid.id)),
});

const AiUsageTotals = AiUsage.entries.totals;

export const AiUsageByOffice = v.object({
  from: v.string(),
  to: v.string(),
  /** The offices that used AI in the range, most calls first. */
  offices: v.array(v.object({ office_id: v.string(), name: v.string(), ...AiUsageTotals.entries })),
});
export type AiUsageByOffice = v.InferOutput<typeof AiUsageByOffice>;
