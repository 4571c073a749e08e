import { AI_LIMITS } from '@gaceta/shared/ai';
import { MESSAGES } from '@gaceta/shared/messages';
import { IMPORT_LIMITS } from '@gaceta/shared/newsletter/recipients';
import type { Context } from 'hono';
import { fieldError } from '../lib/app-error';
import type { BodyLimitRule } from './body-limit';

/** Uploads are checked by their bytes afterwards (2 MB images); this only bounds what is read. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/** The routes that take a multipart upload, each allowed a body up to UPLOAD_BODY_LIMIT. */
export const UPLOAD_ROUTES: BodyLimitRule[] = [
  /^\/v1\/users\/[^/]+\/avatar$/,
  /^\/v1\/office_settings\/logo$/,
]
  .map((path) => ({ path, maxSize: UPLOAD_BODY_LIMIT }))
  // News images may be larger (5 MB).
  .concat({ path: /^\/v1\/news_infos\/[^/]+\/image$/, maxSize: 6 * 1024 * 1024 })
  // PDF imports (10 MB, checked again by their bytes) with room for the multipart envelope.
  .concat({ path: /^\/v1\/ai\/news_from_source$/, maxSize: AI_LIMITS.pdfBytes + 64 * 1024 })
  // Newsletter imports (CSV or XLSX of 5 MB) with the envelope and the mapping fields.
  .concat({ path: /^\/v1\/newsletter\/recipients\/import$/, maxSize: IMPORT_LIMITS.fileBytes + 64 * 1024 });

/** The bytes of the file sent in the multipart/form-data field `field`; 422 when there is none. */
export async function uploadedFile(c: Context, field = 'file'): Promise<Uint8Array> {
  const missing = fieldError('VALIDATION_FAILED', field, MESSAGES.fileRequired.id);
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw missing;
  const body = await c.req.parseBody().catch(() => {
    throw missing;
  });
  const file = body[field];
  if (!(file instanceof File)) throw missing;
  return new Uint8Array(await file.arrayBuffer());
}
