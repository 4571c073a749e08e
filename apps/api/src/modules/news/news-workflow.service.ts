// The editorial workflow (marking an item ready, sending it back) and the status derived from it
// and the item's publications.
import type { NewsWithContents } from '@gaceta/shared/news';
import {
  type Channel,
  canDoItemAction,
  type ItemAction,
  newsStatus,
  type WorkflowState,
} from '@gaceta/shared/news/workflow';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { currentUser, type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { news, newsPublications, newsRevisions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { officeOrLibraryOf } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { emailNotice } from '../users/notices.service';
import { requireComplete } from './news.service';
import { findNews, type NewsRow, publicationsOf, savedFields, withContents } from './news-rows';

export async function workflowStateOf(db: Database, row: NewsRow): Promise<WorkflowState> {
  const publications = await publicationsOf(db, row.id);
  return {
    editorial: row.editorialState,
    publications: publications.map((publication) => ({
      channel: publication.channel,
      state: publication.state,
    })),
  };
}

export function refused(state: WorkflowState, action: string, platform?: Channel): AppError {
  const current = platform
    ? (state.publications.find((publication) => publication.channel === platform)?.state ?? 'none')
    : newsStatus(state);
  return new AppError('TRANSITION_NOT_ALLOWED', { action, ...(platform && { platform }), state: current });
}

/** Stores the derived status after a change to the editorial state or a publication. */
export async function refreshStatus(ctx: ServiceContext, newsId: string): Promise<NewsRow> {
  const [row] = await ctx.db.select().from(news).where(eq(news.id, newsId));
  if (!row) throw new AppError('NOT_FOUND');
  const status = newsStatus(await workflowStateOf(ctx.db, row));
  const [updated] = await ctx.db.update(news).set({ status }).where(eq(news.id, newsId)).returning();
  return updated ?? row;
}

/**
 * A channel that sends items out of publishNews (a newsletter campaign of several) marks each one
 * 'publishing' here as it starts, and settles it with settlePublication when it has gone.
 */
export async function beginPublication(ctx: ServiceContext, newsId: string, channel: Channel): Promise<void> {
  const values = {
    state: 'publishing',
    scheduledAt: null,
    publishedAt: null,
    externalRef: null,
    error: null,
    errorCode: null,
  } as const;
  await ctx.db
    .insert(newsPublications)
    .values({ newsId, channel, ...values })
    .onConflictDoUpdate({ target: [newsPublications.newsId, newsPublications.channel], set: values });
  await refreshStatus(ctx, newsId);
}

/**
 * Where a channel answered 'publishing' and its job finishes later (the social channel, a
 * newsletter campaign), the job settles the publication here: the one way back to News; a publication no longer publishing (unpublished meanwhile) is left
 * as it is.
 */
export async function settlePublication(
  ctx: ServiceContext,
  newsId: string,
  channel: Channel,
  outcome:
    | { state: 'published'; publishedAt: Date; externalRef: string | null }
    | { state: 'failed'; errorCode: string; error: string },
): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const values =
      outcome.state === 'published'
        ? { ...outcome, error: null, errorCode: null }
        : { state: outcome.state, errorCode: outcome.errorCode, error: outcome.error.slice(0, 1000) };
    await ctx.db
      .update(newsPublications)
      .set(values)
      .where(
        and(
          eq(newsPublications.newsId, newsId),
          eq(newsPublications.channel, channel),
          eq(newsPublications.state, 'publishing'),
        ),
      );
    if (outcome.state === 'published') {
      await ctx.db
        .update(news)
        .set({ publishedAt: outcome.publishedAt })
        .where(and(eq(news.id, newsId), isNull(news.publishedAt)));
    }
    await refreshStatus(ctx, newsId);
  });
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

/** `notify: false` for a send-back of the past (the demo's history): nobody is emailed about it. */
export function sendBack(
  ctx: ServiceContext,
  id: string,
  comment: string,
  { notify = true } = {},
): Promise<NewsWithContents> {
  return itemTransition(ctx, id, 'send_back', async (ctx, row) => {
    if (notify) await emailWriters(ctx, row, comment);
    return { editorialState: 'in_preparation', reviewComment: comment };
  });
}

/**
 * Tells an item's writers by email that it was sent back, each who allows it (their user menu):
 * everyone who saved a revision of it but the reviewer, in the language they last chose.
 * Enqueued in the transition's transaction (decision 023), so a refused send-back sends nothing.
 */
async function emailWriters(ctx: ServiceContext, row: NewsRow, comment: string): Promise<void> {
  const reviewerId = currentUser(ctx).id;
  const [reviewer] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, reviewerId));
  const writers = await ctx.db
    .selectDistinct({ id: newsRevisions.authorId })
    .from(newsRevisions)
    .where(and(eq(newsRevisions.newsId, row.id), ne(newsRevisions.authorId, reviewerId)));
  await emailNotice(
    ctx,
    { officeId: row.officeId, userIds: writers.flatMap((writer) => writer.id ?? []) },
    (writer) => ({
      template: 'news_sent_back',
      firstName: writer.firstName,
      title: row.title,
      reviewer: `${reviewer?.firstName ?? ''} ${reviewer?.lastName ?? ''}`.trim(),
      comment,
      link: `${ctx.config.publicUrl}/news/edit/${row.id}`,
    }),
  );
}
