// The production topology run for real (docs/deployment.md): two API processes (`npm run serve`,
// RUN_JOBS=0) and one job worker (`npm run worker`) on one new PostgreSQL database, behind Debian's
// nginx on loopback. They must behave as one system: limits, the sign-out deny-list, the public
// path's office versions and the jobs live in the database. Then faults: a SIGTERM drains a
// process, a SIGKILL loses only the requests it had in flight, and nothing written is lost or doubled.
// Runs where PostgreSQL answers (as `npm test`'s PostgreSQL step decides) and nginx is installed.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation } from './lib/invitation.ts';
import { root } from './lib/run.ts';
import {
  DEFAULT_POSTGRES_URL,
  PROMETHEUS,
  startTopology,
  type Topology,
  topologyUnavailable,
} from './lib/topology.ts';

const serverUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const unavailable = await topologyUnavailable(serverUrl);
if (unavailable) console.warn(`topology test skipped: ${unavailable}`);

const ADMIN = { email: 'admin@topologia.test', password: 'Topologia2026!' };
/** The office's first user, who holds all four roles. */
const EDITOR = { email: 'editora@despacho-topologia.test', password: 'Editora2026!' };

let topology: Topology;
let officeKey: string;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON call to `base` (nginx, or one process directly), as the client `address` when given. */
async function call(
  base: string,
  method: string,
  path: string,
  { body, token, address }: { body?: unknown; token?: string; address?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      // TRUST_PROXY=1: the last X-Forwarded-For entry is the client's address, as nginx would add it.
      ...(address && { 'x-forwarded-for': address }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // nginx's own error pages (a 502) are HTML.
  const json = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: json ? await response.json() : {}, headers: response.headers };
}

const direct = (index: number) => `http://127.0.0.1:${topology.apis[index]?.port}`;

async function signIn(account: { email: string; password: string }, base = topology.url): Promise<string> {
  const answer = await call(base, 'POST', '/auth_user', { body: account });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token as string;
}

async function query<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The emails in the shared outbox addressed to `recipient`. */
function outboxTo(recipient: string): string[] {
  const folder = join(topology.dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .filter((mail) => new RegExp(`^To: .*${recipient.replace(/\./g, '\\.')}`, 'm').test(mail));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(unavailable)('two API processes and a worker behind nginx, on one PostgreSQL', () => {
  beforeAll(async () => {
    topology = await startTopology({
      apis: 2,
      workers: 1,
      serverUrl,
      // Debian's Prometheus scraping every process (npm test installs it with promtool).
      prometheus: existsSync(PROMETHEUS),
      env: {
        GACETA_ADMIN_EMAIL: ADMIN.email,
        GACETA_ADMIN_PASSWORD: ADMIN.password,
        // Information requests (the rate limit's test) go here, not to the admin.
        GACETA_CONTACT_EMAIL: 'contacto@topologia.test',
        LOG_LEVEL: 'info',
      },
    });
    const token = await signIn(ADMIN);
    const office = await call(topology.url, 'POST', '/v1/offices', {
      token,
      body: {
        name: 'Despacho Topología',
        tolgeo: 'esp',
        first_user: {
          first_name: 'Elena',
          last_name: 'Ruiz',
          email: EDITOR.email,
        },
      },
    });
    expect(office.status, JSON.stringify(office.body)).toBe(201);
    await acceptInvitation(topology.url, join(topology.dataDir, 'outbox'), EDITOR);
    officeKey = (office.body.object as { public_key: string }).public_key;
  });
  afterAll(async () => {
    await topology?.stop();
  });

  it('counts sign-in failures across processes: the sixth wrong password waits on either', async () => {
    const address = '203.0.113.10';
    const wrong = { email: EDITOR.email, password: 'Equivocada2026!' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(direct(attempt % 2), 'POST', '/auth_user', { body: wrong, address });
      expect(answer.status).toBe(401);
    }
    for (const index of [0, 1]) {
      const answer = await call(direct(index), 'POST', '/auth_user', { body: wrong, address });
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The owner, from an address that has not failed, still gets in (decision 007).
    expect((await call(direct(1), 'POST', '/auth_user', { body: EDITOR })).status).toBe(200);
  });

  it('honours a sign-out on one process at once on the other', async () => {
    const token = await signIn(EDITOR, direct(0));
    expect((await call(direct(1), 'GET', '/v1/me', { token })).status).toBe(200);
    expect((await call(direct(0), 'POST', '/v1/auth/sign_out', { token })).status).toBe(200);
    expect((await call(direct(1), 'GET', '/v1/me', { token })).status).toBe(401);
    expect((await call(topology.url, 'GET', '/v1/me', { token })).status).toBe(401);
  });

  it('counts a rate limit across processes', async () => {
    const address = '203.0.113.20';
    const body = {
      name: 'Pedro Ruiz',
      email: 'pedro@example.test',
      phone: '+34 622 222 222',
      office: 'Ruiz & Asociados',
      message: 'Quisiera una demostración.',
      website: '',
    };
    // INFORMATION_IP_LIMIT: five an hour from one address.
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(direct(attempt % 2), 'POST', '/v1/information_requests', { body, address });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    for (const index of [0, 1]) {
      const answer = await call(direct(index), 'POST', '/v1/information_requests', { body, address });
      expect(answer.status).toBe(429);
    }
  });

  it('runs each job once: one email per request, sent by the worker', async () => {
    const recipients = [ADMIN.email, EDITOR.email];
    // What each already received (the editor, an invitation to choose a password).
    const before = new Map(recipients.map((email) => [email, outboxTo(email).length]));
    const received = (email: string) => outboxTo(email).length - (before.get(email) ?? 0);
    for (const [index, email] of recipients.entries()) {
      const answer = await call(direct(index % 2), 'POST', '/v1/passwords/forgot', { body: { email } });
      expect(answer.status).toBe(200);
    }
    for (const email of recipients) {
      await until(`the email to ${email}`, async () => (received(email) > 0 ? true : undefined));
    }
    // A second poll of the worker, and the API processes (RUN_JOBS=0) never run them.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const email of recipients) expect(received(email), email).toBe(1);
    const [runs] = await query<{ count: string }>(
      `select count(*) from pgboss.job where name = 'send-password-reset' and state = 'completed'`,
    );
    expect(Number(runs?.count)).toBeGreaterThanOrEqual(recipients.length);
    expect(topology.apis.every((api) => !api.output().includes('job run failed'))).toBe(true);
  });

  it('agrees on the public path: after a theme change both processes serve the same new answer', async () => {
    const token = await signIn(EDITOR);
    const theme = `/public/v1/offices/${officeKey}/theme`;
    const before = await Promise.all([0, 1].map((index) => call(direct(index), 'GET', theme)));
    expect(before.map((answer) => answer.status)).toEqual([200, 200]);
    expect(before[1]?.headers.get('etag')).toBe(before[0]?.headers.get('etag'));

    const current = await call(topology.url, 'GET', '/v1/theme_customization', { token });
    const { object, defaults } = current.body as { object: Record<string, unknown> | null; defaults: object };
    const header = `Noticias del despacho ${Date.now()}`;
    const saved = await call(direct(0), 'PUT', '/v1/theme_customization', {
      token,
      body: { ...defaults, ...object, header },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Each process refreshes its memo within about a second (decision 021), from the database alone.
    const after = await Promise.all(
      [0, 1].map((index) =>
        until(`process ${index + 1} to show the new theme`, async () => {
          const answer = await call(direct(index), 'GET', theme);
          return JSON.stringify(answer.body).includes(header) ? answer : undefined;
        }),
      ),
    );
    expect(after[0]?.headers.get('etag')).not.toBe(before[0]?.headers.get('etag'));
    expect(after[1]?.headers.get('etag')).toBe(after[0]?.headers.get('etag'));
    expect(after[1]?.body).toEqual(after[0]?.body);
  });

  it.skipIf(!existsSync(PROMETHEUS))(
    "is scraped by Prometheus: every process up, a request under its route's pattern, no metrics on the public port",
    async () => {
      const prometheus = topology.prometheusUrl as string;
      const ask = async (path: string) => {
        const response = await fetch(`${prometheus}${path}`);
        return (await response.json()) as { status: string; data: Record<string, unknown> & unknown };
      };
      const instant = async (promql: string) =>
        (await ask(`/api/v1/query?query=${encodeURIComponent(promql)}`)) as {
          status: string;
          data: { result: { metric: Record<string, string>; value: [number, string] }[] };
        };

      type Target = { health: string; labels: Record<string, string>; lastError: string };
      const targets = await until(
        'every process up in Prometheus',
        async () => {
          const found = (await ask('/api/v1/targets')).data.activeTargets as Target[];
          return found.length === 3 && found.every((target) => target.health === 'up') ? found : undefined;
        },
        30_000,
      );
      expect(targets.map((target) => target.labels.job).sort()).toEqual([
        'gaceta-api',
        'gaceta-api',
        'gaceta-worker',
      ]);

      // A request to a route with an id, through nginx: counted under the route's pattern.
      const id = randomUUID();
      const token = await signIn(EDITOR);
      const answer = await call(topology.url, 'GET', `/v1/news_infos/${id}`, { token });
      expect(answer.status).toBe(404);
      const pattern =
        'sum(gaceta_http_request_duration_seconds_count{method="GET",route="/v1/news_infos/{id}",status_class="4xx"})';
      const counted = await until(
        'the request in the histogram',
        async () => {
          const value = Number((await instant(pattern)).data.result[0]?.value[1] ?? 0);
          return value >= 1 ? value : undefined;
        },
        30_000,
      );
      expect(counted).toBe(1);
      const series = await ask(`/api/v1/series?match[]=${encodeURIComponent('{__name__=~"gaceta_.+"}')}`);
      expect(JSON.stringify(series)).not.toContain(id);
      expect(JSON.stringify(series)).not.toContain(EDITOR.email);

      // The worker reports the queue; the API processes, which run no jobs, do not.
      const queue = await until('the queue from the worker', async () => {
        const result = (await instant('count by (job) (gaceta_job_queue_jobs)')).data.result;
        return result.length > 0 ? result : undefined;
      });
      expect(queue.map((row) => row.metric.job)).toEqual(['gaceta-worker']);

      // The public port has no metrics; each metrics port's text passes promtool (lint findings,
      // exit 3, are prom-client's own nodejs_*_total gauges).
      for (const api of topology.apis) {
        const text = await (await fetch(`http://127.0.0.1:${api.port}/metrics`)).text();
        expect(text).not.toContain('gaceta_http_request_duration_seconds');
      }
      for (const member of [...topology.apis, ...topology.workers]) {
        const text = await (await fetch(`http://127.0.0.1:${member.metricsPort}/metrics`)).text();
        const checked = spawnSync('/usr/bin/promtool', ['check', 'metrics'], {
          input: text,
          encoding: 'utf8',
        });
        expect([0, 3], checked.stderr).toContain(checked.status);
      }

      // The alert rules load and evaluate without error.
      type Rule = { name: string; health: string; lastError?: string };
      const rules = await until(
        'every rule evaluated',
        async () => {
          const groups = (await ask('/api/v1/rules')).data.groups as { rules: Rule[] }[];
          const all = groups.flatMap((group) => group.rules);
          return all.length > 0 && all.every((rule) => rule.health !== 'unknown') ? all : undefined;
        },
        15_000,
      );
      expect(rules.filter((rule) => rule.health !== 'ok')).toEqual([]);

      // Every query of the Grafana dashboard is PromQL Prometheus accepts.
      const dashboard = JSON.parse(readFileSync(join(root, 'deploy/grafana/gaceta.json'), 'utf8')) as {
        panels: { targets?: { expr: string }[] }[];
      };
      const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
      expect(queries.length).toBeGreaterThan(20);
      for (const promql of queries) expect((await instant(promql)).status, promql).toBe('success');
    },
    90_000,
  );

  it('drains on SIGTERM: the requests it has finish, new ones go to the other process', async () => {
    const base = direct(1);
    // Sign-ins hash with argon2 in the thread pool: these are still running when the signal comes.
    // Fewer than the account's limit, each from its own address.
    const inFlight = Array.from({ length: 8 }, (_, index) =>
      call(base, 'POST', '/auth_user', { body: ADMIN, address: `198.51.100.${index + 1}` }),
    );
    // Received, all of them: each has counted its address (a connection still in the listen queue
    // when the listener closes is refused by the kernel, whatever the server does).
    await until('the sign-ins to reach the process', async () => {
      const [row] = await query<{ count: string }>(
        `select count(*) from rate_limits where key like 'login:ip:198.51.100.%'`,
      );
      return Number(row?.count) === 8 ? true : undefined;
    });
    const exited = topology.apis[1]?.signal('SIGTERM');
    try {
      const throughProxy = Array.from({ length: 10 }, () => call(topology.url, 'GET', '/health'));
      expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect((await Promise.all(throughProxy)).map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/health`)).rejects.toThrow();
    } finally {
      // The next test needs two processes again: a replica joining a running system.
      await exited;
      await topology.restartApi(1);
    }
  });

  it('survives a SIGKILL under load: only requests in flight fail, nothing written is lost or doubled', async () => {
    const token = await signIn(EDITOR);
    const run = `carga-${Date.now()}`;
    interface Attempt {
      title: string;
      startedAt: number;
      status: number | 'network';
    }
    const attempts: Attempt[] = [];
    // When the killed process was seen gone: a write started before may have been in flight in it.
    let deadAt = Number.POSITIVE_INFINITY;
    // Writers go on until 30 writes have started after it (a busy machine is slow).
    const startedAfterKill = () => attempts.filter((attempt) => attempt.startedAt > deadAt).length;
    const deadline = performance.now() + 60_000;
    const client = async (lane: number) => {
      for (let n = 0; startedAfterKill() < 30 && performance.now() < deadline; n++) {
        const attempt: Attempt = {
          title: `${run} ${lane}-${n}`,
          startedAt: performance.now(),
          status: 'network',
        };
        attempts.push(attempt);
        attempt.status = await call(topology.url, 'POST', '/v1/news_infos', {
          token,
          body: { title: attempt.title },
        }).then(
          (answer) => answer.status,
          () => 'network' as const,
        );
      }
    };
    const lanes = Array.from({ length: 16 }, (_, lane) => client(lane));
    // Both processes are taking writes (each logs its requests at info) when one is killed.
    const writesOf = (index: number) =>
      topology.apis[index]?.output().match(/"method":"POST","path":"\/v1\/news_infos"/g)?.length ?? 0;
    await until('both processes to take writes', async () =>
      writesOf(0) > 0 && writesOf(1) > 0 ? true : undefined,
    );
    await topology.apis[0]?.signal('SIGKILL');
    // Its group has left; the server's sockets are gone once its port refuses connections.
    await until('the killed process to refuse connections', async () =>
      fetch(`${direct(0)}/health`).then(
        () => undefined,
        () => true,
      ),
    );
    deadAt = performance.now();
    await Promise.all(lanes);

    const failed = attempts.filter((attempt) => attempt.status !== 201);
    const afterKill = attempts.filter((attempt) => attempt.startedAt > deadAt);
    expect(afterKill.length).toBeGreaterThanOrEqual(30);
    // Only requests sent before the process was gone may fail; nginx passes every later one on.
    expect(afterKill.filter((attempt) => attempt.status !== 201)).toEqual([]);
    expect(failed.every((attempt) => attempt.startedAt <= deadAt)).toBe(true);

    const rows = await query<{ title: string; count: string }>(
      'select title, count(*) from news where title like $1 group by title',
      [`${run} %`],
    );
    const stored = new Map(rows.map((row) => [row.title, Number(row.count)]));
    // Nothing doubled (nginx never resends a POST a process received), nothing answered 201 lost.
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    for (const attempt of attempts.filter((a) => a.status === 201)) expect(stored.get(attempt.title)).toBe(1);
    console.log(
      `topology SIGKILL: ${attempts.length} writes, ${failed.length} failed (in flight), ${afterKill.length} after the kill all stored`,
    );
  });
});
