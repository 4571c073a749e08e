import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorage, type FileStorage, InvalidStorageKeyError } from './storage';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const UNSAFE_KEYS = [
  '',
  '../outside',
  'a/../../outside',
  '/etc/passwd',
  'a\\..\\b',
  'a//b',
  'a/',
  '.types/a',
  'a/./b',
  'a/%2e%2e/b',
  'x'.repeat(513),
];

/** The behaviour both implementations owe to their callers. */
function storageContract(name: string, storage: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('gives back what was put, with its content type', async () => {
      await storage().put('offices/1/logo.png', PNG_SIGNATURE, 'image/png');
      const file = await storage().get('offices/1/logo.png');
      expect(file?.contentType).toBe('image/png');
      expect(file?.bytes.equals(Buffer.from(PNG_SIGNATURE))).toBe(true);
    });

    it('replaces a key put twice', async () => {
      await storage().put('avatar.jpg', Buffer.from('first'), 'image/jpeg');
      await storage().put('avatar.jpg', Buffer.from('second'), 'image/webp');
      const file = await storage().get('avatar.jpg');
      expect(file?.bytes.toString()).toBe('second');
      expect(file?.contentType).toBe('image/webp');
    });

    it('answers null for a missing key', async () => {
      expect(await storage().get('nothing/here.png')).toBeNull();
      expect(await storage().size('nothing/here.png')).toBeNull();
    });

    it('tells a file’s size in bytes without reading it', async () => {
      await storage().put('news/8/share.jpg', Buffer.from('twelve bytes'), 'image/jpeg');
      expect(await storage().size('news/8/share.jpg')).toBe(12);
    });

    it('deletes, and deleting twice is fine', async () => {
      await storage().put('news/7/card.webp', Buffer.from('x'), 'image/webp');
      await storage().delete('news/7/card.webp');
      expect(await storage().get('news/7/card.webp')).toBeNull();
      await storage().delete('news/7/card.webp');
    });

    it('refuses keys that could leave its space', async () => {
      for (const key of UNSAFE_KEYS) {
        await expect(storage().put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
        await expect(storage().get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage().delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });
  });
}

describe('local folder', () => {
  let dataDir: string;
  let storage: FileStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gaceta-storage-'));
    storage = createStorage({ dataDir });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  storageContract('local', () => storage);

  it('keeps files under DATA_DIR/files and nothing else in DATA_DIR', async () => {
    await storage.put('offices/1/logo.png', PNG_SIGNATURE, 'image/png');
    const written = await readFile(join(dataDir, 'files', 'offices', '1', 'logo.png'));
    expect(written.equals(Buffer.from(PNG_SIGNATURE))).toBe(true);
    expect(await readdir(dataDir)).toEqual(['files']);
  });

  it('writes nothing when a key is refused', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('answers null for a key that is a folder of other keys', async () => {
    await storage.put('offices/1/logo.png', PNG_SIGNATURE, 'image/png');
    expect(await storage.get('offices/1')).toBeNull();
  });

  it('gives public URLs only when given a base', async () => {
    expect(storage.url).toBeUndefined();
    const served = createStorage({ dataDir, publicBaseUrl: 'https://gaceta.example/files/' });
    expect(served.url?.('news/7/card.webp')).toBe('https://gaceta.example/files/news/7/card.webp');
    expect(() => served.url?.('../x')).toThrow(InvalidStorageKeyError);
  });
});

describe('S3-compatible', () => {
  const bucket = 'gaceta-files';
  const accessKeyId = 'test-access-key';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  let server: Server;
  let storage: FileStorage;

  // Enough of the S3 REST protocol for PUT, GET and DELETE of objects, path-style, on loopback.
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', 'http://s3');
      requests.push(`${req.method} ${url.pathname}`);
      const signed = req.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`);
      const prefix = `/${bucket}/`;
      if (!signed || !url.pathname.startsWith(prefix)) {
        res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const object = objects.get(key);
      if (req.method === 'PUT') {
        const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
        objects.set(key, { body: Buffer.concat(chunks), contentType });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET' && object) {
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        res.end(object.body);
      } else if (req.method === 'HEAD' && object) {
        res
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end();
      } else if (req.method === 'HEAD') {
        res.writeHead(404).end();
      } else if (req.method === 'GET') {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>No key</Message></Error>',
        );
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    storage = createStorage({
      dataDir: '/nonexistent',
      s3: {
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        bucket,
        region: 'eu-west-1',
        accessKeyId,
        secretAccessKey: 'test-secret',
      },
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  storageContract('S3', () => storage);

  it('stores objects in the bucket, path-style, under the key', async () => {
    await storage.put('offices/2/logo.png', PNG_SIGNATURE, 'image/png');
    expect(requests).toContain(`PUT /${bucket}/offices/2/logo.png`);
    expect(objects.get('offices/2/logo.png')?.body.equals(Buffer.from(PNG_SIGNATURE))).toBe(true);
  });

  it('passes on server errors other than a missing key', async () => {
    const unsigned = createStorage({
      dataDir: '/nonexistent',
      s3: {
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        bucket,
        accessKeyId: 'someone-else',
        secretAccessKey: 'x',
      },
    });
    await expect(unsigned.get('offices/2/logo.png')).rejects.toThrow();
  });
});
