import { loadEnv } from './env';
import { flushErrorReporting, initErrorReporting } from './lib/error-reporting';
import { createLogger } from './lib/logger';
import { startMetrics } from './metrics';
import { JOBS, MODULE_PARTS } from './modules';
import { startQueue } from './queue/queue';
import { onShutdownSignal, openRuntime } from './runtime';

/**
 * Extra job workers for production (DATABASE_URL). The embedded database allows one process, and
 * `npm start` already runs the jobs in the server process.
 */
const config = loadEnv();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  logger.fatal(
    'the worker entry needs DATABASE_URL; with the embedded database the server runs the jobs itself',
  );
  process.exit(1);
}
await initErrorReporting({ dsn: config.sentryDsn, environment: config.nodeEnv, publicUrl: config.publicUrl });

const runtime = await openRuntime(config, logger, MODULE_PARTS);
const queue = await startQueue({ database: runtime.database, jobs: JOBS, deps: runtime.deps, work: true });
const metrics = await startMetrics(config, runtime.database, 'worker', logger);
logger.info({ jobs: JOBS.map((job) => job.name) }, 'worker started');

onShutdownSignal(logger, async () => {
  await queue.stop();
  await metrics?.close();
  await runtime.close();
  await flushErrorReporting();
  logger.info('stopped');
});
