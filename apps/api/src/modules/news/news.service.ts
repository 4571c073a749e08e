// News items: create, read, update and delete, the list with its search and filters, and images.
import type { Page } from '@gaceta/shared/common';
import type { Done } from '@gaceta/shared/messages';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import {
  missingForPublication,
  type NewsCreateInput,
  type NewsImageChoice,
  type NewsItem,
  type NewsListQuery,
  type NewsUpdateInput,
  type NewsWithContents,
  type RevisionFields,
} from '@gaceta/shared/news';
import { type Channel, isLive, RICH_TEXT_CHANNELS } from '@gaceta/shared/news/workflow';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { offsetOf, pageOf } from '../../db/lists';
import {
  libraryDismissals,
  news,
  newsContents,
  newsPublications,
  newsRevisions,
  subjects,
} from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { officeOrLibraryOf } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { deleteImage, storeImage } from '../files/stored-images';
import {
  columnsOf,
  contentsOf,
  findNews,
  inOffice,
  type NewsRow,
  ownedBy,
  pendingReviewsOf,
  publicationsOf,
  toNewsItem,
  withContents,
} from './news-rows';
import { newsSearch } from './news-search';
import { freeSlug } from './news-slugs';
import { sanitizeRichText } from './rich-text';

/** 422 naming every subject id that does not exist. */
async function checkSubjects(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.flatMap((id, index) => (known.has(id) ? [] : [index]));
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      Object.fromEntries(
        unknown.map((index) => [`subjects.${index}`, [fieldMessage(MESSAGES.unknownSubject.id)]]),
      ),
    );
  }
}

/** The fields as stored: rich text sanitised, plain text kept as text. */
function storedFields(input: NewsCreateInput): RevisionFields {
  return {
    title: input.title,
    author: input.author,
    summary: input.summary,
    subjects: input.subjects,
    languages: input.languages,
    areas: input.areas,
    keywords: input.keywords,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
    image_description: input.image_description,
    active: input.active,
    publish_from: input.publish_from ? new Date(input.publish_from).toISOString() : null,
    publish_to: input.publish_to ? new Date(input.publish_to).toISOString() : null,
    contents: input.contents.map((content) => ({
      platform: content.platform,
      title: content.title,
      content: RICH_TEXT_CHANNELS.includes(content.platform)
        ? sanitizeRichText(content.content)
        : content.content,
    })),
  };
}

/** 422 with every field the item lacks, when it is about to be ready, active or published. */
export function requireComplete(fields: RevisionFields, imageKey: string | null, platform?: Channel): void {
  const missing = missingForPublication({ ...fields, image: imageKey }, platform);
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION_FAILED', missing);
}

/**
 * Replaces the channel versions readers see. A version keeps its own image (set apart from saves,
 * like the item's), as long as it is still sent.
 */
export async function writeVersions(
  ctx: ServiceContext,
  newsId: string,
  fields: RevisionFields,
): Promise<void> {
  const images = new Map(
    (
      await ctx.db
        .delete(newsContents)
        .where(eq(newsContents.newsId, newsId))
        .returning({ channel: newsContents.channel, imageKey: newsContents.imageKey })
    ).map(({ channel, imageKey }) => [channel, imageKey]),
  );
  if (fields.contents.length > 0) {
    await ctx.db.insert(newsContents).values(
      fields.contents.map((content) => ({
        newsId,
        channel: content.platform,
        title: content.title,
        content: content.content,
        imageKey: images.get(content.platform) ?? null,
      })),
    );
  }
}

/** Keeps `fields` in the item's history as `revision`, by whoever is acting. */
async function keepRevision(ctx: ServiceContext, newsId: string, revision: number, fields: RevisionFields) {
  await ctx.db.insert(newsRevisions).values({
    newsId,
    revision,
    authorId: ctx.actor?.type === 'user' ? ctx.actor.user.id : null,
    createdAt: ctx.clock.now(),
    fields,
  });
}

