import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { sqlStateOf } from '../lib/query-errors';
import * as schema from './schema';

/** The query interface every service uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`), typed as the query selects them. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: replicas starting together take turns migrating and seeding. */
const STARTUP_LOCK = 7_402_113;

export type DatabaseHandle =
  | {
      kind: 'pglite';
      db: Database;
      pglite: PGlite;
      /** Runs `work` with the database to itself (PGlite has a single connection anyway). */
      exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
      close(): Promise<void>;
    }
  | {
      kind: 'postgres';
      db: Database;
      pool: pg.Pool;
      connectionString: string;
      exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
      close(): Promise<void>;
    };

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir` persists to disk; without it the database lives in memory, optionally from a dump. */
  | { dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // News search (migration 0003) needs them; PostgreSQL ships them as contrib extensions.
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    exclusive: (work) => work(db),
    close: () => pglite.close(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  // A database that does not answer fails the request within seconds (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection that dies (server restart, dropped database) is replaced by the pool; without
  // a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString,
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work(drizzlePostgres(client, { schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Applies the committed migrations (the same files on PGlite and PostgreSQL). */
export async function migrate(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePostgres(db as unknown as Parameters<typeof migratePostgres>[0], config);
  }
}

/** The committed migrations' times (drizzle's `folderMillis`), read once from the folder. */
let migrationTimes: number[] | undefined;

/**
 * How many committed migrations the database has not applied: 0 when it is current. drizzle applies
 * every migration newer than the newest row of its own table, so those are counted (readiness, /ready).
 */
export async function pendingMigrations(db: Database): Promise<number> {
  migrationTimes ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (file) => file.folderMillis,
  );
  let newest = 0;
  try {
    const result = (await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | null }[] };
    newest = Number(result.rows[0]?.newest ?? 0);
  } catch (error) {
    // No table yet: nothing was ever applied (42P01 undefined table, 3F000 undefined schema).
    if (!['42P01', '3F000'].includes(sqlStateOf(error) ?? '')) throw error;
  }
  return migrationTimes.filter((time) => time > newest).length;
}
