import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

/**
 * The WordPress builds of the @wp-playground/wordpress-builds package (a development dependency):
 * per version, a zip of WordPress's PHP files (comments stripped) and a folder of its static files.
 * Read by tests/markup.test.ts and by the browser tests' WordPress (e2e/tests/wordpress/wordpress.ts).
 */
const BUILDS = fileURLToPath(new URL('../node_modules/@wp-playground/wordpress-builds', import.meta.url));

export interface WordPressBuild {
  /** The release, e.g. 6.5.5. */
  version: string;
  /** The zip of its PHP files. */
  zip: string;
  /** The folder of its static files (scripts, styles, images). */
  assets: string;
}

/** The newest released WordPress the package ships (its betas and nightlies left out). */
export function newestWordPress(): WordPressBuild {
  const versions = JSON.parse(
    readFileSync(join(BUILDS, 'src', 'wordpress', 'wp-versions.json'), 'utf8'),
  ) as Record<string, string>;
  const released = Object.keys(versions)
    .filter((branch) => /^\d+\.\d+$/.test(branch))
    .sort((a, b) => {
      const [aMajor, aMinor] = a.split('.').map(Number) as [number, number];
      const [bMajor, bMinor] = b.split('.').map(Number) as [number, number];
      return bMajor - aMajor || bMinor - aMinor;
    });
  const branch = released[0];
  if (!branch) throw new Error('@wp-playground/wordpress-builds lists no released WordPress');
  return {
    version: versions[branch] ?? branch,
    zip: join(BUILDS, 'src', 'wordpress', `wp-${branch}.zip`),
    assets: join(BUILDS, 'public', `wp-${branch}`),
  };
}

/**
 * A WordPress folder of the newest build (its PHP from the zip, its static files beside), unpacked
 * once into `dir`; answers its version.
 */
export function unpackNewestWordPress(dir: string): string {
  const build = newestWordPress();
  const stamp = join(dir, '.gaceta-build');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === build.version) return build.version;
  rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(unzipSync(readFileSync(build.zip)))) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  cpSync(build.assets, dir, { recursive: true });
  rmSync(join(dir, 'wordpress-remote-asset-paths'), { force: true });
  writeFileSync(stamp, build.version);
  return build.version;
}
