import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, root } from './run.ts';

/**
 * What the WordPress tests (e2e/tests/wordpress.spec.ts, docs/wordpress.md) need on the machine:
 * Debian's php-cli with the MySQL driver, MariaDB, and Debian's WordPress files with a theme,
 * unpacked into .cache/wordpress (never installed system-wide: WordPress's package would pull in a
 * web server), and Debian's PHP_CodeSniffer for the plugin's coding-standards test (the WordPress
 * sniffs are an npm package, see packages/wp-plugin/phpcs.xml.dist). Each is fetched from Debian's
 * packages only when missing.
 */
export const WORDPRESS_DIR = join(root, '.cache', 'wordpress');
const PHP_PACKAGES = ['php-cli', 'php-mysql', 'php-mbstring', 'php-xml', 'php-zip'];
const WORDPRESS_PACKAGES = ['wordpress', 'wordpress-theme-twentytwentythree'];

/** PHP with the MySQL driver WordPress needs. */
function phpReady(): boolean {
  return spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0;
}

function hasCommand(command: string): boolean {
  return ['/usr/bin', '/usr/sbin', '/bin', '/sbin'].some((dir) => existsSync(join(dir, command)));
}

const aptGet = (...args: string[]) =>
  process.getuid?.() === 0 ? mustRun('apt-get', args) : mustRun('sudo', ['apt-get', ...args]);

export async function ensureWordPressTools() {
  const missing = [
    ...(phpReady() ? [] : PHP_PACKAGES),
    ...(hasCommand('mariadbd') ? [] : ['mariadb-server']),
    ...(hasCommand('phpcs') ? [] : ['php-codesniffer']),
  ];
  const haveWordPress = existsSync(join(WORDPRESS_DIR, 'usr/share/wordpress/wp-settings.php'));
  if (missing.length === 0 && haveWordPress) return;
  console.log('Installing what the WordPress tests need from Debian packages …');
  await aptGet('update', '-qq');
  if (missing.length) await aptGet('install', '-y', '-qq', '--no-install-recommends', ...missing);
  if (haveWordPress) return;
  rmSync(WORDPRESS_DIR, { recursive: true, force: true });
  mkdirSync(WORDPRESS_DIR, { recursive: true });
  await mustRun('apt-get', ['download', ...WORDPRESS_PACKAGES], { cwd: WORDPRESS_DIR });
  for (const deb of readdirSync(WORDPRESS_DIR).filter((name) => name.endsWith('.deb'))) {
    await mustRun('dpkg-deb', ['-x', deb, '.'], { cwd: WORDPRESS_DIR });
    rmSync(join(WORDPRESS_DIR, deb));
  }
  writeFileSync(
    join(WORDPRESS_DIR, 'README'),
    'Debian WordPress files for the tests (scripts/lib/wordpress.ts).\n',
  );
}
