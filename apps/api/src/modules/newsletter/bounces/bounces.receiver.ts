// A small SMTP receiver for delivery-status notifications (RFC 3464) and feedback reports (RFC
// 5965, complaints) sent to the VERP return path of newsletter messages, and for the unsubscribe
// emails mail clients send to a message's RFC 2369 address. Off unless NEWSLETTER_BOUNCE_PORT is
// set; the MX of NEWSLETTER_BOUNCE_DOMAIN points at it.
import { simpleParser } from 'mailparser';
import type { ServiceContext } from '../../../context';
import { listenSmtp, type SmtpListener } from '../../../lib/smtp-listener';
import { unsubscribeByDeliveryId } from '../subscriptions/unsubscribe.service';
import { type BounceReport, deliveryOfAddress, recordBounce } from './bounces.service';

/** A report is small: a DSN with the original's headers. Anything larger is refused. */
const MAX_REPORT_BYTES = 256 * 1024;

/** What a report says: a complaint, a hard bounce (status 5.x.x), or a soft one. */
export async function readReport(raw: Buffer): Promise<Omit<BounceReport, 'deliveryId'>> {
  const parsed = await simpleParser(raw);
  const contentType = parsed.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  const reportType = contentType?.params?.['report-type'];
  const parts = parsed.attachments.map((part) => ({
    type: part.contentType,
    text: part.content.toString('utf8'),
  }));
  if (reportType === 'feedback-report' || parts.some((part) => part.type === 'message/feedback-report')) {
    return { kind: 'complaint', permanent: true };
  }
  const status = parts.find((part) => part.type === 'message/delivery-status')?.text ?? parsed.text ?? '';
  const code = /^Status:\s*([245])\.\d{1,3}\.\d{1,3}/im.exec(status)?.[1];
  const diagnostic = /^Diagnostic-Code:\s*(.+)$/im.exec(status)?.[1]?.trim();
  return { kind: 'bounce', permanent: code === '5', diagnostic };
}

const ours = (address: string) =>
  deliveryOfAddress(address, 'bounce') ?? deliveryOfAddress(address, 'unsubscribe');

/**
 * Listens on `port` (0: any free one): records each report sent to a VERP address of ours, and
 * unsubscribes the recipient of each message whose unsubscribe address is written to (whatever
 * the email says: writing to it is the request).
 */
export async function startBounceReceiver(
  ctx: ServiceContext,
  port: number,
  host = '0.0.0.0',
): Promise<SmtpListener> {
  const server = await listenSmtp({
    port,
    host,
    onError: (error) => ctx.logger.warn({ err: error }, 'bounce report connection failed'),
    size: MAX_REPORT_BYTES,
    onRcptTo(address, _session, callback) {
      if (ours(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    async onData(stream, session, callback) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        if (stream.sizeExceeded)
          return callback(Object.assign(new Error('Report too large'), { responseCode: 552 }));
        const addresses = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        for (const deliveryId of addresses.map((address) => deliveryOfAddress(address, 'unsubscribe'))) {
          if (deliveryId) await unsubscribeByDeliveryId(ctx, deliveryId);
        }
        const bounced = addresses.flatMap((address) => deliveryOfAddress(address, 'bounce') ?? []);
        if (bounced.length > 0) {
          const report = await readReport(Buffer.concat(chunks));
          for (const deliveryId of bounced) await recordBounce(ctx, { ...report, deliveryId });
        }
        callback();
      } catch (error) {
        ctx.logger.warn({ err: error }, 'bounce report not read');
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
    },
  });
  ctx.logger.info({ port: server.port }, 'newsletter bounce receiver listening');
  return server;
}
