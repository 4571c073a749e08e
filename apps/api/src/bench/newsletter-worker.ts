// A sending run in a process of its own, for the crash test to kill at the points it chooses
// (modules/newsletter/sending/sending.test.ts) and the sending bench. Its one argument is JSON: the variables of the product's
// environment and the campaign. PostgreSQL only (an embedded PGlite lives in its parent's process).
import path from 'node:path';
import { jobContext, type ServiceDeps } from '../context';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { runSending } from '../modules/newsletter/sending/sending.service';
import { openStorage } from '../runtime';

const { env, campaignId, officeId } = JSON.parse(process.argv[2] ?? '{}') as {
  env: Record<string, string>;
  campaignId: string;
  officeId: string;
};
const { DATABASE_URL, JWT_SECRET } = env;
if (!DATABASE_URL || !JWT_SECRET) throw new Error('DATABASE_URL and JWT_SECRET are needed');
const config = { ...parseEnv(env), jwtSecret: JWT_SECRET };
const logger = createLogger('warn');
const handle = await openDatabase({ databaseUrl: DATABASE_URL });
const deps: ServiceDeps = {
  config,
  db: handle.db,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    logLinks: false,
  }),
  storage: openStorage(config),
  clock: systemClock,
  // Sending publishes on no channel and rolls nothing up: the process loads no module's parts (it
  // starts under tsx, and sending.test.ts kills it at chosen points).
  channels: {},
  rollupSources: [],
  logger,
  jobs: {
    enqueue: async () => {
      throw new Error('a sending run enqueues nothing here');
    },
  },
};
await runSending(jobContext(deps, { job: 'newsletter-send', officeId }), campaignId);
deps.mailer.close();
await handle.close();
