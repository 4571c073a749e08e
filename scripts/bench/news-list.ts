// news_list_ms: GET /v1/news_infos with search and filters, 10,000 items in one office and 1,000 in
// each of 50 others, median and p95 on PGlite and on PostgreSQL (when one answers); budget p95
// 100 ms, goal 30 ms. news_search_ms: of those, the search by two words with filters (decision
// 024), same budget and goal. The measuring runs in apps/api (src/bench/news-list.ts) under tsx.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { reachable } from '../lib/reachable.ts';
import { root } from '../lib/run.ts';
import { overBudget, quickArgs } from './mode.ts';

const BUDGET_P95_MS = 100;
const GOAL_P95_MS = 30;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Timing {
  median: number;
  p95: number;
  n: number;
}
interface Figures extends Timing {
  search: Timing;
}

/** Runs the measurement on one database, echoing its per-query lines; resolves with the figures. */
function measure(databaseUrl?: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
    const args = [tsx, 'src/bench/news-list.ts', ...(databaseUrl ? [databaseUrl] : []), ...quickArgs];
    const child = spawn(process.execPath, args, {
      cwd: join(root, 'apps/api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const result = output.match(/^RESULT (.*)$/m)?.[1];
      process.stdout.write(output.replace(/^RESULT .*\n?/m, ''));
      if (code !== 0 || !result) reject(new Error(`the news list bench failed (exit code ${code})`));
      else resolve(JSON.parse(result) as Figures);
    });
  });
}

function report(name: string, figures: Timing): void {
  const verdict =
    figures.p95 > BUDGET_P95_MS
      ? 'OVER BUDGET'
      : figures.p95 > GOAL_P95_MS
        ? 'within budget, above goal'
        : 'within goal';
  console.log(
    name.padEnd(42) +
      `median ${figures.median.toFixed(1)}, p95 ${figures.p95.toFixed(1)} (${figures.n} calls; goal ${GOAL_P95_MS}, budget ${BUDGET_P95_MS}: ${verdict})`,
  );
  if (figures.p95 > BUDGET_P95_MS) overBudget();
}

function reportBoth(engine: string, figures: Figures): void {
  report(`news_list_ms (${engine})`, figures);
  report(`news_search_ms (${engine})`, figures.search);
}

export async function benchNewsList(): Promise<void> {
  reportBoth('PGlite', await measure());
  if (await reachable(POSTGRES_URL)) reportBoth('PostgreSQL', await measure(POSTGRES_URL));
  else
    console.log(
      `news_list_ms (PostgreSQL)                 skipped: nothing answers at ${new URL(POSTGRES_URL).host}`,
    );
}
