import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BODY_LIMIT } from './middleware/upload';
import { createTestApp, type TestApp } from './test/harness';

// The real Node server on a loopback port: what happens to the connection is not visible through app.request().
let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<http.Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as http.Server),
    );
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request through `agent`, which reuses its connection when the server lets it. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': 'application/json', 'content-length': body.length } : {};
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('a body over the limit', () => {
  it.each([
    ['a JSON route', '/auth_user', 2 * 1024 * 1024],
    ['an upload route', '/v1/office_settings/logo', UPLOAD_BODY_LIMIT + 1024 * 1024],
  ])(
    'on %s gets 413 and closes the connection, so the next request on the same agent is answered',
    async (_, path, size) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(agent, 'POST', path, Buffer.alloc(size, 'x'));
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe('close');
        expect(JSON.parse(refused.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

        const next = await send(agent, 'GET', '/health');
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toEqual({ status: 'ok' });
      } finally {
        agent.destroy();
      }
    },
  );

  it('leaves ordinary requests on a kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, 'GET', '/health');
      expect(first.connection).toBe('keep-alive');
      expect((await send(agent, 'GET', '/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
