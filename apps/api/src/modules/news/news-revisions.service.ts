// An item's revisions: the list, bringing an older one back as a new revision, and the changes to a
// live item that wait for review (published or dropped).
import type { NewsRevision, NewsWithContents } from '@gaceta/shared/news';
import { and, desc, eq } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { news, newsRevisions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { officeOrLibraryOf } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { applyPendingRevision, saveRevision } from './news.service';
import { findNews, revisionColumns, toRevision, withContents } from './news-rows';

export async function listRevisions(ctx: ServiceContext, id: string): Promise<{ objects: NewsRevision[] }> {
  const officeId = officeOrLibraryOf(ctx, 'news.read');
  const row = await findNews(ctx.db, officeId, id);
  const rows = await ctx.db
    .select(revisionColumns)
    .from(newsRevisions)
    .leftJoin(users, eq(users.id, newsRevisions.authorId))
    .where(eq(newsRevisions.newsId, row.id))
    .orderBy(desc(newsRevisions.revision));
  return { objects: rows.map(toRevision) };
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
    return saveRevision(ctx, before, kept.fields, 'news.restore', false);
  });
}

/** A publisher publishes the changes waiting for review: readers see them from now on. */
export function publishPendingRevision(ctx: ServiceContext, id: string): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.publish');
  return withTransaction(ctx, async (ctx) => {
    const row = await findNews(ctx.db, officeId, id, true);
    if (row.pendingRevision === null) throw new AppError('NOT_FOUND');
    return withContents(ctx, await applyPendingRevision(ctx, row));
  });
}

/**
 * Drops the changes waiting for review (they stay in the history): the item is again what readers
 * see. Its writers may withdraw their changes, as a publisher may turn them down.
 */
export function discardPendingRevision(ctx: ServiceContext, id: string): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.write');
  return withTransaction(ctx, async (ctx) => {
    const row = await findNews(ctx.db, officeId, id, true);
    if (row.pendingRevision === null) throw new AppError('NOT_FOUND');
    const [kept] = await ctx.db
      .update(news)
      .set({ pendingRevision: null })
      .where(eq(news.id, id))
      .returning();
    if (!kept) throw new AppError('NOT_FOUND');
    await recordAudit(ctx, {
      action: 'news.discard_changes',
      targetId: id,
      officeId,
      data: { revision: row.pendingRevision },
    });
    return withContents(ctx, kept);
  });
}
