// The library fan-out of one item to 500 offices (budget 5 s), run by `npm run bench` on PGlite and
// on PostgreSQL (harness.ts). Prints one line; exits 1 over budget.
import { NewsCreateInput } from '@gaceta/shared/news';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { news, officeSubjects, offices, subjects } from '../db/schema';
import { createNews } from '../modules/news/news.service';
import { fanOutLibraryItem } from '../modules/news/news-library.service';
import { publishNews } from '../modules/news/news-publishing.service';
import { engine, QUICK, withBenchDatabase, withBenchRuntime } from './harness';

const CONCERNED_OFFICES = QUICK ? 20 : 500;
/** Offices subscribed to the subject in another area: the fan-out must pass them over. */
const OTHER_OFFICES = QUICK ? 20 : 500;
const BUDGET_MS = 5_000;

async function measure(databaseUrl: string | undefined): Promise<{ copies: number; ms: number }> {
  return withBenchRuntime(databaseUrl, {}, async (bench) => {
    const ctx = bench.ctx();
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
  });
}

const result = await withBenchDatabase(measure);
const over = result.ms > BUDGET_MS;
console.log(
  `library_fan_out_ms (${engine})`.padEnd(42) +
    `${result.ms} (${result.copies} copies of one item, ${OTHER_OFFICES} offices passed over; budget ${BUDGET_MS}: ${over ? 'OVER BUDGET' : 'within budget'})`,
);
if (result.copies !== CONCERNED_OFFICES)
  throw new Error(`expected ${CONCERNED_OFFICES} copies, made ${result.copies}`);
process.exitCode = over && !QUICK ? 1 : 0;
