import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where avatars, logos and news images live: a local folder by default, S3-compatible when configured. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** The file's size in bytes without reading it (a feed's enclosure length), or null when it is missing. */
  size(key: string): Promise<number | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Public address of a key, when the files are served from one. */
  url?(key: string): string;
}

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface S3StorageConfig {
  bucket: string;
  /** Omitted for AWS itself; set for MinIO, R2, Garage… */
  endpoint?: string;
  region?: string;
  /** Omitted to use the SDK's own credential chain (instance roles…). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface StorageConfig {
  dataDir: string;
  /** When set, files go to this bucket instead of DATA_DIR/files. */
  s3?: S3StorageConfig;
  /** Base of the public URL of each key, when files are served from one. */
  publicBaseUrl?: string;
}

export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
}

/**
 * The store cannot take or give files for now (the disk is full or read-only, S3 does not answer):
 * the request may be tried again later. Nothing of a failed put is left behind.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}

/** What a local disk answers when it cannot store a file, whatever the file. */
const DISK_UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EMFILE', 'ENFILE']);

function diskFailure(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code && DISK_UNAVAILABLE.has(code)
    ? new StorageUnavailableError(`The disk refused the file (${code})`, { cause: error })
    : error;
}

/** An S3 failure that is the service's (unreachable, timing out, 5xx), not the request's. */
function s3Failure(error: unknown): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500
    ? new StorageUnavailableError('The S3 storage did not answer', { cause: error })
    : error;
}

// Segments of letters, digits, '.', '_' and '-' that start with a letter or digit: no '..', no
// absolute paths, no backslashes, and no dot-folders, which the local store keeps for itself.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function assertValidKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function createStorage(config: StorageConfig): FileStorage {
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files'));
  const base = config.publicBaseUrl?.replace(/\/+$/, '');
  if (base === undefined) return storage;
  return {
    ...storage,
    url(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },
  };
}

/** Files under `root`; each one's content type sits in `root/.types/<key>` beside it. */
export function createLocalStorage(root: string): FileStorage {
  const bytesPath = (key: string) => join(root, key);
  const typePath = (key: string) => join(root, '.types', key);

  // Written to a temporary file and renamed, so a reader never sees half a file; a write that
  // fails (a full disk) removes its temporary file.
  async function writeAtomically(path: string, data: Uint8Array | string) {
    const temporary = join(root, '.tmp', randomUUID());
    try {
      await mkdir(dirname(temporary), { recursive: true });
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      throw diskFailure(error);
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      // The type first, so that a reader never sees the bytes without it; it goes again when the
      // bytes cannot be written.
      await writeAtomically(typePath(key), contentType);
      try {
        await writeAtomically(bytesPath(key), bytes);
      } catch (error) {
        await rm(typePath(key), { force: true }).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      assertValidKey(key);
      const bytes = await readFile(bytesPath(key)).catch(nullIfMissing);
      if (!bytes) return null;
      const contentType = await readFile(typePath(key), 'utf8').catch(nullIfMissing);
      return { bytes, contentType: contentType ?? DEFAULT_CONTENT_TYPE };
    },
    async size(key) {
      assertValidKey(key);
      const stats = await stat(bytesPath(key)).catch(nullIfMissing);
      return stats?.isFile() ? stats.size : null;
    },
    async delete(key) {
      assertValidKey(key);
      await rm(bytesPath(key), { force: true });
      await rm(typePath(key), { force: true });
    },
  };
}

function nullIfMissing(error: NodeJS.ErrnoException): null {
  // EISDIR: the key names a folder of other keys ('a' when 'a/b' exists), which is no file.
  if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
  throw error;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

const S3_CONNECT_TIMEOUT_MS = 3_000;
const S3_REQUEST_TIMEOUT_MS = 15_000;

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const { accessKeyId, secretAccessKey } = config;
  // The SDK is loaded on first use: a start without S3 (the default) does not pay for it.
  let connecting: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk['S3Client']> }> | undefined;
  const connect = () => {
    connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region ?? 'us-east-1',
        // Bucket in the path, not the host name: what S3-compatible servers understand.
        forcePathStyle: true,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // The SDK's default checksums are not understood by every S3-compatible server.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // An unreachable store fails the request in seconds rather than holding it open.
        requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
        maxAttempts: 2,
      }),
    }));
    return connecting;
  };
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client
        .send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }))
        .catch((error: unknown) => {
          throw s3Failure(error);
        });
    },
    async get(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw s3Failure(error);
      }
    },
    async size(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        // HEAD answers have no body, so a missing key comes back as NotFound (404).
        const name = (error as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return null;
        throw s3Failure(error);
      }
    },
    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw s3Failure(error);
      });
    },
  };
}
