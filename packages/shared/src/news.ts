import * as v from 'valibot';
import { Area } from './areas';
import {
  Id,
  INTEGER_MAX,
  isoTimestamp,
  optionalText,
  QueryBoolean,
  requiredText,
  withoutUncarriable,
} from './common';
import { type FieldMessage, fieldMessage, MESSAGES, type MessageKey } from './messages';
import { CHANNELS, type Channel, channelDescriptor, type PlainTextChannel } from './news/channels';
import {
  EDITORIAL_STATES,
  NEWS_LANGUAGES,
  NEWS_SORTS,
  NEWS_STATUSES,
  Platform,
  PUBLICATION_STATES,
  RICH_TEXT_CHANNELS,
} from './news/workflow';
import { PageQuery } from './pagination';
import { countedLength } from './social';

/**
 * News items on the wire (spec sections 3, 5, 7 and 8). A draft saves with a title alone: the
 * limits and formats below apply on every save, and `missingForPublication` names the fields an
 * item still lacks when it is marked ready, activated, scheduled or published.
 */

export { NEWS_LANGUAGES, NEWS_SORTS, Platform };
export const NewsLanguage = v.picklist(NEWS_LANGUAGES, MESSAGES.unknownLanguage.id);
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

/** The language an item is read in (its disclaimer, its dates): its first, Spanish when it has none. */
export function articleLanguage(languages: readonly string[]): NewsLanguage {
  const first = languages[0];
  return NEWS_LANGUAGES.find((language) => language === first) ?? 'es';
}

export const TITLE_MAX = 200;
export const AUTHOR_MAX = 100;
export const SUMMARY_MAX_CHARS = 2500;
export const SUMMARY_MAX_WORDS = 250;
export const KEYWORD_MAX = 60;
export const META_TITLE_MAX = 200;
export const META_DESCRIPTION_MAX = 500;
export const IMAGE_DESCRIPTION_MAX = 300;
export const COMMENT_MAX = 2000;
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Rich text is stored as sanitised HTML; this bounds what one save may send. */
export const RICH_TEXT_MAX = 200_000;

/** Hints, not errors (spec section 8). */
export const META_TITLE_HINT = 60;
export const META_DESCRIPTION_HINT = 160;
export const SUBJECTS_HINT = 4;

export const DATE_INVALID = MESSAGES.dateInvalid.id;
/** A schedule's moment that has already passed. */
export const DATE_FUTURE = MESSAGES.dateFuture.id;
/** A web publication's end at or before its moment. */
export const DATE_AFTER_PUBLISHING = MESSAGES.dateAfterPublishing.id;
export const DATE_ORDER = MESSAGES.dateOrder.id;
export const DATE_RANGE_REQUIRED = MESSAGES.dateRangeRequired.id;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The plain-text channels' limits (channels.ts), each counted as `channelLength` counts. */
export const CHANNEL_MAX = Object.fromEntries(
  CHANNELS.flatMap((channel) => {
    const { length } = channelDescriptor(channel);
    return length ? [[channel, length.max]] : [];
  }),
) as Record<PlainTextChannel, number>;

/** A version's length as its channel counts it: X by weighted length (a URL is 23), others by characters. */
export function channelLength(platform: Channel, content: string): number {
  return countedLength(channelDescriptor(platform).length?.counting ?? 'utf16', content);
}

/** Why a channel version's text is too long for its channel, or null when it fits. */
export function channelLengthError(platform: Channel, content: string): MessageKey | null {
  const { length } = channelDescriptor(platform);
  return length && countedLength(length.counting, content) > length.max ? length.tooLong : null;
}

/** An ISO 8601 date-time with its offset (stored as timestamptz); empty becomes null. */
const Timestamp = v.nullish(
  v.pipe(
    v.string(DATE_INVALID),
    v.trim(),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(isoTimestamp(DATE_INVALID)),
  ),
  null,
);

