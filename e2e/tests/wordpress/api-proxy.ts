import { createServer, type Server } from 'node:http';

/**
 * Stands between WordPress (and the widget) and the Gaceta API, so a test can count the calls the
 * plugin makes and take the API down while the product keeps running for the other tests.
 */
export interface ApiProxy {
  url: string;
  /** Requests that reached the API through the proxy. */
  calls: string[];
  down: boolean;
  close(): Promise<void>;
}

/** What goes back to the caller: the answer's kind and caching, and CORS (preflights too, for the subscribe form's POST). */
const PASSED_HEADERS = [
  'content-type',
  'etag',
  'cache-control',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
];

export async function startApiProxy(apiUrl: string): Promise<ApiProxy> {
  const server: Server = createServer(async (request, response) => {
    if (proxy.down) {
      request.socket.destroy();
      return;
    }
    proxy.calls.push(request.url ?? '');
    const body = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve(Buffer.concat(chunks)));
    });
    const headers: Record<string, string> = {};
    for (const name of [
      'content-type',
      'if-none-match',
      'accept',
      'accept-language',
      'access-control-request-method',
      'access-control-request-headers',
    ]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await fetch(`${apiUrl}${request.url}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) response.setHeader(name, value);
    }
    response.writeHead(answer.status);
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const proxy: ApiProxy = {
    url: `http://127.0.0.1:${port}`,
    calls: [],
    down: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