export async function createNews(ctx: ServiceContext, input: NewsCreateInput): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const fields = storedFields(input);
  if (fields.active) requireComplete(fields, null);
  return withTransaction(ctx, async (ctx) => {
    await checkSubjects(ctx.db, fields.subjects);
    const [row] = await ctx.db
      .insert(news)
      .values({ ...columnsOf(fields), officeId, slug: await freeSlug(ctx.db, officeId, fields.title) })
      .returning();
    if (!row) throw new Error('news insert returned no row');
    await writeVersions(ctx, row.id, fields);
    await keepRevision(ctx, row.id, row.revision, fields);
    await recordAudit(ctx, { action: 'news.create', targetId: row.id, officeId });
    return withContents(ctx, row);
  });
}

export async function getNews(
  ctx: ServiceContext,
  id: string,
  preview: { office_id?: string; platform?: Channel },
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.read');
  // A preview link names its office: another office's is as unknown as a missing item.
  if (preview.office_id && preview.office_id !== officeId) throw new AppError('NOT_FOUND');
  return withContents(ctx, await findNews(ctx.db, officeId, id), preview.platform);
}

export async function updateNews(
  ctx: ServiceContext,
  id: string,
  input: NewsUpdateInput,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const fields = storedFields(input);
  return withTransaction(ctx, async (ctx) => {
    const before = await findNews(ctx.db, officeId, id, true);
    const latest = latestRevision(before);
    if (input.revision !== latest) throw new AppError('STALE_REVISION', { revision: latest });
    return saveRevision(ctx, before, fields, 'news.update', input.publish_changes === true);
  });
}

/** The newest revision: the one waiting for review, or else the one readers see. */
export const latestRevision = (row: NewsRow): number => row.pendingRevision ?? row.revision;

/**
 * Writes `fields` as the item's next revision (a save, a restore, a publication's window). On an
 * item live on a channel it waits for a publisher's review, and readers keep the approved one,
 * unless `publishChanges`: a publisher's confirmed save, or a publication itself (docs/news.md,
 * Changes to live news).
 */
