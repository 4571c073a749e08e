// The sending of a 5,000-recipient campaign to a local SMTP server with all its bookkeeping
// (claims, 'sending' and 'sent' commits, quota, per-digest rendering), in messages per second
// (budget 150, goal 300), run by `npm run bench` (harness.ts).
// On PGlite (one worker: PGlite lives in one process) and on PostgreSQL (harness.ts) with one worker
// and then with a second worker process sharing the campaign. Prints one line per figure.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CreateCampaignInput } from '@gaceta/shared/newsletter/campaigns';
import * as v from 'valibot';
import {
  emailQuotas,
  news,
  newsContents,
  newsletterConfigurations,
  newsletterRecipients,
  newsletterSenders,
  offices,
  subjects,
} from '../db/schema';
import { listenSmtp, type SmtpListener } from '../lib/smtp-listener';
import { createCustomCampaign, sendCampaign } from '../modules/newsletter/campaigns/campaigns.service';
import { runSending } from '../modules/newsletter/sending/sending.service';
import { type BenchRuntime, QUICK, serverUrl, withBenchDatabase, withBenchRuntime } from './harness';

const RECIPIENTS = QUICK ? 300 : 5000;
const BUDGET = 150;
const GOAL = 300;

/** An SMTP sink on loopback: takes every message and counts it, as a fast relay would. */
interface Sink extends SmtpListener {
  count: () => number;
}

async function startSink(): Promise<Sink> {
  let received = 0;
  const server = await listenSmtp({
    // A worker process stopped mid-message: the bench counts what arrived, as a real server would.
    onError: () => {},
    async onData(stream, _session, callback) {
      for await (const _chunk of stream) {
        // drained
      }
      received += 1;
      callback();
    },
  });
  return { ...server, count: () => received };
}

async function measure(databaseUrl: string | undefined, workers: 1 | 2) {
  const sink = await startSink();
  try {
    return await withBenchRuntime(databaseUrl, { env: { SMTP_URL: sink.url } }, (bench) =>
      sendCampaignTo(bench, sink, databaseUrl ? workers : 1),
    );
  } finally {
    await sink.close();
  }
}

async function sendCampaignTo({ runtime, env, ctx: contextFor }: BenchRuntime, sink: Sink, workers: 1 | 2) {
  const [office] = await runtime.deps.db
    .insert(offices)
    .values({ name: 'Despacho del banco de pruebas' })
    .returning();
  if (!office) throw new Error('no office');
  const ctx = contextFor(office.id);
  const picked = await ctx.db
    .insert(subjects)
    .values([
      { code: 'bench_labour', name: { es: 'Laboral', en: 'Labour', pt: 'Trabalhista' } },
      { code: 'bench_tax', name: { es: 'Fiscal', en: 'Tax', pt: 'Fiscal' } },
    ])
    .returning({ id: subjects.id });
  const subjectIds = picked.map((row) => row.id);
  const [sender] = await ctx.db
    .insert(newsletterSenders)
    .values({ officeId: office.id, email: 'boletin@despacho.example', verifiedAt: new Date() })
    .returning();
  await ctx.db.insert(newsletterConfigurations).values({ officeId: office.id, senderId: sender?.id });
  await ctx.db.insert(emailQuotas).values({ officeId: office.id, contracted: 1_000_000 });
  const items = [];
  for (const [index, subjectId] of [...subjectIds, ...subjectIds].entries()) {
    const [item] = await ctx.db
      .insert(news)
      .values({
        officeId: office.id,
        slug: `noticia-${index}`,
        title: `Noticia ${index + 1}`,
        subjectIds: [subjectId as string],
        status: 'published',
        active: true,
      })
      .returning();
    if (!item) throw new Error('no item');
    const paragraph = `<p>${'El Tribunal Supremo fija doctrina sobre el despido y la indemnización. '.repeat(20)}<a href="https://www.boe.es/${index}">BOE</a></p>`;
    await ctx.db
      .insert(newsContents)
      .values({ newsId: item.id, channel: 'newsletter', title: item.title, content: paragraph.repeat(3) });
    items.push(item.id);
  }
  // Three kinds of reader: every subject, the first, the second (three digests).
  await ctx.db.insert(newsletterRecipients).values(
    Array.from({ length: RECIPIENTS }, (_, index) => ({
      officeId: office.id,
      email: `lector${index}@example.test`,
      subjectIds: index % 3 === 0 ? [] : [subjectIds[index % 3 === 1 ? 0 : 1] as string],
      consentSource: 'import' as const,
    })),
  );
  const draft = await createCustomCampaign(ctx, v.parse(CreateCampaignInput, { news_ids: items }));
  const launched = performance.now();
  await sendCampaign(ctx, draft.object.id, { confirm_resend: false });
  const launchMs = Math.round(performance.now() - launched);
  const started = performance.now();
  const runs: Promise<unknown>[] = [runSending(ctx, draft.object.id)];
  if (workers === 2) {
    const worker = fileURLToPath(new URL('./newsletter-worker.ts', import.meta.url));
    const argument = JSON.stringify({ env, campaignId: draft.object.id, officeId: office.id });
    const child = spawn(process.execPath, ['--import', 'tsx', worker, argument], { stdio: 'inherit' });
    runs.push(new Promise((resolve) => child.once('exit', resolve)));
  }
  await Promise.all(runs);
  // A run that finds the other's lease held returns early: wait for the last message.
  while (sink.count() < RECIPIENTS) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  return { launchMs, perSecond: Math.round(RECIPIENTS / seconds), received: sink.count() };
}

function report(label: string, result: Awaited<ReturnType<typeof measure>>) {
  const verdict =
    result.perSecond >= GOAL ? 'goal met' : result.perSecond >= BUDGET ? 'within budget' : 'OVER BUDGET';
  console.log(
    `newsletter_messages_per_s (${label})`.padEnd(52) +
      `${result.perSecond} (${RECIPIENTS} recipients, ${result.received} received; campaign launch ${result.launchMs} ms; budget ${BUDGET}, goal ${GOAL}: ${verdict})`,
  );
  return result.perSecond >= BUDGET;
}

let ok = true;
for (const workers of serverUrl ? ([1, 2] as const) : ([1] as const)) {
  const label = `${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${workers} worker${workers === 2 ? 's' : ''}`;
  ok = report(label, await withBenchDatabase((databaseUrl) => measure(databaseUrl, workers))) && ok;
}
process.exitCode = !ok && !QUICK ? 1 : 0;
