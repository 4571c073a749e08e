import { ERRORS, type ErrorCode } from '@gaceta/shared/errors';
import { fieldMessage, type MessageKey, type MessageParams } from '@gaceta/shared/messages';

/**
 * The one error type services throw. The error middleware turns it into
 * `{ code, message, details }` with the status that ERRORS gives the code, and the code's message
 * unless a more precise one is given (a CONFLICT that says what already exists).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
    message: string = ERRORS[code].message,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

/**
 * An error about one field, with its keyed message: a 422, or a 409 that names the field in
 * conflict (its message then also becomes the error's message).
 */
export function fieldError(
  code: ErrorCode,
  field: string,
  key: MessageKey,
  params?: MessageParams,
): AppError {
  const detail = fieldMessage(key, params);
  const message = code === 'VALIDATION_FAILED' ? undefined : detail.message;
  return new AppError(code, { [field]: [detail] }, undefined, message);
}
