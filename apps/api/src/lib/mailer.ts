import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer';
import type { Logger } from './logger';
import { emails } from './metrics';

export interface MailMessage {
  to: string;
  /** Where replies go, when not to the sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The newsletter's own: its From (the office's name), headers, stable Message-ID and VERP envelope. */
  from?: { name: string; address: string };
  headers?: Record<string, string>;
  messageId?: string;
  envelope?: { from: string; to: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it messages go to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Log the links of outbox messages so a developer can follow them; never in production. */
  logLinks: boolean;
}

export function createMailer(options: MailerOptions): Mailer {
  const mailer = options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        emails.inc({ result: 'failed' });
        throw error;
      }
      emails.inc({ result: 'sent' });
    },
    close: mailer.close,
  };
}

/**
 * A nodemailer transport made on the first message: nodemailer takes a while to load, and most
 * starts of the server send nothing for a while.
 */
function lazyTransport(options: object, defaults: SendMailOptions) {
  let transport: Promise<Transporter> | undefined;
  return {
    async sendMail(message: SendMailOptions): Promise<SentMessageInfo> {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options, defaults),
      );
      return (await transport).sendMail(message);
    },
    close: () => void transport?.then((made) => made.close()),
  };
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport({ url, pool: true }, { from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: transport.close,
  };
}

/** Writes each message as an .eml file whose name starts with the time, so a listing sorts by time. */
function outboxMailer({ from, outboxDir, logger, logLinks }: MailerOptions): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(outboxDir, { recursive: true });
      // Written aside, then renamed: whoever lists the outbox never reads half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      const links = logLinks ? linksIn(message.text) : undefined;
      logger.info({ file, subject: message.subject, links }, 'email written to the outbox');
    },
    close: transport.close,
  };
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}
