// The measurements that run in the API's own code (apps/api/src/bench, their harness.ts), each under
// tsx in a process of its own, on PGlite and then on PostgreSQL when a server answers (DATABASE_URL
// or the local default; not in the quick mode). Their lines are echoed as they come; a `RESULT <json>` line is kept for
// the caller's report instead.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { reachable } from '../lib/reachable.ts';
import { root } from '../lib/run.ts';
import { overBudget, QUICK, quickArgs } from './mode.ts';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ApiRun<Result> {
  engine: 'PGlite' | 'PostgreSQL';
  /** 0 unless a figure was over budget (or the measurement failed). */
  code: number;
  result: Result | undefined;
}

function runOne<Result>(file: string, databaseUrl?: string): Promise<ApiRun<Result>> {
  return new Promise((resolve, reject) => {
    const args = [
      '--import',
      'tsx',
      join('src/bench', file),
      ...(databaseUrl ? [databaseUrl] : []),
      ...quickArgs,
    ];
    const child = spawn(process.execPath, args, {
      cwd: join(root, 'apps/api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let kept: Result | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      // Echo whole lines as they come, but the RESULT line.
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      for (const line of lines) if (!line.startsWith('RESULT ')) console.log(line);
      const result = lines.find((line) => line.startsWith('RESULT '));
      if (result) kept = JSON.parse(result.slice('RESULT '.length)) as Result;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({ engine: databaseUrl ? 'PostgreSQL' : 'PGlite', code: code ?? 1, result: kept }),
    );
  });
}

/**
 * Runs apps/api/src/bench/`file` on PGlite, then on PostgreSQL (or says `figure` is skipped there);
 * a run that exits non-zero marks the bench over budget.
 */
export async function benchInApi<Result = unknown>(file: string, figure: string): Promise<ApiRun<Result>[]> {
  const runs = [await runOne<Result>(file)];
  // The quick mode checks that each measurement still runs; the PostgreSQL API tests cover that
  // engine's code paths, so PostgreSQL's figures come from the full bench only.
  if (QUICK) console.log(`${`${figure} (PostgreSQL)`.padEnd(42)}measured by the full bench only`);
  else if (await reachable(POSTGRES_URL)) runs.push(await runOne<Result>(file, POSTGRES_URL));
  else
    console.log(
      `${`${figure} (PostgreSQL)`.padEnd(42)}skipped: nothing answers at ${new URL(POSTGRES_URL).host}`,
    );
  if (runs.some((run) => run.code !== 0)) overBudget();
  return runs;
}

export interface Timing {
  median: number;
  p95: number;
  n: number;
}

/** A timing's line with its verdict against a p95 goal and budget; over budget marks the bench. */
export function reportTiming(name: string, figures: Timing, goal: number, budget: number): void {
  const verdict =
    figures.p95 > budget ? 'OVER BUDGET' : figures.p95 > goal ? 'within budget, above goal' : 'within goal';
  console.log(
    name.padEnd(42) +
      `median ${figures.median.toFixed(1)}, p95 ${figures.p95.toFixed(1)} (${figures.n} calls; goal ${goal}, budget ${budget}: ${verdict})`,
  );
  if (figures.p95 > budget) overBudget();
}
