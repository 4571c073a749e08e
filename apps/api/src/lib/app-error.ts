import { ERRORS, type ErrorCode } from '@gaceta/shared/errors';

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
