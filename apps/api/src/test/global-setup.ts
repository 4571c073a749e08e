import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { databaseUrl, migrateAndSeed, onServer, randomDatabaseName } from './template-db';

/**
 * Migrating and seeding takes seconds, so it happens once per run: into a PGlite dump, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, into a template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = randomDatabaseName('gaceta_tpl');
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    await migrateAndSeed(handle);
    await handle.close();
    project.provide('templateDb', { kind: 'postgres', serverUrl, name });
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const handle = await openDatabase({});
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateAndSeed(handle);
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  const dumpFile = path.join(tmpdir(), `${randomDatabaseName('gaceta-tpl')}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDb', { kind: 'pglite', dumpFile });
  return () => rm(dumpFile, { force: true });
}
