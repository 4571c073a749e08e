import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp';
import { createLogger } from './logger';
import { createMailer } from './mailer';

const message = {
  to: 'lucia@despacho.example',
  subject: 'Restablece tu contraseña',
  text: 'Abre https://gaceta.example.com/reset-password/abc123 para continuar.',
  html: '<p>Abre <a href="https://gaceta.example.com/reset-password/abc123">el enlace</a></p>',
};

let dir: string;
let logs: Record<string, unknown>[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gaceta-mailer-'));
  logs = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const logger = () => createLogger('info', { write: (line: string) => logs.push(JSON.parse(line)) });

describe('outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml named by time and logs its links', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Gaceta <no-reply@gaceta.local>',
      outboxDir,
      logger: logger(),
      logLinks: true,
    });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Segundo' });
    mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const [first] = files.sort();
    const eml = await readFile(path.join(outboxDir, first ?? ''), 'utf8');
    expect(eml).toMatch(/^From: Gaceta <no-reply@gaceta.local>$/m);
    expect(eml).toMatch(/^To: lucia@despacho.example$/m);
    expect(logs.find((line) => line.msg === 'email written to the outbox')).toMatchObject({
      links: ['https://gaceta.example.com/reset-password/abc123'],
    });
  });

  it('keeps links out of the log in production mode', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'a@b.es',
      outboxDir: dir,
      logger: logger(),
      logLinks: false,
    });
    await mailer.send(message);
    expect(JSON.stringify(logs)).not.toContain('abc123');
  });
});

describe('SMTP', () => {
  it('delivers through the SMTP server at SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'no-reply@gaceta.local',
      outboxDir: dir,
      logger: logger(),
      logLinks: true,
    });
    await mailer.send(message);
    mailer.close();
    await smtp.close();
    expect(smtp.mails).toEqual([
      expect.objectContaining({ to: [message.to], subject: message.subject, text: message.text }),
    ]);
    expect(await readdir(dir)).toEqual([]);
  });
});
