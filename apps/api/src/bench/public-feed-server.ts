// The server `npm run bench` measures the public path against (scripts/bench/public-feed.ts): the
// real app on a fresh database (DATA_DIR) holding one office with published web news, serving the
// built widget. With a PostgreSQL server's URL as its argument, on a database of its own there
// (dropped when it stops); otherwise on PGlite. Prints one JSON line `{ "key": … }` when it listens.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { news, newsContents, newsPublications, offices } from '../db/schema';
import { seed } from '../db/seed';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { JOBS, MODULE_PARTS } from '../modules';
import { startQueue } from '../queue/queue';
import { onShutdownSignal, openRuntime } from '../runtime';
import { databaseUrl, onServer, randomDatabaseName } from '../test/template-db';

const ITEMS = 200;
const serverUrl = process.argv[2];
const scratch = serverUrl && randomDatabaseName('gaceta_bench');
if (serverUrl && scratch) await onServer(serverUrl, `CREATE DATABASE ${scratch}`);
const config = {
  ...loadEnv(),
  ...(serverUrl && scratch && { databaseUrl: databaseUrl(serverUrl, scratch) }),
};
const logger = createLogger(config.logLevel);
const runtime = await openRuntime(config, logger, MODULE_PARTS);
await runtime.database.exclusive((db) =>
  seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }, logger),
);

const { db } = runtime.deps;
const [office] = await db
  .insert(offices)
  .values({ name: 'Despacho de prueba', newsUrl: 'https://despacho.example/noticias/' })
  .returning();
if (!office) throw new Error('office insert returned no row');
const now = Date.now();
const rows = await db
  .insert(news)
  .values(
    Array.from({ length: ITEMS }, (_, index) => ({
      officeId: office.id,
      slug: `noticia-${index}`,
      title: `Noticia número ${index} sobre el despido improcedente`,
      author: 'Marta Sanz',
      summary: 'Qué cobra un trabajador despedido sin causa, y cómo reclamarlo a tiempo.',
      languages: ['es'],
      keywords: ['despido', 'indemnización'],
      active: true,
      // A tenth of them outside their range, as in a real office.
      publishFrom: new Date(now - 86_400_000 * 30),
      publishTo: new Date(now + (index % 10 === 0 ? -1 : 1) * 86_400_000),
      status: 'published' as const,
      editorialState: 'ready_to_publish' as const,
    })),
  )
  .returning({ id: news.id });
await db.insert(newsContents).values(
  rows.map((row) => ({
    newsId: row.id,
    channel: 'web' as const,
    content: '<p>Texto del artículo.</p>'.repeat(20),
  })),
);
await db.insert(newsPublications).values(
  rows.map((row, index) => ({
    newsId: row.id,
    channel: 'web' as const,
    state: 'published' as const,
    publishedAt: new Date(now - index * 3_600_000),
  })),
);

// Send-only: the public calls never enqueue, but every context carries the sender.
const queue = await startQueue({ database: runtime.database, jobs: JOBS, deps: runtime.deps, work: false });
const app = createApp({
  ...runtime.deps,
  jobs: queue,
  staticDirs: {
    backoffice: '/nonexistent',
    widget: fileURLToPath(new URL('../../../../packages/widget/dist', import.meta.url)),
  },
});
const server = serve({ fetch: app.fetch, port: config.port }, () => {
  console.log(JSON.stringify({ key: office.publicKey }));
});
onShutdownSignal(logger, async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await queue.stop();
  await runtime.close();
  if (serverUrl && scratch) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
});
