import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../db/client';
import { percentile, QUICK, withBenchApp, withBenchDatabase } from './harness';

const BIG_OFFICE_ITEMS = QUICK ? 500 : 10_000;
const OTHER_OFFICES = QUICK ? 3 : 50;
const OTHER_OFFICE_ITEMS = QUICK ? 100 : 1_000;
const LIBRARY_COPIES_EVERY = 50;
const ROUNDS = QUICK ? 2 : 15;
const WARMUP_ROUNDS = 2;

/** Titles and summaries a law office writes, accents included, so search folds them as it would. */
const TITLES = [
  'Reforma laboral y contratos fijos discontinuos',
  'Indemnización por despido improcedente',
  'Protección de datos en la pequeña empresa',
  'Herencias: aceptar a beneficio de inventario',
  'Ley de Vivienda y zonas tensionadas',
  'Registro de jornada e Inspección de Trabajo',
  'Impuesto sobre Sucesiones por comunidades',
  'Segunda oportunidad para autónomos',
  'Pactos de socios en la sociedad limitada',
  'Desahucio por impago de renta',
  'Verifactu y la facturación verificable',
  'Conciliación y adaptación de jornada',
  'Responsabilidad de los administradores',
  'Garantía de los productos de consumo',
  'Divorcio ante notario',
  'Compliance penal de la persona jurídica',
  'Contratación pública y recurso especial',
  'Alquiler de temporada tras la reforma',
  'Criptoactivos en la declaración de la renta',
  'Medios adecuados de solución de controversias',
];
const SUMMARIES = [
  'Qué cambia para las empresas y cómo adaptar los contratos a la nueva regulación.',
  'Plazos, requisitos y la documentación que conviene preparar antes de actuar.',
  'La doctrina reciente del Tribunal Supremo y sus consecuencias prácticas.',
  'Cómo calcular la indemnización y cuándo negociar un acuerdo.',
  'Las obligaciones de información y las sanciones más frecuentes.',
];

async function fixture(handle: DatabaseHandle): Promise<{ office: string; subject: string }> {
  const { db } = handle;
  const started = performance.now();
  await db.execute(sql`
    insert into offices (name) select 'Bench office ' || g from generate_series(0, ${OTHER_OFFICES}) g`);
  const [big] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from offices where name = 'Bench office 0'`),
  );
  const subjects = rowsOf<{ id: string }>(
    await db.execute(sql`select id from subjects order by code limit 4`),
  );
  const subjectArray = sql.raw(`(array[${subjects.map((s) => `'${s.id}'::uuid`).join(',')}])`);
  const titles = sql.raw(`(array[${TITLES.map((t) => `'${t}'`).join(',')}])`);
  const summaries = sql.raw(`(array[${SUMMARIES.map((t) => `'${t}'`).join(',')}])`);
  const statuses = sql.raw(
    `(array['in_preparation','ready_to_publish','published','not_published','published'])`,
  );
  // One statement per office group; every column a list filter reads varies with g.
  const rows = (officeIds: string, perOffice: number) => sql`
    insert into news (office_id, slug, title, summary, subject_ids, languages, areas, keywords,
                      status, editorial_state, publish_from, publish_to, created_at, updated_at)
    select o.id, 'n-' || g,
           ${titles}[1 + g % ${TITLES.length}] || ' (' || g || ')',
           ${summaries}[1 + g % ${SUMMARIES.length}],
           array[${subjectArray}[1 + g % 4]],
           case when g % 10 = 0 then array['en'] when g % 15 = 0 then array['pt'] else array['es'] end,
           case when g % 7 = 0 then array['mex'] else array['esp'] end,
           array['derecho'],
           ${statuses}[1 + (g / 20) % 5],
           case when g % 5 = 0 then 'in_preparation' else 'ready_to_publish' end,
           now() - (g % 400) * interval '1 day',
           now() - (g % 400) * interval '1 day' + interval '180 days',
           now() - g * interval '17 minutes',
           now() - g * interval '17 minutes'
    from offices o cross join generate_series(1, ${perOffice}) g
    where ${sql.raw(officeIds)}`;
  // Building the indexes once, after the rows, is far quicker than keeping them up row by row.
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'news' and indexname not in (select conname from pg_constraint)`),
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`));
  await db.execute(rows(`o.id = '${big?.id}'`, BIG_OFFICE_ITEMS));
  await db.execute(rows(`o.name like 'Bench office %' and o.id <> '${big?.id}'`, OTHER_OFFICE_ITEMS));
  // Library items, each copied once into the big office (some still to review).
  const copies = BIG_OFFICE_ITEMS / LIBRARY_COPIES_EVERY;
  await db.execute(sql`
    insert into news (office_id, slug, title, status)
    select null, 'library-' || k, 'Biblioteca ' || k, 'published' from generate_series(1, ${copies}) k`);
  await db.execute(sql`
    update news n set source_id = l.id, to_review = (n.slug::text like '%00')
    from news l
    where l.office_id is null and n.office_id = ${big?.id}
      and n.slug = 'n-' || (substring(l.slug from 9)::int * ${LIBRARY_COPIES_EVERY})`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  await db.execute(sql`analyze news`);
  const ms = Math.round(performance.now() - started);
  const total = BIG_OFFICE_ITEMS + OTHER_OFFICES * OTHER_OFFICE_ITEMS + copies;
  console.log(`  fixture: ${total} news items in ${ms} ms`);
  return { office: big?.id ?? '', subject: subjects[1]?.id ?? '' };
}

/** The figure issue #16 sets a budget for: two words in any order, with filters. */
const TWO_WORDS = 'two words + status + language';

async function run(databaseUrl: string | undefined): Promise<void> {
  await withBenchApp(databaseUrl, fixture, async ({ app, token }, { subject }) => {
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const to = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const queries: Record<string, string> = {
      [TWO_WORDS]: 'search=despido%20indemnizacion&status=published&language=es',
      search: 'search=reforma%20laboral',
      'search + status': 'search=indemnizacion&status=published',
      'search + subject + language': `search=contrato&subject=${subject}&language=es`,
      'subject + oldest': `subject=${subject}&sort=oldest`,
      'area + date range': `area=esp&publish_from=${from}&publish_to=${to}`,
      'status, page 20': 'status=ready_to_publish&page=20',
      'to review': 'to_review=true',
      'library copies': 'origin=library&per=100',
    };
    const samples: number[] = [];
    const perQuery: Record<string, number[]> = {};
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      for (const [name, query] of Object.entries(queries)) {
        const started = performance.now();
        const response = await app.request(`/v1/news_infos?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { total_number_of_objects?: number };
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
        if (round === 0 && !body.total_number_of_objects) throw new Error(`${name}: found nothing`);
        if (round < WARMUP_ROUNDS) continue;
        samples.push(ms);
        perQuery[name] = [...(perQuery[name] ?? []), ms];
      }
    }
    const sorted = samples.sort((a, b) => a - b);
    const twoWords = [...(perQuery[TWO_WORDS] ?? [])].sort((a, b) => a - b);
    const format = (ms: number) => ms.toFixed(1);
    for (const [name, times] of Object.entries(perQuery)) {
      const byTime = times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(30)} median ${format(percentile(byTime, 50))} ms, p95 ${format(percentile(byTime, 95))} ms`,
      );
    }
    console.log(
      `RESULT ${JSON.stringify({
        median: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        n: sorted.length,
        search: { median: percentile(twoWords, 50), p95: percentile(twoWords, 95), n: twoWords.length },
      })}`,
    );
  });
}

await withBenchDatabase(run);
