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
type Encoding = keyof typeof ENCODINGS | 'identity';

interface Representation {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

export interface BuiltFile {
  type: string;
  cacheControl: string;
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

async function readFolder(dir: string, cacheControl: (file: string) => string): Promise<BuiltFolder> {
  const all = await listFiles(dir);
  const present = new Set(all);
  const twins = new Set(Object.values(ENCODINGS));
  const originals = all.filter((file) => !twins.has(path.extname(file) as '.br' | '.gz'));
  const entries = await Promise.all(
    originals.map(async (file): Promise<[string, BuiltFile]> => {
      const identity = new Uint8Array(await readFile(path.join(dir, file)));
      // Strong ETags must differ between encodings of the same content.
      const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
      const representations: BuiltFile['representations'] = {
        identity: { body: identity, etag: `"${hash}"` },
      };
      for (const [encoding, extension] of Object.entries(ENCODINGS) as [keyof typeof ENCODINGS, string][]) {
        if (!present.has(file + extension)) continue;
        const body = new Uint8Array(await readFile(path.join(dir, file + extension)));
        representations[encoding] = { body, etag: `"${hash}-${encoding}"` };
      }
      const type = getMimeType(file) ?? 'application/octet-stream';
      return [file, { type, cacheControl: cacheControl(file), representations }];
    }),
  );
  return new Map(entries);
}

/**
 * The folder's files, read on first use. A folder that is not there yet (not built) gives null and
 * is looked for again on the next request; once read, a new build is served after a restart.
 */
export function builtFolder(dir: string, cacheControl: (file: string) => string) {
  let loading: Promise<BuiltFolder> | undefined;
  return (): Promise<BuiltFolder> | null => {
    if (!loading) {
      if (!existsSync(dir)) return null;
      loading = readFolder(dir, cacheControl);
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

/** Answers with the representation the client accepts best (brotli, then gzip), or 304 when it has it. */
export function serveBuiltFile(c: Context, file: BuiltFile, headers: Record<string, string> = {}): Response {
  const { representations } = file;
  const compressed = (Object.keys(ENCODINGS) as Encoding[]).filter((encoding) => representations[encoding]);
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: compressed,
    default: 'identity',
    match: bestEncoding,
  });
  const chosen = representations[encoding as Encoding] ?? representations.identity;

  c.header('Content-Type', file.type);
  c.header('Cache-Control', file.cacheControl);
  c.header('ETag', chosen.etag);
  if (compressed.length > 0) c.header('Vary', 'Accept-Encoding');
  if (chosen !== representations.identity) c.header('Content-Encoding', encoding);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);

  const known = c.req
    .header('If-None-Match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(chosen.etag) || known?.includes('*')) return c.body(null, 304);
  return c.body(chosen.body);
}
