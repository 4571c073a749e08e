import type { Campaign, NewsletterStatistics } from '@gaceta/shared/newsletter/campaigns';
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../../db/schema';
import { createMailer, type Mailer } from '../../../lib/mailer';
import { listenSmtp, type SmtpListener } from '../../../lib/smtp-listener';
import type { FileStorage } from '../../../lib/storage';
import { type Queue, startQueue } from '../../../queue/queue';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';
import { sessionSetupPool } from '../../../test/queue-clock';
import { storeArticleImage } from '../../../test/uploads';
import { newsletterSendJob } from './newsletter-send.job';

/**
 * A campaign whose sending run spends its retries (docs/newsletter.md, Campaigns): the worker runs
 * the real newsletter-send job on pg-boss, with time moved by hand (the app's clock and pg-boss's
 * TestClock together), so each retry comes at its backoff and the last one's failure reaches the
 * job's `failed` hook.
 *
 * The fault: the relay keeps refusing some recipients for now (451, retried per message, decision
 * 036), so the campaign waits on a follow-up run; then the file storage the messages' images come
 * from is out of reach, so every run fails before sending anything. A failing relay alone never
 * fails a run: each refusal is the message's own retry or failure.
 */

let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;
let queueClock: TestClock;
let worker: Queue;
let connection: ReturnType<typeof sessionSetupPool> | undefined;
let relay: SmtpListener;
let mailer: Mailer;

/** What the relay took, by address; while `refusing`, it answers 451 to every `busy…` address. */
const received: string[] = [];
let refusing = true;
let storageDown = false;

/** The app's storage, unreachable while `storageDown` (as S3 out of reach is). */
function flakyStorage(storage: FileStorage): FileStorage {
  const reach = async <T>(use: () => Promise<T>): Promise<T> => {
    if (storageDown) throw Object.assign(new Error('connect ETIMEDOUT storage'), { code: 'ETIMEDOUT' });
    return use();
  };
  return {
    put: (key, bytes, type) => reach(() => storage.put(key, bytes, type)),
    get: (key) => reach(() => storage.get(key)),
    size: (key) => reach(() => storage.size(key)),
    delete: (key) => reach(() => storage.delete(key)),
    ...(storage.url && { url: (key: string) => storage.url?.(key) ?? key }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  h = newsletterHelpers(t);
  relay = await listenSmtp({
    onError: () => {},
    onRcptTo(address, _session, callback) {
      if (refusing && address.address.startsWith('busy'))
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      callback();
    },
    async onData(stream, session, callback) {
      for await (const _chunk of stream) {
      }
      received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
      callback();
    },
  });
  mailer = createMailer({
    smtpUrl: relay.url,
    from: t.config.mailFrom,
    outboxDir: '',
    logger: t.deps.logger,
    logLinks: false,
  });
  queueClock = new TestClock(t.clock.now());
  if (t.database.kind === 'postgres') connection = sessionSetupPool(t.database.connectionString);
  worker = await startQueue({
    database: t.database,
    jobs: [newsletterSendJob],
    deps: { ...t.deps, mailer, storage: flakyStorage(t.storage) },
    work: true,
    pollingIntervalSeconds: 1,
    clock: queueClock,
    connection,
  });
});
afterAll(async () => {
  await worker.stop();
  await connection?.close();
  mailer.close();
  await relay.close();
  await t.close();
});

/** Lets the worker poll, a second of both clocks at a time, until `check` holds (a minute of real time at most). */
async function until(check: () => Promise<boolean>, what: string) {
  const giveUp = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > giveUp) throw new Error(`never happened: ${what}`);
    t.clock.advance(1000);
    await queueClock.tick(1000);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Moves both clocks to `at`. */
async function moveTo(at: Date) {
  const ms = at.getTime() - t.clock.now().getTime();
  if (ms <= 0) return;
  t.clock.advance(ms);
  await queueClock.setTime(t.clock.now());
}

const runsOf = (campaignId: string) =>
  worker.boss.findJobs(newsletterSendJob.name, { data: { campaign_id: campaignId } });

const call = (token: string, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token });

const preferences = (token: string, body: unknown) => call(token, 'PUT', '/v1/me/preferences', body);

