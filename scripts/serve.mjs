// `npm run serve` (an API process) and `npm run worker` (a job worker): the production start of
// what `npm run build` compiled, configured by the environment alone (README, docs/deployment.md).
// Unlike `npm start` it installs, builds, seeds and assumes nothing: no demo, no default data folder
// beyond the API's own, NODE_ENV=production unless told otherwise. Plain JavaScript, so that it
// runs on the machine's Node when that is Node 24 (a container) or on the project's own in .tools/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_MAJOR = 24;
const ENTRIES = { serve: 'server.js', worker: 'worker.js' };
const root = fileURLToPath(new URL('..', import.meta.url));

const [command = 'serve'] = process.argv.slice(2);
const entry = ENTRIES[command];
if (!entry) {
  console.error(`Unknown command "${command}": use serve or worker.`);
  process.exit(2);
}
const program = join(root, 'apps/api/dist', entry);
if (!existsSync(program)) {
  console.error(`${program} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** This Node when it is the project's major, else the one bootstrap.mjs brought into .tools/. */
function nodeBinary() {
  if (process.versions.node.startsWith(`${NODE_MAJOR}.`)) return process.execPath;
  const tools = join(root, '.tools/node_modules/.bin/node');
  const version = existsSync(tools) ? spawnSync(tools, ['--version'], { encoding: 'utf8' }).stdout : '';
  if (version.startsWith(`v${NODE_MAJOR}.`)) return tools;
  console.error(
    `Node ${NODE_MAJOR} is needed: install it, or run \`npm run build\` once to bring it into .tools/.`,
  );
  process.exit(1);
}

const child = spawn(nodeBinary(), ['--enable-source-maps', program], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
// Pass stop signals on and leave with the child's code, so its drain is never cut short.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
