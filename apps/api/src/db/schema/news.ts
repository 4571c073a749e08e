import type { AreaCode } from '@gaceta/shared/areas';
import type { RevisionFields } from '@gaceta/shared/news';
import type { Channel, EditorialState, NewsStatus, PublicationState } from '@gaceta/shared/news/workflow';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { offices } from './offices';
import { users } from './users';

/** PostgreSQL's text search document type, written by the database itself (migration 0011). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * News items. An office's item has its office; a library item (written by the provider's admins)
 * has none, and the copy an office receives of it links back through `source_id`.
 */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id').references((): AnyPgColumn => news.id, { onDelete: 'set null' }),
    /** A library copy the office has not looked at yet. */
    toReview: boolean('to_review').notNull().default(false),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    author: text('author'),
    summary: text('summary'),
    /**
     * Title and summary folded for search (lower case, accents dropped; migration 0004), stored so a
     * search compares them instead of folding every row it reads.
     */
    searchTitle: text('search_title').generatedAlwaysAs(sql`gaceta_unaccent(title)`),
    searchSummary: text('search_summary').generatedAlwaysAs(sql`gaceta_unaccent(summary)`),
    /**
     * The words of the title (weight A), summary (B) and web version (C), stemmed in the item's
     * first language, accents dropped. Kept by triggers on news and news_contents (migration 0011).
     */
    searchVector: tsvector('search_vector'),
    /** Subject ids; checked against subjects on save. */
    subjectIds: uuid('subject_ids').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    areas: text('areas').array().$type<AreaCode[]>().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    imageKey: text('image_key'),
    imageDescription: text('image_description'),
    active: boolean('active').notNull().default(false),
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    publishTo: timestamp('publish_to', { withTimezone: true }),
    editorialState: text('editorial_state').$type<EditorialState>().notNull().default('in_preparation'),
    /** Derived from the editorial state and the publications (newsStatus), kept for the list's filter. */
    status: text('status').$type<NewsStatus>().notNull().default('in_preparation'),
    /** The reviewer's comment when the item was last sent back to preparation. */
    reviewComment: text('review_comment'),
    /** The revision the item's columns and versions show: what readers see. */
    revision: integer('revision').notNull().default(1),
    /**
     * A later revision saved while the item was live, waiting for a publisher's review; a save
     * based on neither this nor (without one) `revision` is refused.
     */
    pendingRevision: integer('pending_revision'),
    /** When a channel first published it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // NULLS NOT DISTINCT: library items (no office) need unique slugs among themselves too.
    unique('news_office_id_slug_unique').on(table.officeId, table.slug).nullsNotDistinct(),
    // One copy per office and library source, whatever retries the fan-out goes through.
    unique('news_office_id_source_id_unique').on(table.officeId, table.sourceId),
    index('news_office_id_created_at_idx').on(table.officeId, table.createdAt),
    index('news_subject_ids_idx').using('gin', table.subjectIds),
    // The calendar: the web windows that open or close in a range.
    index('news_office_publish_from_idx').on(table.officeId, table.publishFrom),
    index('news_office_publish_to_idx').on(table.officeId, table.publishTo),
    index('news_search_vector_idx').using('gin', table.searchVector),
  ],
);

/** One version per channel: rich text (HTML, sanitised) for web and newsletter, plain text otherwise. */
export const newsContents = pgTable(
  'news_contents',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<Channel>().notNull(),
    title: text('title'),
    content: text('content').notNull().default(''),
    imageKey: text('image_key'),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.channel] })],
);

/** An item's publication on one channel: at most one per channel, its state moving over time. */
export const newsPublications = pgTable(
  'news_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<Channel>().notNull(),
    state: text('state').$type<PublicationState>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** How many times it was scheduled or moved: the calendar feed's SEQUENCE. */
    scheduleRevision: integer('schedule_revision').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Why the last run failed: the error code (translated by the back-office) and its English text. */
    errorCode: text('error_code'),
    error: text('error'),
    /** The channel's own id for the post (a URL path, a post id), once published. */
    externalRef: text('external_ref'),
    ...timestamps,
  },
  (table) => [
    unique('news_publications_news_id_channel_unique').on(table.newsId, table.channel),
    // The calendar: what is scheduled in a range.
    index('news_publications_scheduled_idx').on(table.scheduledAt).where(sql`${table.state} = 'scheduled'`),
  ],
);

/** Every save of an item: who, when, and the fields as saved. */
export const newsRevisions = pgTable(
  'news_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<RevisionFields>().notNull(),
  },
  (table) => [unique('news_revisions_news_id_revision_unique').on(table.newsId, table.revision)],
);

/**
 * A library item an office deleted its copy of: publishing the item again gives that office no new
 * copy (the fan-out passes it over).
 */
export const libraryDismissals = pgTable(
  'library_dismissals',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.sourceId] })],
);

/**
 * An image made or fetched for an item (an AI cover, a generated image, a stock photo) that may
 * never be chosen: a daily sweep deletes the files of those no item uses a day later.
 */
export const unchosenImages = pgTable('unchosen_images', {
  folder: text('folder').primaryKey(),
  officeId: uuid('office_id')
    .notNull()
    .references(() => offices.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
