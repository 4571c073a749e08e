import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findPublicOffice, type PublicOffice } from './website.service';

/**
 * What keeps the public feed cheap (decision 021): each process trusts an office's version for
 * VERSION_TTL_MS; past that, up to VERSION_STALE_MS, it answers with the version it has while one
 * query refreshes it in the background (no visitor of a busy office waits for the database);
 * older than that, the request waits for the query. Rendered answers are kept by ETag, compressed
 * once (brotli and gzip) when kept. The ETag is
 * a hash of the version and the request, so a kept answer is exact for as long as its ETag is
 * current, and every replica still derives its versions from the database alone: replicas may
 * disagree for a few seconds at most, well inside the answers' max-age of a minute.
 */

/** How long one process trusts an office's version without asking again. */
export const VERSION_TTL_MS = 1000;
/** How old a version may be and still be answered with while it is refreshed. */
export const VERSION_STALE_MS = 10_000;
/** Offices remembered at once (unknown keys included, so random keys cannot grow the map). */
const OFFICES_MAX = 10_000;
/** Rendered answers kept, in bytes of their bodies (the oldest go first). */
const ANSWER_BYTES_MAX = 32 * 1024 * 1024;
/** Request URLs remembered with the ETag they were given (the oldest go first). */
const GIVEN_MAX = 10_000;

export interface Answer {
  status: 200 | 404;
  contentType: string;
  /** Text (pages, JSON, feeds) is compressed when kept; bytes (images) are kept as they are. */
  body: string | Uint8Array<ArrayBuffer>;
  /** When what it shows last changed (the feeds): sent as Last-Modified, for If-Modified-Since. */
  lastModified?: Date;
}

export type ContentEncoding = 'br' | 'gzip';

/** An answer as kept: its body encoded once for every client that asks for it. */
export interface KeptAnswer extends Answer {
  /** The body's compressed twins, each kept only when smaller; brotli first (the smaller). */
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
  encodings: ContentEncoding[];
  /** lastModified as an HTTP date. */
  lastModifiedHeader?: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses a text answer both ways, off the event loop (zlib's thread pool), once per kept
 * answer: every later request picks the twin its Accept-Encoding wants. Brotli at quality 9 is
 * within a few per cent of 11 at a fraction of its time.
 */
async function encode(answer: Answer): Promise<KeptAnswer> {
  const lastModifiedHeader = answer.lastModified?.toUTCString();
  if (typeof answer.body !== 'string')
    return { ...answer, encoded: {}, encodings: [], ...(lastModifiedHeader && { lastModifiedHeader }) };
  const text = Buffer.from(answer.body);
  const [br, gz] = await Promise.all([
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipped(text, { level: 9 }),
  ]);
  const encoded: KeptAnswer['encoded'] = {};
  if (br.length < text.length) encoded.br = new Uint8Array(br);
  if (gz.length < text.length) encoded.gzip = new Uint8Array(gz);
  const encodings = (['br', 'gzip'] as const).filter((encoding) => encoded[encoding]);
  return { ...answer, encoded, encodings, ...(lastModifiedHeader && { lastModifiedHeader }) };
}

/** What a kept answer costs in memory. */
const sizeOf = (answer: KeptAnswer) =>
  answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);

interface Version {
  /** When its query started (the test clock in tests). */
  at: number;
  office: Promise<PublicOffice>;
  /** The office, once the query has answered with it. */
  value?: PublicOffice;
  /** The query has answered (an unknown key included). */
  settled: boolean;
  refreshing: boolean;
}

/** What a request URL was last answered with: its office's key and version, its ETag and headers. */
export interface Given {
  key: string;
  version: string;
  etag: string;
  /** The answer's headers but its body's (type, encoding): what a 304 sends. */
  headers: Record<string, string>;
}

/** Whether If-None-Match names `etag` (compared weakly, as RFC 9110 asks for GET). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export interface PublicCache {
  /** The office a key names, with its version (see VERSION_TTL_MS); 404 for an unknown key. */
  office(ctx: ServiceContext, key: string): Promise<PublicOffice>;
  /** The answer kept for `etag`, or the one `render` makes, then encoded and kept. */
  answer(etag: string, render: () => Promise<Answer>): Promise<KeptAnswer>;
  /** The answer kept for `etag`, if there is one (a 304 repeats its Last-Modified). */
  kept(etag: string): KeptAnswer | undefined;
  /** Remembers what `url` was answered with, for `recall`. */
  note(url: string, given: Given): void;
  /**
   * What `url` was answered with, while its office's version is the one it was answered for and
   * younger than VERSION_TTL_MS: the same request would get the same ETag, so it can be answered
   * without routing, validating or hashing again. Past that, the request takes the full path, which
   * refreshes the version.
   */
  recall(url: string, now: number): Given | undefined;
}

