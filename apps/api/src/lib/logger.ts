import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../env';

export type { Logger };

/**
 * Structured JSON logs. `redact` is a safety net: code never logs secrets on purpose, but a
 * stray object carrying a password or token is masked.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['password', 'password_confirmation', 'token', '*.password', '*.token', 'authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