export async function saveRevision(
  ctx: ServiceContext,
  before: NewsRow,
  fields: RevisionFields,
  action: string,
  publishChanges: boolean,
): Promise<NewsWithContents> {
  // What readers see, or will see, stays complete: an active item, or one live or due on a channel.
  // A save changes no publication: the ones read here are those of the answer too.
  const publications = await publicationsOf(ctx.db, before.id);
  const live = isLive(publications);
  if (live && publishChanges) officeOrLibraryOf(ctx, 'news.publish');
  if (fields.active || live) requireComplete(fields, before.imageKey);
  await checkSubjects(ctx.db, fields.subjects);
  const revision = latestRevision(before) + 1;
  const waits = live && !publishChanges;
  const [row] = await ctx.db
    .update(news)
    .set(
      waits
        ? { pendingRevision: revision, toReview: false }
        : { ...columnsOf(fields), revision, pendingRevision: null, toReview: false },
    )
    .where(eq(news.id, before.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  if (!waits) await writeVersions(ctx, row.id, fields);
  await keepRevision(ctx, row.id, revision, fields);
  await recordAudit(ctx, {
    action: waits ? 'news.propose' : action,
    targetId: row.id,
    officeId: row.officeId,
    data: { revision },
  });
  return withContents(ctx, row, undefined, publications);
}

/**
 * Makes the changes waiting for review what readers see (a publisher's approval, or a publication,
 * which approves the item); the item as it is when none wait.
 */
export async function applyPendingRevision(ctx: ServiceContext, row: NewsRow): Promise<NewsRow> {
  const [pending] = await pendingReviewsOf(ctx.db, [row]);
  if (!pending) return row;
  const [applied] = await ctx.db
    .update(news)
    .set({ ...columnsOf(pending.fields), revision: pending.review.revision, pendingRevision: null })
    .where(eq(news.id, row.id))
    .returning();
  if (!applied) throw new AppError('NOT_FOUND');
  await writeVersions(ctx, row.id, pending.fields);
  await recordAudit(ctx, {
    action: 'news.publish_changes',
    targetId: row.id,
    officeId: row.officeId,
    data: { revision: applied.revision },
  });
  return applied;
}

export async function deleteNews(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const deleted = await withTransaction(ctx, async (ctx) => {
    const row = await findNews(ctx.db, officeId, id, true);
    await recordAudit(ctx, { action: 'news.delete', targetId: id, officeId, data: { title: row.title } });
    const versions = await contentsOf(ctx.db, id);
    await ctx.db.delete(news).where(inOffice(officeId, id));
    // An office's copy of a library item, deleted: the item, published again, gives it no new one.
    if (row.officeId && row.sourceId) {
      await ctx.db
        .insert(libraryDismissals)
        .values({ officeId: row.officeId, sourceId: row.sourceId, dismissedAt: ctx.clock.now() })
        .onConflictDoNothing();
    }
    return [row.imageKey, ...versions.map((version) => version.imageKey)];
  });
  for (const imageKey of new Set(deleted)) await deleteUnusedImage(ctx, imageKey);
  return MESSAGES.doneNewsDeleted;
}

/**
 * Removes an image's files once no item or channel version uses it: a library item and its copies
 * share one image, and a picked image may be another item's.
 */
async function deleteUnusedImage(ctx: ServiceContext, imageKey: string | null): Promise<void> {
  if (!imageKey || (await imageInUse(ctx.db, imageKey))) return;
  await deleteImage(ctx, 'article', imageKey);
}

export async function imageInUse(db: Database, imageKey: string, officeId?: string | null): Promise<boolean> {
  const [user] = await db
    .select({ id: news.id })
    .from(news)
    .leftJoin(newsContents, eq(newsContents.newsId, news.id))
    .where(
      and(
        officeId === undefined ? undefined : ownedBy(officeId),
        or(eq(news.imageKey, imageKey), eq(newsContents.imageKey, imageKey)),
      ),
    )
    .limit(1);
  return user !== undefined;
}

/** Sent back with a comment and not marked ready since (the comment clears when it is). */
const RETURNED = and(eq(news.editorialState, 'in_preparation'), isNotNull(news.reviewComment)) as SQL;

export async function listNews(ctx: ServiceContext, query: NewsListQuery): Promise<Page<NewsItem>> {
  const officeId = officeOrLibraryOf(ctx, 'news.read');
  const filters: (SQL | undefined)[] = [ownedBy(officeId)];
  const search = query.search ? await newsSearch(ctx.db, query.search) : undefined;
  filters.push(search?.where);
  // @> rather than = any(), so the subjects' GIN index serves it.
  if (query.subject) filters.push(arrayContains(news.subjectIds, [query.subject]));
  if (query.status) filters.push(eq(news.status, query.status));
  if (query.language) filters.push(arrayContains(news.languages, [query.language]));
  if (query.area) filters.push(arrayContains(news.areas, [query.area]));
  if (query.origin === 'library') filters.push(isNotNull(news.sourceId));
  if (query.to_review !== undefined) filters.push(eq(news.toReview, query.to_review));
  if (query.returned !== undefined) filters.push(query.returned ? RETURNED : not(RETURNED));
  if (query.pending_review !== undefined) {
    filters.push(query.pending_review ? isNotNull(news.pendingRevision) : isNull(news.pendingRevision));
  }
  // Items whose publish window overlaps the range asked for.
  if (query.publish_from) filters.push(gte(news.publishTo, new Date(query.publish_from)));
  if (query.publish_to) filters.push(lte(news.publishFrom, new Date(query.publish_to)));
  const where = and(...filters);

  const byDate =
    query.sort === 'oldest' ? [asc(news.createdAt), asc(news.id)] : [desc(news.createdAt), desc(news.id)];
  const rows = await ctx.db
    .select()
    .from(news)
    .where(where)
    // Title matches first, then the order asked for.
    .orderBy(...(search ? [desc(search.titleMatch)] : []), ...byDate)
    .limit(query.per)
    .offset(offsetOf(query));
  const [total] = await ctx.db.select({ n: count() }).from(news).where(where);
  const publications =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(newsPublications)
          .where(
            inArray(
              newsPublications.newsId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(newsPublications.channel));
  const pending = await pendingReviewsOf(ctx.db, rows);
  return pageOf(
    rows.map((row) =>
      toNewsItem(
        row,
        publications.filter((publication) => publication.newsId === row.id),
        ctx,
        pending.find((waiting) => waiting.newsId === row.id)?.review,
      ),
    ),
    total?.n ?? 0,
    query,
  );
}

/** Replaces the item's image with an upload (kept as web-sized copies); the old one is removed. */
export async function setNewsImage(
  ctx: ServiceContext,
  id: string,
  bytes: Uint8Array,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const before = await findNews(ctx.db, officeId, id);
  const folder = await storeImage(ctx, 'article', id, bytes);
  const [row] = await ctx.db.update(news).set({ imageKey: folder }).where(inOffice(officeId, id)).returning();
  if (!row) {
    await deleteImage(ctx, 'article', folder);
    throw new AppError('NOT_FOUND');
  }
  await deleteUnusedImage(ctx, before.imageKey);
  return withContents(ctx, row);
}

/**
 * Whether the office may use a stored image: one the AI made for it (`articles/<office>/…`, see
 * modules/ai) or one its items already show (what GET /v1/ai/stock_images offers).
 */
async function isOfficeImage(
  ctx: ServiceContext,
  officeId: string | null,
  imageKey: string,
): Promise<boolean> {
  if (officeId && imageKey.startsWith(`articles/${officeId}/`)) {
    return (await ctx.storage.get(`${imageKey}/card.webp`)) !== null;
  }
  return imageInUse(ctx.db, imageKey, officeId);
}

/** PUT /v1/news_infos/{id}/image as JSON: an image already stored becomes the item's or a version's. */
export async function chooseNewsImage(
  ctx: ServiceContext,
  id: string,
  { image, platform, image_description }: NewsImageChoice,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const before = await findNews(ctx.db, officeId, id);
  if (image !== null && !(await isOfficeImage(ctx, officeId, image))) {
    throw fieldError('VALIDATION_FAILED', 'image', MESSAGES.imageUnavailable.id);
  }
  if (!platform) {
    // Its description comes with it (a stock photo's credit, a cover's title), so no image is left
    // without one until the next save.
    const described = image_description === undefined ? {} : { imageDescription: image_description };
    await ctx.db
      .update(news)
      .set({ imageKey: image, ...described })
      .where(inOffice(officeId, id));
    if (before.imageKey !== image) await deleteUnusedImage(ctx, before.imageKey);
    return withContents(ctx, await findNews(ctx.db, officeId, id));
  }
  const [version] = await ctx.db
    .select({ imageKey: newsContents.imageKey })
    .from(newsContents)
    .where(and(eq(newsContents.newsId, id), eq(newsContents.channel, platform)));
  if (!version) throw fieldError('VALIDATION_FAILED', 'platform', MESSAGES.versionMissing.id);
  await ctx.db
    .update(newsContents)
    .set({ imageKey: image })
    .where(and(eq(newsContents.newsId, id), eq(newsContents.channel, platform)));
  if (version.imageKey !== image) await deleteUnusedImage(ctx, version.imageKey);
  return withContents(ctx, before);
}

/* Workflow: every transition locks the item, checks news-workflow's rules, then writes. */
