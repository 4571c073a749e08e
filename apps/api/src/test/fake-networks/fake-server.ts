import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** An answer a test puts in front of the fake's own: a network's error body and headers. */
export interface Injected {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Carry the request out first (the post exists), then answer this: an ambiguous failure. */
  afterHandling?: boolean;
  /** Hold the answer this long (a timeout on the client's side). */
  delayMs?: number;
  /** Close the connection without answering: the client sees no answer, as after its timeout. */
  drop?: boolean;
}

/** A request as a fake received it, with the account its token acts for (null without one). */
export interface Call {
  call: string;
  account: string | null;
  at: number;
}

export interface FakeServer {
  url: string;
  app: Hono;
  /** Every request received, as `METHOD /path`. */
  calls: string[];
  /** The same requests with their accounts and times: the networks' limits are per account. */
  log: Call[];
  /** The next request whose `METHOD /path` matches gets this answer instead. */
  failNext(match: RegExp, answer: Injected): void;
  close(): Promise<void>;
}

/**
 * Serves `app` on a loopback port, with the failures tests inject answered first; `accountOf` names
 * the account a request's Authorization header acts for.
 */
export async function startFakeServer(
  app: Hono,
  listenOn = 0,
  accountOf: (authorization: string | undefined) => string | null = () => null,
): Promise<FakeServer> {
  const calls: string[] = [];
  const log: Call[] = [];
  const injected: { match: RegExp; answer: Injected }[] = [];
  const outer = new Hono();
  outer.get('/health', (c) => c.text('ok'));
  outer.use(async (c, next) => {
    const line = `${c.req.method} ${new URL(c.req.url).pathname}`;
    calls.push(line);
    log.push({ call: line, account: accountOf(c.req.header('authorization')), at: Date.now() });
    const index = injected.findIndex((entry) => entry.match.test(line));
    const answer = index < 0 ? undefined : injected.splice(index, 1)[0]?.answer;
    if (!answer) return next();
    if (answer.afterHandling) await next();
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.drop) {
      (c.env as { incoming: IncomingMessage }).incoming.socket.destroy();
      return c.body(null);
    }
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    // Assigned rather than returned: after next() Hono keeps the handler's answer otherwise.
    c.res = new Response(body, {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
    return c.res;
  });
  outer.route('/', app);
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve(
        { fetch: outer.fetch, port: listenOn, hostname: '127.0.0.1' },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    calls,
    log,
    failNext: (match, answer) => injected.push({ match, answer }),
    close: () =>
      new Promise<void>((resolve) => {
        (server as Server).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A random id of digits, as the networks' ids are. */
export function numericId(): string {
  return String(Math.floor(Math.random() * 1e15) + 1e15);
}

/** The bearer token of a request, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}
