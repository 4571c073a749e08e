// `npm run soak -- --minutes 60`: the load bench's sessions (scripts/bench/sessions.ts) at a low rate
// for a long time on the production topology (two API processes and a worker on PostgreSQL behind
// nginx), to see memory and latency stay flat. Every `--every` minutes (default 5) it prints each
// process's resident memory and the p50/p99 of each route over those minutes; at the end, memory
// after a forced full collection. Options: --minutes (default 60), --sessions (default 20),
// --think-ms (mean wait between a session's requests, default 1000). Run it niced on a shared
// machine: `nice -n 19 npm run soak`. Figures: docs/scaling.md.
import { parseArgs } from 'node:util';
import { collectGarbage, LOAD_ENV, Recorder, rssMb, runSessions } from './bench/sessions.ts';
import { DEFAULT_POSTGRES_URL, startTopology, topologyUnavailable } from './lib/topology.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    every: { type: 'string', default: '5' },
    sessions: { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '1000' },
  },
});
const minutes = Number(values.minutes);
const serverUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const unavailable = await topologyUnavailable(serverUrl);
if (unavailable) {
  console.error(`soak: ${unavailable}`);
  process.exit(1);
}
const topology = await startTopology({ apis: 2, workers: 1, serverUrl, env: LOAD_ENV });
const members = [...topology.apis, ...topology.workers];
const began = performance.now();
const recorder = new Recorder();
const memory = () => members.map((member) => `${member.name} ${rssMb(member)} MB`).join(', ');

function sample(): void {
  const minute = ((performance.now() - began) / 60_000).toFixed(1);
  const requests = recorder.requests;
  const routes = [...recorder.take()]
    .map(([route, { p50, p99 }]) => `${route} ${p50.toFixed(0)}/${p99.toFixed(0)}`)
    .join('; ');
  console.log(`soak ${minute} min: ${requests} requests, ${recorder.errors.length} errors; RSS ${memory()}`);
  console.log(`  p50/p99 ms: ${routes}`);
}

try {
  await collectGarbage(members);
  console.log(`soak start (collected): RSS ${memory()}`);
  await runSessions(topology, recorder, {
    sessions: Number(values.sessions),
    seconds: minutes * 60,
    thinkMs: Number(values['think-ms']),
    every: { seconds: Number(values.every) * 60, sample: async () => sample() },
  });
  sample();
  await collectGarbage(members);
  console.log(`soak end (collected): RSS ${memory()}`);
  for (const error of recorder.errors.slice(0, 20)) console.log(`  error: ${error}`);
  if (recorder.errors.length > 0) process.exitCode = 1;
} catch (error) {
  for (const member of members)
    if (member.exited) console.error(`${member.name} exited:\n${member.output()}`);
  for (const error of recorder.errors.slice(0, 20)) console.log(`  error: ${error}`);
  throw error;
} finally {
  await topology.stop();
}
