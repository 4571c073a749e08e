// `npm test`: lint, type checks, unit and API tests (PGlite, then PostgreSQL when one is reachable) and
// browser tests; ends with one line `N passed, N failed` counting every suite.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { reachable } from './lib/reachable.ts';
import { mustRun, root, run } from './lib/run.ts';
import { ensureWordPressTools } from './lib/wordpress.ts';

const RESULTS = join(root, '.test-results');
const CHROMIUM = '/usr/bin/chromium';
// The reverse proxy of the production topology test (scripts/topology.test.ts).
const NGINX = '/usr/sbin/nginx';
// The alert rules' unit tests (scripts/prometheus-rules.test.ts) and the topology test's Prometheus.
const PROMTOOL = '/usr/bin/promtool';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

interface Counts {
  passed: number;
  failed: number;
}
interface Tally extends Counts {
  step: string;
  skipped?: string;
}
const tallies: Tally[] = [];

/** A test runner that writes a JSON report, and how to read its counts from it. */
interface Runner<Report> {
  command: (reportFile: string) => { args: string[]; env?: NodeJS.ProcessEnv };
  counts: (report: Report) => Counts;
}
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number };
}

const vitest = (extraArgs: string[] = [], env: NodeJS.ProcessEnv = {}): Runner<VitestReport> => ({
  command: (reportFile) => ({
    args: [
      'exec',
      'vitest',
      'run',
      // More workers than cores: an API test file waits about a third of its time (its SMTP server,
      // its queue, timers), so three workers keep two cores busy (PGlite run 281 s → 165 s here). Given
      // on the command line because Vitest hands a root config's maxWorkers to none of the projects,
      // and a project without it runs all its non-isolated files in one worker.
      '--maxWorkers=150%',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    env,
  }),
  counts: (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
});

const playwright: Runner<PlaywrightReport> = {
  // The e2e web server builds the bundles that changed before it starts the product.
  command: (reportFile) => ({
    args: ['--filter', '@gaceta/e2e', 'exec', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
  }),
  counts: ({ stats }) => ({ passed: stats.expected + stats.flaky, failed: stats.unexpected }),
};

function section(name: string) {
  console.log(`\n▶ ${name}`);
}

/** A command that passes or fails as a whole counts as one check. */
async function check(name: string, args: string[], env?: NodeJS.ProcessEnv) {
  section(name);
  const code = await run('pnpm', args, { env });
  tallies.push({ step: name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

/** A test suite counts its tests; exiting non-zero with no failed test (a file that does not load) fails once. */
async function suite<Report>(name: string, runner: Runner<Report>) {
  section(name);
  const reportFile = join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);
  const { args, env } = runner.command(reportFile);
  const code = await run('pnpm', args, { env });
  const counts = existsSync(reportFile)
    ? runner.counts(JSON.parse(readFileSync(reportFile, 'utf8')))
    : { passed: 0, failed: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  tallies.push({ step: name, ...counts });
}

/** Installs what the tests run from Debian's packages, each where its program is missing. */
async function ensureDebianPackages(programs: Record<string, string>) {
  const missing = Object.entries(programs).filter(([, program]) => !existsSync(program));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  console.log(`Installing ${names.join(', ')} from Debian packages …`);
  const aptGet = (...args: string[]) =>
    process.getuid?.() === 0 ? mustRun('apt-get', args) : mustRun('sudo', ['apt-get', ...args]);
  await aptGet('update', '-qq');
  await aptGet('install', '-y', '-qq', ...names);
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
await ensureDebianPackages({ chromium: CHROMIUM, nginx: NGINX, prometheus: PROMTOOL });
await ensureWordPressTools();

await check('lint', ['exec', 'biome', 'ci', '--colors=off', '.']);
// No import circles in apps/ and packages/, and no API import back up its floors
// (.dependency-cruiser.cjs), type-only imports counted. The back-office resolves its `@/` paths
// through its own tsconfig, so it is cruised apart.
const cruise = (tsconfig: string, ...paths: string[]) => [
  'exec',
  'depcruise',
  '--config',
  '.dependency-cruiser.cjs',
  '--ts-config',
  tsconfig,
  '--output-type',
  'err',
  ...paths,
];
await check('import circles: back-office', cruise('apps/backoffice/tsconfig.json', 'apps/backoffice/src'));
await check(
  'import circles and floors: API, packages, scripts',
  cruise('apps/api/tsconfig.json', 'apps/api/src', 'packages', 'scripts', 'e2e'),
);
for (const project of workspaceProjects()) {
  await check(`typecheck ${project}`, ['exec', 'tsc', '-p', project]);
}

// The document GET /api/openapi.json serves, linted with Redocly's recommended rules, warnings as errors
// (redocly.yaml; deliberate exceptions in .redocly.lint-ignore.yaml). Telemetry is off: it runs offline.
// A document that cannot be written leaves no file, so the lint fails.
const openApiFile = join(RESULTS, 'openapi.json');
await run('pnpm', ['--filter', '@gaceta/api', 'exec', 'tsx', 'src/openapi-file.ts', openApiFile]);
await check('OpenAPI lint', ['exec', 'redocly', 'lint', '--config', 'redocly.yaml', openApiFile], {
  REDOCLY_TELEMETRY: 'off',
});

// The bundles first: the plugin's tests read its zip (the browser tests' server then finds them built).
section('build');
const built = await run(process.execPath, ['scripts/build.ts']);
tallies.push({ step: 'build', passed: built === 0 ? 1 : 0, failed: built === 0 ? 0 : 1 });

await suite('unit and API tests (PGlite)', vitest());

const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const postgresStep = 'API tests (PostgreSQL)';
if (await reachable(postgresUrl)) {
  await suite(postgresStep, vitest(['--project', '@gaceta/api'], { TEST_DATABASE_URL: postgresUrl }));
} else {
  section(`${postgresStep}: skipped, no PostgreSQL server answers at ${new URL(postgresUrl).host}`);
  tallies.push({ step: postgresStep, passed: 0, failed: 0, skipped: 'no PostgreSQL server' });
}

await suite('browser tests', playwright);

// The README's third command, a few iterations of each figure, so a broken bench shows here.
await check('bench (quick)', ['exec', 'node', '--import', 'tsx', 'scripts/bench.ts', '--quick']);

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
