import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, withTransaction } from '../context';
import { officeIdOf, requireAdmin } from '../modules/access/guards';
import { createTestApp, type TestApp } from '../test/harness';
import { defineJob, type Queue, startQueue } from './queue';

/** What each run's handler saw of its context. */
const seen: { office: string | null; admin: boolean; job: unknown }[] = [];
const passes = (guard: () => unknown) => {
  try {
    guard();
    return true;
  } catch {
    return false;
  }
};
const record = async (ctx: ServiceContext) => {
  seen.push({
    office: passes(() => officeIdOf(ctx)) ? officeIdOf(ctx) : null,
    admin: passes(() => requireAdmin(ctx)),
    job: ctx.actor?.type === 'job' && ctx.actor.job,
  });
};

const officeJob = defineJob({
  name: `test-office-job-${randomUUID().slice(0, 8)}`,
  payload: v.object({ office_id: v.string() }),
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  office: (payload) => payload.office_id,
  handle: record,
});
const platformJob = defineJob({
  name: `test-platform-job-${randomUUID().slice(0, 8)}`,
  payload: v.object({}),
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  handle: record,
});

let t: TestApp;
let queue: Queue;
beforeAll(async () => {
  t = await createTestApp();
  queue = await startQueue({
    database: t.database,
    jobs: [officeJob, platformJob],
    deps: t.deps,
    work: true,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('the context a job runs in', () => {
  it('acts for the office its payload names, or for the platform', async () => {
    const officeId = randomUUID();
    await queue.send(officeJob, { office_id: officeId });
    await queue.send(platformJob, {});
    await expect.poll(() => seen.length, { timeout: 20_000, interval: 250 }).toBe(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        { office: officeId, admin: false, job: officeJob.name },
        { office: null, admin: true, job: platformJob.name },
      ]),
    );
  });
});

describe('a queue starting with work already due', () => {
  // A run of the first type enqueues the second inside its transaction. On PGlite a send that finds
  // its type's queue uncached reads it on pg-boss's own connection, which waits for that very
  // transaction: were the second type's queue still being set up while the first's worker ran, the
  // start and every run would wait on each other for ever (npm run bench: social_drain_ms).
  const suffix = randomUUID().slice(0, 8);
  const followed: string[] = [];
  const second = defineJob({
    name: `test-second-${suffix}`,
    payload: v.object({ n: v.number() }),
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    prompt: true,
    handle: async (_ctx, payload) => {
      followed.push(String(payload.n));
    },
  });
  const first = defineJob({
    name: `test-first-${suffix}`,
    payload: v.object({ n: v.number() }),
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    prompt: true,
    handle: (ctx, payload) => withTransaction(ctx, (tx) => tx.jobs.enqueue(tx, second, payload)),
  });

  it('sets every queue up before any worker runs', async () => {
    const due = 40;
    const sender = await startQueue({
      database: t.database,
      jobs: [first, second],
      deps: t.deps,
      work: false,
    });
    for (let n = 0; n < due; n += 1) await sender.send(first, { n });
    await sender.stop();
    const worker = await startQueue({
      database: t.database,
      jobs: [first, second],
      deps: t.deps,
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await expect.poll(() => followed.length, { timeout: 30_000, interval: 250 }).toBe(due);
    } finally {
      await worker.stop();
    }
  });
});

describe('a queue set up again', () => {
  const name = `test-redefined-${randomUUID().slice(0, 8)}`;
  const defined = (limit: number, cron: string) =>
    defineJob({
      name,
      payload: v.object({}),
      retry: { limit, delaySeconds: 1, backoff: false },
      schedule: { cron, timeZone: 'Europe/Madrid' },
      handle: async () => undefined,
    });
  const setUp = async (job: ReturnType<typeof defined>) => {
    const started = await startQueue({ database: t.database, jobs: [job], deps: t.deps, work: false });
    const [stored] = await started.boss.getQueues([name]);
    const [schedule] = await started.boss.getSchedules(name);
    await started.stop();
    return { retryLimit: stored?.retryLimit, updatedOn: stored?.updatedOn, cron: schedule?.cron };
  };

  it('is brought to its definition when it changed, and left as it is when not', async () => {
    const first = await setUp(defined(0, '0 3 * * *'));
    const unchanged = await setUp(defined(0, '0 3 * * *'));
    expect(unchanged).toEqual(first);
    expect(await setUp(defined(2, '30 4 * * *'))).toMatchObject({ retryLimit: 2, cron: '30 4 * * *' });
  });
});