export const Summary = v.nullish(
  v.pipe(
    v.string(),
    withoutUncarriable(),
    v.trim(),
    v.maxLength(SUMMARY_MAX_CHARS),
    v.check((text) => wordCount(text) <= SUMMARY_MAX_WORDS, MESSAGES.summaryTooManyWords.id),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

/** One channel's version: rich text (HTML, sanitised by the API) or plain text, by platform. */
export const NewsContentInput = v.pipe(
  v.object({
    platform: Platform,
    title: optionalText(TITLE_MAX),
    content: v.optional(v.pipe(v.string(), withoutUncarriable(), v.maxLength(RICH_TEXT_MAX)), ''),
  }),
  v.forward(
    v.check(
      (item) => channelLengthError(item.platform, item.content) === null,
      (issue) => {
        const item = issue.input as { platform: Channel; content: string };
        return channelLengthError(item.platform, item.content) ?? MESSAGES.invalid.id;
      },
    ),
    ['content'],
  ),
);
export type NewsContentInput = v.InferOutput<typeof NewsContentInput>;

const uniqueList = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** The fields a save sends (POST, and PUT with the revision it is based on). */
export const NewsSaveEntries = {
  title: requiredText(TITLE_MAX, MESSAGES.titleRequired.id),
  author: optionalText(AUTHOR_MAX),
  summary: Summary,
  subjects: v.optional(v.pipe(v.array(Id), v.check(uniqueList, MESSAGES.listedTwice.id)), []),
  languages: v.optional(v.pipe(v.array(NewsLanguage), v.check(uniqueList, MESSAGES.listedTwice.id)), []),
  areas: v.optional(v.pipe(v.array(Area), v.check(uniqueList, MESSAGES.listedTwice.id)), []),
  keywords: v.optional(
    v.pipe(v.array(requiredText(KEYWORD_MAX, MESSAGES.keywordEmpty.id)), v.maxLength(30)),
    [],
  ),
  meta_title: optionalText(META_TITLE_MAX),
  meta_description: optionalText(META_DESCRIPTION_MAX),
  image_description: optionalText(IMAGE_DESCRIPTION_MAX),
  active: v.optional(v.boolean(), false),
  publish_from: Timestamp,
  publish_to: Timestamp,
  contents: v.optional(
    v.pipe(
      v.array(NewsContentInput),
      v.check((items) => uniqueList(items.map((item) => item.platform)), MESSAGES.listedTwice.id),
    ),
    [],
  ),
};

type DateFields = v.InferOutput<v.ObjectSchema<typeof NewsSaveEntries, undefined>>;

/** The date rules every save checks: from is not after to, and an active item has a range. */
function withDateRules<TInput, T extends DateFields>(schema: v.GenericSchema<TInput, T>) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { active, publish_from: from, publish_to: to } = dataset.value;
      const atFrom = (message: string) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'publish_from', value: from }],
        });
      if (from && to && Date.parse(from) > Date.parse(to)) atFrom(DATE_ORDER);
      if (active && !(from && to)) atFrom(DATE_RANGE_REQUIRED);
    }),
  );
}

export const NewsCreateInput = withDateRules(v.object(NewsSaveEntries));
export type NewsCreateInput = v.InferOutput<typeof NewsCreateInput>;

/** A save of an existing item names the revision it was based on; an older one is refused (409). */
export const NewsUpdateInput = withDateRules(
  v.object({
    ...NewsSaveEntries,
    revision: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INTEGER_MAX)),
    /**
     * On an item live on a channel, a publisher's save goes live at once with this set (after the
     * confirmation that says so); without it, or from a writer, it waits for review.
     */
    publish_changes: v.optional(v.boolean()),
  }),
);
export type NewsUpdateInput = v.InferOutput<typeof NewsUpdateInput>;

/** What `missingForPublication` looks at: an item as saved. */
export interface PublishableNews {
  title: string;
  author: string | null;
  summary: string | null;
  subjects: readonly string[];
  languages: readonly string[];
  areas: readonly string[];
  keywords: readonly string[];
  image: string | null;
  contents: readonly { platform: Channel; content: string }[];
}

/** Whether a channel version has any text (rich text counts only its words, not its tags). */
export function hasContent(platform: Channel, content: string): boolean {
  const text = RICH_TEXT_CHANNELS.includes(platform) ? content.replace(/<[^>]*>/g, ' ') : content;
  return text.trim() !== '';
}

/**
 * Every field an item lacks before it may be marked ready, activated, scheduled or published, as
 * `{ field: [message] }`; empty when nothing is missing. With `platform`, that channel's version
 * must have content too (an empty news cannot be published).
 */
export function missingForPublication(
  news: PublishableNews,
  platform?: Channel,
): Record<string, FieldMessage[]> {
  const missing: Record<string, FieldMessage[]> = {};
  const require = (field: string, present: boolean, key: MessageKey) => {
    if (!present) missing[field] = [fieldMessage(key)];
  };
  require('title', news.title.trim() !== '', MESSAGES.titleRequired.id);
  require('author', !!news.author, MESSAGES.authorRequired.id);
  require('summary', !!news.summary, MESSAGES.summaryRequired.id);
  require('subjects', news.subjects.length > 0, MESSAGES.subjectsRequired.id);
  require('languages', news.languages.length > 0, MESSAGES.languagesRequired.id);
  require('areas', news.areas.length > 0, MESSAGES.areasRequired.id);
  require('keywords', news.keywords.length > 0, MESSAGES.keywordsRequired.id);
  require('image', !!news.image, MESSAGES.imageRequired.id);
  if (platform) {
    const version = news.contents.find((item) => item.platform === platform);
    require(`contents.${platform}`, !!version && hasContent(platform, version.content), MESSAGES
      .contentRequired.id);
  }
  return missing;
}

