import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getPHPLoaderModule } from '@php-wasm/node-7-4';
import { loadPHPRuntime, PHP } from '@php-wasm/universal';
import { unzipSync } from 'fflate';
import { po } from 'gettext-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  declaredVersions,
  PLUGIN_DIR,
  pluginVersion,
  SLUG,
  stringsPhp,
  ZIP_PATH,
} from '../scripts/plugin-files.ts';
import { newestWordPress } from '../scripts/wordpress-builds.ts';

// The plugin's sources and its built zip (`pnpm --filter @gaceta/wp-plugin build`, which npm test's
// build step runs). The WordPress integration test is e2e/tests/wordpress.spec.ts.

const read = (path: string) => readFileSync(join(PLUGIN_DIR, path), 'utf8');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(PLUGIN_DIR, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(PLUGIN_DIR, path)).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry) ? [path] : [];
  });
}

const PHP_FILES = ['gaceta-news.php', 'uninstall.php', ...filesUnder('includes', /\.php$/)];
const SCRIPT_FILES = filesUnder('src', /\.js$/);

let zip: Record<string, Uint8Array>;
beforeAll(() => {
  if (!existsSync(ZIP_PATH)) throw new Error(`No ${ZIP_PATH}: run pnpm --filter @gaceta/wp-plugin build.`);
  zip = unzipSync(readFileSync(ZIP_PATH));
});
const zipText = (path: string) => new TextDecoder().decode(zip[`${SLUG}/${path}`]);

describe('PHP lint', () => {
  it('every PHP file parses on PHP 7.4, the lowest the header declares (php-wasm)', async () => {
    const php = new PHP(await loadPHPRuntime(await getPHPLoaderModule()));
    const results: Record<string, string> = {};
    for (const file of PHP_FILES) {
      php.writeFile('/check.php', read(file));
      // The parser `php -l` runs: a ParseError for anything PHP 7.4 cannot read.
      const { text } = await php.run({
        code: `<?php try { token_get_all(file_get_contents('/check.php'), TOKEN_PARSE); echo PHP_VERSION; } catch (ParseError $e) { echo $e->getMessage(), ' on line ', $e->getLine(); }`,
      });
      results[file] = text;
    }
    php.exit();
    expect(results).toEqual(
      Object.fromEntries(PHP_FILES.map((file) => [file, expect.stringMatching(/^7\.4\./)])),
    );
  });

  it("every PHP file passes php -l on the machine's PHP (Debian's php-cli 8.2)", () => {
    const version = spawnSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
    expect(version.status, 'php-cli is missing: npm test installs it (scripts/lib/wordpress.ts)').toBe(0);
    expect(version.stdout).toMatch(/^8\./);
    for (const file of PHP_FILES) {
      const lint = spawnSync('php', ['-l', join(PLUGIN_DIR, file)], { encoding: 'utf8' });
      expect(lint.stdout + lint.stderr, file).toContain('No syntax errors detected');
    }
  });
});

describe('WordPress Coding Standards', () => {
  it('phpcs with the WordPress standard (phpcs.xml.dist) finds no error and no warning', () => {
    // Debian's php-codesniffer; the WordPress sniffs come from the wpcs-cli package (patches/).
    const standards = join(PLUGIN_DIR, 'node_modules', 'wpcs-cli', 'scripts', 'wordpress-coding-standards');
    const phpcs = spawnSync(
      'phpcs',
      ['--runtime-set', 'installed_paths', standards, '--report=full', '--no-colors', '-q'],
      { cwd: PLUGIN_DIR, encoding: 'utf8' },
    );
    expect(phpcs.error, 'phpcs is missing: npm test installs it (scripts/lib/wordpress.ts)').toBeUndefined();
    expect(phpcs.stdout + phpcs.stderr).toBe('');
    expect(phpcs.status).toBe(0);
  });

  it('the ruleset reads the WordPress standard, not a fallback', () => {
    const standards = join(PLUGIN_DIR, 'node_modules', 'wpcs-cli', 'scripts', 'wordpress-coding-standards');
    const listed = spawnSync('phpcs', ['--runtime-set', 'installed_paths', standards, '-e'], {
      cwd: PLUGIN_DIR,
      encoding: 'utf8',
    });
    for (const sniff of [
      'WordPress.Security.EscapeOutput',
      'WordPress.Security.NonceVerification',
      'WordPress.Security.ValidatedSanitizedInput',
      'WordPress.NamingConventions.PrefixAllGlobals',
      'WordPress.WP.I18n',
      'WordPress.DB.PreparedSQL',
    ]) {
      expect(listed.stdout).toContain(sniff);
    }
  });
});

