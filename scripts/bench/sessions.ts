// Users of the production topology (scripts/lib/topology.ts) at once, for the load bench
// (bench/load.ts) and the soak (scripts/soak.ts): office sessions doing back-office work (list, open,
// save, publish an item of their own) and readers of the offices' sites (the public feed, then its
// revalidation with If-None-Match, and the widget's script), each waiting a random think time
// between requests. Every answer must have the status expected of it; anything else is an error.
// Memory is read from /proc (VmRSS) of each process, and after a full collection forced through
// SIGUSR2 on processes started with `--expose-gc` (apps/api/src/runtime.ts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { acceptInvitation } from '../lib/invitation.ts';
import type { Member, Topology } from '../lib/topology.ts';

/** Environment for startTopology: the admin the fixture signs in as, and a collectable heap. */
export const LOAD_ADMIN = { email: 'admin@bench.test', password: 'Bench-2026!' };
export const LOAD_ENV: NodeJS.ProcessEnv = {
  GACETA_ADMIN_EMAIL: LOAD_ADMIN.email,
  GACETA_ADMIN_PASSWORD: LOAD_ADMIN.password,
  NODE_OPTIONS: '--expose-gc',
};

const OFFICES = 4;
const PUBLISHED_ITEMS = 200;

async function request(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Writes `rows` published web news into an office directly, as the bench server does. */
export async function publishDirectly(databaseUrl: string, officeId: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with rows as (
         insert into news (office_id, slug, title, author, summary, languages, keywords, active,
                           publish_from, publish_to, status, editorial_state)
         select $1, 'noticia-' || i, 'Noticia número ' || i || ' sobre el despido improcedente', 'Marta Sanz',
                'Qué cobra un trabajador despedido sin causa, y cómo reclamarlo a tiempo.', '{es}',
                '{despido,indemnización}', true, now() - interval '30 days',
                now() + case when i % 10 = 0 then interval '-1 day' else interval '1 day' end,
                'published', 'ready_to_publish'
         from generate_series(0, $2 - 1) as i
         returning id, slug),
       contents as (
         insert into news_contents (news_id, channel, content)
         select id, 'web', repeat('<p>Texto del artículo.</p>', 20) from rows)
       insert into news_publications (news_id, channel, state, published_at)
       select id, 'web', 'published', now() - split_part(slug, '-', 2)::int * interval '1 hour' from rows`,
      [officeId, rows],
    );
  } finally {
    await client.end();
  }
}

/** A new office with `PUBLISHED_ITEMS` published items, created by the admin; its id and public key. */
export async function createOffice(
  topology: Topology,
  name: string,
  firstUser?: { email: string; password: string },
): Promise<{ id: string; key: string }> {
  const { token } = (await request(topology.url, 'POST', '/auth_user', LOAD_ADMIN)) as { token: string };
  const { object } = (await request(
    topology.url,
    'POST',
    '/v1/offices',
    {
      name,
      tolgeo: 'esp',
      ...(firstUser && {
        first_user: {
          first_name: 'Elena',
          last_name: 'Ruiz',
          email: firstUser.email,
        },
      }),
    },
    token,
  )) as { object: { id: string; public_key: string } };
  if (firstUser) await acceptInvitation(topology.url, join(topology.dataDir, 'outbox'), firstUser);
  await publishDirectly(topology.databaseUrl, object.id, PUBLISHED_ITEMS);
  return { id: object.id, key: object.public_key };
}

interface OfficeFixture {
  key: string;
  /** The office's first user (all four roles), signed in once and shared by its sessions. */
  token: string;
  subject: string;
}

/** OFFICES offices, each with published news for its readers and a signed-in user for its sessions. */
async function createFixture(topology: Topology): Promise<OfficeFixture[]> {
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  const subject = (await client.query<{ id: string }>('select id from subjects order by id limit 1')).rows[0]
    ?.id;
  await client.end();
  if (!subject) throw new Error('the database has no subjects');
  return Promise.all(
    Array.from({ length: OFFICES }, async (_, index) => {
      const user = { email: `editora${index}@carga.test`, password: 'Editora-2026!' };
      const office = await createOffice(topology, `Despacho de carga ${index + 1}`, user);
      const { token } = (await request(topology.url, 'POST', '/auth_user', user)) as { token: string };
      return { key: office.key, token, subject };
    }),
  );
}

interface Answer {
  headers: Headers;
  body: string;
}

/** Latencies in ms by route, kept until taken. */
export class Recorder {
  private latencies = new Map<string, number[]>();
  errors: string[] = [];
  requests = 0;

  add(route: string, ms: number): void {
    this.requests++;
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
  }

  /** p50 and p99 of each route since the last take, and forgets them. */
  take(): Map<string, { count: number; p50: number; p99: number }> {
    const figures = new Map<string, { count: number; p50: number; p99: number }>();
    for (const [route, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = list.sort((a, b) => a - b);
      const at = (share: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
      figures.set(route, { count: sorted.length, p50: at(0.5), p99: at(0.99) });
    }
    this.latencies = new Map();
    return figures;
  }
}

export interface SessionsOptions {
  sessions: number;
  seconds: number;
  /** Mean wait between a session's requests (uniform between 0 and twice this). */
  thinkMs: number;
  /** Called every `everySeconds` while the sessions run (the soak's samples). */
  every?: { seconds: number; sample: () => Promise<void> };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `options.sessions` sessions on `topology` through nginx: one in four an office's back-office
 * work on an item of its own, the others readers of the offices' sites. Resolves with the seconds
 * the sessions ran (from the fixture's end to their last answer).
 */
export async function runSessions(
  topology: Topology,
  recorder: Recorder,
  options: SessionsOptions,
): Promise<number> {
  const offices = await createFixture(topology);
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const think = () => pause(Math.random() * 2 * options.thinkMs);

  /** One request; its latency under `route`, or an error when its status is not `expected`. */
  async function timed(
    route: string,
    expected: number,
    path: string,
    init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(`${topology.url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
          ...(init.token && { authorization: `Bearer ${init.token}` }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const body = await response.text();
      recorder.add(route, performance.now() - started);
      if (response.status === expected) return { headers: response.headers, body };
      recorder.errors.push(`${route}: ${response.status} ${body.slice(0, 200)}`);
    } catch (error) {
      recorder.errors.push(`${route}: ${(error as Error).message}`);
    }
    return undefined;
  }

  async function officeSession(office: OfficeFixture, index: number): Promise<void> {
    const { token } = office;
    // A save sends the whole item, as the editor does.
    const item = (title: string) => ({
      title,
      author: 'Marta Sanz',
      summary: 'Qué cobra un trabajador despedido sin causa.',
      languages: ['es'],
      areas: ['esp'],
      keywords: ['despido'],
      subjects: [office.subject],
      contents: [{ platform: 'web', title: 'Indemnización', content: '<p>Texto del artículo</p>' }],
    });
    const created = await request(
      topology.url,
      'POST',
      '/v1/news_infos',
      item(`Despido, caso ${index}`),
      token,
    );
    const id = (created.object as { id: string }).id;
    // Publishing needs an image; the upload is not what this load is about.
    const client = new pg.Client({ connectionString: topology.databaseUrl });
    await client.connect();
    await client.query('update news set image_key = $2 where id = $1', [id, `news/${id}/image`]);
    await client.end();
    let live = false;
    for (let round = 1; performance.now() < deadline; round++) {
      await timed('GET /v1/news_infos', 200, '/v1/news_infos?page=1', { token });
      await think();
      const opened = await timed('GET /v1/news_infos/{id}', 200, `/v1/news_infos/${id}`, { token });
      const { revision } = opened ? (JSON.parse(opened.body) as { object: { revision: number } }).object : {};
      await think();
      if (revision === undefined) continue;
      await timed('PUT /v1/news_infos/{id}', 200, `/v1/news_infos/${id}`, {
        method: 'PUT',
        token,
        body: { ...item(`Despido, caso ${index}, versión ${round}`), revision },
      });
      await think();
      // The first publication puts the item live; then a save waits for review, and publishing
      // it is approving those changes.
      const action: string = live ? 'pending_revision/publish' : 'publish';
      const published = await timed(
        `POST /v1/news_infos/{id}/${action}`,
        200,
        `/v1/news_infos/${id}/${action}`,
        {
          method: 'POST',
          token,
          body: live ? undefined : { platform: 'web' },
        },
      );
      live ||= published !== undefined;
      await think();
    }
  }

  async function readerSession(office: OfficeFixture): Promise<void> {
    const feed = `/public/v1/offices/${office.key}/news?per=10`;
    let etag: string | null = null;
    while (performance.now() < deadline) {
      // A new visitor reads the feed whole; a returning one (the widget, the plugin) revalidates.
      if (etag && Math.random() < 0.7) {
        const answer = await timed('GET feed (304)', 304, feed, { headers: { 'if-none-match': etag } });
        // A publication changed the feed: read it again.
        if (!answer) etag = null;
      } else {
        etag = (await timed('GET feed (200)', 200, feed))?.headers.get('etag') ?? null;
      }
      await think();
      await timed('GET /widget/v1/gaceta.js', 200, '/widget/v1/gaceta.js', {
        headers: { 'accept-encoding': 'br' },
      });
      await think();
    }
  }

  const sampler = (async () => {
    if (!options.every) return;
    while (performance.now() + options.every.seconds * 1000 <= deadline) {
      await pause(options.every.seconds * 1000);
      await options.every.sample();
    }
  })();
  await Promise.all([
    sampler,
    ...Array.from({ length: options.sessions }, (_, index) => {
      const office = offices[index % OFFICES] as OfficeFixture;
      return index % 4 === 0 ? officeSession(office, index) : readerSession(office);
    }),
  ]);
  return (performance.now() - started) / 1000;
}

/** The process `npm run serve` or `npm run worker` started for `member` (scripts/serve.mjs runs it as its child). */
function programPid(member: Member): number {
  const children = readFileSync(`/proc/${member.pid}/task/${member.pid}/children`, 'utf8').trim().split(' ');
  const pid = Number(children[0]);
  if (!pid) throw new Error(`${member.name} has no running program`);
  return pid;
}

/** The resident memory of `member`'s program in MB. */
export function rssMb(member: Member): number {
  const status = readFileSync(`/proc/${programPid(member)}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Forces a full collection in every member's program, then lets the heap settle a second. */
export async function collectGarbage(members: Member[]): Promise<void> {
  for (const member of members) process.kill(programPid(member), 'SIGUSR2');
  await pause(1000);
}
