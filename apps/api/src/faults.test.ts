import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from './db/schema';
import { createMailer } from './lib/mailer';
import { isDatabaseUnavailable } from './lib/query-errors';
import { sendPasswordResetJob } from './modules/passwords/send-password-reset.job';
import { runJob } from './queue/queue';
import { createOffice, createSignedInUser, createUser } from './test/factories';
import { createTestApp, requestJson, type TestApp } from './test/harness';
import { startSmtpServer } from './test/smtp';
import { freePort, tcpProxy } from './test/tcp-proxy';
import { samplePng, upload } from './test/uploads';

/**
 * Faults of what the API stands on (docs/architecture.md, "Faults"): the database going away in
 * the middle of requests, the mail relay down while an email is sent, the disk filling up during
 * an upload, S3 out of reach. Each gives a clear, stable error, retries where that is safe, and
 * leaves nothing half-written. The AI provider failing or stalling is tested in modules/ai/ai.test.ts
 * ("answers AI_PROVIDER_ERROR when the provider fails", "gives up after the configured time"), a
 * social network failing in modules/social/social.test.ts ("503, a dropped answer and a 429: …",
 * "checks before posting again after an ambiguous failure").
 */

async function expectUnavailable(response: Response, code: string, retryAfter: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(retryAfter);
  expect(await response.json()).toMatchObject({ code });
}

const template = inject('templateDb');

describe.skipIf(template.kind !== 'postgres')('the database restarting (PostgreSQL)', () => {
  // On PGlite the database is the API's own process: it cannot restart without it.
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let token: string;
  beforeAll(async () => {
    const server = template.kind === 'postgres' ? new URL(template.serverUrl) : undefined;
    proxy = await tcpProxy({ host: server?.hostname ?? '127.0.0.1', port: Number(server?.port || 5432) });
    t = await createTestApp({
      viaDatabaseUrl: (url) => {
        const through = new URL(url);
        through.host = `127.0.0.1:${proxy.port}`;
        return through.toString();
      },
    });
    const office = await createOffice(t.db);
    ({ token } = await createSignedInUser(t, { officeId: office.id }));
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
  });

  const me = () => requestJson(t.app, 'GET', '/v1/me', undefined, { token });

  it('answers 503 with Retry-After to requests cut in the middle, and recovers without a restart', async () => {
    expect((await me()).status).toBe(200);
    proxy.freeze();
    const inFlight = me();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.stop();
    await expectUnavailable(await inFlight, 'SERVICE_UNAVAILABLE', '5');
    // While it is down, new requests get the same answer rather than waiting.
    await expectUnavailable(await me(), 'SERVICE_UNAVAILABLE', '5');

    await proxy.start();
    expect((await me()).status).toBe(200);
  });

  it('survives its connections being terminated by the server', async () => {
    expect((await me()).status).toBe(200);
    if (template.kind !== 'postgres' || t.database.kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(t.database.connectionString).pathname.slice(1)],
      );
    } finally {
      await admin.end();
    }
    // A request may still meet a connection being closed: it gets a 503, never a 500.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await me()).status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});

describe('the mail relay down while an email is sent', () => {
  let t: TestApp;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  });
  afterAll(() => t.close());

  it('fails the run, which pg-boss keeps to retry, and the retry delivers it once the relay is back', async () => {
    const user = await createUser(t.db, {});
    const asked = await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email: user.email });
    expect(asked.status).toBe(200);

    const [run] = await t.queue.boss.fetch(sendPasswordResetJob.name);
    if (!run) throw new Error('no password reset job was queued');
    // Nothing listens at SMTP_URL: the run fails and is recorded as failed, to be retried.
    await expect(runJob(t.deps, sendPasswordResetJob, run)).rejects.toThrow();
    await t.queue.boss.fail(sendPasswordResetJob.name, run.id);
    const [stored] = (
      (await t.db.execute(
        sql`select state, start_after > now() as later from pgboss.job where id = ${run.id}`,
      )) as unknown as { rows: { state: string; later: boolean }[] }
    ).rows;
    expect(stored).toEqual({ state: 'retry', later: true });

    // The relay comes back; the retry's time comes (its delay, moved to now).
    const smtp = await startSmtpServer(smtpPort);
    try {
      await t.db.execute(sql`update pgboss.job set start_after = now() where id = ${run.id}`);
      const [again] = await t.queue.boss.fetch(sendPasswordResetJob.name);
      expect(again?.id).toBe(run.id);
      if (!again) return;
      const mailer = createMailer({
        smtpUrl: t.config.smtpUrl,
        from: t.config.mailFrom,
        outboxDir: '',
        logger: t.deps.logger,
        logLinks: false,
      });
      await runJob({ ...t.deps, mailer }, sendPasswordResetJob, again);
      mailer.close();
      expect(smtp.mails.map((mail) => mail.to)).toEqual([[user.email]]);
    } finally {
      await smtp.close();
    }
  });
});

/** Whether this process may mount a file system (root on Linux): what the disk-full test needs. */
function canMount(): boolean {
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

describe.skipIf(!canMount())('the disk full while uploading', () => {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The files folder on a file system of 256 KB, filled to its last block.
    filesDir = path.join(t.config.dataDir, 'files');
    await mkdir(filesDir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', filesDir]);
    await writeFile(path.join(filesDir, 'filler'), Buffer.alloc(256 * 1024)).catch(() => {});
  });
  afterAll(async () => {
    execFileSync('umount', [filesDir]);
    await t.close();
  });

  it('refuses the upload with STORAGE_UNAVAILABLE, leaving no file and no reference behind', async () => {
    const office = await createOffice(t.db);
    const { user, token } = await createSignedInUser(t, { officeId: office.id });
    const response = await upload(
      t.app,
      `/v1/users/${user.id}/avatar`,
      { bytes: await samplePng(), name: 'avatar.png', type: 'image/png' },
      { token },
    );
    await expectUnavailable(response, 'STORAGE_UNAVAILABLE', '60');
    const [row] = await t.db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, user.id));
    expect(row?.avatarKey).toBeNull();
    const left = execFileSync('find', [filesDir, '-type', 'f', '-not', '-name', 'filler'], {
      encoding: 'utf8',
    });
    expect(left).toBe('');
  });
});

describe('S3 out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        S3_BUCKET: 'gaceta',
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
  });
  afterAll(() => t.close());

  it('refuses the upload with STORAGE_UNAVAILABLE, and the user keeps no reference to a file', async () => {
    const office = await createOffice(t.db);
    const { user, token } = await createSignedInUser(t, { officeId: office.id });
    const response = await upload(
      t.app,
      `/v1/users/${user.id}/avatar`,
      { bytes: await samplePng(), name: 'avatar.png', type: 'image/png' },
      { token },
    );
    await expectUnavailable(response, 'STORAGE_UNAVAILABLE', '60');
    const [row] = await t.db.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, user.id));
    expect(row?.avatarKey).toBeNull();
  });
});

describe('what counts as the database being unavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('is a connection failure, a server shutting down or restarting, or a lost connection', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'too many connections'),
      withCode('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('is not a query the database refused', () => {
    for (const error of [withCode('23505', 'duplicate key'), withCode('22021'), new Error('boom')])
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
  });
});
