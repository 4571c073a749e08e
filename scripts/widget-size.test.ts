// The widget is on every page of an office's site, so what it costs a visitor has a budget
// (docs/website.md): its file, Preact included, at most 12 KB gzipped. Measured on a real build:
// the widget's own `vite build` (its vite.config.ts), into a folder of its own so the file the API
// serves is left alone, compressed as the API's twins are (gzip 9, brotli).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { mustRun } from './lib/run.ts';

/** 12 KB read as vite prints it (kB, 1000 bytes), the stricter reading. */
const BUDGET_GZIP = 12_000;
const outDir = mkdtempSync(join(tmpdir(), 'gaceta-widget-size-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it(`the built widget, Preact included, is at most ${BUDGET_GZIP} bytes gzipped`, async () => {
  await mustRun('pnpm', [
    '--filter',
    '@gaceta/widget',
    'exec',
    'vite',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ]);
  const file = readFileSync(join(outDir, 'v1', 'gaceta.js'));
  const gzip = gzipSync(file, { level: 9 }).length;
  console.log(
    `widget: ${file.length} bytes, ${gzip} gzipped, ${brotliCompressSync(file).length} with brotli`,
  );
  // Preact is in it (its render queue): the budget counts the whole file a page loads.
  expect(file.toString()).toContain('debounceRendering');
  expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP);
});
