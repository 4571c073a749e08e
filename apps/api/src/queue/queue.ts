import { sql } from 'drizzle-orm';
import {
  type Clock,
  type Db,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
} from 'pg-boss';
import * as v from 'valibot';
import {
  type JobRef,
  type JobSender,
  jobContext,
  type RuntimeDeps,
  type ServiceContext,
  type ServiceDeps,
} from '../context';
import type { DatabaseHandle } from '../db/client';
import { jobDuration, jobRuns } from '../lib/metrics';

/** One job type: its name, payload schema, optional schedule, retry policy, and handler. */
export interface JobDefinition<Payload = unknown> extends JobRef<Payload> {
  /** Cron expression, evaluated in `timeZone` (UTC when omitted). */
  schedule?: { cron: string; timeZone?: string };
  /** `limit` retries after the first run, `delaySeconds` apart (doubling, with jitter, with `backoff`). */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** How long a finished run stays in pg-boss's table with its payload (pg-boss's default: 7 days). */
  keepSeconds?: number;
  /**
   * The office a run acts for, read from its payload; without it (or when it gives null) the job
   * acts for the platform. The handler's context carries it, so the access guards keep the job
   * inside that office.
   */
  office?: (payload: Payload) => string | null;
  /**
   * Fetched promptly (decision 045): woken by a NOTIFY when one is sent, and fetched `PROMPT_BATCH`
   * at a time with no wait while a backlog lasts, where other types wait out their polling interval
   * between fetches of one. Only for short jobs: a batch's jobs run one after another, each within
   * pg-boss's expiry counted from the batch's fetch.
   */
  prompt?: boolean;
  /** Must be idempotent: a job may run more than once. */
  handle(ctx: ServiceContext, payload: Payload): Promise<void>;
  /**
   * Called after a run threw (its transaction already rolled back), in a fresh context, with
   * whether pg-boss will run it again: where a job leaves a visible trace of its failure.
   */
  failed?(
    ctx: ServiceContext,
    payload: Payload,
    failure: { error: unknown; willRetry: boolean },
  ): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export interface Queue extends JobSender {
  /** Enqueues on the queue's own connection, outside any transaction (tests, tools). */
  send<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<string | null>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export interface QueueOptions {
  database: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of different payloads live in one list
  jobs: ReadonlyArray<JobDefinition<any>>;
  /** What each run's context is made from (see jobContext); the queue itself is the runs' sender. */
  deps: RuntimeDeps;
  /** Run handlers in this process; false only sends and schedules. */
  work: boolean;
  /**
   * When the handlers start fetching, if not at once: the server's start passes its listening, so
   * its own first queries (the seed, the demo's check) do not wait behind twenty workers' fetches.
   */
  workFrom?: Promise<unknown>;
  pollingIntervalSeconds?: number;
  /**
   * pg-boss's clock, and on PostgreSQL the connection it goes through instead of its own pool: tests
   * pass a TestClock to move the queue's time by hand (test/queue-clock.ts).
   */
  clock?: Clock;
  connection?: Db;
}

/**
 * pg-boss on the same database as the app: on PGlite through its single in-process connection,
 * on PostgreSQL with a small pool of its own. One that does not `work` leaves maintenance and cron
 * to those that do.
 */
export function createBoss(
  database: DatabaseHandle,
  options: Pick<QueueOptions, 'work' | 'clock' | 'connection'>,
): PgBoss {
  const { work, clock, connection } = options;
  // A working instance listens for the NOTIFY of prompt queues (one connection of its own on
  // PostgreSQL; in-process on PGlite). Through a connection it does not own it cannot, and polls.
  const background = { supervise: work, schedule: work, useListenNotify: work, ...(clock && { clock }) };
  if (database.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...background });
  }
  const db = connection ? { db: connection } : { connectionString: database.connectionString, max: 4 };
  return new PgBoss({ ...db, ...background });
}

const NO_JOB = '00000000-0000-4000-8000-000000000000';
/** How many jobs of a prompt type a worker fetches at once. */
export const PROMPT_BATCH = 10;

