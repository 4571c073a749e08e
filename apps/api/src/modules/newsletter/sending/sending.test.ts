import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { jobContext, type ServiceDeps } from '../../../context';
import { newsletterRecipients } from '../../../db/schema';
import { createMailer } from '../../../lib/mailer';
import { listenSmtp, type SmtpListener } from '../../../lib/smtp-listener';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { dyingMailer, newsletterHelpers } from '../../../test/newsletter';
import { LEASE_MS, MAX_ATTEMPTS, outcomeOfError, runSending } from './sending.service';

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
});
afterAll(() => t.close());

/** A campaign of one item to `count` recipients, sending (its runs queued, none run). */
async function sendingCampaign(count: number, emails?: string[]) {
  const setup = await h.newsletterOffice();
  const item = await h.newsItem(setup.office.id);
  const addresses =
    emails ??
    Array.from({ length: count }, (_, index) => `r${index}-${setup.office.id.slice(0, 6)}@example.test`);
  await h.recipients(
    setup.office.id,
    addresses.map((email) => ({ email })),
  );
  const created = await requestJson(
    t.app,
    'POST',
    '/v1/newsletter/campaigns',
    { news_ids: [item.id], sender_id: setup.sender.id },
    { token: setup.reviewer },
  );
  const campaign = await objectOf<Campaign>(created);
  const sent = await requestJson(t.app, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`, undefined, {
    token: setup.reviewer,
  });
  expect(sent.status).toBe(200);
  return { ...setup, campaign, addresses };
}

const runWith = (deps: ServiceDeps, officeId: string, campaignId: string) =>
  runSending(jobContext(deps, { job: 'newsletter-send', officeId }), campaignId);

/** Messages received per address. */
function receivedBy(addresses: string[]): Map<string, number> {
  const counts = new Map(addresses.map((address) => [address, 0]));
  for (const mail of t.mails)
    for (const to of mail.to) if (counts.has(to)) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

const countReceived = (addresses: string[]) => [...receivedBy(addresses).values()].filter(Boolean).length;

/** Nobody got two messages; every message is sent or unknown; each sent one arrived once. */
async function expectAtMostOnce(campaignId: string, addresses: string[]) {
  const received = receivedBy(addresses);
  expect(Math.max(...received.values())).toBeLessThanOrEqual(1);
  const deliveries = await h.deliveriesOf(campaignId);
  expect(deliveries).toHaveLength(addresses.length);
  for (const row of deliveries) {
    expect(['sent', 'unknown']).toContain(row.status);
    if (row.status === 'sent') expect(received.get(row.email)).toBe(1);
  }
  const sent = deliveries.filter((row) => row.status === 'sent').length;
  return { sent, unknown: deliveries.length - sent };
}

/** Waits until `condition` holds (the other side is a real SMTP conversation, in this or another process). */
const until = (condition: () => boolean) => vi.waitUntil(condition, { timeout: 60_000, interval: 5 });

describe('a crash in the middle of a 1,000-recipient campaign', () => {
  it.each([
    ['before', 137],
    ['after', 612],
  ] as const)(
    'dying %s the SMTP conversation of message %i, then restarting: nobody gets two messages',
    async (point, at) => {
      const { office, campaign, addresses, reviewer } = await sendingCampaign(1000);
      // The dead run never settles: it is stuck for good at message `at`, as a killed process is.
      void runWith({ ...t.deps, mailer: dyingMailer(t.deps.mailer, at, point) }, office.id, campaign.id);
      // Every message before `at` arrived (and `at` itself when it died after the server took it).
      await until(() => countReceived(addresses) >= at - (point === 'before' ? 1 : 0));
      // Restarted once the dead run's lease has run out.
      t.clock.advance(LEASE_MS + 1000);
      expect(await runWith(t.deps, office.id, campaign.id)).toBeNull();
      const { sent, unknown } = await expectAtMostOnce(campaign.id, addresses);
      expect(unknown).toBeGreaterThan(0);
      expect(unknown).toBeLessThanOrEqual(10);
      expect(sent + unknown).toBe(1000);
      const after = await objectOf<Campaign>(
        await requestJson(t.app, 'GET', `/v1/newsletter/campaigns/${campaign.id}`, undefined, {
          token: reviewer,
        }),
      );
      expect(after).toMatchObject({ status: 'sent', counts: { sent, unknown } });
    },
    120_000,
  );

  // PostgreSQL only: an embedded PGlite cannot be shared with another process.
  it.skipIf(inject('templateDb').kind === 'pglite')(
    'killing the sending process (SIGKILL) twice at chosen points, then restarting',
    async () => {
      if (t.database.kind !== 'postgres') return;
      const { office, campaign, addresses } = await sendingCampaign(1000);
      const worker = fileURLToPath(new URL('../../../bench/newsletter-worker.ts', import.meta.url));
      const argument = JSON.stringify({
        env: {
          NODE_ENV: 'test',
          DATABASE_URL: t.database.connectionString,
          SMTP_URL: t.config.smtpUrl,
          JWT_SECRET: t.config.jwtSecret,
          DATA_DIR: t.config.dataDir,
        },
        campaignId: campaign.id,
        officeId: office.id,
      });
      for (const killAt of [150, 520]) {
        const child = spawn(process.execPath, ['--import', 'tsx', worker, argument], {
          cwd: path.resolve(fileURLToPath(new URL('../../../..', import.meta.url))),
          stdio: 'ignore',
        });
        await until(() => countReceived(addresses) >= killAt);
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      t.clock.advance(LEASE_MS + 60_000);
      expect(await runWith(t.deps, office.id, campaign.id)).toBeNull();
      const { sent, unknown } = await expectAtMostOnce(campaign.id, addresses);
      expect(sent + unknown).toBe(1000);
    },
    180_000,
  );
});

describe('SMTP failures', () => {
  let server: SmtpListener;
  let refusals = 0;
  const received: string[] = [];

  beforeAll(async () => {
    server = await listenSmtp({
      onError: () => {},
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone'))
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        if (address.address.startsWith('busy') && refusals < 2) {
          refusals += 1;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        if (address.address.startsWith('full'))
          return callback(Object.assign(new Error('Over quota'), { responseCode: 452 }));
        callback();
      },
      async onData(stream, session, callback) {
        for await (const _chunk of stream) {
        }
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      },
    });
  });
  afterAll(() => server.close());

  it('retries temporary refusals with backoff, gives up after the last attempt, and fails permanent ones at once', async () => {
    const mailer = createMailer({
      smtpUrl: server.url,
      from: t.config.mailFrom,
      outboxDir: '',
      logger: t.deps.logger,
      logLinks: false,
    });
    const emails = ['ok@example.test', 'busy@example.test', 'gone@example.test', 'full@example.test'];
    const { office, campaign } = await sendingCampaign(0, emails);
    const deps = { ...t.deps, mailer };
    let next = await runWith(deps, office.id, campaign.id);
    for (let attempt = 1; next && attempt < 10; attempt += 1) {
      // Not before the backoff: a run now finds nothing to send.
      t.clock.advance(next.getTime() - t.clock.now().getTime() + 1);
      next = await runWith(deps, office.id, campaign.id);
    }
    mailer.close();
    const rows = Object.fromEntries((await h.deliveriesOf(campaign.id)).map((row) => [row.email, row]));
    expect(rows['ok@example.test']).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows['busy@example.test']).toMatchObject({ status: 'sent', attempts: 3 });
    expect(rows['gone@example.test']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows['full@example.test']).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(received.sort()).toEqual(['busy@example.test', 'ok@example.test']);
    const [gone] = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.email, 'gone@example.test'));
    expect(gone?.status).toBe('bounced');
  }, 60_000);

  it('tells what a failure means for the message', () => {
    expect(outcomeOfError({ responseCode: 550, command: 'RCPT TO' })).toBe('permanent');
    expect(outcomeOfError({ responseCode: 451, command: 'DATA' })).toBe('temporary');
    expect(outcomeOfError({ code: 'ECONNECTION', command: 'CONN' })).toBe('temporary');
    expect(outcomeOfError({ code: 'ETIMEDOUT', command: 'DATA' })).toBe('unknown');
    expect(outcomeOfError(new Error('Connection closed unexpectedly'))).toBe('unknown');
  });
});
