/**
 * Database errors as the rest of the app should see them. Drizzle wraps a failed query in a
 * DrizzleQueryError whose `params` and message hold the query's parameters (password hashes,
 * names, messages): they must never reach a log or an error report.
 */

/** SQLSTATEs for text PostgreSQL cannot store: 22021 (a NUL byte, invalid UTF-8), 22P05 (untranslatable). */
const INVALID_TEXT_STATES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, looked for along the cause chain (drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** Bad bytes in a text value that got past validation: the client's fault, a 422 rather than a 500. */
export function isInvalidTextError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && INVALID_TEXT_STATES.has(state);
}

/**
 * SQLSTATEs of a database that cannot answer for now: class 08 (the connection failed or was cut),
 * 57P01–57P03 (shutting down, restarting, not yet accepting connections), 53300 (no connection free).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** Node's and node-postgres' words for a connection that could not be made or was lost. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The database is down, restarting or unreachable: a request may succeed again in a moment. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state !== undefined) return UNAVAILABLE_STATE.test(state);
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if ((code && UNAVAILABLE_SOCKET.has(code)) || UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** The error with its query parameters gone (the same error when it carries none). */
export function withoutQueryParams<T>(error: T): T | Error {
  if (!(error instanceof Error) || !('params' in error || PARAMS_IN_MESSAGE.test(error.message)))
    return error;
  const copy = new Error(error.message.replace(PARAMS_IN_MESSAGE, ''), { cause: error.cause });
  copy.name = error.name;
  copy.stack = error.stack?.replace(PARAMS_IN_MESSAGE, '');
  if ('query' in error) Object.assign(copy, { query: error.query });
  return copy;
}

/** For error reports: removes parameter lists from exception texts captured outside reportError. */
export function stripQueryParams(text: string): string {
  return text.replace(PARAMS_IN_MESSAGE, '');
}
