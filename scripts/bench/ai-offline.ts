// The AI assistant's figures for `npm run bench` (docs/ai.md):
//   ai_dictionary_load_ms     hunspell dictionary load per language (es first: it also loads the WebAssembly)
//   ai_spelling_2000_words_ms checking 2,000 words of Spanish once the dictionary is loaded
//   ai_summary_versions_ms    summary, SEO and every channel version of a 2,000-word article (budget 200 ms)
//   ai_cover_ms               the offline cover: a landscape title card drawn and rendered to PNG
//   ai_first_token_ms         POST /v1/ai/text streamed through the API to a local fake provider, until the
//                             first delta arrives (a real provider adds its own latency)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spellChecker, warmSpelling } from '../../apps/api/src/lib/spelling.ts';
import { channelVersions } from '../../apps/api/src/modules/ai/channel-versions.ts';
import { DEFAULT_COVER_COLOURS, renderCover } from '../../apps/api/src/modules/ai/cover-image.ts';
import { longArticle, SAMPLE_ARTICLES } from '../../apps/api/src/modules/ai/sample-articles.ts';
import { seoOf, summarize, wordsOf } from '../../apps/api/src/modules/ai/text-analysis.ts';
import { startFakeOpenAi } from '../../apps/api/src/test/fake-openai.ts';
import { CHANNELS } from '../../packages/shared/src/news/workflow.ts';
import { startProduct } from '../lib/product.ts';
import { iterations, overBudget } from './mode.ts';

const RUNS = iterations(5, 2);

const SUMMARY_BUDGET_MS = 200;
// The demo office's content generator (apps/api/src/db/seed.ts), on a fresh data folder.
const DEMO_WRITER = { email: 'redaccion@despacho-demo.es', password: 'Demo2026!' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function time<T>(work: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = work();
  return { ms: performance.now() - started, value };
}

export async function benchAiOffline(): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  const loads = await warmSpelling();
  const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
  console.log(
    `ai_dictionary_load_ms                     es ${loads.es}, en ${loads.en}, pt ${loads.pt} (+${rssMb.toFixed(0)} MB resident for the three)`,
  );

  const article = longArticle(2_000);
  const words = wordsOf(article)
    .map(({ word }) => word)
    .slice(0, 2_000);
  const checker = await spellChecker('es');
  const spelling = median(
    Array.from({ length: RUNS }, () => time(() => words.filter((word) => !checker.correct(word))).ms),
  );
  console.log(
    `ai_spelling_2000_words_ms                 ${spelling.toFixed(1)} (${words.length} words, median of ${RUNS})`,
  );

  const paragraphs = article.split('\n\n');
  const build = () => {
    const summary = summarize(article, 'es');
    const seo = seoOf(article, 'es', 'Un título', summary);
    return channelVersions(CHANNELS, { title: seo.meta_title, summary, paragraphs });
  };
  build(); // the first call also builds the sentence segmenter
  const summaryMs = median(Array.from({ length: RUNS }, () => time(build).ms));
  const verdict = summaryMs > SUMMARY_BUDGET_MS ? 'OVER BUDGET' : 'within budget';
  console.log(
    `ai_summary_versions_ms                    ${summaryMs.toFixed(1)} (2,000 words, ${CHANNELS.length} channels, median of ${RUNS}; budget ${SUMMARY_BUDGET_MS}: ${verdict})`,
  );
  if (summaryMs > SUMMARY_BUDGET_MS) overBudget();

  const cover = () => renderCover(SAMPLE_ARTICLES.es.title, 'landscape', DEFAULT_COVER_COLOURS, 'Despacho');
  await cover(); // the first render also loads the fonts
  const covers: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await cover();
    covers.push(performance.now() - started);
  }
  console.log(
    `ai_cover_ms                               ${median(covers).toFixed(1)} (1200×630 PNG, median of ${RUNS})`,
  );

  console.log(`ai_first_token_ms                         ${(await firstTokenMs()).toFixed(1)}`);
}

/** Starts the API (demo office) against a fake provider and times one streamed call to its first delta. */
async function firstTokenMs(): Promise<number> {
  const fake = await startFakeOpenAi();
  const dataDir = mkdtempSync(join(tmpdir(), 'gaceta-bench-ai-'));
  const product = await startProduct({
    DATA_DIR: dataDir,
    GACETA_DEMO: '1',
    LOG_LEVEL: 'warn',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake',
  });
  try {
    const login = await fetch(`${product.url}/auth_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_WRITER),
    });
    const { token } = (await login.json()) as { token: string };
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await fetch(`${product.url}/v1/ai/text`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ action: 'improve', text: 'Un texto de prueba.', language: 'es' }),
      });
      const reader = response.body?.getReader();
      let received = '';
      while (reader && !received.includes('event: delta')) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`no delta in the stream: ${received}`);
        received += new TextDecoder().decode(value);
      }
      times.push(performance.now() - started);
      await reader?.cancel();
    }
    return median(times);
  } finally {
    await product.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
