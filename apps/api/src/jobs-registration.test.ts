import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from './modules';
import { type JobDefinition, type Queue, startQueue } from './queue/queue';
import { createTestApp, type TestApp } from './test/harness';

/** Every job definition of the API (`*.job.ts` in jobs/ and in the modules), by its exports. */
async function definedJobs(): Promise<JobDefinition[]> {
  const files = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.job.ts'),
  );
  const modules = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ `./${file}`) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((exports) =>
    Object.values(exports).filter(
      (value): value is JobDefinition =>
        typeof value === 'object' && value !== null && 'name' in value && 'handle' in value,
    ),
  );
}

let t: TestApp;
let queue: Queue;
beforeAll(async () => {
  t = await createTestApp();
  queue = await startQueue({ database: t.database, jobs: JOBS, deps: t.deps, work: false });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('job registration', () => {
  it('lists every job definition in JOBS, through the manifests, which the server and the worker start', async () => {
    const defined = await definedJobs();
    expect(defined.length).toBeGreaterThan(0);
    expect(JOBS).toEqual(expect.arrayContaining(defined));
    expect(new Set(JOBS.map((job) => job.name)).size).toBe(JOBS.length);
  });

  it('gives each registered job its queue and its schedule', async () => {
    for (const job of JOBS) {
      expect(await queue.boss.getQueue(job.name), job.name).toMatchObject({ name: job.name });
      if (job.schedule) {
        expect(await queue.boss.getSchedules(job.name), job.name).toEqual([
          expect.objectContaining({ cron: job.schedule.cron }),
        ]);
      }
    }
  });
});
