import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SHARE_LABELS,
  WEBSITE_LANGUAGES,
  WEBSITE_STRINGS,
  type WebsiteLanguage,
} from '@gaceta/shared/website/markup';
import { mo, po } from 'gettext-parser';

/**
 * What goes into gaceta-news.zip, shared by the packaging script and the tests: the version (from
 * package.json, the one place it is written), the PHP strings generated from the website contract,
 * the translations compiled from the .po files, and the list of files a release holds.
 */

export const PLUGIN_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SLUG = 'gaceta-news';
export const ZIP_PATH = join(PLUGIN_DIR, 'dist', `${SLUG}.zip`);
export const WIDGET_FILE = join(PLUGIN_DIR, '..', 'widget', 'dist', 'v1', 'gaceta.js');
/** The subscription form, which the widget imports from beside itself (assets/subscribe.js). */
export const SUBSCRIBE_FILE = join(PLUGIN_DIR, '..', 'widget', 'dist', 'v1', 'subscribe.js');
/** The article's view, which the widget imports from beside itself the first time it shows one. */
export const DETAIL_FILE = join(PLUGIN_DIR, '..', 'widget', 'dist', 'v1', 'detail.js');
/** The slider's view and controls, which the widget imports from beside itself for a slider. */
export const SLIDER_FILE = join(PLUGIN_DIR, '..', 'widget', 'dist', 'v1', 'slider.js');

/** The script handles whose strings the JSON translations carry (admin screen, block editor script). */
const SCRIPT_HANDLES = ['gaceta-news-admin', 'gaceta-news-news-editor-script'];
/** WordPress locales per .po file: Portuguese sites are pt_PT or pt_BR. */
const LOCALES: Record<string, string[]> = { es_ES: ['es_ES'], pt_PT: ['pt_PT', 'pt_BR'] };
/** What a release holds besides the generated files; nothing else from the folder is shipped. */
const SHIPPED = ['gaceta-news.php', 'uninstall.php', 'readme.txt', 'includes', 'assets', 'build'];

export function pluginVersion(): string {
  return JSON.parse(readFileSync(join(PLUGIN_DIR, 'package.json'), 'utf8')).version;
}

/** The version written in the header, the constant and readme.txt's stable tag. */
export function stampVersion(path: string, text: string, version: string): string {
  if (path === 'gaceta-news.php') {
    return text
      .replace(/^( \* Version:\s+).*$/m, `$1${version}`)
      .replace(/define\( 'GACETA_NEWS_VERSION', '[^']*' \)/, `define( 'GACETA_NEWS_VERSION', '${version}' )`);
  }
  if (path === 'readme.txt') return text.replace(/^Stable tag: .*$/m, `Stable tag: ${version}`);
  return text;
}

/** The versions a plugin's files declare: header, constant and readme.txt. */
export function declaredVersions(mainFile: string, readme: string) {
  return {
    header: /^ \* Version:\s+(.+)$/m.exec(mainFile)?.[1],
    constant: /define\( 'GACETA_NEWS_VERSION', '([^']*)' \)/.exec(mainFile)?.[1],
    readme: /^Stable tag: (.+)$/m.exec(readme)?.[1],
  };
}

const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Array entries `'key' => value,` with their arrows aligned, as the WordPress Coding Standards ask. */
function phpEntries(entries: [string, string][], indent: string): string[] {
  const width = Math.max(...entries.map(([key]) => phpString(key).length));
  return entries.map(([key, value]) => `${indent}${phpString(key).padEnd(width)} => ${value},`);
}

/** A language's long date as a pattern and its month names, as Intl writes them (formatDate). */
function datePattern(language: WebsiteLanguage) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const pattern = format
    .formatToParts(new Date(Date.UTC(2026, 2, 5)))
    .map((part) => (part.type === 'literal' ? part.value : part.type === 'day' ? '{day}' : `{${part.type}}`))
    .join('');
  const months = Array.from({ length: 12 }, (_, month) => {
    const parts = format.formatToParts(new Date(Date.UTC(2026, month, 15)));
    return parts.find((part) => part.type === 'month')?.value ?? '';
  });
  return { pattern, months };
}

