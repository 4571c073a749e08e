// `npm test`: lint, type checks, unit and API tests (PGlite, then PostgreSQL when one is reachable) and
// browser tests; ends with one line `N passed, N failed` counting every suite.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { buildBundles } from './lib/build.ts';
import { mustRun, root, run } from './lib/run.ts';

const RESULTS = join(root, '.test-results');
const CHROMIUM = '/usr/bin/chromium';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

interface Tally {
  step: string;
  passed: number;
  failed: number;
  skipped?: string;
}
const tallies: Tally[] = [];

/** Runs a step; a step without its own report counts as one check. */
async function step(name: string, command: string[], env: NodeJS.ProcessEnv = {}, report?: () => Tally) {
  console.log(`\n▶ ${name}`);
  const [bin = '', ...args] = command;
  const code = await run(bin, args, { env });
  const tally = report && existsSync(reportPath(name)) ? report() : { step: name, passed: 0, failed: 0 };
  if (!report) tally[code === 0 ? 'passed' : 'failed'] += 1;
  // A runner that exits non-zero without a failed test (a file that does not load) still fails.
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  tallies.push(tally);
}

const reportPath = (name: string) => join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);

function vitestReport(name: string) {
  return () => {
    const json = JSON.parse(readFileSync(reportPath(name), 'utf8'));
    return { step: name, passed: json.numPassedTests, failed: json.numFailedTests };
  };
}

function playwrightReport(name: string) {
  return () => {
    const { stats } = JSON.parse(readFileSync(reportPath(name), 'utf8'));
    return { step: name, passed: stats.expected + stats.flaky, failed: stats.unexpected };
  };
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Chromium from Debian packages …');
  const aptGet = (...args: string[]) =>
    process.getuid?.() === 0 ? mustRun('apt-get', args) : mustRun('sudo', ['apt-get', ...args]);
  await aptGet('update', '-qq');
  await aptGet('install', '-y', '-qq', 'chromium');
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1000 });
    socket.on('connect', () => resolve(true)).on('error', () => resolve(false));
    socket.on('timeout', () => resolve(false));
    socket.on('close', () => socket.destroy());
  });
}

function workspaceProjects(): string[] {
  return ['apps', 'packages', 'scripts', 'e2e'].flatMap((group) => {
    if (existsSync(join(root, group, 'tsconfig.json'))) return [group];
    if (!existsSync(join(root, group))) return [];
    return readdirSync(join(root, group))
      .map((dir) => join(group, dir))
      .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));
  });
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
await ensureChromium();

await step('lint', ['pnpm', 'exec', 'biome', 'ci', '--colors=off', '.']);
for (const project of workspaceProjects()) {
  await step(`typecheck ${project}`, ['pnpm', 'exec', 'tsc', '-p', project]);
}

const vitest = (name: string, extra: string[] = []) => [
  'pnpm',
  'exec',
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportPath(name)}`,
];
await step(
  'unit and API tests (PGlite)',
  vitest('unit and API tests (PGlite)'),
  {},
  vitestReport('unit and API tests (PGlite)'),
);

const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const postgresStep = 'API tests (PostgreSQL)';
if (await reachable(postgresUrl)) {
  await step(
    postgresStep,
    vitest(postgresStep, ['--project', '@gaceta/api']),
    { TEST_DATABASE_URL: postgresUrl },
    vitestReport(postgresStep),
  );
} else {
  console.log(`\n▶ ${postgresStep}: skipped, no PostgreSQL server answers at ${new URL(postgresUrl).host}`);
  tallies.push({ step: postgresStep, passed: 0, failed: 0, skipped: 'no PostgreSQL server' });
}

await buildBundles();
const browserStep = 'browser tests';
await step(
  browserStep,
  ['pnpm', '--filter', '@gaceta/e2e', 'exec', 'playwright', 'test'],
  { PLAYWRIGHT_JSON_OUTPUT_FILE: reportPath(browserStep) },
  playwrightReport(browserStep),
);

console.log('\nSummary');
for (const t of tallies) {
  console.log(
    `  ${t.step.padEnd(40)} ${t.skipped ? `skipped (${t.skipped})` : `${t.passed} passed, ${t.failed} failed`}`,
  );
}
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
