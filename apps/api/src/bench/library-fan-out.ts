// The library fan-out of one item to 500 offices (budget 5 s), run by `npm run bench` through
// scripts/bench/library-fan-out.ts. Without an argument on an embedded PGlite; with a PostgreSQL
// server's URL, on a database of its own there (created, then dropped). Prints one line; exits 1
// over budget.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NewsCreateInput } from '@gaceta/shared/news';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { jobContext } from '../context';
import { news, officeSubjects, offices, subjects } from '../db/schema';
import { parseEnv, resolveJwtSecret } from '../env';
import { JOBS } from '../jobs';
import { startQueue } from '../jobs/queue';
import { createLogger } from '../lib/logger';
import { createNews } from '../modules/news/news.service';
import { fanOutLibraryItem } from '../modules/news/news-library.service';
import { publishNews } from '../modules/news/news-publishing.service';
import { openRuntime } from '../runtime';

/** The bench's quick mode (scripts/bench/mode.ts): a small fixture, the budget not enforced. */
const QUICK = process.argv.includes('--quick');
const CONCERNED_OFFICES = QUICK ? 20 : 500;
/** Offices subscribed to the subject in another area: the fan-out must pass them over. */
const OTHER_OFFICES = QUICK ? 20 : 500;
const BUDGET_MS = 5_000;

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measure(databaseUrl: string | undefined): Promise<{ copies: number; ms: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gaceta-bench-fan-out-'));
  const config = resolveJwtSecret(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl && { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') }),
    }),
  );
  const logger = createLogger('warn');
  const runtime = await openRuntime(config, logger);
  const queue = await startQueue({ database: runtime.database, jobs: JOBS, deps: runtime.deps, work: false });
  try {
    const ctx = jobContext({ ...runtime.deps, jobs: queue }, { job: 'bench', officeId: null });
    const [subject] = await ctx.db
      .insert(subjects)
      .values({ code: 'bench_labour', name: { es: 'Laboral', en: 'Labour', pt: 'Trabalhista' } })
      .returning();
    if (!subject) throw new Error('subject insert returned no row');
    const created = await ctx.db
      .insert(offices)
      .values(
        Array.from({ length: CONCERNED_OFFICES + OTHER_OFFICES }, (_, i) => ({
          name: `Despacho ${i + 1}`,
          tolgeo: i < CONCERNED_OFFICES ? 'esp' : 'mex',
        })),
      )
      .returning({ id: offices.id });
    await ctx.db
      .insert(officeSubjects)
      .values(created.map((office) => ({ officeId: office.id, subjectId: subject.id })));

    const item = await createNews(
      ctx,
      v.parse(NewsCreateInput, {
        title: 'Reforma del Estatuto de los Trabajadores',
        author: 'Redacción',
        summary: 'Qué cambia para las empresas y sus plantillas con la reforma aprobada este mes.',
        subjects: [subject.id],
        languages: ['es'],
        areas: ['esp'],
        keywords: ['reforma laboral'],
        contents: [
          {
            platform: 'web',
            title: 'La reforma, punto por punto',
            content: `<p>${'Texto. '.repeat(400)}</p>`,
          },
          { platform: 'linkedin', content: 'La reforma laboral, punto por punto.' },
        ],
      }),
    );
    await ctx.db.update(news).set({ imageKey: 'articles/bench/image' }).where(eq(news.id, item.object.id));
    await publishNews(ctx, item.object.id, { platform: 'web' });

    const started = performance.now();
    const copies = await fanOutLibraryItem(ctx, item.object.id);
    return { copies, ms: Math.round(performance.now() - started) };
  } finally {
    await queue.stop();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.argv.slice(2).find((arg) => arg !== '--quick');
let label = 'PGlite';
let result: { copies: number; ms: number };
if (serverUrl) {
  label = 'PostgreSQL';
  const name = `gaceta_bench_${randomBytes(6).toString('hex')}`;
  try {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
  } catch {
    console.log(`library_fan_out_ms (${label}) skipped: no server answers at ${new URL(serverUrl).host}`);
    process.exit(0);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    result = await measure(url.toString());
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  result = await measure(undefined);
}
const over = result.ms > BUDGET_MS;
console.log(
  `library_fan_out_ms (${label})`.padEnd(42) +
    `${result.ms} (${result.copies} copies of one item, ${OTHER_OFFICES} offices passed over; budget ${BUDGET_MS}: ${over ? 'OVER BUDGET' : 'within budget'})`,
);
if (result.copies !== CONCERNED_OFFICES)
  throw new Error(`expected ${CONCERNED_OFFICES} copies, made ${result.copies}`);
process.exitCode = over && !QUICK ? 1 : 0;
