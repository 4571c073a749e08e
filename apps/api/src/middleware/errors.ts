import { ERRORS, type ErrorBody, type ErrorCode } from '@gaceta/shared/errors';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { reportError } from '../lib/error-reporting';
import { isDatabaseUnavailable, isInvalidTextError } from '../lib/query-errors';
import { StorageUnavailableError } from '../lib/storage';

/** Statuses Hono's own middleware may raise, in our codes. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'MALFORMED_JSON',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

export function errorResponse(
  c: Context,
  code: ErrorCode,
  details?: ErrorBody['details'],
  message: string = ERRORS[code].message,
): Response {
  const body: ErrorBody = { code, message };
  if (details) body.details = details;
  return c.json(body, ERRORS[code].status as ContentfulStatusCode);
}

/** Seconds a client is asked to wait: a database restarts in seconds, a full disk needs a person. */
const RETRY_AFTER_SECONDS = { SERVICE_UNAVAILABLE: 5, STORAGE_UNAVAILABLE: 60 } as const;

function unavailableCode(error: unknown): keyof typeof RETRY_AFTER_SECONDS | undefined {
  if (error instanceof StorageUnavailableError) return 'STORAGE_UNAVAILABLE';
  if (isDatabaseUnavailable(error)) return 'SERVICE_UNAVAILABLE';
  return undefined;
}

/** Every failure becomes `{ code, message, details? }`; a 500 never carries a stack, its cause is logged. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return errorResponse(c, error.code, error.details, error.message);
  }
  const code = error instanceof HTTPException ? CODE_BY_STATUS[error.status] : undefined;
  if (code) return errorResponse(c, code);
  // Validation refuses control characters; this catches text the database refuses all the same.
  if (isInvalidTextError(error)) return errorResponse(c, 'VALIDATION_FAILED');
  // A fault of what the API stands on, not of the request: the client may try again shortly.
  const unavailable = unavailableCode(error);
  if (unavailable) {
    c.get('ctx')?.logger.warn(
      { err: error, method: c.req.method, path: c.req.path },
      'dependency unavailable',
    );
    c.header('Retry-After', String(RETRY_AFTER_SECONDS[unavailable]));
    return errorResponse(c, unavailable);
  }

  const logger = c.get('ctx')?.logger;
  logger?.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  reportError(error, { requestId: c.get('requestId'), method: c.req.method, path: c.req.path });
  return errorResponse(c, 'INTERNAL');
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => errorResponse(c, 'NOT_FOUND');
