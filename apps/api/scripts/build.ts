// `pnpm run build`: the API as plain JavaScript in dist/, what `npm start` runs (no TypeScript
// loader at run time: a start a third faster, docs/decisions/030-the-api-runs-compiled.md).
// Our code, @gaceta/shared and the installed packages are bundled: Node resolving some 900 modules
// one by one took half of a start (decision 067). The few that find files beside themselves, or
// that only some starts load, stay outside, imported from where pnpm put them.
import { cpSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const app = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${app}dist`;

/** Packages that find files beside themselves, or that only some starts load: left where pnpm put them. */
const KEEP_OUTSIDE = [
  // WebAssembly, native code, dictionaries, pino's and unpdf's worker threads.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'hunspell-asm',
  'dictionary-es',
  'dictionary-en',
  'dictionary-pt',
  'pino',
  'unpdf',
  // Imported on first use (decision 046), by few starts or none.
  '@sentry/node',
  '@aws-sdk/client-s3',
  '@react-email/components',
  '@react-email/render',
  'react',
  'react-dom',
  'mailparser',
  'smtp-server',
  'nodemailer',
];
const packageName = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** A package import kept outside, resolved by Node's rules and written as a path from dist/ to its file. */
const someInstalledPackagesOutside: Plugin = {
  name: 'some-installed-packages-outside',
  setup(bundle) {
    // twitter-text's own punycode package, not Node's deprecated module of the same name, which a
    // require() from outside node_modules would meet (and warn about).
    bundle.onResolve({ filter: /^punycode$/ }, ({ resolveDir, kind }) =>
      bundle.resolve('punycode/', { kind, resolveDir }),
    );
    bundle.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, pluginData }) => {
      if (!KEEP_OUTSIDE.includes(packageName(path)) || pluginData === 'inner') return;
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
  plugins: [someInstalledPackagesOutside],
  // The CommonJS packages bundled in call require() for Node's own modules.
  banner: {
    js: "import { createRequire as gacetaRequire } from 'node:module'; const require = gacetaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// Beside the code that reads them (db/client.ts: ./migrations).
cpSync(`${app}src/db/migrations`, `${outdir}/migrations`, { recursive: true });