describe('version and requirements', () => {
  it("the header, the constant and readme.txt carry package.json's version, in the sources and the zip", () => {
    const version = pluginVersion();
    const all = { header: version, constant: version, readme: version };
    expect(declaredVersions(read('gaceta-news.php'), read('readme.txt'))).toEqual(all);
    expect(declaredVersions(zipText('gaceta-news.php'), zipText('readme.txt'))).toEqual(all);
  });

  it('the header and readme.txt declare the same WordPress and PHP requirements', () => {
    const header = read('gaceta-news.php');
    const readme = read('readme.txt');
    for (const field of ['Requires at least', 'Tested up to', 'Requires PHP']) {
      const value = new RegExp(`^ \\* ${field}:\\s+(.+)$`, 'm').exec(header)?.[1];
      expect(value, field).toBeTruthy();
      expect(readme).toMatch(new RegExp(`^${field}: ${value}$`, 'm'));
    }
  });

  it('"Tested up to" is the newest WordPress the browser suite runs (e2e/tests/wordpress-newest.spec.ts)', () => {
    const tested = /^ \* Tested up to:\s+(.+)$/m.exec(read('gaceta-news.php'))?.[1];
    expect(tested).toBe(newestWordPress().version.split('.').slice(0, 2).join('.'));
  });
});

describe('the zip', () => {
  it('holds the plugin folder as WordPress installs it, and no development file', () => {
    const paths = Object.keys(zip).map((path) => relative(SLUG, path));
    expect(Object.keys(zip).every((path) => path.startsWith(`${SLUG}/`))).toBe(true);
    for (const required of [
      'gaceta-news.php',
      'uninstall.php',
      'readme.txt',
      'build/admin.js',
      'build/admin.asset.php',
      'build/block/block.json',
      'build/block/index.js',
      'assets/gaceta.js',
      'assets/subscribe.js',
      'assets/detail.js',
      'assets/slider.js',
      'assets/react-jsx-runtime.js',
      'languages/gaceta-news-es_ES.mo',
      'languages/gaceta-news-pt_PT.mo',
      'languages/gaceta-news-es_ES-gaceta-news-admin.json',
    ]) {
      expect(paths).toContain(required);
    }
    const development = paths.filter((path) =>
      /(^|\/)(src|tests|scripts|node_modules|dist)\/|package(-lock)?\.json$|webpack\.config|tsconfig|vitest|\.map$|\.ts$|^\./.test(
        path,
      ),
    );
    expect(development).toEqual([]);
  });

  it('carries includes/strings.php as the website contract generates it, like the sources', () => {
    expect(read('includes/strings.php')).toBe(stringsPhp());
    expect(zipText('includes/strings.php')).toBe(stringsPhp());
  });
});

describe('translations', () => {
  /** Every string the plugin translates: gettext calls in PHP and JS, the header, block.json. */
  function translatable(): string[] {
    const strings = new Set<string>();
    const unquote = (text: string) => text.replace(/\\(['"\\])/g, '$1');
    for (const file of PHP_FILES) {
      for (const match of read(file).matchAll(
        /(?:__|_e|esc_html__|esc_attr__)\(\s*'((?:[^'\\]|\\.)*)',\s*'gaceta-news'/g,
      ))
        strings.add(unquote(match[1] ?? ''));
    }
    for (const file of SCRIPT_FILES) {
      for (const match of read(file).matchAll(/__\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1,\s*'gaceta-news'/g))
        strings.add(unquote(match[2] ?? ''));
    }
    for (const field of ['Plugin Name', 'Description']) {
      strings.add(new RegExp(`^ \\* ${field}:\\s+(.+)$`, 'm').exec(read('gaceta-news.php'))?.[1] ?? '');
    }
    const block = JSON.parse(read('src/block/block.json')) as { title: string; description: string };
    strings.add(`block title\u0004${block.title}`).add(`block description\u0004${block.description}`);
    return [...strings].sort();
  }

  for (const locale of ['es_ES', 'pt_PT']) {
    it(`every string has its ${locale} translation`, () => {
      const catalog = po.parse(read(`languages/gaceta-news-${locale}.po`));
      const translated = new Set(
        Object.entries(catalog.translations).flatMap(([context, entries]) =>
          Object.values(entries)
            .filter((entry) => entry.msgid && entry.msgstr[0])
            .map((entry) => (context ? `${context}\u0004${entry.msgid}` : entry.msgid)),
        ),
      );
      const strings = translatable();
      expect(strings.length).toBeGreaterThan(30);
      expect(strings.filter((text) => !translated.has(text))).toEqual([]);
    });
  }
});
