import type { Context, MiddlewareHandler } from 'hono';
import { publicContextOf, type ServiceDeps } from '../../context';
import type { PublicCache, PublicPathEnv } from './public-cache';

/** Answers a request from what the cache remembers, before any route runs; undefined to go on. */
export type Shortcut = (c: Context, cache: PublicCache, now: number) => Response | undefined;

/** Headers of every answer on the public path: readable from any site, never sniffed. */
export const PUBLIC_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

const PREFLIGHT_HEADERS = {
  ...PUBLIC_HEADERS,
  'Access-Control-Allow-Methods': 'GET,HEAD,POST',
  'Access-Control-Max-Age': '86400',
};

/**
 * The public path (/public/v1/*, /widget/*): the most requested URLs of the product, mounted in
 * app.ts before the global middleware so that none of its per-request work runs for them (request
 * id, a logger per request, the back-office's security headers, the upload body limits). Its
 * requests share one context; CORS is open; handlers answer with PUBLIC_HEADERS and nothing here
 * touches the response, which @hono/node-server then writes without building a Headers object.
 * Requests are not logged one by one (the access log of a widget's traffic is the proxy's or
 * CDN's); failures are, by the error handler. See docs/decisions/021-public-path.md.
 */
export function publicPath(
  deps: ServiceDeps,
  cache: PublicCache,
  shortcut?: Shortcut,
): MiddlewareHandler<PublicPathEnv> {
  const ctx = publicContextOf(deps);
  return async (c, next) => {
    const early = shortcut?.(c, cache, deps.clock.now().getTime());
    if (early) return early;
    if (c.req.method === 'OPTIONS') {
      const requested = c.req.header('access-control-request-headers');
      return new Response(null, {
        status: 204,
        headers: requested
          ? { ...PREFLIGHT_HEADERS, 'Access-Control-Allow-Headers': requested }
          : PREFLIGHT_HEADERS,
      });
    }
    c.set('ctx', ctx);
    c.set('publicCache', cache);
    await next();
    // Errors come from the error handler: readable cross-site too, so the widget can tell a 404.
    if (c.res.status >= 400)
      for (const [name, value] of Object.entries(PUBLIC_HEADERS)) c.res.headers.set(name, value);
  };
}
