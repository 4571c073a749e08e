import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { createTestClock } from '../../test/clock';
import { openTestDatabase } from '../../test/harness';
import { clearRateLimit, hitRateLimit, purgeExpiredRateLimits } from './rate-limit';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.handle.db;
  drop = opened.drop;
});
afterAll(() => drop());

const rule = { limit: 3, windowMs: 60_000 };

describe('hitRateLimit', () => {
  it('allows `limit` hits in a window, then refuses with the time left', async () => {
    const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
    const results = [];
    for (let hit = 0; hit < 4; hit++) {
      results.push(await hitRateLimit(db, clock, 'test:window', rule));
      clock.advance(10_000);
    }
    expect(results.map((result) => [result.allowed, result.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    // The fourth hit came 30 s into a 60 s window.
    expect(results[3]?.retryAfterSeconds).toBe(30);
  });

  it('starts a new window once the old one is over', async () => {
    const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
    for (let hit = 0; hit < 4; hit++) await hitRateLimit(db, clock, 'test:reset', rule);
    clock.advance(60_000);
    expect(await hitRateLimit(db, clock, 'test:reset', rule)).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 60,
    });
  });

  it('counts every one of many concurrent hits', async () => {
    const clock = createTestClock();
    await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, clock, 'test:concurrent', rule)));
    expect((await hitRateLimit(db, clock, 'test:concurrent', rule)).count).toBe(21);
  });

  it('keeps keys apart, and clearing one forgets it', async () => {
    const clock = createTestClock();
    await hitRateLimit(db, clock, 'test:a', rule);
    await hitRateLimit(db, clock, 'test:a', rule);
    expect((await hitRateLimit(db, clock, 'test:b', rule)).count).toBe(1);
    await clearRateLimit(db, 'test:a');
    expect((await hitRateLimit(db, clock, 'test:a', rule)).count).toBe(1);
  });
});

describe('purgeExpiredRateLimits', () => {
  it('drops only counters whose window is over', async () => {
    const clock = createTestClock(new Date('2030-01-01T00:00:00Z'));
    await db.delete(rateLimits);
    await hitRateLimit(db, clock, 'test:old', { limit: 1, windowMs: 1_000 });
    await hitRateLimit(db, clock, 'test:live', { limit: 1, windowMs: 120_000 });
    clock.advance(60_000);
    expect(await purgeExpiredRateLimits(db, clock)).toBe(1);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['test:live']);
  });
});
