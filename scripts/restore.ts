// `npm run restore -- <folder>`: a backup of `npm run backup` into the installation the environment
// names: an empty PostgreSQL database (DATABASE_URL) or a new data folder (DATA_DIR); nothing is
// overwritten (scripts/lib/backup.ts). Start the server afterwards: it migrates what is older.
import { resolve } from 'node:path';
import { installationFromEnv, restore } from './lib/backup.ts';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const installation = installationFromEnv();
const manifest = restore(installation, resolve(process.cwd(), folder));
console.log(
  `Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.entries.join(', ') || 'no files'} into ${installation.databaseUrl ? 'the database and ' : ''}${installation.dataDir}.`,
);
