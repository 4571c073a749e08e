import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';

/**
 * The newest released WordPress of the @wp-playground/wordpress-builds package (its betas and
 * nightlies left out; the plugin's markup test picks the same, packages/wp-plugin/scripts/
 * wordpress-builds.ts): a zip of its PHP files and a folder of its static files, unpacked together
 * once into `dir`. Answers its version.
 */
export function unpackNewestWordPress(dir: string): string {
  const require = createRequire(import.meta.url);
  const builds = dirname(require.resolve('@wp-playground/wordpress-builds/package.json'));
  const versions = JSON.parse(
    readFileSync(join(builds, 'src', 'wordpress', 'wp-versions.json'), 'utf8'),
  ) as Record<string, string>;
  const [branch] = Object.keys(versions)
    .filter((name) => /^\d+\.\d+$/.test(name))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  if (!branch) throw new Error('@wp-playground/wordpress-builds lists no released WordPress');
  const version = versions[branch] ?? branch;

  const stamp = join(dir, '.gaceta-build');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return version;
  rmSync(dir, { recursive: true, force: true });
  const files = unzipSync(readFileSync(join(builds, 'src', 'wordpress', `wp-${branch}.zip`)));
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  cpSync(join(builds, 'public', `wp-${branch}`), dir, { recursive: true });
  rmSync(join(dir, 'wordpress-remote-asset-paths'), { force: true });
  writeFileSync(stamp, version);
  return version;
}
