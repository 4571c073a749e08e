// `npm run backup -- <folder> [--server-stopped]`: the database and files of the installation the
// environment names (DATABASE_URL, DATA_DIR) into a new folder (scripts/lib/backup.ts).
import { resolve } from 'node:path';
import { backup, installationFromEnv } from './lib/backup.ts';

const [folder] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const installation = installationFromEnv();
if (!folder) {
  console.error('Usage: npm run backup -- <new folder> [--server-stopped]');
  process.exit(2);
}
if (!installation.databaseUrl && !process.argv.includes('--server-stopped')) {
  console.error(
    `The embedded database in ${installation.dataDir} is copied as files, which are consistent only while no server has it open.\nStop the server (Ctrl-C), then run again with --server-stopped.`,
  );
  process.exit(2);
}
const manifest = backup(installation, resolve(process.cwd(), folder));
console.log(
  `Backed up the ${manifest.database} database and ${manifest.entries.join(', ') || 'no files'} into ${folder}.`,
);
if (manifest.s3Bucket)
  console.log(`Files in the S3 bucket ${manifest.s3Bucket} are not in it: back the bucket up too.`);
