// `npm run bench`: 200 sessions at once for 60 s on the production topology (two API processes and a
// worker on PostgreSQL behind nginx, started by bench/topology.ts), a quarter of them back-office
// work and the rest readers of the offices' sites (bench/sessions.ts). Reports:
//   load_requests             requests answered and errors (any unexpected status fails the bench)
//   load_<route>_ms           p50 and p99 of each route
//   load_rss_mb <process>     resident memory of each process before the load (after a forced full
//                             collection), at its end, and after a forced collection again
// `--quick`: 40 sessions for 3 s.
import type { Topology } from '../lib/topology.ts';
import { iterations, overBudget } from './mode.ts';
import { collectGarbage, Recorder, rssMb, runSessions } from './sessions.ts';

const SESSIONS = iterations(200, 40);
const SECONDS = iterations(60, 3);
const THINK_MS = 100;

export async function benchLoad(topology: Topology): Promise<void> {
  const members = [...topology.apis, ...topology.workers];
  await collectGarbage(members);
  const start = members.map(rssMb);
  const recorder = new Recorder();
  const seconds = await runSessions(topology, recorder, {
    sessions: SESSIONS,
    seconds: SECONDS,
    thinkMs: THINK_MS,
  });
  const end = members.map(rssMb);
  await collectGarbage(members);
  const collected = members.map(rssMb);
  console.log(
    `load_requests                             ${recorder.requests} in ${seconds.toFixed(0)} s by ${SESSIONS} sessions (${Math.round(recorder.requests / seconds)} req/s), ${recorder.errors.length} errors`,
  );
  for (const error of recorder.errors.slice(0, 10)) console.log(`  error: ${error}`);
  if (recorder.errors.length > 0) overBudget();
  for (const [route, { count, p50, p99 }] of recorder.take()) {
    console.log(`load_ms ${route.padEnd(48)}p50 ${p50.toFixed(1)}, p99 ${p99.toFixed(1)} (${count})`);
  }
  for (const [index, member] of members.entries()) {
    console.log(
      `load_rss_mb ${member.name.padEnd(30)}start ${start[index]} (collected), end ${end[index]}, collected ${collected[index]}`,
    );
  }
}
