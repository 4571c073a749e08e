// jobs_drained_per_s: how fast one worker drains a burst of trivial jobs of one type, as the queue
// fetches a prompt type (newsletter sending, social publishing, system emails: woken by NOTIFY,
// fetched PROMPT_BATCH at a time while the backlog lasts, decision 045) against any other type
// (one job per fetch, a fetch every 2 s). Both types' jobs are sent at once (one insert), then
// counted as their handlers run; the polled type for a fixed window, its rate being the interval's.
import * as v from 'valibot';
import { defineJob, type JobDefinition } from '../queue/queue';
import { engine, QUICK, withBenchDatabase, withBenchRuntime } from './harness';

const BURST = QUICK ? 200 : 1000;
const POLLED_WINDOW_MS = QUICK ? 2_500 : 10_000;

const done = { prompt: 0, polled: 0 };
const trivial = (name: keyof typeof done, prompt: boolean): JobDefinition<{ n: number }> =>
  defineJob({
    name: `bench-drain-${name}`,
    payload: v.object({ n: v.number() }),
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    prompt,
    async handle() {
      done[name] += 1;
    },
  });
const JOBS = [trivial('prompt', true), trivial('polled', false)];

const perSecond = (count: number, ms: number) => ((count / ms) * 1000).toFixed(1);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await withBenchDatabase((databaseUrl) =>
  withBenchRuntime(databaseUrl, { jobs: JOBS, work: true }, async ({ queue }) => {
    for (const job of JOBS) {
      const jobs = Array.from({ length: BURST }, (_, n) => ({ data: { n } }));
      const started = performance.now();
      await queue.boss.insert(job.name, jobs);
      const name = job.prompt ? 'prompt' : 'polled';
      if (job.prompt) {
        while (done.prompt < BURST) await wait(5);
      } else {
        await wait(POLLED_WINDOW_MS);
      }
      const ms = performance.now() - started;
      console.log(
        `jobs_drained_per_s (${engine}, ${name})`.padEnd(42) +
          `${perSecond(done[name], ms)} (${done[name]} of ${BURST} trivial jobs in ${(ms / 1000).toFixed(1)} s, one worker)`,
      );
    }
  }),
);