describe('a campaign whose sending run spends its retries', () => {
  it('becomes failed, tells the newsletter managers in their language, and resumes with only what is left', async () => {
    const setup = await h.newsletterOffice();
    const officeId = setup.office.id;
    const as = (roles: ('client_reviewer' | 'client_statstics')[]) =>
      createSignedInUser(t, { officeId, roles, firstName: 'Lucía' });
    const [spanish, portuguese, quiet, statistics] = [
      await as(['client_reviewer']),
      await as(['client_reviewer']),
      await as(['client_reviewer']),
      await as(['client_statstics']),
    ];
    expect((await preferences(portuguese.token, { locale: 'pt' })).status).toBe(200);
    expect((await preferences(quiet.token, { email_notices: false })).status).toBe(200);

    const item = await h.newsItem(officeId, { title: 'Reforma laboral' });
    const image = await storeArticleImage(t.storage, item.id, { width: 800, height: 500 });
    await t.db.update(news).set({ imageKey: image }).where(eq(news.id, item.id));
    const tag = officeId.slice(0, 6);
    const sentFirst = ['uno', 'dos', 'tres'].map((name) => `${name}-${tag}@example.test`);
    const waiting = ['busy1', 'busy2'].map((name) => `${name}-${tag}@example.test`);
    await h.recipients(
      officeId,
      [...sentFirst, ...waiting].map((email) => ({ email })),
    );
    const created = await call(setup.reviewer, 'POST', '/v1/newsletter/campaigns', {
      news_ids: [item.id],
      sender_id: setup.sender.id,
    });
    const campaign = await objectOf<Campaign>(created);
    const path = `/v1/newsletter/campaigns/${campaign.id}`;
    expect((await call(setup.reviewer, 'POST', `${path}/send`)).status).toBe(200);

    // The first run sends what the relay takes; the refused ones wait on their retry, and the run
    // enqueues its follow-up for then.
    await until(async () => received.length === 3, 'the first run sent what the relay took');
    await until(async () => (await runsOf(campaign.id)).length === 2, 'the follow-up run was enqueued');

    // The storage goes away: the follow-up run, then each retry, fails before sending anything.
    storageDown = true;
    const { limit } = newsletterSendJob.retry;
    for (let retry = 0; retry <= limit; retry++) {
      const follow = (await runsOf(campaign.id)).find((run) => run.state !== 'completed');
      if (!follow) throw new Error('no follow-up run');
      await moveTo(follow.startAfter);
      await until(
        async () => {
          const run = (await runsOf(campaign.id)).find((each) => each.id === follow.id);
          // pg-boss counts a retry when it starts it: the nth failure leaves the run waiting as retry n-1.
          return retry < limit ? run?.state === 'retry' && run.retryCount === retry : run?.state === 'failed';
        },
        `run ${retry + 1} of ${limit + 1} failed`,
      );
    }

    const gaveUp = (await runsOf(campaign.id)).find((run) => run.state === 'failed');
    expect(gaveUp).toMatchObject({ retryCount: limit, output: { message: 'connect ETIMEDOUT storage' } });

    // The last failure reached the hook: the campaign is failed, what was sent stays counted.
    const failed = await objectOf<Campaign>(await call(setup.reviewer, 'GET', path));
    expect(failed).toMatchObject({ status: 'failed', counts: { sent: 3, pending: 2, recipients: 5 } });
    expect(failed.finished_at).not.toBeNull();
    expect(received.sort()).toEqual([...sentFirst].sort());
    // The statistics count what left, not the campaign as sent in full.
    const stats = await objectOf<NewsletterStatistics>(
      await call(statistics.token, 'GET', '/v1/statistics/newsletter?range=month'),
    );
    expect(stats.totals).toMatchObject({ sent: 3, delivered: 3 });
    expect(stats.campaigns).toMatchObject([{ id: campaign.id, sent: 3 }]);

    // The newsletter managers who take notices are told, each in their language, with the link.
    const mails = await t.deliverMails();
    const noticesTo = (email: string) =>
      mails.filter((mail) => mail.to.includes(email) && mail.html.includes(`/recipient/${campaign.id}`));
    const [inSpanish] = noticesTo(spanish.user.email);
    expect(inSpanish?.subject).toBe('Newsletter detenida: 2 mensajes sin enviar');
    expect(inSpanish?.text).toContain('La newsletter con “Reforma laboral” ha dejado de enviarse');
    expect(inSpanish?.text).toContain('Se han enviado 3 mensajes y quedan 2 por enviar');
    expect(inSpanish?.html).toContain(`${t.config.publicUrl}/statistics/newsletter/recipient/${campaign.id}`);
    const [inPortuguese] = noticesTo(portuguese.user.email);
    expect(inPortuguese?.subject).toBe('Newsletter interrompida: 2 mensagens por enviar');
    expect(noticesTo(spanish.user.email)).toHaveLength(1);
    expect(noticesTo(quiet.user.email)).toHaveLength(0);
    expect(noticesTo(statistics.user.email)).toHaveLength(0);

    // Another office cannot resume it, nor can someone who does not manage the newsletter.
    const other = await h.newsletterOffice();
    expect(await errorOf(await call(other.reviewer, 'POST', `${path}/resume`))).toMatchObject({
      status: 404,
      code: 'CAMPAIGN_NOT_FOUND',
    });
    expect((await call(statistics.token, 'POST', `${path}/resume`)).status).toBe(403);
    expect((await objectOf<Campaign>(await call(setup.reviewer, 'GET', path))).status).toBe('failed');

    // Once the storage and the relay are back, resuming sends only the messages still waiting.
    storageDown = false;
    refusing = false;
    const resumed = await call(portuguese.token, 'POST', `${path}/resume`);
    expect(resumed.status, await resumed.clone().text()).toBe(200);
    expect(await objectOf<Campaign>(resumed)).toMatchObject({ status: 'sending', finished_at: null });
    expect(await errorOf(await call(setup.reviewer, 'POST', `${path}/resume`))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_NOT_FAILED',
    });
    await until(
      async () => (await objectOf<Campaign>(await call(setup.reviewer, 'GET', path))).status === 'sent',
      'the resumed campaign was sent',
    );
    expect(received.sort()).toEqual([...sentFirst, ...waiting].sort());
    expect(await objectOf<Campaign>(await call(setup.reviewer, 'GET', path))).toMatchObject({
      status: 'sent',
      counts: { sent: 5, pending: 0, failed: 0, unknown: 0 },
    });
  }, 300_000);
});
