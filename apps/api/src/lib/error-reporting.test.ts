import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import * as Sentry from '@sentry/node';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushErrorReporting, initErrorReporting, reportError } from './error-reporting';

interface Received {
  path: string;
  lines: unknown[];
}

// A stand-in for a Sentry server on loopback that keeps every envelope it is sent.
const received: Received[] = [];
let server: Server;
let dsn: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
    const lines = body
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    received.push({ path: req.url ?? '', lines });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
});

afterAll(async () => {
  await Sentry.close(2000);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Sentry's client is process-wide, so the cases that must not start it run first.
describe('error reporting', () => {
  it('stays off without a DSN', async () => {
    expect(
      await initErrorReporting({
        dsn: undefined,
        environment: 'production',
        publicUrl: 'https://news.example',
      }),
    ).toBe(false);
    reportError(new Error('nobody hears this'));
    await flushErrorReporting();
    expect(Sentry.isInitialized()).toBe(false);
    expect(received).toEqual([]);
  });

  it('stays off on localhost, DSN or not', async () => {
    for (const publicUrl of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(await initErrorReporting({ dsn, environment: 'development', publicUrl })).toBe(false);
    }
    reportError(new Error('nobody hears this either'));
    await flushErrorReporting();
    expect(Sentry.isInitialized()).toBe(false);
    expect(received).toEqual([]);
  });

  it('sends an error, with its context, as an envelope to the DSN', async () => {
    expect(
      await initErrorReporting({ dsn, environment: 'staging', publicUrl: 'https://gaceta.example' }),
    ).toBe(true);
    expect(Sentry.getClient()?.getOptions().tracesSampleRate).toBe(0.25);

    reportError(new Error('The newsletter job broke'), { requestId: 'req-123' });
    await flushErrorReporting();

    const events = received
      .filter((envelope) => envelope.path.startsWith('/api/42/envelope/'))
      .flatMap((envelope) => envelope.lines)
      .filter((line): line is { exception: { values: { value: string }[] } } =>
        Boolean(line && typeof line === 'object' && 'exception' in line),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      environment: 'staging',
      extra: { requestId: 'req-123' },
      exception: { values: [{ type: 'Error', value: 'The newsletter job broke' }] },
    });
  });

  it("never sends a failed query's parameters", async () => {
    // Made at run time: reports quote source lines, and the secret must not be one of them.
    const secret = ['$argon2id', 'v=19', crypto.randomUUID()].join('$');
    const failure = () =>
      new DrizzleQueryError('select $1 from nowhere', [secret], new Error('relation does not exist'));
    received.length = 0;
    reportError(failure());
    // And an error Sentry catches without going through reportError.
    Sentry.captureException(failure());
    await flushErrorReporting();
    const sent = JSON.stringify(received);
    expect(sent).toContain('select $1 from nowhere');
    expect(sent).not.toContain(secret);
  });
});