/** Advice shown beside the fields, never blocking a save. */
export function newsHints(news: {
  meta_title: string | null;
  meta_description: string | null;
  subjects: readonly string[];
}): Record<string, string> {
  const hints: Record<string, string> = {};
  if ((news.meta_title?.length ?? 0) > META_TITLE_HINT) {
    hints.meta_title = `Keep the meta title to ${META_TITLE_HINT} characters or fewer`;
  }
  if ((news.meta_description?.length ?? 0) > META_DESCRIPTION_HINT) {
    hints.meta_description = `Keep the meta description to ${META_DESCRIPTION_HINT} characters or fewer`;
  }
  if (news.subjects.length > SUBJECTS_HINT) hints.subjects = `Choose ${SUBJECTS_HINT} subjects or fewer`;
  return hints;
}

/** `library`: the copies the office received from the provider's library. */
export const NEWS_ORIGINS = ['library'] as const;

/** GET /v1/news_infos. The date range keeps items whose publish window overlaps it. */
export const NewsListQuery = v.pipe(
  v.object({
    ...PageQuery.entries,
    search: optionalText(200),
    subject: v.optional(Id),
    status: v.optional(v.picklist(NEWS_STATUSES, MESSAGES.unknownStatus.id)),
    language: v.optional(NewsLanguage),
    area: v.optional(Area),
    publish_from: Timestamp,
    publish_to: Timestamp,
    sort: v.optional(v.picklist(NEWS_SORTS, MESSAGES.sortInvalid.id), 'latest'),
    origin: v.optional(v.picklist(NEWS_ORIGINS, MESSAGES.unknownOrigin.id)),
    /** Library copies the office has (true) or has not (false) reviewed yet. */
    to_review: v.optional(QueryBoolean),
    /** Items a reviewer sent back to preparation with a comment, not yet marked ready again. */
    returned: v.optional(QueryBoolean),
    /** Live items with changes waiting for a publisher's review. */
    pending_review: v.optional(QueryBoolean),
  }),
  v.forward(
    v.check(
      (query) =>
        !query.publish_from ||
        !query.publish_to ||
        Date.parse(query.publish_from) <= Date.parse(query.publish_to),
      DATE_ORDER,
    ),
    ['publish_from'],
  ),
);
export type NewsListQuery = v.InferOutput<typeof NewsListQuery>;

/** GET /v1/news_infos/{id}?office_id=&platform=: the preview of one channel's version. */
export const NewsReadQuery = v.object({
  office_id: v.optional(Id),
  platform: v.optional(Platform),
});

export const PlatformInput = v.object({ platform: Platform });

/**
 * PUT /v1/news_infos/{id}/image as JSON: an image already stored for the office (one the AI made,
 * or one its items use, from GET /v1/ai/stock_images) becomes the item's image, or with `platform`
 * that channel version's own image (`image: null` gives the version back the item's image).
 */
export const NewsImageChoice = v.pipe(
  v.object({
    image: v.nullable(
      v.pipe(v.string(), v.regex(/^articles\/[\w-]{1,64}\/[\w-]{1,64}$/, MESSAGES.imageUnavailable.id)),
    ),
    platform: v.optional(Platform),
    /** The item image's description, saved with it; left as it is when absent. */
    image_description: v.optional(optionalText(IMAGE_DESCRIPTION_MAX)),
  }),
  v.forward(
    v.check((input) => input.image !== null || input.platform !== undefined, MESSAGES.imageRequired.id),
    ['image'],
  ),
);
export type NewsImageChoice = v.InferOutput<typeof NewsImageChoice>;
/**
 * On the web, publishing (now or by schedule) also puts the item on the website: active from the
 * publishing moment until `publish_to`, or the office's default window when it is absent.
 */
const WebsiteUntil = { publish_to: v.optional(isoTimestamp(DATE_INVALID)) };
export const PublishInput = v.object({ platform: Platform, ...WebsiteUntil });
export type PublishInput = v.InferOutput<typeof PublishInput>;
export const ScheduleInput = v.object({
  platform: Platform,
  published_at: isoTimestamp(DATE_INVALID),
  ...WebsiteUntil,
});
export type ScheduleInput = v.InferOutput<typeof ScheduleInput>;
export const SendBackInput = v.object({ comment: requiredText(COMMENT_MAX, MESSAGES.commentRequired.id) });
export const RevisionParam = v.object({
  id: Id,
  revision: v.pipe(
    v.string(),
    v.toNumber(MESSAGES.revisionInvalid.id),
    v.integer(MESSAGES.revisionInvalid.id),
    v.minValue(1),
    v.maxValue(INTEGER_MAX, MESSAGES.revisionInvalid.id),
  ),
});

