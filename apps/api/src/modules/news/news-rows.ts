// An item's rows as the services read them, and as the API answers them. Every read is scoped to
// its office (ownedBy, inOffice): no query reaches another office's news.
import type {
  NewsContent,
  NewsItem,
  NewsRevision,
  NewsWithContents,
  PendingReview,
  RevisionFields,
} from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import { news, newsContents, newsPublications, newsRevisions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { imageUrl } from '../files/stored-images';

export type NewsRow = typeof news.$inferSelect;

export type PublicationRow = typeof newsPublications.$inferSelect;

type ContentRow = typeof newsContents.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toNewsItem(
  row: NewsRow,
  publications: PublicationRow[],
  ctx: ServiceContext,
  pending: PendingReview | null = null,
): NewsItem {
  return {
    id: row.id,
    office_id: row.officeId,
    slug: row.slug,
    title: row.title,
    author: row.author,
    summary: row.summary,
    subjects: row.subjectIds,
    languages: row.languages as NewsItem['languages'],
    areas: row.areas,
    keywords: row.keywords,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    image: imageUrl(ctx.storage, row.imageKey),
    image_description: row.imageDescription,
    active: row.active,
    publish_from: iso(row.publishFrom),
    publish_to: iso(row.publishTo),
    status: row.status,
    editorial_state: row.editorialState,
    review_comment: row.reviewComment,
    to_review: row.toReview,
    source_id: row.sourceId,
    revision: row.pendingRevision ?? row.revision,
    pending_review: pending,
    publications: publications.map((publication) => ({
      platform: publication.channel,
      state: publication.state,
      scheduled_at: iso(publication.scheduledAt),
      published_at: iso(publication.publishedAt),
      error: publication.error,
      error_code: publication.errorCode,
      external_ref: publication.externalRef,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: iso(row.publishedAt),
  };
}

function toContent(row: ContentRow, ctx: ServiceContext): NewsContent {
  return {
    platform: row.channel,
    title: row.title,
    content: row.content,
    image: imageUrl(ctx.storage, row.imageKey),
  };
}

/** The office's news, or the provider's library (no office) for null (officeOrLibraryOf). */
export const ownedBy = (officeId: string | null) =>
  officeId ? eq(news.officeId, officeId) : isNull(news.officeId);

/** Matches item `id` only inside `officeId`: no read or write reaches another office's news. */
export const inOffice = (officeId: string | null, id: string) => and(eq(news.id, id), ownedBy(officeId));

/** An item of the office (locked for the transaction when `forUpdate`); another office's is a 404. */
export async function findNews(
  db: Database,
  officeId: string | null,
  id: string,
  forUpdate = false,
): Promise<NewsRow> {
  const query = db.select().from(news).where(inOffice(officeId, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const publicationsOf = (db: Database, newsId: string) =>
  db
    .select()
    .from(newsPublications)
    .where(eq(newsPublications.newsId, newsId))
    .orderBy(asc(newsPublications.channel));

export const contentsOf = (db: Database, newsId: string) =>
  db.select().from(newsContents).where(eq(newsContents.newsId, newsId)).orderBy(asc(newsContents.channel));

/** The item's columns that a revision's fields set (a save, or an item written outside the editor). */
export function columnsOf(fields: RevisionFields) {
  return {
    title: fields.title,
    author: fields.author,
    summary: fields.summary,
    subjectIds: fields.subjects,
    languages: fields.languages,
    areas: fields.areas,
    keywords: fields.keywords,
    metaTitle: fields.meta_title,
    metaDescription: fields.meta_description,
    imageDescription: fields.image_description,
    active: fields.active,
    publishFrom: fields.publish_from ? new Date(fields.publish_from) : null,
    publishTo: fields.publish_to ? new Date(fields.publish_to) : null,
  };
}

/**
 * One item as the back-office works on it: with changes waiting for review, their fields and
 * versions (each version keeping its image, which is set apart from saves).
 */
export async function withContents(
  ctx: ServiceContext,
  row: NewsRow,
  platform?: Channel,
  /** The item's publications when the caller has just read them. */
  known?: PublicationRow[],
): Promise<NewsWithContents> {
  const publications = known ?? (await publicationsOf(ctx.db, row.id));
  const contents = (await contentsOf(ctx.db, row.id)).map((c) => toContent(c, ctx));
  const [pending] = await pendingReviewsOf(ctx.db, [row]);
  const shown = pending
    ? {
        object: toNewsItem({ ...row, ...columnsOf(pending.fields) }, publications, ctx, pending.review),
        contents: pending.fields.contents.map((version) => ({
          ...version,
          image: contents.find((content) => content.platform === version.platform)?.image ?? null,
        })),
      }
    : { object: toNewsItem(row, publications, ctx), contents };
  return {
    object: shown.object,
    contents: shown.contents.filter((content) => !platform || content.platform === platform),
  };
}

/** The changes waiting for review among `rows`, with who saved them and when. */
/** A revision's columns, with who saved it: what a revision answers in the API is made from them. */
export const revisionColumns = {
  revision: newsRevisions.revision,
  createdAt: newsRevisions.createdAt,
  fields: newsRevisions.fields,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};

type RevisionColumns = { [K in keyof typeof revisionColumns]: (typeof revisionColumns)[K]['_']['data'] };

/** A revision as the API answers it (NewsRevision; a PendingReview is the same without its fields). */
export function toRevision(
  row: Omit<RevisionColumns, 'authorId' | 'firstName' | 'lastName'> & {
    authorId: string | null;
    firstName: string | null;
    lastName: string | null;
  },
): NewsRevision {
  return {
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    author: row.authorId ? { id: row.authorId, name: `${row.firstName} ${row.lastName}`.trim() } : null,
    fields: row.fields,
  };
}

/** The changes waiting for review among `rows`, with who saved them and when. */
export async function pendingReviewsOf(
  db: Database,
  rows: readonly NewsRow[],
): Promise<{ newsId: string; review: PendingReview; fields: RevisionFields }[]> {
  const waiting = rows.filter((row) => row.pendingRevision !== null);
  if (waiting.length === 0) return [];
  const found = await db
    .select({ newsId: newsRevisions.newsId, ...revisionColumns })
    .from(newsRevisions)
    .innerJoin(news, and(eq(news.id, newsRevisions.newsId), eq(news.pendingRevision, newsRevisions.revision)))
    .leftJoin(users, eq(users.id, newsRevisions.authorId))
    .where(
      inArray(
        newsRevisions.newsId,
        waiting.map((row) => row.id),
      ),
    );
  return found.map((pending) => {
    const { fields, ...review } = toRevision(pending);
    return { newsId: pending.newsId, review, fields };
  });
}

export async function savedFields(db: Database, row: NewsRow): Promise<RevisionFields> {
  const [latest] = await db
    .select({ fields: newsRevisions.fields })
    .from(newsRevisions)
    .where(and(eq(newsRevisions.newsId, row.id), eq(newsRevisions.revision, row.revision)));
  if (!latest) throw new Error(`news ${row.id} has no revision ${row.revision}`);
  return latest.fields;
}
