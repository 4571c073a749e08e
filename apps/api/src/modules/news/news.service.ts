import type { Page } from '@gaceta/shared/common';
import type { Done } from '@gaceta/shared/messages';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import {
  DATE_INVALID,
  missingForPublication,
  type NewsContent,
  type NewsCreateInput,
  type NewsImageChoice,
  type NewsItem,
  type NewsListQuery,
  type NewsRevision,
  type NewsUpdateInput,
  type NewsWithContents,
  type RevisionFields,
} from '@gaceta/shared/news';
import {
  type Channel,
  type ChannelAction,
  canDoChannelAction,
  canDoItemAction,
  type ItemAction,
  newsStatus,
  RICH_TEXT_CHANNELS,
  type WorkflowState,
} from '@gaceta/shared/news-workflow';
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
  like,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { offsetOf, pageOf } from '../../db/lists';
import { news, newsContents, newsPublications, newsRevisions, subjects, users } from '../../db/schema';
import { libraryFanOut } from '../../jobs/definitions/library-fan-out';
import {
  type PublishScheduledNewsPayload,
  publishScheduledNews,
} from '../../jobs/definitions/publish-scheduled-news';
import { AppError, fieldError } from '../../lib/app-error';
import { officeOrLibraryOf } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { deleteImage, imageUrl, storeImage } from '../files/stored-images';
import { type ChannelItem, channelFor, type NewsChannel } from './channels';
import { newsSearch } from './news-search';
import { sanitizeRichText } from './rich-text';

type NewsRow = typeof news.$inferSelect;
type PublicationRow = typeof newsPublications.$inferSelect;
type ContentRow = typeof newsContents.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toNewsItem(row: NewsRow, publications: PublicationRow[], ctx: ServiceContext): NewsItem {
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
    revision: row.revision,
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
const ownedBy = (officeId: string | null) => (officeId ? eq(news.officeId, officeId) : isNull(news.officeId));

/** Matches item `id` only inside `officeId`: no read or write reaches another office's news. */
const inOffice = (officeId: string | null, id: string) => and(eq(news.id, id), ownedBy(officeId));

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

const publicationsOf = (db: Database, newsId: string) =>
  db
    .select()
    .from(newsPublications)
    .where(eq(newsPublications.newsId, newsId))
    .orderBy(asc(newsPublications.channel));

const contentsOf = (db: Database, newsId: string) =>
  db.select().from(newsContents).where(eq(newsContents.newsId, newsId)).orderBy(asc(newsContents.channel));

async function withContents(
  ctx: ServiceContext,
  row: NewsRow,
  platform?: Channel,
): Promise<NewsWithContents> {
  const publications = await publicationsOf(ctx.db, row.id);
  const contents = await contentsOf(ctx.db, row.id);
  return {
    object: toNewsItem(row, publications, ctx),
    contents: contents
      .filter((content) => !platform || content.channel === platform)
      .map((c) => toContent(c, ctx)),
  };
}

/** A URL-safe slug from the title: lower case, accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'noticia';
}

/** The slugs that may clash with `base` (itself, or numbered). */
export const clashingSlugs = (base: string) => or(eq(news.slug, base), like(news.slug, `${base}-%`));

/** `base`, numbered (-2, -3…) when `taken` has it. */
export function numberedSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The title's slug, numbered when the office (or the library) already has it. */
async function freeSlug(db: Database, officeId: string | null, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: news.slug })
    .from(news)
    .where(and(ownedBy(officeId), clashingSlugs(base)));
  return numberedSlug(base, new Set(taken.map((row) => row.slug)));
}

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

