import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address for rate limiting. Behind a trusted proxy (TRUST_PROXY=1) it is the last
 * X-Forwarded-For entry, the one our proxy appended; earlier entries are whatever the client sent.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket: requests made in-process (tests).
    return 'unknown';
  }
}
