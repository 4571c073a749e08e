import {
  AiCapabilities,
  AiCoverInput,
  AiImage,
  AiImageInput,
  AiTextInput,
  AiTextResult,
  AiUsage,
  AiUsageByOffice,
  AiUsageByOfficeQuery,
  AiUsageQuery,
  NewsDraft,
  NewsFromPdfFields,
  NewsFromSourceInput,
  StockImage,
  StockImageChoice,
  StockImagesQuery,
  StoredStockImage,
} from '@gaceta/shared/ai';
import { ListOf } from '@gaceta/shared/common';
import type { ErrorBody } from '@gaceta/shared/errors';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/app-error';
import { uploadedFile } from '../../middleware/upload';
import { parseOrFail, validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { getCapabilities, startTextAction } from './ai.service';
import { chooseStockImage, generateAiImage, generateCover, searchStockImages } from './ai-images.service';
import { newsFromPdf, newsFromSource } from './ai-sources.service';
import { getAiUsage, getAiUsageByOffice } from './ai-usage.service';

const tags = ['ai'] as const;
const CALL_ERRORS = ['VALIDATION_FAILED', 'RATE_LIMITED'] as const;

const wantsStream = (c: Context) => c.req.header('accept')?.includes('text/event-stream') ?? false;

/** An error said inside a stream, where the status line has already gone out. */
function streamedError(error: unknown): ErrorBody | null {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, ...(error.details && { details: error.details }) };
  }
  return null;
}

