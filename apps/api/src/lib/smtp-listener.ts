import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface SmtpListener {
  port: number;
  /** `smtp://host:port`, for a mailer that sends to it. */
  url: string;
  close(): Promise<void>;
}

export interface SmtpListenerOptions extends SMTPServerOptions {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  /**
   * A client that goes away in the middle of a message (a sender killed mid-conversation) is an
   * 'error' of the server: unheard, it would bring the whole process down.
   */
  onError(error: Error): void;
}

/** Plain SMTP without AUTH: the bounce receiver, and the local mail servers of tests and benchmarks. */
export async function listenSmtp({
  port = 0,
  host = '127.0.0.1',
  onError,
  ...options
}: SmtpListenerOptions): Promise<SmtpListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    ...options,
  });
  server.on('error', onError);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://${host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
