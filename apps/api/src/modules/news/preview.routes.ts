import { IdParam, ObjectOf } from '@gaceta/shared/common';
import {
  LinkPreviewQuery,
  NewsPreview,
  PreviewLink,
  PreviewLinkInput,
  PreviewQuery,
} from '@gaceta/shared/news/preview';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { issuePreviewLink, previewByLink, previewNews } from './preview.service';

const tags = ['news'] as const;
const preview = { status: 200, schema: ObjectOf(NewsPreview) };

/** Previews of a channel's version (docs/decisions/017-preview-links.md). */
export const previewRoutes = new Hono<AppEnv>()
  .get(
    '/v1/news_infos/:id/preview',
    describe({
      access: 'news.read',
      summary:
        "One channel's version as the channel shows it, disclaimer included; version is `current` or a revision",
      tags,
      response: preview,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('query', PreviewQuery),
    async (c) => c.json(await previewNews(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .post(
    '/v1/news_infos/:id/preview_links',
    describe({
      access: 'news.read',
      summary:
        "A signed link, valid for 7 days, to the preview of one channel's version, for people without an account",
      tags,
      response: { status: 201, schema: PreviewLink, description: 'Created' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('json', PreviewLinkInput),
    async (c) =>
      c.json(await issuePreviewLink(c.var.ctx, c.req.valid('param').id, c.req.valid('json').platform), 201),
  )
  .get(
    '/v1/news_previews/:id',
    describe({
      access: 'public',
      summary: 'The preview opened with a preview link’s token (only its item, office and platform)',
      tags,
      response: preview,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'PREVIEW_LINK_INVALID', 'PREVIEW_LINK_EXPIRED'],
    }),
    validate('param', IdParam),
    validate('query', LinkPreviewQuery),
    async (c) => c.json(await previewByLink(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  );
