import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';

/** Tokens travel in some front-end paths (/reset-password/<token>); logs keep only the route's shape. */
export function redactPath(path: string): string {
  return path.replace(/^\/reset-password\/[^/]+/, '/reset-password/:token');
}

/**
 * Gives each request its service context (with a logger carrying the request id) and writes one
 * structured line when the response is ready.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const reqId = c.var.requestId;
    const logger = deps.logger.child({ reqId });
    c.set('ctx', {
      config: deps.config,
      db: deps.db,
      mailer: deps.mailer,
      storage: deps.storage,
      clock: deps.clock,
      logger,
      user: null,
    });
    await next();
    logger.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
