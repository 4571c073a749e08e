import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobContext } from '../../../context';
import { newsletterDeliveries, newsletterEvents, newsletterRecipients } from '../../../db/schema';
import type { SmtpListener } from '../../../lib/smtp-listener';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../../test/harness';
import { newsletterHelpers } from '../../../test/newsletter';
import { startBounceReceiver } from './bounces.receiver';

const SECRET = 'a-webhook-secret-long-enough-for-the-test';
let t: TestApp;
let h: ReturnType<typeof newsletterHelpers>;
let receiver: SmtpListener;

beforeAll(async () => {
  t = await createTestApp({
    env: { NEWSLETTER_BOUNCE_DOMAIN: 'bounces.example.test', NEWSLETTER_WEBHOOK_SECRET: SECRET },
  });
  h = newsletterHelpers(t);
  receiver = await startBounceReceiver(
    jobContext(t.deps, { job: 'newsletter-bounces', officeId: null }),
    0,
    '127.0.0.1',
  );
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** A campaign sent to `emails`; its deliveries by address. */
async function sent(emails: string[]) {
  const setup = await h.newsletterOffice();
  const item = await h.newsItem(setup.office.id);
  await h.recipients(
    setup.office.id,
    emails.map((email) => ({ email })),
  );
  const created = await requestJson(
    t.app,
    'POST',
    '/v1/newsletter/campaigns',
    { news_ids: [item.id], sender_id: setup.sender.id },
    { token: setup.reviewer },
  );
  const campaign = await objectOf<Campaign>(created);
  await requestJson(t.app, 'POST', `/v1/newsletter/campaigns/${campaign.id}/send`, undefined, {
    token: setup.reviewer,
  });
  await h.runSendingJobs();
  return Object.fromEntries((await h.deliveriesOf(campaign.id)).map((row) => [row.email, row]));
}

function dsn(to: string, status: string): string {
  return [
    'From: Mail Delivery System <mailer-daemon@mx.example.test>',
    `To: ${to}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your message could not be delivered.',
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.test',
    '',
    'Final-Recipient: rfc822; someone@example.test',
    `Action: ${status.startsWith('5') ? 'failed' : 'delayed'}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${status.startsWith('5') ? '550 5.1.1 User unknown' : '451 4.2.2 Mailbox full'}`,
    '',
    '--b1--',
    '',
  ].join('\r\n');
}

async function sendToReceiver(to: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: receiver.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ envelope: { from: 'mailer-daemon@mx.example.test', to }, raw });
  } finally {
    transport.close();
  }
}

describe('bounces', () => {
  it('sends every message with a VERP return path naming it', async () => {
    const rows = await sent(['verp@example.test']);
    const [mail] = t.mails.filter((each) => each.to.includes('verp@example.test'));
    expect(mail?.mailFrom).toBe(`bounce+${rows['verp@example.test']?.id}@bounces.example.test`);
  });

  it('a hard bounce (a DSN with 5.x.x to the receiver) marks the message and stops the address; a soft one is only recorded', async () => {
    const rows = await sent(['hard@example.test', 'soft@example.test']);
    const hard = rows['hard@example.test'];
    const soft = rows['soft@example.test'];
    await sendToReceiver(
      `bounce+${hard?.id}@bounces.example.test`,
      dsn(`bounce+${hard?.id}@bounces.example.test`, '5.1.1'),
    );
    await sendToReceiver(
      `bounce+${soft?.id}@bounces.example.test`,
      dsn(`bounce+${soft?.id}@bounces.example.test`, '4.2.2'),
    );
    const [hardRow] = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.id, hard?.id as string));
    expect(hardRow?.status).toBe('bounced');
    expect(hardRow?.error).toContain('User unknown');
    const recipients = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.officeId, hard?.officeId as string));
    expect(Object.fromEntries(recipients.map((row) => [row.email, row.status]))).toEqual({
      'hard@example.test': 'bounced',
      'soft@example.test': 'subscribed',
    });
    const events = await t.db
      .select()
      .from(newsletterEvents)
      .where(eq(newsletterEvents.deliveryId, soft?.id as string));
    expect(events.map((event) => event.kind)).toEqual(['bounce']);
  });

  it('offers an RFC 2369 mailto beside the one-click URL; an email to it unsubscribes, whatever it says', async () => {
    const rows = await sent(['by-mail@example.test', 'stays@example.test']);
    const id = rows['by-mail@example.test']?.id as string;
    const [mail] = t.mails.filter((each) => each.to.includes('by-mail@example.test'));
    // Headers unfolded, as a mail client reads them.
    expect(mail?.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      new RegExp(
        `^List-Unsubscribe: <http://[^>]+/public/v1/newsletter/unsubscribe\\?token=[^>]+>,\\s+<mailto:unsubscribe\\+${id}@bounces\\.example\\.test\\?subject=unsubscribe>\\r?$`,
        'm',
      ),
    );
    await sendToReceiver(
      `unsubscribe+${id}@bounces.example.test`,
      'From: by-mail@example.test\r\nSubject: unsubscribe\r\n\r\n',
    );
    const recipients = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.officeId, rows['by-mail@example.test']?.officeId as string));
    expect(Object.fromEntries(recipients.map((row) => [row.email, row.status]))).toEqual({
      'by-mail@example.test': 'unsubscribed',
      'stays@example.test': 'subscribed',
    });
    await expect(
      sendToReceiver(`unsubscribe+not-an-id@bounces.example.test`, 'Subject: unsubscribe\r\n\r\n'),
    ).rejects.toThrow(/550/);
  });

  it('the receiver refuses addresses that are not a return path of ours', async () => {
    await expect(sendToReceiver('postmaster@bounces.example.test', dsn('x', '5.1.1'))).rejects.toThrow(/550/);
  });

  it('a sender that goes away in the middle of a report leaves the receiver running', async () => {
    const socket = net.connect(receiver.port, '127.0.0.1');
    let replies = '';
    socket.on('data', (chunk) => {
      replies += chunk.toString();
    });
    const reply = (code: string) => vi.waitUntil(() => new RegExp(`^${code} `, 'm').test(replies));
    const command = async (line: string, code: string) => {
      replies = '';
      socket.write(`${line}\r\n`);
      await reply(code);
    };
    await reply('220');
    await command('EHLO mx.example.test', '250');
    await command('MAIL FROM:<mailer-daemon@mx.example.test>', '250');
    await command(`RCPT TO:<bounce+${randomUUID()}@bounces.example.test>`, '250');
    await command('DATA', '354');
    socket.write('Subject: Undelivered Mail\r\n');
    socket.resetAndDestroy();
    await vi.waitUntil(() => t.logs.some((line) => line.msg === 'bounce report connection failed'));
    await expect(sendToReceiver('postmaster@bounces.example.test', dsn('x', '5.1.1'))).rejects.toThrow(/550/);
  });

  it('the webhook takes providers’ bounces and complaints by Message-ID, with the shared secret', async () => {
    const rows = await sent(['complains@example.test', 'gone@example.test']);
    const events = [
      { type: 'complaint', message_id: rows['complains@example.test']?.messageId },
      { type: 'bounce', message_id: rows['gone@example.test']?.messageId?.slice(1, -1), permanent: true },
      { type: 'bounce', message_id: '<not-ours@example.test>' },
    ];
    const refused = await requestJson(
      t.app,
      'POST',
      '/public/v1/newsletter/bounces',
      { events },
      { headers: { authorization: 'Bearer wrong' } },
    );
    expect(await errorOf(refused)).toMatchObject({ status: 401 });
    const answer = await requestJson(
      t.app,
      'POST',
      '/public/v1/newsletter/bounces',
      { events },
      { headers: { authorization: `Bearer ${SECRET}` } },
    );
    expect(await answer.json()).toEqual({ recorded: 2 });
    const recipients = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.officeId, rows['gone@example.test']?.officeId as string));
    expect(Object.fromEntries(recipients.map((row) => [row.email, row.status]))).toEqual({
      'complains@example.test': 'complained',
      'gone@example.test': 'bounced',
    });
  });

  it('the webhook takes its secret only as `Authorization: Bearer <secret>`: the bare secret is refused', async () => {
    const post = (authorization: string) =>
      requestJson(
        t.app,
        'POST',
        '/public/v1/newsletter/bounces',
        { events: [] },
        { headers: { authorization } },
      );
    for (const authorization of [SECRET, `Basic ${SECRET}`, `Bearer${SECRET}`]) {
      expect(await errorOf(await post(authorization))).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
    const accepted = await post(`Bearer ${SECRET}`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ recorded: 0 });
  });
});