/** includes/strings.php: the markup's strings, share labels and date formats of the shared contract. */
export function stringsPhp(): string {
  const languages = WEBSITE_LANGUAGES.map((language) => {
    const { pattern, months } = datePattern(language);
    const strings: [string, string][] = [
      ...Object.entries(WEBSITE_STRINGS[language]).map(([name, value]): [string, string] => [
        name,
        phpString(value),
      ]),
      ['date', phpString(pattern)],
      ['months', `array( ${months.map(phpString).join(', ')} )`],
    ];
    return [`\t${phpString(language)} => array(`, ...phpEntries(strings, '\t\t'), '\t),'].join('\n');
  });
  const labels = phpEntries(
    Object.entries(SHARE_LABELS).map(([network, label]): [string, string] => [network, phpString(label)]),
    '\t',
  );
  return [
    '<?php',
    '/**',
    ' * Generated by scripts/package.ts from packages/shared/src/website/markup.ts: do not edit.',
    ' * The strings of the website markup, its share labels and its long date format per language.',
    ' *',
    ' * @package GacetaNews',
    ' */',
    '',
    "defined( 'ABSPATH' ) || exit;",
    '',
    'const GACETA_NEWS_STRINGS = array(',
    ...languages,
    ');',
    '',
    'const GACETA_NEWS_SHARE_LABELS = array(',
    ...labels,
    ');',
    '',
  ].join('\n');
}

/** The .mo file and the scripts' JSON translations of each locale, compiled from languages/*.po. */
function translations(): Record<string, Buffer | string> {
  const files: Record<string, Buffer | string> = {};
  for (const [source, locales] of Object.entries(LOCALES)) {
    const text = readFileSync(join(PLUGIN_DIR, 'languages', `${SLUG}-${source}.po`), 'utf8');
    const catalog = po.parse(text);
    const messages: Record<string, unknown> = {};
    for (const [context, entries] of Object.entries(catalog.translations)) {
      for (const entry of Object.values(entries)) {
        if (!entry.msgid) continue;
        messages[context ? `${context}\u0004${entry.msgid}` : entry.msgid] = entry.msgstr;
      }
    }
    for (const locale of locales) {
      files[`languages/${SLUG}-${locale}.po`] = text;
      files[`languages/${SLUG}-${locale}.mo`] = mo.compile({
        ...catalog,
        headers: { ...catalog.headers, Language: locale },
      });
      // load_script_textdomain() looks for <domain>-<locale>-<handle>.json in the given folder.
      const json = JSON.stringify({
        domain: 'messages',
        locale_data: { messages: { '': { domain: 'messages', lang: locale }, ...messages } },
      });
      for (const handle of SCRIPT_HANDLES) files[`languages/${SLUG}-${locale}-${handle}.json`] = json;
    }
  }
  return files;
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

/** Every file of the release, by its path inside the plugin's folder. */
export function releaseFiles(): Record<string, Buffer | string> {
  if (!existsSync(join(PLUGIN_DIR, 'build', 'admin.js'))) throw new Error('Run wp-scripts build first.');
  if (!existsSync(WIDGET_FILE)) throw new Error(`The widget is not built (${WIDGET_FILE}).`);
  const version = pluginVersion();
  const files: Record<string, Buffer | string> = {};
  for (const entry of SHIPPED) {
    for (const file of filesUnder(join(PLUGIN_DIR, entry))) {
      const path = relative(PLUGIN_DIR, file);
      files[path] = /\.(php|txt)$/.test(path)
        ? stampVersion(path, readFileSync(file, 'utf8'), version)
        : readFileSync(file);
    }
  }
  files['includes/strings.php'] = stringsPhp();
  files['assets/gaceta.js'] = readFileSync(WIDGET_FILE);
  files['assets/subscribe.js'] = readFileSync(SUBSCRIBE_FILE);
  files['assets/detail.js'] = readFileSync(DETAIL_FILE);
  files['assets/slider.js'] = readFileSync(SLIDER_FILE);
  return { ...files, ...translations() };
}
