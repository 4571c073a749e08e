// Publishing an item on a channel: now, on a schedule (run by the publish-scheduled-news job),
// cancelled or taken down.
import { fieldMessage } from '@gaceta/shared/messages';
import {
  DATE_AFTER_PUBLISHING,
  DATE_FUTURE,
  missingForPublication,
  type NewsWithContents,
  type PublishInput,
  type RevisionFields,
  type ScheduleInput,
} from '@gaceta/shared/news';
import { type Channel, type ChannelAction, canDoChannelAction } from '@gaceta/shared/news/workflow';
import { DEFAULT_WEB_WINDOW, webWindowEnd } from '@gaceta/shared/website/web-window';
import { and, eq, sql } from 'drizzle-orm';
import { type ChannelItem, type NewsChannel, type ServiceContext, withTransaction } from '../../context';
import { news, newsPublications, offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { libraryFanOut } from '../../queue/definitions/library-fan-out';
import {
  type PublishScheduledNewsPayload,
  publishScheduledNews,
} from '../../queue/definitions/publish-scheduled-news';
import { officeOrLibraryOf } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { applyPendingRevision, saveRevision } from './news.service';
import {
  findNews,
  inOffice,
  type NewsRow,
  type PublicationRow,
  savedFields,
  withContents,
} from './news-rows';
import { refreshStatus, refused, workflowStateOf } from './news-workflow.service';

async function channelTransition(
  ctx: ServiceContext,
  id: string,
  platform: Channel,
  action: ChannelAction,
  change: (ctx: ServiceContext, row: NewsRow, channel: NewsChannel) => Promise<void>,
): Promise<NewsWithContents> {
  const officeId = officeOrLibraryOf(ctx, 'news.publish');
  return withTransaction(ctx, async (ctx) => {
    const found = await findNews(ctx.db, officeId, id, true);
    const channel = channelOf(ctx, found, platform);
    const state = await workflowStateOf(ctx.db, found);
    if (!canDoChannelAction(state, platform, action)) throw refused(state, action, platform);
    // Publishing approves the item, changes waiting for review included: they go out too.
    const approves = action === 'publish' || action === 'schedule';
    const row = approves ? await applyPendingRevision(ctx, found) : found;
    await change(ctx, row, channel);
    await recordAudit(ctx, { action: `news.${action}`, targetId: id, officeId, data: { platform } });
    return withContents(ctx, await refreshStatus(ctx, id));
  });
}

/** The library publishes on the web only: that is what sends its items to the offices. */
function channelOf(ctx: ServiceContext, row: NewsRow, platform: Channel): NewsChannel {
  if (row.officeId === null && platform !== 'web') {
    throw new AppError('CHANNEL_NOT_AVAILABLE', { platform, library: true });
  }
  const channel = ctx.channels[platform];
  if (!channel) throw new AppError('CHANNEL_NOT_AVAILABLE', { platform });
  return channel;
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
  // Every change of a publication's schedule is a new version of its calendar event (the feed's SEQUENCE).
  const revised = { ...row, scheduleRevision: sql`${newsPublications.scheduleRevision} + 1` };
  await ctx.db
    .insert(newsPublications)
    .values({ newsId, channel: platform, ...row })
    .onConflictDoUpdate({ target: [newsPublications.newsId, newsPublications.channel], set: revised });
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
 * Hands the item (as publishableItem checked it) to its channel and records what came of it: now,
 * or when its schedule fires. A library item published on the web is then given to the offices it concerns, by a job enqueued in
 * the same transaction (decision 016).
 */
async function publishOn(
  ctx: ServiceContext,
  row: NewsRow,
  channel: NewsChannel,
  item: ChannelItem,
): Promise<void> {
  const outcome = await channel.publish(ctx, item);
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

/**
 * Publishing on the web puts the item on the website in the same step, as a new revision: active
 * from `from` (the publishing moment) until `until`, or the office's default window (docs/news.md,
 * Publishing on the web). Returns the item as it now is.
 */
async function showOnWebsite(
  ctx: ServiceContext,
  row: NewsRow,
  from: Date,
  until?: string,
): Promise<NewsRow> {
  const [office] = row.officeId
    ? await ctx.db.select({ webWindow: offices.webWindow }).from(offices).where(eq(offices.id, row.officeId))
    : [];
  const to = until ? new Date(until) : webWindowEnd(from, office?.webWindow ?? DEFAULT_WEB_WINDOW);
  if (to <= from)
    throw new AppError('VALIDATION_FAILED', { publish_to: [fieldMessage(DATE_AFTER_PUBLISHING)] });
  const fields = await savedFields(ctx.db, row);
  const window = { active: true, publish_from: from.toISOString(), publish_to: to.toISOString() };
  await saveRevision(ctx, row, { ...fields, ...window }, 'news.update', true);
  return findNews(ctx.db, row.officeId, row.id, true);
}

export function publishNews(
  ctx: ServiceContext,
  id: string,
  { platform, publish_to }: PublishInput,
): Promise<NewsWithContents> {
  return channelTransition(ctx, id, platform, 'publish', async (ctx, row, channel) => {
    // Checked before the website's window is saved, so a refusal names every missing field.
    const item = await publishableItem(ctx, row, channel);
    const current = platform === 'web' ? await showOnWebsite(ctx, row, ctx.clock.now(), publish_to) : row;
    await publishOn(ctx, current, channel, item);
  });
}

/**
 * Records when the channel's version goes out, and enqueues the job that publishes it then, in the
 * same transaction: a schedule that rolls back leaves no job, and one that commits survives restarts.
 */
export function scheduleNews(
  ctx: ServiceContext,
  id: string,
  { platform, published_at, publish_to }: ScheduleInput,
): Promise<NewsWithContents> {
  const at = new Date(published_at);
  if (at <= ctx.clock.now())
    throw new AppError('VALIDATION_FAILED', { published_at: [fieldMessage(DATE_FUTURE)] });
  return channelTransition(ctx, id, platform, 'schedule', async (ctx, row, channel) => {
    await publishableItem(ctx, row, channel);
    // The website shows it from the scheduled moment: active now, visible from then.
    const item = platform === 'web' ? await showOnWebsite(ctx, row, at, publish_to) : row;
    await setPublication(ctx, id, platform, {
      state: 'scheduled',
      scheduledAt: at,
      publishedAt: null,
      externalRef: null,
    });
    await approve(ctx, item);
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
    const channel = channelOf(ctx, row, run.platform);
    await publishOn(ctx, row, channel, await publishableItem(ctx, row, channel));
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
