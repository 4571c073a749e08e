// `pnpm run build`: the API as plain JavaScript in dist/, what `npm start` runs (no TypeScript
// loader at run time: a start a third faster, docs/decisions/030-the-api-runs-compiled.md).
// Our own code (this app and @gaceta/shared) is bundled; every installed package stays outside
// and is imported from where pnpm put it, as Node would resolve it, so it loads as it does from
// the sources.
import { cpSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const app = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${app}dist`;

/** A package import, resolved by Node's rules and written as a path from dist/ to its file. */
const installedPackagesOutside: Plugin = {
  name: 'installed-packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, pluginData }) => {
      if (path.startsWith('@gaceta/') || path.startsWith('node:') || pluginData === 'inner') return;
      const resolved = await bundle.resolve(path, { kind, resolveDir, pluginData: 'inner' });
      if (resolved.errors.length > 0 || !resolved.path) return;
      return { path: `./${relative(outdir, resolved.path)}`, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: `${app}src/server.ts`,
    worker: `${app}src/worker.ts`,
    // Found beside its importer by workerEntry() (lib/isolated-worker.ts).
    'pdf-text.worker': `${app}src/lib/pdf-text.worker.ts`,
    'import-lines.worker': `${app}src/modules/newsletter/recipients/import-lines.worker.ts`,
  },
  outdir,
  // Templates and other code loaded on first use stay out of the start.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Node's own resolution: no bundler-only "module" entry points for what stays outside.
  conditions: [],
  mainFields: ['main'],
  tsconfig: `${app}tsconfig.json`,
  sourcemap: true,
  plugins: [installedPackagesOutside],
  logLevel: 'warning',
});
// Beside the code that reads them (db/client.ts: ./migrations).
cpSync(`${app}src/db/migrations`, `${outdir}/migrations`, { recursive: true });
