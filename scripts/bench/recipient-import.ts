import { join } from 'node:path';
import { root, run } from '../lib/run.ts';
import { quickArgs } from './mode.ts';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * recipient_import_{csv,xlsx}_ms: a newsletter import of 5000 rows from CSV and from XLSX (budget
 * 1 s each), on PGlite and, when a server answers (DATABASE_URL or the local default), on
 * PostgreSQL. The measurement runs in the API's code (apps/api/src/bench/recipient-import.ts).
 * Returns whether it stayed within budget.
 */
export async function benchRecipientImport(): Promise<boolean> {
  const program = join(root, 'apps/api/src/bench/recipient-import.ts');
  const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const cwd = join(root, 'apps/api');
  const codes = [
    await run('node', ['--import', 'tsx', program, ...quickArgs], { cwd }),
    await run('node', ['--import', 'tsx', program, postgresUrl, ...quickArgs], { cwd }),
  ];
  return codes.every((code) => code === 0);
}
