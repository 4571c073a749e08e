import type { AnyRouter } from '@tanstack/react-router';
import { getPublicConfig } from '@/lib/public-config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Error reporting starts only when the API publishes a DSN, and never on localhost.
 * The SDK is fetched on demand so it never weighs on the first screen.
 */
export async function initSentry(router: AnyRouter): Promise<void> {
  if (LOCAL_HOSTS.has(window.location.hostname)) return;
  const config = await getPublicConfig().catch(() => null);
  if (!config?.sentry_dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentry_dsn,
    environment: config.environment,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router)],
    tracesSampleRate: 0.25,
  });
}
