// An item's revisions: the list, and bringing an older one back as a new revision.
import type { NewsRevision, NewsWithContents } from '@gaceta/shared/news';
import { and, desc, eq } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { newsRevisions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { officeOrLibraryOf } from '../access/guards';
import { saveRevision } from './news.service';
import { findNews } from './news-rows';

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
