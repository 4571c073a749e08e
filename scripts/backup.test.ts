// Backups as docs/deployment.md gives them (`npm run backup`, `npm run restore`), on the embedded
// database and, where PostgreSQL answers, on PostgreSQL: an installation run with `npm run serve`
// gets an office, a user and an uploaded logo; it is backed up, destroyed and restored, and the
// office, the logo's bytes, the user's password and the session the user had are all back.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptInvitation } from './lib/invitation.ts';
import { freePort } from './lib/product.ts';
import { reachable } from './lib/reachable.ts';
import { root } from './lib/run.ts';
import { DEFAULT_POSTGRES_URL, onServer, startMember, waitForHealth } from './lib/topology.ts';

const ADMIN = { email: 'admin@copia.test', password: 'Copia-2026!' };
const USER = { email: 'lucia@despacho-copia.test', password: 'Lucia-2026!' };
// A 1×1 PNG: the logo the office uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const serverUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const postgres = await reachable(serverUrl);
if (!postgres)
  console.warn(`backup test on PostgreSQL skipped: no server answers at ${new URL(serverUrl).host}`);

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const answer = await call(base, 'POST', '/auth_user', undefined, account);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token as string;
}

/** `npm run backup` or `npm run restore`'s program, as bootstrap.mjs runs it. */
function script(name: 'backup' | 'restore', env: NodeJS.ProcessEnv, ...args: string[]) {
  return spawnSync(process.execPath, [join(root, 'scripts', `${name}.ts`), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each([
  { kind: 'PGlite', skip: false },
  { kind: 'PostgreSQL', skip: !postgres },
])('a backup of an installation on $kind', ({ kind, skip }) => {
  it.skipIf(skip)(
    'brings back the data, the files and the sign-ins after the installation is destroyed',
    async () => {
      const work = mkdtempSync(join(tmpdir(), 'gaceta-backup-'));
      const database = `gaceta_backup_${randomBytes(6).toString('hex')}`;
      const databaseUrl =
        kind === 'PostgreSQL'
          ? Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString()
          : undefined;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        NODE_ENV: 'production',
        DATA_DIR: join(work, 'data'),
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        GACETA_ADMIN_EMAIL: ADMIN.email,
        GACETA_ADMIN_PASSWORD: ADMIN.password,
        ...(databaseUrl && { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('base64url') }),
      };
      cleanups.push(async () => {
        if (databaseUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        rmSync(work, { recursive: true, force: true });
      });
      if (databaseUrl) await onServer(serverUrl, `CREATE DATABASE ${database}`);
      const serve = async () => {
        const server = startMember('api', 'serve', port, env);
        cleanups.push(async () => void (await server.signal('SIGKILL')));
        await waitForHealth(base, server, 120_000);
        return server;
      };

      let server = await serve();
      const admin = await signIn(base, ADMIN);
      const office = await call(base, 'POST', '/v1/offices', admin, {
        name: 'Despacho Copia',
        tolgeo: 'esp',
        first_user: { first_name: 'Lucía', last_name: 'Gil', email: USER.email },
      });
      expect(office.status, JSON.stringify(office.body)).toBe(201);
      await acceptInvitation(base, join(env.DATA_DIR as string, 'outbox'), USER);
      const session = await signIn(base, USER);
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      const uploaded = await fetch(`${base}/v1/office_settings/logo`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${session}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const logoUrl = ((await uploaded.json()) as { object: { logo_url: string } }).object.logo_url;
      const logo = Buffer.from(await (await fetch(logoUrl)).arrayBuffer());
      expect(logo.length).toBeGreaterThan(0);
      expect(await server.signal('SIGTERM')).toBe(0);

      const folder = join(work, 'backup');
      const made = script('backup', env, folder, '--server-stopped');
      expect(made.status, made.stderr).toBe(0);

      // Destroyed: the data folder, and the database.
      rmSync(env.DATA_DIR as string, { recursive: true, force: true });
      if (databaseUrl) {
        await onServer(serverUrl, `DROP DATABASE ${database} WITH (FORCE)`);
        await onServer(serverUrl, `CREATE DATABASE ${database}`);
      }
      const restored = script('restore', env, folder);
      expect(restored.status, restored.stderr).toBe(0);
      // Nothing is overwritten by a second restore.
      expect(script('restore', env, folder).status).not.toBe(0);

      server = await serve();
      expect((await call(base, 'GET', '/v1/me', session)).status).toBe(200);
      await signIn(base, USER);
      const offices = await call(base, 'GET', '/v1/offices', await signIn(base, ADMIN));
      expect(JSON.stringify(offices.body)).toContain('Despacho Copia');
      expect(Buffer.from(await (await fetch(logoUrl)).arrayBuffer())).toEqual(logo);
      expect(await server.signal('SIGTERM')).toBe(0);
    },
  );
});
