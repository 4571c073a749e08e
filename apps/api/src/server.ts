import type { Server } from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { jobContext } from './context';
import { DEMO_PASSWORD, DEMO_USERS, seed } from './db/seed';
import { DEFAULT_ADMIN_PASSWORD, loadEnv, missingOperatorWarning } from './env';
import { flushErrorReporting, initErrorReporting } from './lib/error-reporting';
import { createLogger } from './lib/logger';
import { warmSpelling } from './lib/spelling';
import { startMetrics } from './metrics';
import { DEMO_SEEDS, JOBS, MODULE_PARTS } from './modules';
import { seedDemo } from './modules/demo/demo';
import { startQueue } from './queue/queue';
import { onShutdownSignal, openRuntime } from './runtime';

const config = loadEnv();
const logger = createLogger(config.logLevel);
// Said before anything can fail, so a production start always shows it.
const operatorWarning = missingOperatorWarning(config);
if (operatorWarning) logger.warn(operatorWarning);
await initErrorReporting({ dsn: config.sentryDsn, environment: config.nodeEnv, publicUrl: config.publicUrl });

const runtime = await openRuntime(config, logger, MODULE_PARTS);
let listened = () => {};
const listening = new Promise<void>((resolve) => {
  listened = resolve;
});
// In the default start the job worker runs here too; worker.ts adds more workers in production, where
// RUN_JOBS=0 leaves the jobs to them. The queue starts before the demo, whose scheduled news enqueue
// jobs; its workers fetch once the server listens.
const queue = await startQueue({
  database: runtime.database,
  jobs: JOBS,
  deps: runtime.deps,
  work: config.runJobs,
  workFrom: listening,
});
await runtime.database.exclusive(async (db) => {
  await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }, logger);
  if (config.demo) await seedDemo({ ...runtime.deps, db, jobs: queue }, DEMO_SEEDS);
});

// Off unless NEWSLETTER_BOUNCE_PORT is set (docs/newsletter.md, Bounces), and only then loaded: its
// SMTP server and mail parser are not worth their start-up time to anyone else.
const bounceReceiver = config.newsletter.bouncePort
  ? await (await import('./modules/newsletter/bounces/bounces.receiver')).startBounceReceiver(
      jobContext({ ...runtime.deps, jobs: queue }, { job: 'newsletter-bounces', officeId: null }),
      config.newsletter.bouncePort,
    )
  : undefined;

// On METRICS_PORT, apart from the public port; off unless set.
const metrics = await startMetrics(config, runtime.database, 'api', logger);

const app = createApp({
  ...runtime.deps,
  jobs: queue,
  staticDirs: {
    backoffice: fileURLToPath(new URL('../../backoffice/dist', import.meta.url)),
    widget: fileURLToPath(new URL('../../../packages/widget/dist', import.meta.url)),
    wordpressPlugin: fileURLToPath(new URL('../../../packages/wp-plugin/dist', import.meta.url)),
  },
});

const server = serve({ fetch: app.fetch, port: config.port }, () => {
  logger.info(
    { url: config.publicUrl, port: config.port, database: runtime.database.kind, admin: config.adminEmail },
    `Gaceta is ready at ${config.publicUrl}, sign in as ${config.adminEmail}`,
  );
  printWelcome();
  listened();
  // Loaded now rather than on the first spelling request (pt takes up to a second).
  warmSpelling().then(
    (milliseconds) => logger.debug({ milliseconds }, 'spelling dictionaries loaded'),
    (error: unknown) => logger.warn({ err: error }, 'spelling dictionaries could not be loaded'),
  );
}) as Server;

/** The few lines a person who ran `npm start` needs, apart from the JSON logs. */
function printWelcome() {
  // Only the documented default password is shown, and never in production.
  const showPassword = config.nodeEnv !== 'production' && config.adminPassword === DEFAULT_ADMIN_PASSWORD;
  const lines = [
    `Gaceta is running at ${config.publicUrl}`,
    `Sign in as ${config.adminEmail} ${showPassword ? `with the password ${DEFAULT_ADMIN_PASSWORD}` : '(password: GACETA_ADMIN_PASSWORD)'}`,
  ];
  if (config.demo) {
    lines.push(
      `Demo office users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((user) => user.email).join(', ')}`,
    );
  }
  if (operatorWarning) lines.push(`Warning: ${operatorWarning}`);
  lines.push('Press Ctrl-C to stop.');
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

onShutdownSignal(logger, async () => {
  // Stop taking connections and answer what was sent, then let running jobs finish and close the
  // database so PGlite is left clean. Node's server.close() would also drop every connection not yet
  // in a request, resetting one whose request is still on its way (a proxy's kept-alive connection):
  // instead each connection ends after its next answer; what is still open after 5 s is closed.
  server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const forceClose = setTimeout(() => server.closeAllConnections(), 5_000);
  await closed;
  clearTimeout(forceClose);
  await bounceReceiver?.close();
  await queue.stop();
  await metrics?.close();
  await runtime.close();
  await flushErrorReporting();
  logger.info('stopped');
});