/** The app's env on the routes that read the cache (the public path and the share pages), one cache per app. */
export interface PublicPathEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { publicCache: PublicCache };
}

/** Hands the app's cache to the routes after it. */
export function providePublicCache(cache: PublicCache): MiddlewareHandler<PublicPathEnv> {
  return async (c, next) => {
    c.set('publicCache', cache);
    await next();
  };
}

export function createPublicCache(): PublicCache {
  const versions = new Map<string, Version>();
  const answers = new Map<string, KeptAnswer>();
  const given = new Map<string, Given>();
  let bytes = 0;

  const keep = (etag: string, answer: KeptAnswer) => {
    const previous = answers.get(etag);
    if (previous) bytes -= sizeOf(previous);
    answers.set(etag, answer);
    bytes += sizeOf(answer);
    for (const [oldest, old] of answers) {
      if (bytes <= ANSWER_BYTES_MAX) break;
      answers.delete(oldest);
      bytes -= sizeOf(old);
    }
  };

  /**
   * Asks the database and remembers the answer: at once, so that concurrent requests share the
   * query, or once it has answered for a background refresh (the stale version serves meanwhile).
   */
  const read = (ctx: ServiceContext, key: string, now: number, background: boolean) => {
    const office = findPublicOffice(ctx, key);
    const version: Version = { at: now, office, settled: false, refreshing: false };
    const previous = versions.get(key);
    if (!background) remember(key, version);
    office.then(
      (value) => {
        version.value = value;
        version.settled = true;
        remember(key, version);
      },
      (error: unknown) => {
        // An unknown key is remembered like a version; a failure (the database down) is not.
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          version.settled = true;
          remember(key, version);
        } else if (versions.get(key) === version) versions.delete(key);
        else if (previous) previous.refreshing = false;
      },
    );
    return office;
  };

  const remember = (key: string, version: Version) => {
    versions.delete(key);
    versions.set(key, version);
    if (versions.size > OFFICES_MAX) versions.delete(versions.keys().next().value as string);
  };

  return {
    office(ctx, key) {
      const now = ctx.clock.now().getTime();
      const known = versions.get(key);
      // A clock that went back asks again.
      const age = known && now >= known.at ? now - known.at : Number.POSITIVE_INFINITY;
      if (known && age < VERSION_TTL_MS) return known.office;
      if (known?.settled && age < VERSION_STALE_MS) {
        if (!known.refreshing) {
          known.refreshing = true;
          read(ctx, key, now, true).catch(() => undefined);
        }
        return known.office;
      }
      return read(ctx, key, now, false);
    },
    async answer(etag, render) {
      const kept = answers.get(etag);
      if (kept) return kept;
      const answer = await encode(await render());
      keep(etag, answer);
      return answer;
    },
    kept(etag) {
      return answers.get(etag);
    },
    note(url, answered) {
      if (given.get(url)?.etag === answered.etag) return;
      given.delete(url);
      given.set(url, answered);
      if (given.size > GIVEN_MAX) given.delete(given.keys().next().value as string);
    },
    recall(url, now) {
      const answered = given.get(url);
      if (!answered) return undefined;
      const known = versions.get(answered.key);
      const fresh = known?.value && now >= known.at && now - known.at < VERSION_TTL_MS;
      return fresh && known.value?.version === answered.version ? answered : undefined;
    },
  };
}
