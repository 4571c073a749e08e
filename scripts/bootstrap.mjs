// Entry of `npm start`, `npm test`, `npm run bench`, `npm run soak`, `npm run build`, `npm run backup` and `npm run restore`.
// Runs on whatever Node the machine has (Node 20 on a fresh Debian box): it brings the project's
// Node 24 and pnpm from the npm registry into .tools/ when the machine lacks them, installs the
// workspace, then hands over to scripts/<command>.ts under Node 24 (which runs TypeScript natively).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const NODE_MAJOR = 24;
const PNPM_VERSION = '12.21.0';
const root = fileURLToPath(new URL('..', import.meta.url));
const tools = join(root, '.tools');
const toolsBin = join(tools, 'node_modules', '.bin');

const [command = 'start', ...args] = process.argv.slice(2);
if (!['start', 'test', 'bench', 'soak', 'build', 'backup', 'restore'].includes(command)) {
  console.error(`Unknown command "${command}": use start, test, bench, soak, build, backup or restore.`);
  process.exit(2);
}

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(cmd, cmdArgs, options) {
  const status = run(cmd, cmdArgs, options);
  if (status !== 0) {
    console.error(`\n"${cmd} ${cmdArgs.join(' ')}" failed with exit code ${status}.`);
    process.exit(status);
  }
}

/** The version an installed tool's package declares (reading it is faster than running the tool). */
function installedVersion(name) {
  const manifest = join(tools, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

function ensureTools() {
  const nodePackage = `node-${process.platform}-${process.arch === 'x64' ? 'x64' : process.arch}`;
  const haveNode =
    existsSync(join(toolsBin, 'node')) && installedVersion(nodePackage)?.startsWith(`${NODE_MAJOR}.`);
  const havePnpm = existsSync(join(toolsBin, 'pnpm')) && installedVersion('pnpm') === PNPM_VERSION;
  if (haveNode && havePnpm) return;
  // The node-<os>-<arch> packages ship the official Node binaries through the npm registry.
  console.log(`Installing Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} into .tools/ …`);
  mustRun('npm', [
    'install',
    '--prefix',
    tools,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `${nodePackage}@${NODE_MAJOR}`,
    `pnpm@${PNPM_VERSION}`,
  ]);
}

/** Installs the workspace when the lockfile changed since the last install. */
function ensureDependencies(env) {
  const lockHash = createHash('sha256')
    .update(readFileSync(join(root, 'pnpm-lock.yaml')))
    .digest('hex');
  const stamp = join(root, 'node_modules', '.gaceta-lock-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return;
  mustRun('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
  writeFileSync(stamp, lockHash);
}

ensureTools();
const env = {
  ...process.env,
  PATH: [toolsBin, process.env.PATH].join(delimiter),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  COREPACK_ENABLE_STRICT: '0',
};
ensureDependencies(env);

// Node 24 runs the scripts' TypeScript itself. On it already (scripts/node.sh found it in .tools/),
// the command runs in this process; otherwise, and for the bench, whose imports of the API's modules
// (written for a bundler's resolution, without extensions) need tsx's loader, in a Node of its own.
const script = join(root, 'scripts', `${command}.ts`);
if (process.versions.node.startsWith(`${NODE_MAJOR}.`) && command !== 'bench') {
  // V8 keeps the compiled code of every module loaded from here on (the script's own TypeScript, the
  // API's bundle), so the next run skips compiling; keyed by each file's contents. (Imported here:
  // the machine's Node may be too old to have it.)
  const { enableCompileCache } = await import('node:module');
  enableCompileCache(join(root, 'node_modules/.cache/node-compile'));
  // As the script would see them in a Node of its own.
  Object.assign(process.env, env);
  process.chdir(root);
  process.argv = [process.execPath, script, ...args];
  await import(pathToFileURL(script).href);
} else {
  const loader = command === 'bench' ? ['--import', 'tsx'] : [];
  const child = spawn(join(toolsBin, 'node'), [...loader, script, ...args], {
    stdio: 'inherit',
    cwd: root,
    env,
  });
  // Pass stop signals on and leave with the child's code, so its clean shutdown is never cut short.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