function columnsOf(fields: RevisionFields) {
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

/** 422 with every field the item lacks, when it is about to be ready, active or published. */
function requireComplete(fields: RevisionFields, imageKey: string | null, platform?: Channel): void {
  const missing = missingForPublication({ ...fields, image: imageKey }, platform);
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION_FAILED', missing);
}

/**
 * Replaces the channel versions and keeps the revision: every save goes through here. A version
 * keeps its own image (set apart from saves, like the item's), as long as it is still sent.
 */
async function writeVersion(ctx: ServiceContext, row: NewsRow, fields: RevisionFields): Promise<void> {
  const images = new Map(
    (
      await ctx.db
        .delete(newsContents)
        .where(eq(newsContents.newsId, row.id))
        .returning({ channel: newsContents.channel, imageKey: newsContents.imageKey })
    ).map(({ channel, imageKey }) => [channel, imageKey]),
  );
  if (fields.contents.length > 0) {
    await ctx.db.insert(newsContents).values(
      fields.contents.map((content) => ({
        newsId: row.id,
        channel: content.platform,
        title: content.title,
        content: content.content,
        imageKey: images.get(content.platform) ?? null,
      })),
    );
  }
  await ctx.db.insert(newsRevisions).values({
    newsId: row.id,
    revision: row.revision,
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
    await writeVersion(ctx, row, fields);
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
    if (input.revision !== before.revision) {
      throw new AppError('STALE_REVISION', { revision: before.revision });
    }
    return saveRevision(ctx, before, fields, 'news.update');
  });
}

async function hasLivePublication(ctx: ServiceContext, newsId: string): Promise<boolean> {
  const [live] = await ctx.db
    .select({ id: newsPublications.id })
    .from(newsPublications)
    .where(
      and(
        eq(newsPublications.newsId, newsId),
        inArray(newsPublications.state, ['published', 'scheduled', 'publishing']),
      ),
    )
    .limit(1);
  return Boolean(live);
}

/** Writes `fields` as the item's next revision (a save, or a restore of an older one). */
async function saveRevision(
  ctx: ServiceContext,
  before: NewsRow,
  fields: RevisionFields,
  action: string,
): Promise<NewsWithContents> {
  // What readers see, or will see, stays complete: an active item, or one live or due on a channel.
  if (fields.active || (await hasLivePublication(ctx, before.id))) requireComplete(fields, before.imageKey);
  await checkSubjects(ctx.db, fields.subjects);
  const [row] = await ctx.db
    .update(news)
    .set({ ...columnsOf(fields), revision: before.revision + 1, toReview: false })
    .where(eq(news.id, before.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  await writeVersion(ctx, row, fields);
  await recordAudit(ctx, {
    action,
    targetId: row.id,
    officeId: row.officeId,
    data: { revision: row.revision },
  });
  return withContents(ctx, row);
}

export async function deleteNews(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const deleted = await withTransaction(ctx, async (ctx) => {
    const row = await findNews(ctx.db, officeId, id, true);
    await recordAudit(ctx, { action: 'news.delete', targetId: id, officeId, data: { title: row.title } });
    const versions = await contentsOf(ctx.db, id);
    await ctx.db.delete(news).where(inOffice(officeId, id));
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

async function imageInUse(db: Database, imageKey: string, officeId?: string | null): Promise<boolean> {
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
  return pageOf(
    rows.map((row) =>
      toNewsItem(
        row,
        publications.filter((publication) => publication.newsId === row.id),
        ctx,
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
  { image, platform }: NewsImageChoice,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  const before = await findNews(ctx.db, officeId, id);
  if (image !== null && !(await isOfficeImage(ctx, officeId, image))) {
    throw fieldError('VALIDATION_FAILED', 'image', MESSAGES.imageUnavailable.id);
  }
  if (!platform) {
    await ctx.db.update(news).set({ imageKey: image }).where(inOffice(officeId, id));
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

async function workflowStateOf(db: Database, row: NewsRow): Promise<WorkflowState> {
  const publications = await publicationsOf(db, row.id);
  return {
    editorial: row.editorialState,
    publications: publications.map((publication) => ({
      channel: publication.channel,
      state: publication.state,
    })),
  };
}

function refused(state: WorkflowState, action: string, platform?: Channel): AppError {
  const current = platform
    ? (state.publications.find((publication) => publication.channel === platform)?.state ?? 'none')
    : newsStatus(state);
  return new AppError('TRANSITION_NOT_ALLOWED', { action, ...(platform && { platform }), state: current });
}

/** Stores the derived status after a change to the editorial state or a publication. */
async function refreshStatus(ctx: ServiceContext, newsId: string): Promise<NewsRow> {
  const [row] = await ctx.db.select().from(news).where(eq(news.id, newsId));
  if (!row) throw new AppError('NOT_FOUND');
  const status = newsStatus(await workflowStateOf(ctx.db, row));
  const [updated] = await ctx.db.update(news).set({ status }).where(eq(news.id, newsId)).returning();
  return updated ?? row;
}

export async function savedFields(db: Database, row: NewsRow): Promise<RevisionFields> {
  const [latest] = await db
    .select({ fields: newsRevisions.fields })
    .from(newsRevisions)
    .where(and(eq(newsRevisions.newsId, row.id), eq(newsRevisions.revision, row.revision)));
  if (!latest) throw new Error(`news ${row.id} has no revision ${row.revision}`);
  return latest.fields;
}

async function itemTransition(
  ctx: ServiceContext,
  id: string,
  action: ItemAction,
  change: (ctx: ServiceContext, row: NewsRow) => Promise<Partial<NewsRow>>,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, action === 'mark_ready' ? 'news.write' : 'news.publish');
  return withTransaction(ctx, async (ctx) => {
    const row = await findNews(ctx.db, officeId, id, true);
    const state = await workflowStateOf(ctx.db, row);
    if (!canDoItemAction(state, action)) throw refused(state, action);
    await ctx.db
      .update(news)
      .set(await change(ctx, row))
      .where(eq(news.id, id));
    await recordAudit(ctx, { action: `news.${action}`, targetId: id, officeId });
    return withContents(ctx, await refreshStatus(ctx, id));
  });
}

export function markReady(ctx: ServiceContext, id: string): Promise<NewsWithContents> {
  return itemTransition(ctx, id, 'mark_ready', async (ctx, row) => {
    requireComplete(await savedFields(ctx.db, row), row.imageKey);
    return { editorialState: 'ready_to_publish', reviewComment: null, toReview: false };
  });
}

export function sendBack(ctx: ServiceContext, id: string, comment: string): Promise<NewsWithContents> {
  return itemTransition(ctx, id, 'send_back', async () => ({
    editorialState: 'in_preparation',
    reviewComment: comment,
  }));
}

async function channelTransition(
  ctx: ServiceContext,
  id: string,
  platform: Channel,
  action: ChannelAction,
  change: (ctx: ServiceContext, row: NewsRow, channel: NewsChannel) => Promise<void>,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.publish');
  return withTransaction(ctx, async (ctx) => {
    const row = await findNews(ctx.db, officeId, id, true);
    const channel = channelOf(row, platform);
    const state = await workflowStateOf(ctx.db, row);
    if (!canDoChannelAction(state, platform, action)) throw refused(state, action, platform);
    await change(ctx, row, channel);
    await recordAudit(ctx, { action: `news.${action}`, targetId: id, officeId, data: { platform } });
    return withContents(ctx, await refreshStatus(ctx, id));
  });
}

/** The library publishes on the web only: that is what sends its items to the offices. */
function channelOf(row: NewsRow, platform: Channel): NewsChannel {
  if (row.officeId === null && platform !== 'web') {
    throw new AppError('CHANNEL_NOT_AVAILABLE', { platform, library: true });
  }
  return channelFor(platform);
}

/** The item as its channel sees it: the channel's own title and content. */
function channelItemOf(row: NewsRow, fields: RevisionFields, platform: Channel): ChannelItem {
  const version = fields.contents.find((content) => content.platform === platform);
  return {
    id: row.id,
    officeId: row.officeId ?? '',
    slug: row.slug,
    title: version?.title ?? row.title,
    content: version?.content ?? '',
  };
}

/** The item for `channel`, once it has every field needed to go out there (422 naming the rest). */
async function publishableItem(
  ctx: ServiceContext,
  row: NewsRow,
  channel: NewsChannel,
): Promise<ChannelItem> {
  const fields = await savedFields(ctx.db, row);
  const item = channelItemOf(row, fields, channel.channel);
  const missing = {
    ...missingForPublication({ ...fields, image: row.imageKey }, channel.channel),
    ...channel.missing(item),
  };
  if (Object.keys(missing).length > 0) throw new AppError('VALIDATION_FAILED', missing);
  return item;
}

async function setPublication(
  ctx: ServiceContext,
  newsId: string,
  platform: Channel,
  values: Pick<PublicationRow, 'state' | 'scheduledAt' | 'publishedAt' | 'externalRef'>,
): Promise<void> {
  const row = { ...values, error: null, errorCode: null };
  await ctx.db
    .insert(newsPublications)
    .values({ newsId, channel: platform, ...row })
    .onConflictDoUpdate({ target: [newsPublications.newsId, newsPublications.channel], set: row });
}

/**
 * Publishing or scheduling approves the item: it leaves preparation, and any send-back comment; a
 * library copy is no longer to review.
 */
const approve = (ctx: ServiceContext, row: NewsRow, publishedAt?: Date) =>
  ctx.db
    .update(news)
    .set({
      editorialState: 'ready_to_publish',
      reviewComment: null,
      toReview: false,
      ...(publishedAt && !row.publishedAt && { publishedAt }),
    })
    .where(eq(news.id, row.id));

/**
 * Hands the item to its channel and records what came of it: now, or when its schedule fires. A
 * library item published on the web is then given to the offices it concerns, by a job enqueued in
 * the same transaction (decision 016).
 */
async function publishOn(ctx: ServiceContext, row: NewsRow, channel: NewsChannel): Promise<void> {
  const outcome = await channel.publish(ctx, await publishableItem(ctx, row, channel));
  await setPublication(
    ctx,
    row.id,
    channel.channel,
    outcome.state === 'published'
      ? {
          state: 'published',
          scheduledAt: null,
          publishedAt: outcome.publishedAt,
          externalRef: outcome.externalRef,
        }
      : { state: 'publishing', scheduledAt: null, publishedAt: null, externalRef: null },
  );
  await approve(ctx, row, outcome.state === 'published' ? outcome.publishedAt : undefined);
  if (row.officeId === null && outcome.state === 'published') {
    await ctx.jobs.enqueue(ctx, libraryFanOut, { news_id: row.id });
  }
}

export function publishNews(ctx: ServiceContext, id: string, platform: Channel): Promise<NewsWithContents> {
  return channelTransition(ctx, id, platform, 'publish', (ctx, row, channel) => publishOn(ctx, row, channel));
}

/**
 * Records when the channel's version goes out, and enqueues the job that publishes it then, in the
 * same transaction: a schedule that rolls back leaves no job, and one that commits survives restarts.
 */
export function scheduleNews(
  ctx: ServiceContext,
  id: string,
  platform: Channel,
  publishedAt: string,
): Promise<NewsWithContents> {
  const at = new Date(publishedAt);
  if (at <= ctx.clock.now())
    throw new AppError('VALIDATION_FAILED', { published_at: [fieldMessage(DATE_INVALID)] });
  return channelTransition(ctx, id, platform, 'schedule', async (ctx, row, channel) => {
    await publishableItem(ctx, row, channel);
    await setPublication(ctx, id, platform, {
      state: 'scheduled',
      scheduledAt: at,
      publishedAt: null,
      externalRef: null,
    });
    await approve(ctx, row);
    const run: ScheduledRun = {
      news_id: id,
      office_id: row.officeId,
      platform,
      scheduled_at: at.toISOString(),
    };
    await ctx.jobs.enqueue(ctx, publishScheduledNews, run, { startAfter: at });
  });
}

/** The scheduled publication a job run is for. */
type ScheduledRun = PublishScheduledNewsPayload;

/**
 * The run's publication, locked, when it is still scheduled for the run's time; otherwise null: it
 * was cancelled, rescheduled, published by hand or deleted since, and the run has nothing to do.
 */
async function standingSchedule(ctx: ServiceContext, run: ScheduledRun): Promise<PublicationRow | null> {
  const [publication] = await ctx.db
    .select()
    .from(newsPublications)
    .where(publicationOf(run.news_id, run.platform))
    .for('update');
  const stands =
    publication?.state === 'scheduled' &&
    publication.scheduledAt?.getTime() === new Date(run.scheduled_at).getTime();
  return stands ? publication : null;
}

/** The scheduling job's run: publishes the channel's version if the schedule still stands. */
export async function publishScheduled(ctx: ServiceContext, run: ScheduledRun): Promise<void> {
  const officeId = officeOrLibraryOf(ctx, 'news.publish');
  await withTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(news).where(inOffice(officeId, run.news_id)).for('update');
    if (!row || !(await standingSchedule(ctx, run))) {
      ctx.logger.info({ newsId: run.news_id, platform: run.platform }, 'schedule no longer stands');
      return;
    }
    await publishOn(ctx, row, channelOf(row, run.platform));
    await recordAudit(ctx, {
      action: 'news.publish',
      targetId: row.id,
      officeId,
      data: { platform: run.platform, scheduled_at: run.scheduled_at },
    });
    await refreshStatus(ctx, row.id);
  });
}

/** Text enough for the editor to act on: the error's message, and the fields it names. */
function failureText(error: unknown): string {
  if (error instanceof AppError && error.details) {
    return `${error.message}: ${Object.keys(error.details).join(', ')}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A failed run leaves its error on the publication, which stays scheduled while retries remain and
 * becomes failed after the last one (if the schedule still stands).
 */
export async function recordScheduleFailure(
  ctx: ServiceContext,
  run: ScheduledRun,
  failure: { error: unknown; willRetry: boolean },
): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const publication = await standingSchedule(ctx, run);
    if (!publication) return;
    await ctx.db
      .update(newsPublications)
      .set({
        error: failureText(failure.error).slice(0, 1000),
        errorCode: failure.error instanceof AppError ? failure.error.code : 'INTERNAL',
        ...(!failure.willRetry && { state: 'failed' }),
      })
      .where(eq(newsPublications.id, publication.id));
    if (!failure.willRetry) await refreshStatus(ctx, run.news_id);
  });
}

const publicationOf = (id: string, platform: Channel) =>
  and(eq(newsPublications.newsId, id), eq(newsPublications.channel, platform));

export function cancelSchedule(
  ctx: ServiceContext,
  id: string,
  platform: Channel,
): Promise<NewsWithContents> {
  return channelTransition(ctx, id, platform, 'cancel_schedule', async (ctx) => {
    await ctx.db.delete(newsPublications).where(publicationOf(id, platform));
  });
}

export function unpublishNews(ctx: ServiceContext, id: string, platform: Channel): Promise<NewsWithContents> {
  return channelTransition(ctx, id, platform, 'unpublish', async (ctx, row, channel) => {
    await channel.unpublish(ctx, channelItemOf(row, await savedFields(ctx.db, row), platform));
    await ctx.db.update(newsPublications).set({ state: 'unpublished' }).where(publicationOf(id, platform));
  });
}

/* Revisions */

export async function listRevisions(ctx: ServiceContext, id: string): Promise<{ objects: NewsRevision[] }> {
  const officeId = officeOrLibraryOf(ctx, 'news.read');
  const row = await findNews(ctx.db, officeId, id);
  const rows = await ctx.db
    .select({
      revision: newsRevisions.revision,
      createdAt: newsRevisions.createdAt,
      fields: newsRevisions.fields,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(newsRevisions)
    .leftJoin(users, eq(users.id, newsRevisions.authorId))
    .where(eq(newsRevisions.newsId, row.id))
    .orderBy(desc(newsRevisions.revision));
  return {
    objects: rows.map((revision) => ({
      revision: revision.revision,
      created_at: revision.createdAt.toISOString(),
      author: revision.authorId
        ? { id: revision.authorId, name: `${revision.firstName} ${revision.lastName}`.trim() }
        : null,
      fields: revision.fields,
    })),
  };
}

/** Brings back an older revision's fields as a new revision; nothing in between is lost. */
export async function restoreRevision(
  ctx: ServiceContext,
  id: string,
  revision: number,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  return withTransaction(ctx, async (ctx) => {
    const before = await findNews(ctx.db, officeId, id, true);
    const [kept] = await ctx.db
      .select({ fields: newsRevisions.fields })
      .from(newsRevisions)
      .where(and(eq(newsRevisions.newsId, id), eq(newsRevisions.revision, revision)));
    if (!kept) throw new AppError('NOT_FOUND');
    return saveRevision(ctx, before, kept.fields, 'news.restore');
  });
}
