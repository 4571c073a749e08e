// A sending run in a process of its own, for the crash test to kill at the points it chooses
// (modules/newsletter/sending.test.ts). Reads what it needs from the environment; PostgreSQL only
// (an embedded PGlite lives in its parent's process).
import path from 'node:path';
import { jobContext, type ServiceDeps } from '../context';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { systemClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { runSending } from '../modules/newsletter/sending.service';
import { openStorage } from '../runtime';

const { DATABASE_URL, JWT_SECRET, CAMPAIGN_ID, OFFICE_ID } = process.env;
if (!DATABASE_URL || !JWT_SECRET || !CAMPAIGN_ID || !OFFICE_ID) throw new Error('missing environment');
const config = { ...parseEnv(process.env), jwtSecret: JWT_SECRET };
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
  logger,
  jobs: {
    enqueue: async () => {
      throw new Error('a sending run enqueues nothing here');
    },
  },
};
await runSending(jobContext(deps, { job: 'newsletter-send', officeId: OFFICE_ID }), CAMPAIGN_ID);
deps.mailer.close();
await handle.close();
