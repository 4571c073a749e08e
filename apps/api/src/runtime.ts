import path from 'node:path';
import type { ModuleParts, RuntimeConfig, RuntimeDeps } from './context';
import { type DatabaseHandle, migrate, openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import type { Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createStorage, type FileStorage } from './lib/storage';

export interface Runtime {
  database: DatabaseHandle;
  /** What service contexts are made from, with the job queue the entry starts (startQueue). */
  deps: RuntimeDeps;
  close(): Promise<void>;
}

/** Files under DATA_DIR/files or in the S3 bucket, served by GET /files/{key}. */
export function openStorage(config: RuntimeConfig): FileStorage {
  return createStorage({
    dataDir: config.dataDir,
    s3: config.s3,
    publicBaseUrl: `${config.publicUrl}/files`,
  });
}

/**
 * Opens what both entries need: the migrated database, the mailer and the file storage. The
 * modules' parts come from the entry (modules.ts), which stands above the modules that make them.
 */
export async function openRuntime(
  config: RuntimeConfig,
  logger: Logger,
  parts: ModuleParts,
): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.exclusive((db) => migrate(database, db));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    logLinks: config.nodeEnv !== 'production',
  });
  const storage = openStorage(config);
  collectGarbageOnSignal(logger);
  return {
    database,
    deps: { config, db: database.db, mailer, storage, clock: systemClock, logger, ...parts },
    async close() {
      mailer.close();
      await database.close();
    },
  };
}

/**
 * Started with `node --expose-gc` (the load bench and the soak, docs/scaling.md), SIGUSR2 runs a full
 * garbage collection, so that memory read afterwards is what the process keeps, not what it has not
 * yet collected. Without the flag nothing listens and the signal keeps Node's meaning.
 */
function collectGarbageOnSignal(logger: Logger): void {
  const { gc } = globalThis;
  if (typeof gc !== 'function') return;
  process.on('SIGUSR2', () => {
    gc();
    const { rss, heapUsed } = process.memoryUsage();
    logger.info({ rss, heapUsed }, 'garbage collected');
  });
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
