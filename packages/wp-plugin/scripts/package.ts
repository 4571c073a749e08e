// Builds dist/gaceta-news.zip (run after `wp-scripts build`; `pnpm --filter @gaceta/wp-plugin build`
// does both): the plugin's folder as WordPress installs it, version stamped from package.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PLUGIN_DIR, pluginVersion, releaseFiles, SLUG, stringsPhp, ZIP_PATH } from './plugin-files.ts';

// The committed copy too, so a plugin mounted from the source folder has the same strings. Written
// only when they changed: it is one of the sources whose modification time says the plugin changed.
const stringsFile = join(PLUGIN_DIR, 'includes', 'strings.php');
const strings = stringsPhp();
if (!existsSync(stringsFile) || readFileSync(stringsFile, 'utf8') !== strings)
  writeFileSync(stringsFile, strings);

const entries = Object.fromEntries(
  Object.entries(releaseFiles()).map(([path, content]) => [
    `${SLUG}/${path}`,
    typeof content === 'string' ? strToU8(content) : new Uint8Array(content),
  ]),
);
// A fixed date: the same sources give the same zip.
const zip = zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
mkdirSync(dirname(ZIP_PATH), { recursive: true });
writeFileSync(ZIP_PATH, zip);
console.log(
  `${ZIP_PATH}: version ${pluginVersion()}, ${Object.keys(entries).length} files, ${zip.length} bytes`,
);
