// The newsletter import of 5000 CSV rows and of 5000 XLSX rows (budget 1 s each), run by
// `npm run bench` on PGlite and on PostgreSQL (harness.ts).
// Each figure is the median of three imports into a new office (every row new), file bytes to
// committed rows: reading the file, checking each line, the suppression and merge lookups and the
// bulk upsert. Prints one line per format; exits 1 over budget.
import writeXlsxFile from 'write-excel-file/node';
import { offices } from '../db/schema';
import { importRecipients } from '../modules/newsletter/recipients/recipient-import.service';
import { engine, QUICK, withBenchDatabase, withBenchRuntime } from './harness';

const ROWS = QUICK ? 200 : 5000;
const RUNS = QUICK ? 1 : 3;
const BUDGET_MS = 1_000;

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
  return withBenchRuntime(databaseUrl, {}, async (bench) => {
    const timed = async (file: Uint8Array) => {
      const [office] = await bench.runtime.deps.db
        .insert(offices)
        .values({ name: 'Despacho bench' })
        .returning({ id: offices.id });
      const ctx = bench.ctx(office?.id);
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
  });
}

const result = await withBenchDatabase(measure);
let over = false;
for (const format of ['csv', 'xlsx'] as const) {
  const ms = result[format];
  over ||= ms > BUDGET_MS;
  console.log(
    `recipient_import_${format}_ms (${engine})`.padEnd(42) +
      `${ms} (${ROWS} rows, median of ${RUNS}; budget ${BUDGET_MS}: ${ms > BUDGET_MS ? 'OVER BUDGET' : 'within budget'})`,
  );
}
process.exitCode = over && !QUICK ? 1 : 0;
