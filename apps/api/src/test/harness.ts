import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { AppDeps, AppEnv, RuntimeConfig, ServiceDeps } from '../context';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { sendEmailJob } from '../jobs/send-email.job';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import { JOBS, MODULE_PARTS } from '../modules';
import { sendInvitationJob } from '../modules/passwords/send-invitation.job';
import { sendPasswordResetJob } from '../modules/passwords/send-password-reset.job';
import { type JobDefinition, type Queue, runJob, startQueue } from '../queue/queue';
import { openStorage } from '../runtime';
import { createTestClock, type TestClock } from './clock';
import { type CapturedMail, startSmtpServer } from './smtp';
import { databaseUrl, onServer, randomDatabaseName } from './template-db';

export interface TestApp {
  app: Hono<AppEnv>;
  db: Database;
  database: DatabaseHandle;
  config: RuntimeConfig;
  clock: TestClock;
  /** Every email sent, as received by a real SMTP server on loopback. */
  mails: CapturedMail[];
  /**
   * Runs the queued email jobs as a worker would (the test app's queue only sends), then gives
   * every email received so far.
   */
  deliverMails(): Promise<CapturedMail[]>;
  /** The newest email to `address` once the queued ones are delivered. */
  lastMailTo(address: string): Promise<CapturedMail | undefined>;
  /** Files stored under the test's own DATA_DIR. */
  storage: FileStorage;
  /** Every log line, parsed. */
  logs: Record<string, unknown>[];
  /** The app's queue: it sends and schedules, and runs nothing by itself. */
  queue: Queue;
  /** What a context for calling services or jobs directly is made from (e.g. jobContext). */
  deps: ServiceDeps;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  staticDirs?: AppDeps['staticDirs'];
  /** Lets user-given URLs reach these addresses (a server the test runs on loopback). */
  allowFetchAddress?: (address: string) => boolean;
  /** On PostgreSQL, the address the app connects to its database by (a proxy a fault test stops). */
  viaDatabaseUrl?: (url: string) => string;
}

/** A fresh database copied from the run's template (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function openTestDatabase(
  via: (url: string) => string = (url) => url,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const template = inject('templateDb');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    const handle = await openDatabase({ loadDataDir: dump });
    return { handle, drop: () => handle.close() };
  }
  const name = randomDatabaseName('gaceta_test');
  await onServer(template.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const handle = await openDatabase({ databaseUrl: via(databaseUrl(template.serverUrl, name)) });
  return {
    handle,
    async drop() {
      await handle.close();
      await onServer(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const [{ handle, drop }, smtp, dataDir] = await Promise.all([
    openTestDatabase(options.viaDatabaseUrl),
    startSmtpServer(),
    mkdtemp(path.join(tmpdir(), 'gaceta-test-')),
  ]);
  const config: RuntimeConfig = {
    ...parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'debug',
      ...options.env,
    }),
    jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
  };
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(config.logLevel, { write: (line: string) => logs.push(JSON.parse(line)) });
  const clock = createTestClock();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
    logLinks: true,
  });
  const staticDirs = options.staticDirs ?? {
    backoffice: path.join(dataDir, 'no-backoffice'),
    widget: path.join(dataDir, 'no-widget'),
  };
  const storage = openStorage(config);
  const runtimeDeps = {
    config,
    db: handle.db,
    mailer,
    storage,
    clock,
    logger,
    ...MODULE_PARTS,
    allowFetchAddress: options.allowFetchAddress,
  };
  // Sends only: a test that runs jobs starts its own working queue (startQueue with work: true).
  const queue = await startQueue({ database: handle, jobs: JOBS, deps: runtimeDeps, work: false });
  const deps: ServiceDeps = { ...runtimeDeps, jobs: queue };
  const app = createApp({ ...deps, staticDirs });
  /** Each queued run of `job`, fetched and settled the way pg-boss's worker does it. */
  async function runQueued<Payload>(job: JobDefinition<Payload>) {
    for (const run of await queue.boss.fetch(job.name, { batchSize: 100 })) {
      await runJob(deps, job, run);
      await queue.boss.complete(job.name, run.id);
    }
  }
  async function deliverMails() {
    await runQueued(sendEmailJob);
    await runQueued(sendPasswordResetJob);
    await runQueued(sendInvitationJob);
    return smtp.mails;
  }
  return {
    app,
    db: handle.db,
    database: handle,
    config,
    clock,
    mails: smtp.mails,
    queue,
    deliverMails,
    async lastMailTo(address) {
      return (await deliverMails()).findLast((mail) => mail.to.includes(address));
    },
    storage,
    logs,
    deps,
    async close() {
      mailer.close();
      await queue.stop();
      await Promise.all([smtp.close(), drop(), rm(dataDir, { recursive: true, force: true })]);
    },
  };
}

/** A JSON request; `token` adds the bearer header. */
export function requestJson(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return Promise.resolve(
    app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

/** The `object` of a `{ object }` response body. */
export async function objectOf<T>(response: Response): Promise<T> {
  return ((await response.json()) as { object: T }).object;
}

/**
 * A failed response's status, error code and the fields its details name: enough to tell one
 * 422 (or 409, 400) from another, whatever the messages say.
 */
export async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; fields: string[] }> {
  const body = (await response.json()) as { code: string; details?: Record<string, unknown> };
  return { status: response.status, code: body.code, fields: Object.keys(body.details ?? {}).sort() };
}

/** A 403's status and what the caller lacked: 'admin', 'office' or a permission's name. */
export async function refusal(response: Response): Promise<{ status: number; required: unknown }> {
  const body = (await response.json()) as { details?: { required?: unknown } };
  return { status: response.status, required: body.details?.required };
}
