import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../env';
import { withoutQueryParams } from './query-errors';

export type { Logger };

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
    },
    destination,
  );
}
