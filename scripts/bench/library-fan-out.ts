import { join } from 'node:path';
import { root, run } from '../lib/run.ts';
import { quickArgs } from './mode.ts';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * library_fan_out_ms: one library item given to 500 offices by the fan-out job's work (budget 5 s),
 * on PGlite and, when a server answers (DATABASE_URL or the local default), on PostgreSQL. The
 * measurement runs in the API's code (apps/api/src/bench/library-fan-out.ts). Returns whether it
 * stayed within budget.
 */
export async function benchLibraryFanOut(): Promise<boolean> {
  const program = join(root, 'apps/api/src/bench/library-fan-out.ts');
  const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const codes = [
    await run('node', ['--import', 'tsx', program, ...quickArgs], { cwd: join(root, 'apps/api') }),
    await run('node', ['--import', 'tsx', program, postgresUrl, ...quickArgs], {
      cwd: join(root, 'apps/api'),
    }),
  ];
  return codes.every((code) => code === 0);
}
