import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { rateLimitRefusals } from '../../lib/metrics';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is within the limit.
 * One upsert, so concurrent hits on any replica are all counted.
 */
export async function hitRateLimit(
  db: Database,
  clock: Clock,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const now = clock.now();
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error(`rate limit upsert returned no row for ${key}`);
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** 429 RATE_LIMITED telling the client when to try again. */
export function rateLimited(retryAfterSeconds: number): AppError {
  rateLimitRefusals.inc();
  return new AppError('RATE_LIMITED', undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/** Counts a hit on every key; 429 RATE_LIMITED with Retry-After when any of them is over its limit. */
export async function enforceRateLimits(
  db: Database,
  clock: Clock,
  limits: { key: string; rule: RateLimitRule }[],
): Promise<void> {
  // One after another, so `db` may be a transaction (whose client runs one query at a time).
  const results: RateLimitResult[] = [];
  for (const { key, rule } of limits) results.push(await hitRateLimit(db, clock, key, rule));
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length === 0) return;
  throw rateLimited(Math.max(...blocked.map((result) => result.retryAfterSeconds)));
}

/** Takes back one hit, for a hit counted up front that turned out not to count (a correct password). */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Holds `key`'s window open until `waitMs` from now (a longer wait); returns the seconds to wait. */
export async function holdRateLimit(
  db: Database,
  clock: Clock,
  key: string,
  waitMs: number,
): Promise<number> {
  await db
    .update(rateLimits)
    .set({ resetAt: new Date(clock.now().getTime() + waitMs) })
    .where(eq(rateLimits.key, key));
  return Math.ceil(waitMs / 1000);
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counters whose window is over carry no information; the daily sweep drops them. */
export async function purgeExpiredRateLimits(db: Database, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= ${clock.now().toISOString()}::timestamptz`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
