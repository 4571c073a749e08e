import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { httpRequestDuration, httpRequestsInFlight, httpResponses, statusClass } from '../lib/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A route's pattern as OpenAPI writes it: `/v1/news_infos/:id{[0-9a-f-]+}` → `/v1/news_infos/{id}`. */
const patterns = new Map<string, string>();

function openApiPattern(path: string): string {
  let pattern = patterns.get(path);
  if (pattern === undefined) {
    pattern = path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    patterns.set(path, pattern);
  }
  return pattern;
}

/**
 * The route that answered a request, as its pattern. After the request, Hono's route index is at
 * the last handler that ran: the route's own (or its access check, registered with it), or a
 * middleware (registered for ALL) that answered first, such as the public path's cache; then the
 * route it answered for is the first one matched after it with a method of its own. Nothing
 * matched but middleware: `unmatched`.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  for (let index = c.req.routeIndex; index < routes.length; index++) {
    const route = routes[index];
    if (route && route.method !== 'ALL') return openApiPattern(route.path);
  }
  return 'unmatched';
}

/**
 * Times every request (mounted first in app.ts when METRICS_PORT is set, so the public path is
 * counted too): a histogram by method, route pattern and status class, the requests in flight, the
 * responses by status. The raw path never becomes a label: its ids would make a series per item.
 */
export function httpMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    httpRequestsInFlight.inc();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      httpRequestsInFlight.dec();
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      httpRequestDuration.observe(
        { method, route: routePattern(c), status_class: statusClass(status) },
        (performance.now() - started) / 1000,
      );
      httpResponses.inc({ status: String(status) });
    }
  };
}
