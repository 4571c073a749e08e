// `npm run bench`: the public feed through the production topology (scripts/lib/topology.ts): nginx
// with deploy/nginx.conf in front of two API processes (`npm run serve`) against a second nginx in
// front of one of them, on one PostgreSQL database holding an office with 200 published web news.
// autocannon as in public-feed.ts (50 connections, rounds of a second per target in turn):
//   public_feed_proxy_two_200_rps / _one_200_rps   GET …/news?per=10, the full JSON
//   public_feed_proxy_two_304_rps / _one_304_rps   the same with its current ETag
//   public_feed_direct_one_304_rps                 the 304 from one process without nginx, for its cost
// and the ratio two/one for each. On this 2-core machine the load generator, nginx and the processes
// share the cores, so the ratio says what a second process adds when cores are scarce; on a host
// with a core per process it is what to expect from adding one (docs/scaling.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../lib/product.ts';
import {
  DEFAULT_POSTGRES_URL,
  type Member,
  startNginx,
  startTopology,
  topologyUnavailable,
} from '../lib/topology.ts';
import { benchLoad } from './load.ts';
import { type Load, load, report } from './public-feed.ts';
import { createOffice, LOAD_ENV } from './sessions.ts';

export async function benchTopology(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const unavailable = await topologyUnavailable(serverUrl);
  if (unavailable) {
    console.log(`public_feed_proxy_*                       skipped: ${unavailable}`);
    return;
  }
  const topology = await startTopology({
    apis: 2,
    workers: 1,
    serverUrl,
    env: LOAD_ENV,
  });
  let single: Member | undefined;
  try {
    const { key } = await createOffice(topology, 'Despacho de prueba');
    const port = await freePort();
    const prefix = join(topology.dataDir, 'nginx-one');
    mkdirSync(prefix);
    single = await startNginx(prefix, port, [topology.apis[0]?.port as number]);
    const path = `/public/v1/offices/${key}/news?per=10`;
    const two = `${topology.url}${path}`;
    const one = `http://127.0.0.1:${port}${path}`;
    const direct = `http://127.0.0.1:${topology.apis[0]?.port}${path}`;
    const etag = (await fetch(two)).headers.get('etag');
    if (!etag) throw new Error('the public feed sent no ETag');
    const revalidate = { 'if-none-match': etag };
    // Warm-up: each process's memo of the office and its kept answer.
    for (let i = 0; i < 20; i++)
      await Promise.all([fetch(two), fetch(one)].map((answer) => answer.then((r) => r.arrayBuffer())));
    const [two200, one200, two304, one304, direct304] = (await load([
      { url: two, status: 200 },
      { url: one, status: 200 },
      { url: two, status: 304, headers: revalidate },
      { url: one, status: 304, headers: revalidate },
      { url: direct, status: 304, headers: revalidate },
    ])) as [Load, Load, Load, Load, Load];
    const ratio = (a: Load, b: Load) => `${(a.rps / b.rps).toFixed(2)}× one process`;
    report('public_feed_proxy_one_200_rps', one200, 'nginx, one process');
    report('public_feed_proxy_two_200_rps', two200, ratio(two200, one200));
    report('public_feed_proxy_one_304_rps', one304, 'nginx, one process');
    report('public_feed_proxy_two_304_rps', two304, ratio(two304, one304));
    report('public_feed_direct_one_304_rps', direct304, 'one process without nginx');
    await benchLoad(topology);
  } finally {
    await single?.signal('SIGQUIT');
    await topology.stop();
  }
}
