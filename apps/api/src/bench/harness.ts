// What the measurements in this folder share: their arguments, a database of their own and the API's
// runtime on it. scripts/bench/api.ts runs each under tsx, once on PGlite and once on PostgreSQL:
//   tsx src/bench/<measurement>.ts [postgres://server/database] [--quick]
// A measurement prints its figures' lines, and may end with `RESULT <json>` for the script's own
// report; it exits 1 when a figure is over its budget outside the quick mode.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { jobContext, type RuntimeConfig, type ServiceContext } from '../context';
import { type DatabaseHandle, migrate, openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { parseEnv, resolveJwtSecret } from '../env';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { hashPassword } from '../lib/password-hash';
import { JOBS, MODULE_PARTS } from '../modules';
import { type Queue, type QueueOptions, startQueue } from '../queue/queue';
import { openRuntime, openStorage, type Runtime } from '../runtime';
import { databaseUrl, onServer, randomDatabaseName } from '../test/template-db';

/** The bench's quick mode (scripts/bench/mode.ts): small fixtures, budgets not enforced. */
export const QUICK = process.argv.includes('--quick');
/** The PostgreSQL server given as the argument; without one, PGlite. */
export const serverUrl = process.argv.slice(2).find((arg) => arg !== '--quick');
export const engine = serverUrl ? 'PostgreSQL' : 'PGlite';

/** Runs `use` on a new database: PGlite (undefined), or a database of its own on the server, dropped after. */
export async function withBenchDatabase<T>(use: (databaseUrl: string | undefined) => Promise<T>): Promise<T> {
  if (!serverUrl) return use(undefined);
  const scratch = randomDatabaseName('gaceta_bench');
  await onServer(serverUrl, `CREATE DATABASE ${scratch}`);
  try {
    return await use(databaseUrl(serverUrl, scratch));
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
}

export interface BenchRuntime {
  runtime: Runtime;
  queue: Queue;
  /** The environment the runtime was configured from (for another process on the same database). */
  env: Record<string, string>;
  /** A job's context acting for `officeId`, or for the platform. */
  ctx(officeId?: string | null): ServiceContext;
}

/**
 * The API's runtime (migrated) on `databaseUrl` (PGlite when undefined) with a temporary data
 * folder, and its queue of `jobs` (the app's), run in this process when `work`.
 */
export async function withBenchRuntime<T>(
  databaseUrl: string | undefined,
  options: { env?: Record<string, string>; jobs?: QueueOptions['jobs']; work?: boolean },
  use: (bench: BenchRuntime) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gaceta-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
    ...(databaseUrl && { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') }),
  };
  const config = resolveJwtSecret(parseEnv(env));
  const runtime = await openRuntime(config, createLogger(config.logLevel), MODULE_PARTS);
  const queue = await startQueue({
    database: runtime.database,
    jobs: options.jobs ?? JOBS,
    deps: runtime.deps,
    work: options.work ?? false,
  });
  try {
    const deps = { ...runtime.deps, jobs: queue };
    return await use({
      runtime,
      queue,
      env,
      ctx: (officeId = null) => jobContext(deps, { job: 'bench', officeId }),
    });
  } finally {
    await queue.stop();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The seeded admin; the fixture office's reader shares the password. */
const BENCH_ADMIN = { email: 'admin@bench.local', password: 'Bench2026!x' };

export interface BenchApp {
  handle: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  /** A statistics reader of the fixture's office, signed in. */
  token: string;
  /** The provider's admin (the seed's), signed in. */
  adminToken: string;
  /** A context acting for the platform. */
  platform: ServiceContext;
}

/**
 * For measurements of the back-office's calls: a database (from withBenchDatabase; PGlite in
 * memory) migrated and seeded, filled by `fixture`, and the HTTP app on it with a signed-in
 * statistics reader of the fixture's office.
 */
export async function withBenchApp<Fixture extends { office: string }>(
  databaseUrl: string | undefined,
  fixture: (handle: DatabaseHandle) => Promise<Fixture>,
  use: (bench: BenchApp, fixture: Fixture) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gaceta-bench-'));
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : {});
  try {
    await migrate(handle);
    await seed(handle.db, { adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password });
    const filled = await fixture(handle);
    const { close, ...bench } = await benchApp(handle, dataDir, filled.office);
    await use(bench, filled);
    await close();
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchApp(
  handle: DatabaseHandle,
  dataDir: string,
  officeId: string,
): Promise<BenchApp & { close(): Promise<void> }> {
  const { password } = BENCH_ADMIN;
  await handle.db.execute(sql`
    insert into users (email, password_hash, first_name, kind, roles, office_id)
    values ('reader@bench.local', ${await hashPassword(password)}, 'Reader', 'user', '{client_statstics}', ${officeId})`);
  const config: RuntimeConfig = {
    ...parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PUBLIC_URL: 'http://127.0.0.1',
    }),
    jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256',
  };
  const logger = createLogger(config.logLevel);
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
    logLinks: false,
  });
  const deps = {
    config,
    db: handle.db,
    mailer,
    storage: openStorage(config),
    clock: systemClock,
    logger,
    ...MODULE_PARTS,
  };
  // Send-only: every context carries the sender.
  const queue = await startQueue({ database: handle, jobs: JOBS, deps, work: false });
  const app = createApp({
    ...deps,
    jobs: queue,
    staticDirs: { backoffice: path.join(dataDir, 'none'), widget: path.join(dataDir, 'none') },
  });
  const signIn = async (email: string) => {
    const login = await app.request('/auth_user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  return {
    handle,
    app,
    token: await signIn('reader@bench.local'),
    adminToken: await signIn(BENCH_ADMIN.email),
    platform: jobContext({ ...deps, jobs: queue }, { job: 'bench', officeId: null }),
    async close() {
      mailer.close();
      await queue.stop();
    },
  };
}
