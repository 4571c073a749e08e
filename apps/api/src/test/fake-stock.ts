import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stock image server for tests, speaking the Pexels API: `/v1/search`, `/v1/photos/{id}`
 * (both need the key in `Authorization`) and the photos' files under `/files/`. `mode` decides how
 * the next API requests are answered; `photoUrl` overrides where photo 2 says its file is.
 */

export type FakeStockMode = 'ok' | 'unauthorized' | 'error' | 'stall';

export interface FakeStock {
  baseUrl: string;
  key: string;
  mode: FakeStockMode;
  /** Served at /files/…; `photoUrl` of photo 2 can point anywhere else. */
  image: Buffer;
  photoUrl: string | null;
  /** The API requests seen: path with query, and the Authorization header. */
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeStock(): Promise<FakeStock> {
  const fake: FakeStock = {
    baseUrl: '',
    key: 'stock-test-key',
    mode: 'ok',
    image: Buffer.alloc(0),
    photoUrl: null,
    requests: [],
    close: async () => {},
  };

  const photo = (id: number) => {
    const file = id === 2 && fake.photoUrl ? fake.photoUrl : `${fake.baseUrl}/files/${id}.png`;
    return {
      id,
      width: 1200,
      height: 628,
      url: `${fake.baseUrl}/photo/${id}`,
      photographer: id === 1 ? 'Ana Pérez' : 'João Silva',
      photographer_url: `${fake.baseUrl}/@photographer${id}`,
      alt: id === 1 ? 'Balanza de la justicia sobre una mesa' : '',
      src: Object.fromEntries(
        ['original', 'large2x', 'large', 'medium', 'small', 'portrait', 'landscape', 'tiny'].map((size) => [
          size,
          size === 'medium' ? `${fake.baseUrl}/files/${id}-medium.png` : file,
        ]),
      ),
    };
  };

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', fake.baseUrl);
    if (url.pathname.startsWith('/files/')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(fake.image);
      return;
    }
    fake.requests.push({
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.authorization,
    });
    if (fake.mode === 'stall') return; // never answers
    if (fake.mode === 'unauthorized' || request.headers.authorization !== fake.key) {
      return json(response, 401, { error: 'Unauthorized' });
    }
    if (fake.mode === 'error') return json(response, 500, { error: 'Internal error' });
    if (url.pathname === '/v1/search') {
      const found = url.searchParams.get('query') === 'nada' ? [] : [photo(1), photo(2)];
      return json(response, 200, {
        page: 1,
        per_page: found.length,
        total_results: found.length,
        photos: found,
      });
    }
    const id = /^\/v1\/photos\/(\d+)$/.exec(url.pathname)?.[1];
    if (id === '1' || id === '2') return json(response, 200, photo(Number(id)));
    json(response, 404, { error: 'Not found' });
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
