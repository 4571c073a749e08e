import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { createBoss } from '../queue/queue';

/** Where the test run's template database is; handed from globalSetup to each test file. */
export type TemplateDb =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: TemplateDb;
  }
}

/** The seed every test database starts with: reference data and the default admin, no demo office. */
export const TEST_ADMIN = { email: 'admin@gaceta.local', password: 'Gaceta2026!' };

export async function migrateAndSeed(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await migrate(handle);
  // pg-boss installs its schema on its first start: done once here, so each test file's queue starts fast.
  const boss = createBoss(handle, { work: false });
  await boss.start();
  await boss.stop({ graceful: false });
  await seed(handle.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
