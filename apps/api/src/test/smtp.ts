import { simpleParser } from 'mailparser';
import { listenSmtp, type SmtpListener } from '../lib/smtp-listener';

export interface CapturedMail {
  to: string[];
  /** The envelope's sender (MAIL FROM): the return path bounces go to. */
  mailFrom: string;
  subject: string;
  text: string;
  html: string;
  /** The message as it arrived on the wire. */
  raw: string;
}

export interface TestSmtpServer extends SmtpListener {
  mails: CapturedMail[];
}

/** A real SMTP server on loopback that keeps every message it receives, parsed; on `port` when given. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const server = await listenSmtp({
    port,
    // A sender that goes away mid-message (a test kills one) sends nothing: as a real server does.
    onError: () => {},
    async onData(stream, session, callback) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return { ...server, mails };
}
