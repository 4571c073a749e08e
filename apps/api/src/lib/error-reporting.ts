import { stripQueryParams, withoutQueryParams } from './query-errors';

/** Reports unexpected errors to a Sentry-compatible DSN (Sentry, GlitchTip, Bugsink…) when one is set. */

export interface ErrorReportingConfig {
  dsn: string | undefined;
  environment: string;
  /** Where the app is reached; a localhost address means a developer's machine, which reports nothing. */
  publicUrl: string;
}

const TRACES_SAMPLE_RATE = 0.25;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The SDK, loaded only when reporting: it adds a fifth of a second to every start. */
let sentry: typeof import('@sentry/node') | undefined;

/** Starts reporting and says whether it did. */
export async function initErrorReporting({
  dsn,
  environment,
  publicUrl,
}: ErrorReportingConfig): Promise<boolean> {
  if (!dsn || LOCAL_HOSTS.has(new URL(publicUrl).hostname)) return false;
  sentry = await import('@sentry/node');
  sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Errors Sentry catches by itself (uncaught, unhandled rejections) lose a failed query's parameters too.
    beforeSend(event) {
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = stripQueryParams(exception.value);
      }
      return event;
    },
  });
  return true;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  sentry?.captureException(withoutQueryParams(error), context && { extra: context });
}

/** Waits for queued reports to leave, so a process that is about to exit loses none. */
export async function flushErrorReporting(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
