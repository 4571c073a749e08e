import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { getMimeType } from 'hono/utils/mime';

/**
 * A built bundle (back-office, widget) held in memory: each file with the brotli and gzip twins
 * that scripts/build wrote next to it, and an ETag per encoding computed once at load.
 */

const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof ENCODINGS | 'identity';

interface Representation {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Every header of its answer, computed once. */
  headers: Record<string, string>;
}

export interface BuiltFile {
  /** The encodings it has besides identity, smallest first. */
  compressed: Encoding[];
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation };
}

/** Files by URL path below the folder ('/assets/index-abc.js'). */
export type BuiltFolder = ReadonlyMap<string, BuiltFile>;

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Dot files (the build's .source-hash) are not part of the bundle.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const relative = `${prefix}/${entry.name}`;
        return entry.isDirectory() ? listFiles(dir, relative) : [relative];
      }),
  );
  return nested.flat();
}

async function readFolder(
  dir: string,
  cacheControl: (file: string) => string,
  extraHeaders: Record<string, string>,
): Promise<BuiltFolder> {
  const all = await listFiles(dir);
  const present = new Set(all);
  const twins = new Set(Object.values(ENCODINGS));
  const originals = all.filter((file) => !twins.has(path.extname(file) as '.br' | '.gz'));
  const entries = await Promise.all(
    originals.map(async (file): Promise<[string, BuiltFile]> => {
      const identity = new Uint8Array(await readFile(path.join(dir, file)));
      // Strong ETags must differ between encodings of the same content.
      const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
      const compressed = (Object.keys(ENCODINGS) as (keyof typeof ENCODINGS)[]).filter((encoding) =>
        present.has(file + ENCODINGS[encoding]),
      );
      const headers = {
        'Content-Type': getMimeType(file) ?? 'application/octet-stream',
        'Cache-Control': cacheControl(file),
        ...(compressed.length > 0 && { Vary: 'Accept-Encoding' }),
        ...extraHeaders,
      };
      const representations: BuiltFile['representations'] = {
        identity: { body: identity, etag: `"${hash}"`, headers: { ...headers, ETag: `"${hash}"` } },
      };
      for (const encoding of compressed) {
        const body = new Uint8Array(await readFile(path.join(dir, file + ENCODINGS[encoding])));
        const etag = `"${hash}-${encoding}"`;
        representations[encoding] = {
          body,
          etag,
          headers: { ...headers, ETag: etag, 'Content-Encoding': encoding },
        };
      }
      return [file, { compressed, representations }];
    }),
  );
  return new Map(entries);
}

/**
 * The folder's files, read on first use. A folder that is not there yet (not built) gives null and
 * is looked for again on the next request; once read, a new build is served after a restart.
 */
export function builtFolder(
  dir: string,
  cacheControl: (file: string) => string,
  extraHeaders: Record<string, string> = {},
) {
  let loading: Promise<BuiltFolder> | undefined;
  return (): Promise<BuiltFolder> | null => {
    if (!loading) {
      if (!existsSync(dir)) return null;
      loading = readFolder(dir, cacheControl, extraHeaders);
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}

/**
 * The encoding the client rates highest; among equals, the first supported (the smallest). Browsers
 * list gzip before br at the same weight, so the client's order alone would pick the larger file.
 */
const bestEncoding: NonNullable<Parameters<typeof accepts>[1]['match']> = (
  accepted,
  { supports, default: fallback },
) => {
  const weight = (encoding: string) =>
    accepted.find((accept) => accept.type.toLowerCase() === encoding)?.q ??
    accepted.find((accept) => accept.type === '*')?.q ??
    0;
  const best = Math.max(0, ...supports.map(weight));
  return best > 0 ? (supports.find((encoding) => weight(encoding) === best) ?? fallback) : fallback;
};

/** Accept-Encoding values seen, with the encoding each chose: browsers send a handful of them. */
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_MAX = 256;

/**
 * The encoding, among those a body has besides identity (smallest first), that the client's
 * Accept-Encoding rates highest; identity when it accepts none. Also for the public cache's answers.
 */
export function negotiateEncoding<E extends Encoding>(c: Context, compressed: readonly E[]): E | 'identity' {
  if (compressed.length === 0) return 'identity';
  const header = c.req.header('accept-encoding') ?? '';
  const key = `${compressed.join()}|${header}`;
  let encoding = chosenEncodings.get(key);
  if (!encoding) {
    encoding = accepts(c, {
      header: 'Accept-Encoding',
      supports: [...compressed],
      default: 'identity',
      match: bestEncoding,
    }) as Encoding;
    if (chosenEncodings.size >= CHOSEN_ENCODINGS_MAX) chosenEncodings.clear();
    chosenEncodings.set(key, encoding);
  }
  return encoding as E | 'identity';
}

/**
 * Answers with the representation the client accepts best (brotli, then gzip), or 304 when it has
 * it. Nothing is computed but the choice: the Response gets the representation's own header
 * record, which @hono/node-server writes out as it is.
 */
export function serveBuiltFile(c: Context, file: BuiltFile): Response {
  const chosen = file.representations[negotiateEncoding(c, file.compressed)] ?? file.representations.identity;
  const known = c.req
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(chosen.etag) || known?.includes('*'))
    return new Response(null, { status: 304, headers: chosen.headers });
  return new Response(chosen.body, { headers: chosen.headers });
}
