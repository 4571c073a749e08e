import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { isPublicAddress, type SafeFetchOptions, safeFetch } from './safe-fetch';

const REFUSED: Record<string, string[]> = {
  loopback: ['127.0.0.1', '127.255.0.9', '::1'],
  private: ['10.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.1.1'],
  'link-local': ['169.254.10.10', 'fe80::1'],
  'carrier-grade NAT': ['100.64.0.1', '100.127.255.254'],
  'unique local': ['fc00::1', 'fd12:3456::1'],
  'IPv4-mapped IPv6': ['::ffff:127.0.0.1', '::ffff:10.1.2.3', '::ffff:169.254.169.254', '::ffff:7f00:1'],
  unspecified: ['0.0.0.0', '::'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
  broadcast: ['255.255.255.255'],
  reserved: ['240.0.0.1', '192.0.2.1', '198.18.0.1', '2001:db8::1', '::7f00:1'],
  metadata: ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'],
};
const PUBLIC = ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'];

const resolveTo =
  (...addresses: string[]): SafeFetchOptions['resolve'] =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

// The local test server lives on loopback, which the strict default refuses; these tests widen it to
// exactly 127.0.0.1 and keep the strict check for every other address.
const allowLoopbackServer = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

let server: Server;
let origin: string;

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/hello': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('hello');
  },
  '/host': (req, res) => res.end(req.headers.host),
  '/relative-redirect': (_req, res) => res.writeHead(302, { location: '/hello' }).end(),
  '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end(),
  '/to-metadata-name': (_req, res) =>
    res.writeHead(307, { location: 'http://metadata.example/latest/meta-data/' }).end(),
  '/to-file': (_req, res) => res.writeHead(301, { location: 'file:///etc/passwd' }).end(),
  '/missing': (_req, res) => res.writeHead(404).end('no'),
  '/big-chunked': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024, 1);
    for (let i = 0; i < 32; i++) res.write(chunk);
    res.end();
  },
  '/big-declared': (_req, res) => res.writeHead(200, { 'content-length': String(5_000_000) }).end(),
  '/never': () => {},
  '/trickle': (_req, res) => {
    res.writeHead(200);
    res.write('a');
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // /count/N redirects N times before answering.
    const hops = url.pathname.match(/^\/count\/(\d+)$/);
    if (hops) {
      const left = Number(hops[1]);
      if (left === 0) res.end('arrived');
      else res.writeHead(302, { location: `/count/${left - 1}` }).end();
      return;
    }
    (routes[url.pathname] ?? routes['/missing'])?.(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('isPublicAddress', () => {
  for (const [kind, addresses] of Object.entries(REFUSED)) {
    it(`refuses ${kind} addresses`, () => {
      for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
    });
  }

  it('accepts public unicast addresses', () => {
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
  });
});

describe('safeFetch', () => {
  for (const [kind, addresses] of Object.entries(REFUSED)) {
    it(`refuses a host that resolves to ${kind} addresses`, async () => {
      for (const address of addresses) {
        await expect(
          safeFetch('https://news.example/article', { resolve: resolveTo(address) }),
          address,
        ).rejects.toMatchObject({ failure: 'URL_NOT_ALLOWED' });
      }
    });
  }

  it('refuses a host when any one of its addresses is private', async () => {
    await expect(
      safeFetch('https://news.example/', { resolve: resolveTo('93.184.215.14', '10.0.0.7') }),
    ).rejects.toMatchObject({ failure: 'URL_NOT_ALLOWED' });
  });

  it('refuses a host that resolves to nothing', async () => {
    await expect(safeFetch('https://news.example/', { resolve: resolveTo() })).rejects.toMatchObject({
      failure: 'URL_NOT_ALLOWED',
    });
  });

  it('refuses IP literals and their disguises by default, the local server included', async () => {
    const port = new URL(origin).port;
    for (const url of [
      `${origin}/hello`,
      `http://[::1]:${port}/hello`,
      `http://2130706433:${port}/hello`,
      `http://0x7f.1:${port}/hello`,
      `http://[::ffff:127.0.0.1]:${port}/hello`,
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/',
    ]) {
      await expect(safeFetch(url), url).rejects.toMatchObject({ failure: 'URL_NOT_ALLOWED' });
    }
  });

  it('refuses schemes other than http and https', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://files.example/a',
      'data:text/plain,hi',
      'javascript:alert(1)',
      'gopher://x/',
      'not a url',
    ]) {
      await expect(safeFetch(url), url).rejects.toMatchObject({ failure: 'BAD_URL' });
    }
  });

  it('fetches an allowed address and reports the final URL, status, type and body', async () => {
    const result = await safeFetch(`${origin}/relative-redirect`, { allowAddress: allowLoopbackServer });
    expect(result).toMatchObject({ url: `${origin}/hello`, status: 200 });
    expect(result.contentType).toBe('text/plain; charset=utf-8');
    expect(result.body.toString()).toBe('hello');
  });

  it('connects to the address it checked, resolving each host once', async () => {
    const port = new URL(origin).port;
    let lookups = 0;
    // A rebinding resolver: the first answer passes the check, later ones point inside.
    const rebinding = async (): Promise<LookupAddress[]> => [
      { address: lookups++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 },
    ];
    const result = await safeFetch(`http://files.example:${port}/host`, {
      resolve: rebinding,
      allowAddress: allowLoopbackServer,
    });
    expect(result.body.toString()).toBe(`files.example:${port}`);
    expect(lookups).toBe(1);
  });

  it('refuses a redirect to a private address', async () => {
    await expect(
      safeFetch(`${origin}/to-private`, { allowAddress: allowLoopbackServer }),
    ).rejects.toMatchObject({ failure: 'URL_NOT_ALLOWED' });
  });

  it('re-resolves and re-checks the host of every redirect', async () => {
    const resolve = async (hostname: string): Promise<LookupAddress[]> =>
      hostname === 'metadata.example' ? [{ address: '169.254.169.254', family: 4 }] : [];
    await expect(
      safeFetch(`${origin}/to-metadata-name`, { allowAddress: allowLoopbackServer, resolve }),
    ).rejects.toMatchObject({ failure: 'URL_NOT_ALLOWED' });
  });

  it('refuses a redirect to another scheme', async () => {
    await expect(safeFetch(`${origin}/to-file`, { allowAddress: allowLoopbackServer })).rejects.toMatchObject(
      {
        failure: 'BAD_URL',
      },
    );
  });

  it('follows at most five redirects', async () => {
    const options = { allowAddress: allowLoopbackServer };
    const fifth = await safeFetch(`${origin}/count/5`, options);
    expect(fifth.body.toString()).toBe('arrived');
    await expect(safeFetch(`${origin}/count/6`, options)).rejects.toMatchObject({
      failure: 'TOO_MANY_REDIRECTS',
    });
  });

  it('stops reading a body past the size limit', async () => {
    const options = { allowAddress: allowLoopbackServer, maxBytes: 1024 * 1024 };
    await expect(safeFetch(`${origin}/big-chunked`, options)).rejects.toMatchObject({ failure: 'TOO_LARGE' });
    await expect(safeFetch(`${origin}/big-declared`, options)).rejects.toMatchObject({
      failure: 'TOO_LARGE',
    });
    const fits = await safeFetch(`${origin}/big-chunked`, { ...options, maxBytes: 2 * 1024 * 1024 });
    expect(fits.body.length).toBe(2 * 1024 * 1024);
  });

  it('gives up after the total timeout, whether headers or body are slow', async () => {
    const options = { allowAddress: allowLoopbackServer, timeoutMs: 300 };
    for (const path of ['/never', '/trickle']) {
      const started = Date.now();
      await expect(safeFetch(`${origin}${path}`, options), path).rejects.toMatchObject({
        failure: 'TIMEOUT',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('throws AppErrors the API answers as they are', async () => {
    await expect(safeFetch('http://10.0.0.1/')).rejects.toMatchObject({
      code: 'URL_NOT_ALLOWED',
      status: 422,
      failure: 'URL_NOT_ALLOWED',
    });
    await expect(safeFetch('ftp://files.example/')).rejects.toMatchObject({ code: 'INVALID_URL' });
    await expect(safeFetch(`${origin}/count/9`, { allowAddress: allowLoopbackServer })).rejects.toMatchObject(
      {
        code: 'URL_FETCH_FAILED',
        failure: 'TOO_MANY_REDIRECTS',
      },
    );
    await expect(
      safeFetch(`${origin}/missing`, { allowAddress: allowLoopbackServer }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('reports an error answer with its status', async () => {
    await expect(safeFetch(`${origin}/missing`, { allowAddress: allowLoopbackServer })).rejects.toMatchObject(
      {
        failure: 'HTTP_ERROR',
        upstreamStatus: 404,
      },
    );
  });
});
