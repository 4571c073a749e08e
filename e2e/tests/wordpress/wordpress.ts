import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { unpackNewestWordPress } from './builds';

/**
 * A real WordPress for the plugin's tests: Debian's WordPress files (unpacked by scripts/lib/wordpress.ts
 * into .cache/wordpress) or the newest build of @wp-playground/wordpress-builds (unpacked here into
 * .cache/wordpress-newest), Debian's php-cli serving them (`php -S`), and a private MariaDB server on
 * a socket in a temporary folder, all stopped by stop(). One per test file, shared by its tests.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const DEBIAN_WORDPRESS = join(root, '.cache', 'wordpress', 'usr', 'share', 'wordpress');
const NEWEST_WORDPRESS = join(root, '.cache', 'wordpress-newest');

/** Which WordPress files a suite runs on. */
export type WordPressFiles = 'debian' | 'newest';

/** The folder of the WordPress files, and the version they are (Debian's package, or the build). */
function wordPressFolder(files: WordPressFiles): { folder: string; version: RegExp } {
  if (files === 'newest') {
    const version = unpackNewestWordPress(NEWEST_WORDPRESS);
    return { folder: NEWEST_WORDPRESS, version: new RegExp(`^${version.replace(/\./g, '\\.')}$`) };
  }
  if (!existsSync(join(DEBIAN_WORDPRESS, 'wp-settings.php'))) {
    throw new Error(
      'No WordPress files in .cache/wordpress: run `npm test` once (scripts/lib/wordpress.ts).',
    );
  }
  return { folder: DEBIAN_WORDPRESS, version: /^6\.1(\.|$)/ };
}

/** An initialised MariaDB data folder, made once per machine and copied for each run (1 s, not 7). */
const DB_TEMPLATE = join(root, '.cache', 'wordpress-db');
export const ADMIN = { user: 'admin', password: 'wordpress-test-password' };
const run = promisify(execFile);

export interface WordPress {
  url: string;
  version: string;
  /** Runs SQL on the site's database. */
  sql(query: string): Promise<string>;
  /** Runs PHP code with WordPress loaded (wp-load.php), as the command line; answers what it echoes. */
  php(code: string): Promise<string>;
  /** PHP notices, warnings and errors logged while the site ran. */
  debugLog(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls until a server answers (readiness, not timing: the harness, not a test, waits here). */
async function waitFor(check: () => Promise<boolean> | boolean, what: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what}: exited with ${child.exitCode}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not ready after 15 s`);
}

async function ensureDbTemplate() {
  if (existsSync(join(DB_TEMPLATE, 'mysql'))) return;
  // Initialised aside and renamed into place: two spec files may start at once on a new machine.
  const fresh = mkdtempSync(`${DB_TEMPLATE}-`);
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${fresh}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    '--user=root',
  ]);
  if (existsSync(join(DB_TEMPLATE, 'mysql'))) {
    rmSync(fresh, { recursive: true, force: true });
    return;
  }
  rmSync(DB_TEMPLATE, { recursive: true, force: true });
  try {
    renameSync(fresh, DB_TEMPLATE);
  } catch {
    // The other spec file's template got there first.
    rmSync(fresh, { recursive: true, force: true });
  }
}

function wpConfig(url: string, socket: string, debugLog: string): string {
  const salt = () => randomBytes(24).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY']
    .flatMap((key) => [key, key.replace('KEY', 'SALT')])
    .map((name) => `define( '${name}', '${salt()}' );`);
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
// Offline and quiet: no cron, no update checks, no request beyond this machine.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${debugLog}' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

const INSTALL = `<?php
define( 'WP_INSTALLING', true );
require __DIR__ . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Despacho Demo', '${ADMIN.user}', 'admin@example.com', false, '', '${ADMIN.password}' );
echo $GLOBALS['wp_version'];
`;

/**
 * Starts MariaDB and WordPress (on E2E_WORDPRESS_PORT, else a free port) and installs WordPress
 * (English, default permalinks).
 */
export async function startWordPress(files: WordPressFiles): Promise<WordPress> {
  const port = Number(process.env.E2E_WORDPRESS_PORT ?? (await freePort()));
  const { folder: source, version: expected } = wordPressFolder(files);
  await ensureDbTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'gaceta-wordpress-'));
  const site = join(dir, 'site');
  const socket = join(dir, 'mariadb.sock');
  const log = join(dir, 'debug.log');
  const url = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];

  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Each server leads its own process group: php -S's workers go with it.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    cpSync(DB_TEMPLATE, join(dir, 'db'), { recursive: true });
    const mariadb = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'db')}`,
        `--socket=${socket}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        '--skip-networking',
        '--skip-log-bin',
        '--user=root',
      ],
      { stdio: 'ignore', detached: true },
    );
    children.push(mariadb);
    const sql = async (query: string) =>
      (await run('mariadb', [`--socket=${socket}`, '-uroot', '--batch', '--skip-column-names', '-e', query]))
        .stdout;
    await waitFor(() => existsSync(socket), 'MariaDB', mariadb);
    await sql('CREATE DATABASE wordpress');

    // Hard links: a copy of WordPress in no time, whose wp-content this run may write to.
    await run('cp', ['-al', source, site]);
    rmSync(join(site, 'wp-config.php'), { force: true });
    writeFileSync(join(site, 'wp-config.php'), wpConfig(url, socket, log));
    writeFileSync(join(site, 'gaceta-install.php'), INSTALL);
    const version = (await run('php', ['gaceta-install.php'], { cwd: site })).stdout.trim();
    if (!expected.test(version)) throw new Error(`WordPress ${version} installed, not ${expected}`);
    rmSync(join(site, 'gaceta-install.php'));

    const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], {
      stdio: 'ignore',
      detached: true,
      // Several workers: a page that calls the Gaceta API must not wait behind another request.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push(php);
    await waitFor(
      () =>
        fetch(`${url}/wp-login.php`).then(
          (response) => response.ok,
          () => false,
        ),
      'php -S',
      php,
    );
    return {
      url,
      version,
      sql: (query) => sql(`USE wordpress; ${query}`),
      php: async (code) => {
        writeFileSync(join(dir, 'run.php'), `<?php\nrequire '${site}/wp-load.php';\n${code}\n`);
        return (await run('php', [join(dir, 'run.php')], { cwd: site })).stdout;
      },
      debugLog: () => (existsSync(log) ? readFileSync(log, 'utf8') : ''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The part of WordPress's editor globals the block test uses. */
declare global {
  interface Window {
    wp: {
      blocks: {
        getBlockType(name: string): { apiVersion?: number } | undefined;
        createBlock(name: string, attributes: Record<string, unknown>): unknown;
      };
      data: { dispatch(store: string): { insertBlocks(blocks: unknown): void } };
    };
  }
}