/** The AI writing assistant (docs/ai.md): text actions, news from a source, images. */
export const aiRoutes = new Hono<AppEnv>()
  .get(
    '/v1/ai/capabilities',
    describe({
      access: 'ai.use',
      summary: 'What the AI configuration can do, so the back-office offers only that',
      tags,
      response: { status: 200, schema: AiCapabilities },
    }),
    (c) => c.json(getCapabilities(c.var.ctx), 200),
  )
  .post(
    '/v1/ai/text',
    describe({
      access: 'ai.use',
      summary:
        'Run an editor action on a text. With `Accept: text/event-stream` the answer streams as `delta` events ({ text }) and ends with a `result` (the JSON below) or an `error` event',
      tags,
      response: { status: 200, schema: AiTextResult },
      errors: [...CALL_ERRORS, 'AI_NOT_CONFIGURED', 'AI_PROVIDER_ERROR'],
    }),
    validate('json', AiTextInput),
    async (c) => {
      const run = await startTextAction(c.var.ctx, c.req.valid('json'));
      if (!wantsStream(c)) return c.json(await run({ signal: c.req.raw.signal }), 200);
      return streamSSE(c, async (stream) => {
        const cancelled = new AbortController();
        stream.onAbort(() => cancelled.abort());
        const signal = AbortSignal.any([c.req.raw.signal, cancelled.signal]);
        try {
          const result = await run({
            signal,
            onDelta: (text) => void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
          });
          await stream.writeSSE({ event: 'result', data: JSON.stringify(result) });
        } catch (error) {
          if (signal.aborted) return;
          const body = streamedError(error);
          if (!body) c.var.ctx.logger.error({ err: error }, 'unhandled error in an AI stream');
          const answer = body ?? { code: 'INTERNAL', message: 'Internal server error' };
          await stream.writeSSE({ event: 'error', data: JSON.stringify(answer) });
        }
      });
    },
  )
  .post(
    '/v1/ai/news_from_source',
    describe({
      access: 'ai.use',
      summary:
        'A draft news item (title, summary, keywords, meta texts, channel versions) from JSON `{ source: "text" | "url", text?, url?, versions, language? }`, or from a PDF sent as multipart (`file`, `versions`, `language`)',
      tags,
      upload: 'file',
      response: { status: 200, schema: NewsDraft },
      errors: [
        ...CALL_ERRORS,
        'MALFORMED_JSON',
        'PAYLOAD_TOO_LARGE',
        'INVALID_URL',
        'URL_NOT_ALLOWED',
        'URL_FETCH_FAILED',
      ],
    }),
    async (c) => {
      const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data');
      if (multipart) {
        const bytes = await uploadedFile(c);
        const form = await c.req.parseBody({ all: true });
        const versions = [form.versions ?? []].flat().flatMap((value) => String(value).split(','));
        const fields = parseOrFail(NewsFromPdfFields, { versions, language: form.language ?? undefined });
        return c.json(await newsFromPdf(c.var.ctx, bytes, fields), 200);
      }
      const body = await c.req.json().catch(() => {
        throw new AppError('MALFORMED_JSON');
      });
      return c.json(await newsFromSource(c.var.ctx, parseOrFail(NewsFromSourceInput, body)), 200);
    },
  )
  .post(
    '/v1/ai/images',
    describe({
      access: 'ai.use',
      summary:
        'An image from a prompt, style and orientation (needs the image provider), stored like an upload',
      tags,
      response: { status: 201, schema: AiImage, description: 'Created' },
      errors: [...CALL_ERRORS, 'AI_NOT_CONFIGURED', 'AI_IMAGE_ERROR'],
    }),
    validate('json', AiImageInput),
    async (c) => c.json(await generateAiImage(c.var.ctx, c.req.valid('json')), 201),
  )
  .post(
    '/v1/ai/cover_image',
    describe({
      access: 'ai.use',
      summary: "A cover image drawn offline: the title on the office's colours, in the chosen orientation",
      tags,
      response: { status: 201, schema: AiImage, description: 'Created' },
      errors: [...CALL_ERRORS],
    }),
    validate('json', AiCoverInput),
    async (c) => c.json(await generateCover(c.var.ctx, c.req.valid('json')), 201),
  )
  .get(
    '/v1/ai/stock_images',
    describe({
      access: 'ai.use',
      summary:
        "Images to pick for a news item: the stock provider's photos when STOCK_IMAGES_API_KEY is set (an AI call), else the office's own news images matching the query",
      tags,
      response: { status: 200, schema: ListOf(StockImage) },
      errors: [...CALL_ERRORS, 'STOCK_IMAGES_ERROR'],
    }),
    validate('query', StockImagesQuery),
    async (c) => c.json({ objects: await searchStockImages(c.var.ctx, c.req.valid('query').query) }, 200),
  )
  .post(
    '/v1/ai/stock_images',
    describe({
      access: 'ai.use',
      summary:
        "Store one of the stock provider's photos like an upload (downloaded through the SSRF-safe fetch), with its photographer's credit as the description",
      tags,
      response: { status: 201, schema: StoredStockImage, description: 'Created' },
      errors: [
        ...CALL_ERRORS,
        'AI_NOT_CONFIGURED',
        'STOCK_IMAGES_ERROR',
        'URL_NOT_ALLOWED',
        'URL_FETCH_FAILED',
      ],
    }),
    validate('json', StockImageChoice),
    async (c) => c.json(await chooseStockImage(c.var.ctx, c.req.valid('json')), 201),
  )
  .get(
    '/v1/ai/usage',
    describe({
      access: 'admin',
      summary: "One office's AI calls and provider tokens per day (UTC), action and engine",
      tags,
      response: { status: 200, schema: AiUsage },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('query', AiUsageQuery),
    async (c) => c.json(await getAiUsage(c.var.ctx, c.req.valid('query')), 200),
  )
  .get(
    '/v1/ai/usage/offices',
    describe({
      access: 'admin',
      summary:
        "Every office's AI calls and provider tokens over a range of UTC days (the last 30 by default)",
      tags,
      response: { status: 200, schema: AiUsageByOffice },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', AiUsageByOfficeQuery),
    async (c) => c.json(await getAiUsageByOffice(c.var.ctx, c.req.valid('query')), 200),
  );
