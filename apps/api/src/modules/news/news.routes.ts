import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { IdParam, ListOf, PageOf } from '@gaceta/shared/common';
import {
  NewsCreateInput,
  NewsImageChoice,
  NewsItem,
  NewsListQuery,
  NewsReadQuery,
  NewsRevision,
  NewsUpdateInput,
  NewsWithContents,
  PlatformInput,
  PublishInput,
  RevisionParam,
  ScheduleInput,
  SendBackInput,
} from '@gaceta/shared/news';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { messageResponse } from '../../lib/i18n';
import { uploadedFile } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  chooseNewsImage,
  createNews,
  deleteNews,
  getNews,
  listNews,
  setNewsImage,
  updateNews,
} from './news.service';
import { cancelSchedule, publishNews, scheduleNews, unpublishNews } from './news-publishing.service';
import {
  discardPendingRevision,
  listRevisions,
  publishPendingRevision,
  restoreRevision,
} from './news-revisions.service';
import { markReady, sendBack } from './news-workflow.service';

const tags = ['news'] as const;
const one = { status: 200, schema: NewsWithContents };
const TRANSITION_ERRORS = ['VALIDATION_FAILED', 'NOT_FOUND', 'TRANSITION_NOT_ALLOWED'] as const;
const CHANNEL_ERRORS = [
  ...TRANSITION_ERRORS,
  'CHANNEL_NOT_AVAILABLE',
  // The newsletter channel sends a one-item campaign (modules/newsletter).
  'NEWSLETTER_SENDER_NOT_VERIFIED',
  'NEWSLETTER_NO_RECIPIENTS',
  'NEWSLETTER_QUOTA_EXCEEDED',
] as const;

/**
 * The office's news (spec section 7): writers save and mark ready, reviewers publish. For an admin
 * acting as themselves, the same calls act on the provider's library (docs/news.md).
 */
