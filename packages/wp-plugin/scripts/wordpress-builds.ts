import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The WordPress builds of the @wp-playground/wordpress-builds package (a development dependency):
 * per version, a zip of WordPress's PHP files (comments stripped) and a folder of its static files.
 * Read by tests/markup.test.ts; the browser tests pick the same build (e2e/tests/wordpress/builds.ts).
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
