import pino, { type DestinationStream, type LogFn, type Logger } from 'pino';
import type { LogLevel } from '../env';
import { withoutQueryParams } from './query-errors';

export type { Logger };

/** Lines one request or job may repeat (same level and message) in a window, before they are dropped. */
export const REPEAT_LIMIT = 50;
const REPEAT_WINDOW_MS = 60_000;

/**
 * Keeps one request or job from flooding the log with the same line (a parser warning per
 * operator of a hostile document was once millions of lines): past REPEAT_LIMIT in a minute the
 * copies are dropped, and the next window starts with one line counting them.
 */
function repeatLimit(): (this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) => void {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return function logMethod(args, method, level) {
    const now = Date.now();
    if (now - windowStart >= REPEAT_WINDOW_MS) {
      const flooded = [...counts].filter(([, count]) => count > REPEAT_LIMIT);
      counts = new Map();
      windowStart = now;
      for (const [line, count] of flooded) {
        method.call(this, { dropped: count - REPEAT_LIMIT, line }, 'repeated log lines dropped');
      }
    }
    const { reqId, job } = this.bindings() as { reqId?: string; job?: string };
    const message = typeof args[0] === 'string' ? args[0] : args[1];
    const line = `${reqId ?? job ?? ''} ${level} ${String(message)}`;
    const count = (counts.get(line) ?? 0) + 1;
    counts.set(line, count);
    if (count <= REPEAT_LIMIT) method.apply(this, args);
  };
}

/**
 * Structured JSON logs. `redact` is a safety net: code never logs secrets on purpose, but a
 * stray object carrying a password or token is masked. A failed query's parameters are dropped
 * from logged errors.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['password', 'password_confirmation', 'token', '*.password', '*.token', 'authorization'],
        censor: '[redacted]',
      },
      serializers: { err: (error: Error) => pino.stdSerializers.err(withoutQueryParams(error)) },
      hooks: { logMethod: repeatLimit() },
    },
    destination,
  );
}