export const NewsPublication = v.object({
  platform: Platform,
  state: v.picklist(PUBLICATION_STATES),
  scheduled_at: v.nullable(v.string()),
  published_at: v.nullable(v.string()),
  /** Why the last run failed, as an error code; `error` has its English text. */
  error_code: v.nullable(v.string()),
  error: v.nullable(v.string()),
  external_ref: v.nullable(v.string()),
});
export type NewsPublication = v.InferOutput<typeof NewsPublication>;

export const NewsContent = v.object({
  platform: Platform,
  title: v.nullable(v.string()),
  content: v.string(),
  image: v.nullable(v.string()),
});
export type NewsContent = v.InferOutput<typeof NewsContent>;

/** Who saved a revision. */
const RevisionAuthor = v.nullable(v.object({ id: v.string(), name: v.string() }));

/** Changes saved to a live item, waiting for a publisher: readers still see the approved revision. */
export const PendingReview = v.object({
  revision: v.number(),
  created_at: v.string(),
  author: RevisionAuthor,
});
export type PendingReview = v.InferOutput<typeof PendingReview>;

export const NewsItem = v.object({
  id: v.string(),
  office_id: v.nullable(v.string()),
  slug: v.string(),
  title: v.string(),
  author: v.nullable(v.string()),
  summary: v.nullable(v.string()),
  subjects: v.array(v.string()),
  languages: v.array(NewsLanguage),
  areas: v.array(Area),
  keywords: v.array(v.string()),
  meta_title: v.nullable(v.string()),
  meta_description: v.nullable(v.string()),
  image: v.nullable(v.string()),
  image_description: v.nullable(v.string()),
  active: v.boolean(),
  publish_from: v.nullable(v.string()),
  publish_to: v.nullable(v.string()),
  status: v.picklist(NEWS_STATUSES),
  editorial_state: v.picklist(EDITORIAL_STATES),
  /** The reviewer's comment when the item was sent back to preparation. */
  review_comment: v.nullable(v.string()),
  /** A library copy not yet looked at by the office. */
  to_review: v.boolean(),
  source_id: v.nullable(v.string()),
  /** The revision the item is at: a save sends it back as `revision`. */
  revision: v.number(),
  /**
   * Set while changes to a live item wait for review; the item's fields and versions are then those
   * changes (what the editor works on), and readers see the approved revision.
   */
  pending_review: v.nullable(PendingReview),
  publications: v.array(NewsPublication),
  created_at: v.string(),
  updated_at: v.string(),
  published_at: v.nullable(v.string()),
});
export type NewsItem = v.InferOutput<typeof NewsItem>;

/**
 * Whether readers find the item on the office's website at `now`: active, published on the web and
 * inside its publish window (what the API's website answers show).
 */
export const onTheWebAt = (
  item: Pick<NewsItem, 'active' | 'publish_from' | 'publish_to' | 'publications'>,
  now: Date,
): boolean =>
  item.active &&
  item.publications.some(
    (publication) => publication.platform === 'web' && publication.state === 'published',
  ) &&
  (!item.publish_from || new Date(item.publish_from) <= now) &&
  (!item.publish_to || new Date(item.publish_to) > now);

/** One item with its channel versions (spec section 7: "object and contents"). */
export const NewsWithContents = v.object({ object: NewsItem, contents: v.array(NewsContent) });
export type NewsWithContents = v.InferOutput<typeof NewsWithContents>;

/** What a revision kept: the saved fields and channel versions. */
export const RevisionFields = v.object({
  ...v.pick(NewsItem, [
    'title',
    'author',
    'summary',
    'subjects',
    'languages',
    'areas',
    'keywords',
    'meta_title',
    'meta_description',
    'image_description',
    'active',
    'publish_from',
    'publish_to',
  ]).entries,
  contents: v.array(v.object({ platform: Platform, title: v.nullable(v.string()), content: v.string() })),
});
export type RevisionFields = v.InferOutput<typeof RevisionFields>;

export const NewsRevision = v.object({
  revision: v.number(),
  created_at: v.string(),
  author: RevisionAuthor,
  fields: RevisionFields,
});
export type NewsRevision = v.InferOutput<typeof NewsRevision>;
