import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts in the bundles are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin next to each compressible file of a built folder,
 * at the strongest settings: it runs once per build, and the API serves the twins as they are.
 * A twin that would not be smaller than its file is not written.
 */
export function precompressFolder(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      precompressFolder(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const bytes = readFileSync(path);
    const twins = {
      br: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [extension, compressed] of Object.entries(twins)) {
      if (compressed.length < bytes.length) writeFileSync(`${path}.${extension}`, compressed);
    }
  }
}
