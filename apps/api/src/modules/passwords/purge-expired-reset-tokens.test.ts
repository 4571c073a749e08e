import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import { type Queue, startQueue } from '../../queue/queue';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { purgeExpiredResetTokensJob } from './purge-expired-reset-tokens.job';

let t: TestApp;
let queue: Queue;
beforeAll(async () => {
  t = await createTestApp();
  queue = await startQueue({
    database: t.database,
    jobs: [purgeExpiredResetTokensJob],
    deps: t.deps,
    work: true,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

async function seedTokens(): Promise<string> {
  const user = await createUser(t.db);
  const now = t.clock.now().getTime();
  await t.db.insert(passwordResetTokens).values([
    { userId: user.id, tokenHash: `expired-${user.id}`, expiresAt: new Date(now - 1000) },
    {
      userId: user.id,
      tokenHash: `used-${user.id}`,
      expiresAt: new Date(now + 3_600_000),
      usedAt: new Date(now),
    },
    { userId: user.id, tokenHash: `live-${user.id}`, expiresAt: new Date(now + 3_600_000) },
  ]);
  return `live-${user.id}`;
}

async function remainingHashes(): Promise<string[]> {
  const rows = await t.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
  return rows.map((row) => row.hash);
}

describe('purge-expired-reset-tokens', () => {
  it('is scheduled daily', async () => {
    const schedules = await queue.boss.getSchedules(purgeExpiredResetTokensJob.name);
    expect(schedules).toEqual([expect.objectContaining({ cron: '17 3 * * *' })]);
  });

  it('runs from the queue and leaves only links that can still be used', async () => {
    const live = await seedTokens();
    await queue.send(purgeExpiredResetTokensJob, {});
    await expect.poll(remainingHashes, { timeout: 20_000, interval: 250 }).toEqual([live]);
    await expect
      .poll(() =>
        t.logs.some((line) => line.msg === 'expired password reset tokens purged' && line.purged === 2),
      )
      .toBe(true);
  });

  it('is idempotent: a second run finds nothing more', async () => {
    const live = await seedTokens();
    const ctx = jobContext(t.deps, { job: purgeExpiredResetTokensJob.name, officeId: null });
    await purgeExpiredResetTokensJob.handle(ctx, {});
    await purgeExpiredResetTokensJob.handle(ctx, {});
    expect(await remainingHashes()).toContain(live);
    expect((await remainingHashes()).filter((hash) => !hash.startsWith('live-'))).toEqual([]);
  });

  it('refuses a payload its schema does not accept', async () => {
    await expect(queue.send(purgeExpiredResetTokensJob, 'nonsense' as never)).rejects.toThrow();
  });
});
