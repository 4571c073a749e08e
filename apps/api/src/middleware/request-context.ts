import { createMiddleware } from 'hono/factory';
import { type AppDeps, type AppEnv, requestContextOf } from '../context';

/**
 * Tokens travel in some paths (/reset-password/<token>, /invitation/<token>, a calendar feed's
 * address, a message's open pixel and click redirect); logs keep only the route's shape.
 */
export function redactPath(path: string): string {
  return path
    .replace(/^\/(reset-password|invitation)\/[^/]+/, '/$1/:token')
    .replace(/^\/public\/v1\/(calendar|newsletter\/o|newsletter\/c)\/[^/]+/, '/public/v1/$1/:token');
}

/**
 * Gives each request its service context (with a logger carrying the request id) and writes one
 * structured line when the response is ready.
 */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const ctx = requestContextOf(deps, c.var.requestId);
    c.set('ctx', ctx);
    await next();
    ctx.logger.info(
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
