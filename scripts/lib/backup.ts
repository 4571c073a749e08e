// `npm run backup` and `npm run restore` (docs/deployment.md, "Backups"): the database and the files
// of an installation, configured by the same environment as the server (DATABASE_URL, DATA_DIR).
//   PostgreSQL: pg_dump's custom format, restored by pg_restore into an empty database, while the
//               API runs (pg_dump reads one consistent snapshot).
//   PGlite:     the data folder, copied while the server is stopped: PGlite is a PostgreSQL inside
//               the server's process, and its files are consistent only once it has closed them.
// Both take DATA_DIR's files (uploads without S3) and jwt-secret (the embedded start's generated
// token key). Files in S3 are backed up with the bucket (versioning, or a sync of the bucket).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './run.ts';

export interface Installation {
  /** PostgreSQL's URL, or undefined for the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Files live in S3 and are not in the backup. */
  s3Bucket: string | undefined;
}

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** What of DATA_DIR was copied. */
  entries: string[];
  /** Where the files were, when not in the backup. */
  s3Bucket?: string;
}

const MANIFEST = 'gaceta-backup.json';
const DUMP = 'database.dump';
/** What of DATA_DIR a backup holds: the embedded database, uploaded files and the generated key. */
const DATA_ENTRIES = ['pglite', 'files', 'jwt-secret'];

/** The installation the environment describes, with `npm start`'s default data folder. */
export function installationFromEnv(env: NodeJS.ProcessEnv = process.env): Installation {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR || 'data'),
    s3Bucket: env.S3_BUCKET || undefined,
  };
}

/** Writes a backup of `installation` into the new folder `target`. */
export function backup(installation: Installation, target: string): Manifest {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true });
  if (installation.databaseUrl) {
    execFileSync(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${join(target, DUMP)}`, installation.databaseUrl],
      {
        stdio: 'inherit',
      },
    );
  }
  const entries = DATA_ENTRIES.filter(
    (entry) =>
      !(entry === 'pglite' && installation.databaseUrl) && existsSync(join(installation.dataDir, entry)),
  );
  if (!installation.databaseUrl && !entries.includes('pglite')) {
    throw new Error(`no embedded database in ${installation.dataDir}: set DATA_DIR (or DATABASE_URL)`);
  }
  for (const entry of entries)
    cpSync(join(installation.dataDir, entry), join(target, entry), { recursive: true });
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: installation.databaseUrl ? 'postgres' : 'pglite',
    entries,
    ...(installation.s3Bucket && { s3Bucket: installation.s3Bucket }),
  };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts the backup in `source` back into `installation`: into an empty PostgreSQL database, and into
 * a data folder without a database or files of its own (nothing is overwritten).
 */
export function restore(installation: Installation, source: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(source, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  if ((manifest.database === 'postgres') !== Boolean(installation.databaseUrl)) {
    throw new Error(
      `this backup holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} database: ${manifest.database === 'postgres' ? 'set DATABASE_URL to an empty database' : 'unset DATABASE_URL'}`,
    );
  }
  const present = manifest.entries.filter((entry) => existsSync(join(installation.dataDir, entry)));
  if (present.length > 0) {
    throw new Error(
      `${installation.dataDir} already holds ${present.join(', ')}: restore into a new data folder`,
    );
  }
  if (installation.databaseUrl) {
    execFileSync(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${installation.databaseUrl}`, join(source, DUMP)],
      {
        stdio: 'inherit',
      },
    );
  }
  mkdirSync(installation.dataDir, { recursive: true });
  for (const entry of manifest.entries)
    cpSync(join(source, entry), join(installation.dataDir, entry), { recursive: true });
  return manifest;
}
