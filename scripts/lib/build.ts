import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressFolder } from './precompress.ts';
import { mustRun, root } from './run.ts';

/**
 * What the bundles are built from: a change to any of these makes `npm start` rebuild. The
 * WordPress plugin's zip (served by GET /v1/wordpress/plugin.zip) bundles the widget, so it comes
 * after. The API's bundle is run, not downloaded: nothing to compress.
 */
const BUNDLES = [
  { name: '@gaceta/api', dir: 'apps/api', inputs: [], served: false },
  { name: '@gaceta/backoffice', dir: 'apps/backoffice', inputs: [], served: true },
  { name: '@gaceta/widget', dir: 'packages/widget', inputs: [], served: true },
  { name: '@gaceta/wp-plugin', dir: 'packages/wp-plugin', inputs: ['packages/widget/src'], served: true },
];
// The build scripts count too: they decide what lands in dist (the compressed twins).
const SHARED_SOURCES = [
  'packages/shared/src',
  'pnpm-lock.yaml',
  'scripts/lib/build.ts',
  'scripts/lib/precompress.ts',
];
// `build` is wp-scripts' output folder inside the plugin's sources.
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.turbo']);

/**
 * The size and modification time of every file under `paths`: what make and esbuild's watch mode
 * trust to tell that a file changed. Reading no contents keeps `npm start` quick on a built checkout.
 */
function fingerprint(paths: string[]): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!SKIPPED.has(entry)) visit(join(path, entry));
    } else {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest('hex');
}

/** Builds each browser bundle whose sources changed since its last build; `force` rebuilds all. */
export async function buildBundles({ force = false } = {}) {
  for (const bundle of BUNDLES) {
    const stamp = join(root, bundle.dir, 'dist', '.source-hash');
    const hash = fingerprint([bundle.dir, ...bundle.inputs, ...SHARED_SOURCES]);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    console.log(`Building ${bundle.name} …`);
    await mustRun('pnpm', ['--filter', bundle.name, 'run', 'build']);
    if (bundle.served) precompressFolder(join(root, bundle.dir, 'dist'));
    writeFileSync(stamp, hash);
  }
}
