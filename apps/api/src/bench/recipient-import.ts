// The newsletter import of 5000 CSV rows and of 5000 XLSX rows (budget 1 s each), run by
// `npm run bench` through scripts/bench/recipient-import.ts. Without an argument on an embedded
// PGlite; with a PostgreSQL server's URL, on a database of its own there (created, then dropped).
// Each figure is the median of three imports into a new office (every row new), file bytes to
// committed rows: reading the file, checking each line, the suppression and merge lookups and the
// bulk upsert. Prints one line per format; exits 1 over budget.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import writeXlsxFile from 'write-excel-file/node';
import { jobContext } from '../context';
import { offices } from '../db/schema';
import { parseEnv, resolveJwtSecret } from '../env';
import { JOBS } from '../jobs';
import { startQueue } from '../jobs/queue';
import { createLogger } from '../lib/logger';
import { importRecipients } from '../modules/newsletter/recipient-import.service';
import { openRuntime } from '../runtime';

/** The bench's quick mode (scripts/bench/mode.ts): a small file, the budget not enforced. */
const QUICK = process.argv.includes('--quick');
const ROWS = QUICK ? 200 : 5000;
const RUNS = QUICK ? 1 : 3;
const BUDGET_MS = 1_000;

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A contact list as an office exports it: a header in Spanish, a name and an address per row. */
function contacts(run: number): [string, string][] {
  return Array.from({ length: ROWS }, (_, i) => [
    `Cliente ${i + 1} Pérez`,
    `cliente${i + 1}.r${run}@empresa-${i % 97}.example`,
  ]);
}

const csvOf = (rows: [string, string][]) =>
  new TextEncoder().encode(
    `Nombre;Correo electrónico\r\n${rows.map((row) => row.join(';')).join('\r\n')}\r\n`,
  );

async function xlsxOf(rows: [string, string][]): Promise<Uint8Array> {
  const sheet = [['Nombre', 'Correo electrónico'], ...rows].map((row) => row.map((value) => ({ value })));
  return new Uint8Array(await writeXlsxFile(sheet).toBuffer());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(databaseUrl: string | undefined): Promise<{ csv: number; xlsx: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gaceta-bench-import-'));
  const config = resolveJwtSecret(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl && { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') }),
    }),
  );
  const runtime = await openRuntime(config, createLogger('warn'));
  const queue = await startQueue({ database: runtime.database, jobs: JOBS, deps: runtime.deps, work: false });
  try {
    const timed = async (file: Uint8Array) => {
      const [office] = await runtime.deps.db
        .insert(offices)
        .values({ name: 'Despacho bench' })
        .returning({ id: offices.id });
      const ctx = jobContext(
        { ...runtime.deps, jobs: queue },
        { job: 'bench', officeId: office?.id ?? null },
      );
      const started = performance.now();
      const result = await importRecipients(ctx, file, {});
      const ms = performance.now() - started;
      if (result.imported !== ROWS)
        throw new Error(`expected ${ROWS} imported, got ${JSON.stringify(result)}`);
      return ms;
    };
    const csv: number[] = [];
    const xlsx: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      csv.push(await timed(csvOf(contacts(run))));
      xlsx.push(await timed(await xlsxOf(contacts(run))));
    }
    return { csv: Math.round(median(csv)), xlsx: Math.round(median(xlsx)) };
  } finally {
    await queue.stop();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.argv.slice(2).find((arg) => arg !== '--quick');
let label = 'PGlite';
let result: { csv: number; xlsx: number };
if (serverUrl) {
  label = 'PostgreSQL';
  const name = `gaceta_bench_${randomBytes(6).toString('hex')}`;
  try {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
  } catch {
    console.log(`recipient_import_ms (${label}) skipped: no server answers at ${new URL(serverUrl).host}`);
    process.exit(0);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    result = await measure(url.toString());
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  result = await measure(undefined);
}
let over = false;
for (const format of ['csv', 'xlsx'] as const) {
  const ms = result[format];
  over ||= ms > BUDGET_MS;
  console.log(
    `recipient_import_${format}_ms (${label})`.padEnd(42) +
      `${ms} (${ROWS} rows, median of ${RUNS}; budget ${BUDGET_MS}: ${ms > BUDGET_MS ? 'OVER BUDGET' : 'within budget'})`,
  );
}
process.exitCode = over && !QUICK ? 1 : 0;