export const newsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/news_infos',
    describe({
      access: 'news.read',
      summary:
        "The office's news (an admin's: the library's), searched (case and accents ignored, title matches first), filtered and paginated",
      tags,
      response: { status: 200, schema: PageOf(NewsItem) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', NewsListQuery),
    async (c) => c.json(await listNews(c.var.ctx, c.req.valid('query')), 200),
  )
  .get(
    '/v1/news_infos/:id',
    describe({
      access: 'news.read',
      summary:
        'One news item with its channel versions; with office_id and platform, the preview of one version',
      tags,
      response: one,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', NewsReadQuery),
    async (c) => c.json(await getNews(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .post(
    '/v1/news_infos',
    describe({
      access: 'news.write',
      summary: 'Write a news item (a draft needs only its title)',
      tags,
      response: { status: 201, schema: NewsWithContents, description: 'Created' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', NewsCreateInput),
    async (c) => c.json(await createNews(c.var.ctx, c.req.valid('json')), 201),
  )
  .put(
    '/v1/news_infos/:id',
    describe({
      access: 'news.write',
      summary: 'Save a news item; `revision` is the one the edit started from, and an older one is refused',
      tags,
      response: one,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'STALE_REVISION'],
    }),
    validate('param', IdParam),
    validate('json', NewsUpdateInput),
    async (c) => c.json(await updateNews(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete(
    '/v1/news_infos/:id',
    describe({
      access: 'news.write',
      summary: 'Delete a news item, published or not',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        messageResponse(
          c.req.header('accept-language'),
          await deleteNews(c.var.ctx, c.req.valid('param').id),
        ),
        200,
      ),
  )
  .put(
    '/v1/news_infos/:id/image',
    describe({
      access: 'news.write',
      summary: "Upload the item's image (png, jpeg or webp, at most 5 MB), kept in web sizes",
      tags,
      upload: 'file',
      response: one,
      errors: ['VALIDATION_FAILED', 'INVALID_IMAGE', 'PAYLOAD_TOO_LARGE', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await setNewsImage(c.var.ctx, c.req.valid('param').id, await uploadedFile(c)), 200),
  )
  .put(
    '/v1/news_infos/:id/image_choice',
    describe({
      access: 'news.write',
      summary:
        "Make an image already stored for the office (made by the AI, or picked from GET /v1/ai/stock_images) the item's image, or with `platform` that channel version's own (null: back to the item's)",
      tags,
      response: one,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('json', NewsImageChoice),
    async (c) => c.json(await chooseNewsImage(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .post(
    '/v1/news_infos/:id/mark_ready',
    describe({
      access: 'news.write',
      summary: 'Mark an item in preparation ready to publish (every required field present)',
      tags,
      response: one,
      errors: [...TRANSITION_ERRORS],
    }),
    validate('param', IdParam),
    async (c) => c.json(await markReady(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/news_infos/:id/send_back',
    describe({
      access: 'news.publish',
      summary: 'Send an item back to preparation with a comment for its writers',
      tags,
      response: one,
      errors: [...TRANSITION_ERRORS],
    }),
    validate('param', IdParam),
    validate('json', SendBackInput),
    async (c) => c.json(await sendBack(c.var.ctx, c.req.valid('param').id, c.req.valid('json').comment), 200),
  )
  .post(
    '/v1/news_infos/:id/publish',
    describe({
      access: 'news.publish',
      summary:
        "Publish a channel's version now; on the web the item becomes active until publish_to or the office's default window (a library item: on the web, which gives it to the offices)",
      tags,
      response: one,
      errors: [...CHANNEL_ERRORS],
    }),
    validate('param', IdParam),
    validate('json', PublishInput),
    async (c) => c.json(await publishNews(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .post(
    '/v1/news_infos/:id/schedule_news',
    describe({
      access: 'news.publish',
      summary:
        "Schedule a channel's version for a future date and time; on the web the item becomes active from then until publish_to or the office's default window",
      tags,
      response: one,
      errors: [...CHANNEL_ERRORS],
    }),
    validate('param', IdParam),
    validate('json', ScheduleInput),
    async (c) => c.json(await scheduleNews(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .post(
    '/v1/news_infos/:id/cancel_schedule',
    describe({
      access: 'news.publish',
      summary: "Cancel a channel's scheduled publication",
      tags,
      response: one,
      errors: [...CHANNEL_ERRORS],
    }),
    validate('param', IdParam),
    validate('json', PlatformInput),
    async (c) =>
      c.json(await cancelSchedule(c.var.ctx, c.req.valid('param').id, c.req.valid('json').platform), 200),
  )
  .post(
    '/v1/news_infos/:id/unpublish',
    describe({
      access: 'news.publish',
      summary: "Take a channel's version down",
      tags,
      response: one,
      errors: [...CHANNEL_ERRORS],
    }),
    validate('param', IdParam),
    validate('json', PlatformInput),
    async (c) =>
      c.json(await unpublishNews(c.var.ctx, c.req.valid('param').id, c.req.valid('json').platform), 200),
  )
  .get(
    '/v1/news_infos/:id/revisions',
    describe({
      access: 'news.read',
      summary: "An item's revisions, newest first",
      tags,
      response: { status: 200, schema: ListOf(NewsRevision) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await listRevisions(c.var.ctx, c.req.valid('param').id), 200),
  )
  .post(
    '/v1/news_infos/:id/revisions/:revision/restore',
    describe({
      access: 'news.write',
      summary: 'Restore an older revision (saved as a new revision)',
      tags,
      response: one,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', RevisionParam),
    async (c) => {
      const { id, revision } = c.req.valid('param');
      return c.json(await restoreRevision(c.var.ctx, id, revision), 200);
    },
  )
  .post(
    '/v1/news_infos/:id/pending_revision/publish',
    describe({
      access: 'news.publish',
      summary: 'Publish the changes to a live item that wait for review: readers see them from now on',
      tags,
      response: one,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await publishPendingRevision(c.var.ctx, c.req.valid('param').id), 200),
  )
  .delete(
    '/v1/news_infos/:id/pending_revision',
    describe({
      access: 'news.write',
      summary: 'Drop the changes to a live item that wait for review (they stay in the history)',
      tags,
      response: one,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await discardPendingRevision(c.var.ctx, c.req.valid('param').id), 200),
  );
