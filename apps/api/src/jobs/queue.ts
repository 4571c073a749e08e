import { fromPglite, PgBoss } from 'pg-boss';
import * as v from 'valibot';
import { jobContext, type ServiceContext, type ServiceDeps } from '../context';
import type { DatabaseHandle } from '../db/client';

/** One job type: its name, payload schema, optional schedule, retry policy, and handler. */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: v.GenericSchema<unknown, Payload>;
  /** Cron expression, evaluated in `timeZone` (UTC when omitted). */
  schedule?: { cron: string; timeZone?: string };
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /**
   * The office a run acts for, read from its payload; without it the job acts for the platform.
   * The handler's context carries it, so the access guards keep the job inside that office.
   */
  office?: (payload: Payload) => string;
  /** Must be idempotent: a job may run more than once. */
  handle(ctx: ServiceContext, payload: Payload): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export interface Queue {
  send<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<string | null>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export interface QueueOptions {
  database: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of different payloads live in one list
  jobs: ReadonlyArray<JobDefinition<any>>;
  /** What each run's context is made from (see jobContext). */
  deps: ServiceDeps;
  /** Run handlers in this process; false only sends and schedules. */
  work: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the same database as the app: on PGlite through its single in-process connection,
 * on PostgreSQL with a small pool of its own.
 */
export async function startQueue(options: QueueOptions): Promise<Queue> {
  const { database, deps } = options;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.connectionString, max: 4 });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const job of options.jobs) {
    const policy = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
    };
    await boss.createQueue(job.name, policy);
    // createQueue keeps an existing queue as it was; the definition is the source of truth.
    await boss.updateQueue(job.name, policy);
    if (job.schedule)
      await boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.timeZone ?? 'UTC' });
    if (!options.work) continue;
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    await boss.work(job.name, { pollingIntervalSeconds }, async (batch) => {
      for (const { id, data } of batch) {
        const parsed = v.safeParse(job.payload, data);
        if (!parsed.success)
          throw new Error(`invalid payload for ${job.name}: ${v.summarize(parsed.issues)}`);
        const officeId = job.office?.(parsed.output) ?? null;
        await job.handle(jobContext(deps, { job: job.name, jobId: id, officeId }), parsed.output);
      }
    });
  }

  return {
    boss,
    send: async (job, payload) => boss.send(job.name, v.parse(job.payload, payload) as object),
    // Graceful: running handlers get up to 10 s to finish; pg-boss never closes a PGlite it did not open.
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