export async function startQueue(options: QueueOptions): Promise<Queue> {
  const { database } = options;
  const boss = createBoss(database, options);
  boss.on('error', (error) => options.deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();

  const queue: Queue = {
    boss,
    send: async (job, payload) => boss.send(job.name, v.parse(job.payload, payload) as object),
    // Through the context's handle: inside withTransaction the job commits or rolls back with the
    // request's own writes (decision 015).
    async enqueue(ctx, job, payload, enqueueOptions = {}) {
      const db = fromDrizzle(ctx.db as unknown as DrizzleTransactionLike, sql);
      await boss.send(job.name, v.parse(job.payload, payload) as object, { ...enqueueOptions, db });
    },
    // Graceful: running handlers get up to 10 s to finish; pg-boss never closes a PGlite it did not open.
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
  const deps: ServiceDeps = { ...options.deps, jobs: queue };

  // Every queue is set up before any worker runs: setting one up evicts pg-boss's cached copy, and
  // a run of an earlier type sending this one inside its transaction would read it on PGlite's one
  // connection, held by that very transaction: the run and the start would wait on each other.
  // A start on a database already set up compares and writes nothing (a query fewer than four a job).
  const queues = new Map((await boss.getQueues()).map((stored) => [stored.name, stored]));
  const schedules = new Map((await boss.getSchedules()).map((stored) => [stored.name, stored]));
  for (const job of options.jobs) {
    const policy = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      notify: job.prompt ?? false,
      ...(job.keepSeconds && { deleteAfterSeconds: job.keepSeconds }),
    };
    const stored = queues.get(job.name);
    // The definition is the source of truth: a queue stored otherwise is brought to it.
    if (
      !stored ||
      Object.entries(policy).some(([key, value]) => stored[key as keyof typeof policy] !== value)
    ) {
      if (stored) await boss.updateQueue(job.name, policy);
      else await boss.createQueue(job.name, policy);
      // Both calls evict the cached queue, which a send reads: read it back now, on pg-boss's own
      // connection, before anything sends it.
      await boss.getJobById(job.name, NO_JOB);
    }
    const tz = job.schedule?.timeZone ?? 'UTC';
    const scheduled = schedules.get(job.name);
    if (job.schedule && (scheduled?.cron !== job.schedule.cron || scheduled.timezone !== tz))
      await boss.schedule(job.name, job.schedule.cron, {}, { tz });
  }
  const startWorking = async () => {
    for (const job of options.jobs) await work(boss, deps, job, options);
  };
  if (options.work && options.workFrom)
    options.workFrom
      .then(startWorking)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'the job workers did not start'));
  else if (options.work) await startWorking();
  return queue;
}

/** Runs `job`'s handler in this process for the jobs its worker fetches. */
async function work<Payload>(
  boss: PgBoss,
  deps: ServiceDeps,
  job: JobDefinition<Payload>,
  options: Pick<QueueOptions, 'pollingIntervalSeconds'>,
): Promise<void> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  // A NOTIFY wakes a worker only when a job is sent, not when a retry or a delayed start falls due:
  // those still need the usual poll, which pg-boss would otherwise relax to every 30 s.
  const fetching = job.prompt
    ? {
        batchSize: PROMPT_BATCH,
        burstWhenBatchFull: true,
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      }
    : {};
  // Each job of a batch is settled on its own: one failing leaves the others done.
  await boss.work(
    job.name,
    { pollingIntervalSeconds, perJobResults: true, ...fetching },
    async (batch): Promise<JobResult[]> => {
      const results: JobResult[] = [];
      for (const run of batch) {
        try {
          await runJob(deps, job, run);
          results.push({ id: run.id, status: 'completed' });
        } catch (error) {
          results.push({ id: run.id, status: 'failed', output: { message: (error as Error).message } });
        }
      }
      return results;
    },
  );
}

/** One run of a fetched job: its payload checked, its context made, its failure reported, then thrown. */
export async function runJob<Payload>(
  deps: ServiceDeps,
  job: JobDefinition<Payload>,
  run: { id: string; data: unknown; retryCount: number },
): Promise<void> {
  const parsed = v.safeParse(job.payload, run.data);
  if (!parsed.success) throw new Error(`invalid payload for ${job.name}: ${v.summarize(parsed.issues)}`);
  const officeId = job.office?.(parsed.output) ?? null;
  const ctx = jobContext(deps, { job: job.name, jobId: run.id, officeId });
  const stopTimer = jobDuration.startTimer({ queue: job.name });
  try {
    await job.handle(ctx, parsed.output);
    stopTimer();
    jobRuns.inc({ queue: job.name, result: 'completed' });
  } catch (error) {
    stopTimer();
    const willRetry = run.retryCount < job.retry.limit;
    jobRuns.inc({ queue: job.name, result: willRetry ? 'retry' : 'failed' });
    ctx.logger.warn({ err: error, retryCount: run.retryCount, willRetry }, 'job run failed');
    await job.failed?.(ctx, parsed.output, { error, willRetry });
    throw error;
  }
}
