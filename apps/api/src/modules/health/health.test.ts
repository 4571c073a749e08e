import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type TcpProxy, tcpProxy } from '../../test/tcp-proxy';

const template = inject('templateDb');

describe('/health and /ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ready once the database answers and every migration is applied', async () => {
    const health = await t.app.request('/health');
    expect(health.status).toBe(200);
    const ready = await t.app.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration is missing, and ready again once it is applied, without a restart', async () => {
    const [newest] = (
      (await t.db.execute(
        sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!newest) throw new Error('no migration recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const notReady = await t.app.request('/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('retry-after')).toBe('5');
      expect(await notReady.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { reason: 'migrations_pending', pending: 1 },
      });
      // Liveness is not readiness: the process is alive and must not be restarted for this.
      expect((await t.app.request('/health')).status).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    expect((await t.app.request('/ready')).status).toBe(200);
  });
});

describe.skipIf(template.kind !== 'postgres')('/ready while the database is away (PostgreSQL)', () => {
  // On PGlite the database lives in the API's own process: it cannot go away without it.
  let t: TestApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    const server = template.kind === 'postgres' ? new URL(template.serverUrl) : undefined;
    proxy = await tcpProxy({ host: server?.hostname ?? '127.0.0.1', port: Number(server?.port || 5432) });
    t = await createTestApp({
      viaDatabaseUrl: (url) => Object.assign(new URL(url), { host: `127.0.0.1:${proxy.port}` }).toString(),
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
  });

  it('answers 503 database_unavailable while it is down and 200 once it is back', async () => {
    expect((await t.app.request('/ready')).status).toBe(200);

    await proxy.stop();
    const down = await t.app.request('/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'database_unavailable' },
    });

    // A database that holds every byte (a hung server): not ready within the probe's time.
    await proxy.start();
    expect((await t.app.request('/ready')).status).toBe(200);
    proxy.freeze();
    const started = performance.now();
    const hung = await t.app.request('/ready');
    expect(hung.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(4_500);
    await proxy.stop();

    await proxy.start();
    expect((await t.app.request('/ready')).status).toBe(200);
  });
});
