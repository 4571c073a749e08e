import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AiCapabilities,
  AiImage,
  AiTextResult,
  AiUsage,
  AiUsageByOffice,
  NewsDraft,
} from '@gaceta/shared/ai';
import { channelLengthError, type NewsWithContents } from '@gaceta/shared/news';
import type { AdminDashboard } from '@gaceta/shared/statistics/dashboards';
import { serve } from '@hono/node-server';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { news, officeThemes } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai';
import { createTestApp, errorOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { samplePng } from '../../test/uploads';
import { UNCHOSEN_IMAGE_TTL_MS } from './ai-images.service';
import { purgeUnchosenImagesJob } from './purge-unchosen-images.job';
import { SAMPLE_ARTICLES } from './sample-articles';

/** The AI calls on both engines: the offline one (no provider) and a fake OpenAI-compatible provider. */

let offline: TestApp;
let provider: TestApp;
let fake: FakeOpenAi;
let page: { server: Server; url: string };

const ARTICLE_HTML = `<!doctype html><html><head><title>${SAMPLE_ARTICLES.es.title} | Diario Jurídico</title></head><body>
<nav><a href="/">Inicio</a> <a href="/deportes">Deportes</a></nav>
<article><h1>${SAMPLE_ARTICLES.es.title}</h1>
${SAMPLE_ARTICLES.es.text
  .split(/(?<=\.)\s+/)
  .map((sentence) => `<p>${sentence}</p>`)
  .join('\n')}
</article><footer>Aviso legal · Cookies</footer></body></html>`;

/** A page on loopback: the article, and a redirect to it. */
async function startPageServer() {
  const server = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/article' }).end();
      return;
    }
    if (request.url === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  page = await startPageServer();
  [offline, provider] = await Promise.all([
    createTestApp({
      env: { AI_CALLS_PER_MINUTE: '5' },
      allowFetchAddress: (address) => address === '127.0.0.1',
    }),
    createTestApp({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'fake-chat',
        AI_IMAGE_BASE_URL: fake.baseUrl,
        AI_IMAGE_MODEL: 'fake-image',
        // Short, so the timeout test is quick; the fake answers in milliseconds otherwise.
        AI_TIMEOUT_SECONDS: '2',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), provider.close(), fake.close()]);
  page.server.close();
});
beforeEach(() => {
  fake.mode = 'ok';
});

/** A content generator (who holds ai.use) in a new office of `t`. */
async function writer(t: TestApp) {
  const office = await createOffice(t.db);
  const { token } = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
  return { token, officeId: office.id };
}

const text = (t: TestApp, token: string, body: unknown, headers?: Record<string, string>) =>
  requestJson(t.app, 'POST', '/v1/ai/text', body, { token, headers });

async function usageOf(t: TestApp, officeId: string): Promise<AiUsage> {
  const response = await requestJson(t.app, 'GET', `/v1/ai/usage?office_id=${officeId}`, undefined, {
    token: await signInAdmin(t.app),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AiUsage;
}

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      return { event, data: JSON.parse(data) };
    });
}

describe('GET /v1/ai/capabilities', () => {
  it('offers the offline actions only when no provider is configured', async () => {
    const { token } = await writer(offline);
    const response = await requestJson(offline.app, 'GET', '/v1/ai/capabilities', undefined, { token });
    const capabilities = (await response.json()) as AiCapabilities;
    expect(capabilities).toMatchObject({ engine: 'offline', image_from_prompt: false, cover_image: true });
    expect([...capabilities.text_actions].sort()).toEqual(['correct', 'seo', 'shorten', 'summary']);
  });

  it('offers every action with a provider', async () => {
    const { token } = await writer(provider);
    const response = await requestJson(provider.app, 'GET', '/v1/ai/capabilities', undefined, { token });
    const capabilities = (await response.json()) as AiCapabilities;
    expect(capabilities).toMatchObject({ engine: 'provider', image_from_prompt: true });
    expect(capabilities.text_actions).toHaveLength(11);
  });

  it('the admin dashboard names what offices miss: nothing with a provider but the photo bank', async () => {
    const response = await requestJson(provider.app, 'GET', '/v1/admin/dashboard', undefined, {
      token: await signInAdmin(provider.app),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { object } = (await response.json()) as { object: AdminDashboard };
    expect(object.ai).toMatchObject({
      engine: 'provider',
      missing_text_actions: [],
      image_from_prompt: true,
      stock_images: 'office',
    });
  });
});

describe('POST /v1/ai/text offline', () => {
  it('corrects spelling with hunspell and lists what it changed', async () => {
    const { token } = await writer(offline);
    const response = await text(offline, token, {
      action: 'correct',
      text: 'La sentensia fue publicada en el boletin.',
      language: 'es',
    });
    const body = (await response.json()) as AiTextResult;
    expect(body).toMatchObject({ engine: 'offline', result: 'La sentencia fue publicada en el boletín.' });
    expect(body.corrections.map((correction) => correction.word)).toEqual(['sentensia', 'boletin']);
  });

  it('answers SEO within the hints and a summary of the text', async () => {
    const { token } = await writer(offline);
    const { text: article, title } = SAMPLE_ARTICLES.pt;
    const seo = (await (
      await text(offline, token, { action: 'seo', text: article, language: 'pt', context: title })
    ).json()) as AiTextResult;
    expect(seo.seo?.meta_title.length).toBeLessThanOrEqual(60);
    expect(seo.seo?.meta_description.length).toBeLessThanOrEqual(160);
    const summary = (await (
      await text(offline, token, { action: 'summary', text: article, language: 'pt' })
    ).json()) as AiTextResult;
    expect(summary.result).toContain('O Supremo Tribunal de Justiça decidiu');
  });

  it('refuses the generative actions with AI_NOT_CONFIGURED', async () => {
    const { token } = await writer(offline);
    for (const action of [
      'improve',
      'simplify',
      'lengthen',
      'synonyms',
      'suggest',
      'section_title',
      'success_case',
    ]) {
      const response = await text(offline, token, { action, text: 'palabra', language: 'es' });
      expect(await errorOf(response)).toEqual({ status: 409, code: 'AI_NOT_CONFIGURED', fields: ['action'] });
    }
    const image = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/images',
      { prompt: 'Un faro al amanecer sobre el mar', style: 'cinematic', orientation: 'landscape' },
      { token },
    );
    expect((await errorOf(image)).code).toBe('AI_NOT_CONFIGURED');
  });

  it('says there is no text, and that synonyms take one word', async () => {
    const { token } = await writer(offline);
    const empty = await text(offline, token, { action: 'summary', text: '   ', language: 'es' });
    expect(await empty.json()).toMatchObject({ details: { text: [{ key: 'ai.no_text' }] } });
    const words = await text(provider, (await writer(provider)).token, {
      action: 'synonyms',
      text: 'dos palabras',
      language: 'es',
    });
    expect(await words.json()).toMatchObject({ details: { text: [{ key: 'ai.select_one_word' }] } });
    const punctuation = await text(offline, token, { action: 'shorten', text: '… ¿?', language: 'es' });
    expect(await punctuation.json()).toMatchObject({ details: { text: [{ key: 'ai.select_words' }] } });
  });

  it('refuses a text over the maximum size', async () => {
    const { token } = await writer(offline);
    const response = await text(offline, token, {
      action: 'summary',
      text: 'a '.repeat(10_001),
      language: 'es',
    });
    expect(await errorOf(response)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['text'] });
  });
});

describe('POST /v1/ai/text with a provider', () => {
  it('answers the generation and records the tokens the provider reported', async () => {
    const { token, officeId } = await writer(provider);
    fake.reply = 'Un texto más claro.';
    const response = await text(provider, token, {
      action: 'improve',
      text: 'Un texto poco claro.',
      language: 'es',
    });
    expect(await response.json()).toMatchObject({ engine: 'provider', result: 'Un texto más claro.' });
    const sent = fake.requests.at(-1)?.body as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('fake-chat');
    expect(sent.messages[0]?.content).toContain('Spanish');
    const usage = await usageOf(provider, officeId);
    expect(usage.days).toEqual([
      expect.objectContaining({
        action: 'improve',
        engine: 'provider',
        calls: 1,
        input_tokens: 42,
        output_tokens: 7,
      }),
    ]);
  });

  it('streams text/event-stream when asked: deltas, then the result', async () => {
    const { token } = await writer(provider);
    fake.reply = 'Una versión más larga del texto.';
    const response = await text(
      provider,
      token,
      { action: 'lengthen', text: 'Un texto.', language: 'es' },
      { accept: 'text/event-stream' },
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = eventsOf(await response.text());
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBe(3);
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(fake.reply);
    expect(events.at(-1)).toEqual({ event: 'result', data: expect.objectContaining({ result: fake.reply }) });
  });

  it('answers synonyms as suggestions', async () => {
    const { token } = await writer(provider);
    fake.reply = '- fallo\n- resolución\n2. dictamen\n';
    const response = await text(provider, token, { action: 'synonyms', text: 'sentencia', language: 'es' });
    expect(await response.json()).toMatchObject({
      suggestions: ['fallo', 'resolución', 'dictamen'],
      result: null,
    });
  });

  it('keeps SEO on the offline engine, whose lengths hold', async () => {
    const { token } = await writer(provider);
    const response = await text(provider, token, {
      action: 'seo',
      text: SAMPLE_ARTICLES.en.text,
      language: 'en',
    });
    expect(await response.json()).toMatchObject({ engine: 'offline' });
  });

  it('answers AI_PROVIDER_ERROR when the provider fails, in JSON or in the stream', async () => {
    const { token } = await writer(provider);
    fake.mode = 'error';
    const body = { action: 'improve', text: 'Un texto.', language: 'es' };
    const response = await text(provider, token, body);
    expect(await response.json()).toMatchObject({
      code: 'AI_PROVIDER_ERROR',
      details: { reason: 'upstream', upstream_status: 500 },
    });
    const streamed = await text(provider, token, body, { accept: 'text/event-stream' });
    expect(eventsOf(await streamed.text()).at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'AI_PROVIDER_ERROR' },
    });
  });

  it('gives up after the configured time', async () => {
    const { token } = await writer(provider);
    fake.mode = 'stall';
    const response = await text(provider, token, { action: 'improve', text: 'Un texto.', language: 'es' });
    expect(await response.json()).toMatchObject({
      code: 'AI_PROVIDER_ERROR',
      details: { reason: 'timeout' },
    });
  });

  it('stops the provider call when the client disconnects', async () => {
    const { token } = await writer(provider);
    const server = serve({ fetch: provider.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      fake.mode = 'stall';
      const client = new AbortController();
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/ai/text`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ action: 'improve', text: 'Un texto.', language: 'es' }),
        signal: client.signal,
      });
      const reader = response.body?.getReader();
      const first = new TextDecoder().decode((await reader?.read())?.value);
      expect(first).toContain('event: delta');
      const call = fake.requests.at(-1);
      expect(call?.abandoned).toBe(false);
      client.abort();
      await expect.poll(() => call?.abandoned).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('rate limit and usage', () => {
  it('refuses the calls past the office limit per minute, then takes them again', async () => {
    const { token, officeId } = await writer(offline);
    const body = { action: 'summary', text: SAMPLE_ARTICLES.es.text, language: 'es' };
    for (let i = 0; i < 5; i++) expect((await text(offline, token, body)).status).toBe(200);
    const refused = await text(offline, token, body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Another office is not affected.
    expect((await text(offline, (await writer(offline)).token, body)).status).toBe(200);
    offline.clock.advance(60_000);
    expect((await text(offline, token, body)).status).toBe(200);
    const usage = await usageOf(offline, officeId);
    expect(usage.totals).toEqual({ calls: 6, input_tokens: 0, output_tokens: 0 });
  });

  it('lets only admins read an office usage', async () => {
    const { token, officeId } = await writer(offline);
    const response = await requestJson(offline.app, 'GET', `/v1/ai/usage?office_id=${officeId}`, undefined, {
      token,
    });
    expect(await refusal(response)).toEqual({ status: 403, required: 'admin' });
    const unknown = await requestJson(
      offline.app,
      'GET',
      `/v1/ai/usage?office_id=${crypto.randomUUID()}`,
      undefined,
      {
        token: await signInAdmin(offline.app),
      },
    );
    expect(unknown.status).toBe(404);
  });

  it("sums every office's usage over the last 30 days for admins, most calls first", async () => {
    const busy = await writer(offline);
    const quiet = await writer(offline);
    const body = { action: 'summary', text: SAMPLE_ARTICLES.es.text, language: 'es' };
    for (let i = 0; i < 3; i++) expect((await text(offline, busy.token, body)).status).toBe(200);
    expect((await text(offline, quiet.token, body)).status).toBe(200);
    const admin = await signInAdmin(offline.app);
    const read = async (query = '') => {
      const response = await requestJson(offline.app, 'GET', `/v1/ai/usage/offices${query}`, undefined, {
        token: admin,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as AiUsageByOffice;
    };
    const usage = await read();
    const today = offline.clock.now().toISOString().slice(0, 10);
    expect(usage.to).toBe(today);
    const ours = usage.offices.filter((row) => [busy.officeId, quiet.officeId].includes(row.office_id));
    expect(ours.map((row) => [row.office_id, row.calls])).toEqual([
      [busy.officeId, 3],
      [quiet.officeId, 1],
    ]);
    const calls = usage.offices.map((row) => row.calls);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    // A range before any call holds no office.
    expect((await read('?from=2001-01-01&to=2001-12-31')).offices).toEqual([]);

    const refused = await requestJson(offline.app, 'GET', '/v1/ai/usage/offices', undefined, {
      token: busy.token,
    });
    expect(await refusal(refused)).toEqual({ status: 403, required: 'admin' });
    const invalid = await requestJson(offline.app, 'GET', '/v1/ai/usage/offices?from=yesterday', undefined, {
      token: admin,
    });
    expect(invalid.status).toBe(422);
  });
});

describe('roles', () => {
  it('refuses a statistics reviewer, who lacks ai.use, on every call', async () => {
    const office = await createOffice(offline.db);
    const { token } = await createSignedInUser(offline, { officeId: office.id, roles: ['client_statstics'] });
    const calls = [
      requestJson(offline.app, 'GET', '/v1/ai/capabilities', undefined, { token }),
      text(offline, token, { action: 'summary', text: 'Un texto.', language: 'es' }),
      requestJson(
        offline.app,
        'POST',
        '/v1/ai/news_from_source',
        { source: 'text', text: 'x', versions: ['web'] },
        { token },
      ),
      requestJson(offline.app, 'POST', '/v1/ai/cover_image', { title: 'Un título' }, { token }),
      requestJson(offline.app, 'POST', '/v1/ai/images', {}, { token }),
      requestJson(offline.app, 'GET', '/v1/ai/stock_images?query=x', undefined, { token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(await refusal(response)).toEqual({ status: 403, required: 'ai.use' });
    }
  });
});

describe('POST /v1/ai/news_from_source', () => {
  it('drafts a news item from text, each version within its channel', async () => {
    const { token } = await writer(offline);
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/news_from_source',
      {
        source: 'text',
        text: `${SAMPLE_ARTICLES.es.title}\n\n${SAMPLE_ARTICLES.es.text}`,
        versions: ['web', 'x', 'linkedin'],
        language: 'es',
      },
      { token },
    );
    const draft = (await response.json()) as NewsDraft;
    expect(draft.title).toBe(SAMPLE_ARTICLES.es.title);
    expect(draft.summary).toContain('El Tribunal Supremo ha fijado doctrina');
    expect(draft.meta_title.length).toBeLessThanOrEqual(60);
    expect(draft.meta_description.length).toBeLessThanOrEqual(160);
    expect(draft.keywords.length).toBeGreaterThan(2);
    expect(draft.contents.map((content) => content.platform)).toEqual(['web', 'x', 'linkedin']);
    for (const content of draft.contents)
      expect(channelLengthError(content.platform, content.content)).toBeNull();
  });

  it('asks for at least one version', async () => {
    const { token } = await writer(offline);
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/news_from_source',
      { source: 'text', text: 'Un texto.', versions: [] },
      { token },
    );
    expect(await response.json()).toMatchObject({ details: { versions: [{ key: 'ai.versions_required' }] } });
  });

  it('reads the article of a page (through a redirect), leaving its menus out', async () => {
    const { token } = await writer(offline);
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/news_from_source',
      { source: 'url', url: `${page.url}/redirect`, versions: ['web'] },
      { token },
    );
    const draft = (await response.json()) as NewsDraft;
    expect(draft.source_url).toBe(`${page.url}/article`);
    expect(draft.title).toBe(SAMPLE_ARTICLES.es.title);
    const web = draft.contents[0]?.content ?? '';
    expect(web).toContain('<p>La sentencia, dictada por el pleno');
    expect(web).not.toMatch(/Deportes|Cookies/);
  });

  it('refuses loopback, and a redirect to it, without the test allowance', async () => {
    const { token } = await writer(provider);
    for (const url of [`${page.url}/article`, `${page.url}/redirect`, 'http://localhost:1/']) {
      const response = await requestJson(
        provider.app,
        'POST',
        '/v1/ai/news_from_source',
        { source: 'url', url, versions: ['web'] },
        { token },
      );
      expect((await errorOf(response)).code).toBe('URL_NOT_ALLOWED');
    }
  });

  it('refuses private, link-local and metadata addresses, directly or by redirect, even with the allowance', async () => {
    const { token } = await writer(offline);
    const urls = ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', `${page.url}/to-metadata`];
    for (const url of urls) {
      const response = await requestJson(
        offline.app,
        'POST',
        '/v1/ai/news_from_source',
        { source: 'url', url, versions: ['web'] },
        { token },
      );
      expect((await errorOf(response)).code).toBe('URL_NOT_ALLOWED');
    }
  });

  it('drafts a news item from a PDF made here, and refuses what is not a PDF', async () => {
    const { token } = await writer(offline);
    const pdf = await PDFDocument.create();
    pdf.setTitle('Informe sobre el teletrabajo');
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const pdfPage = pdf.addPage([595, 842]);
    SAMPLE_ARTICLES.en.text.split(/(?<=\.)\s+/).forEach((sentence, i) => {
      pdfPage.drawText(sentence.replace('’', "'"), { x: 40, y: 800 - i * 40, size: 7, font });
    });
    const send = (bytes: Uint8Array, type: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'informe.pdf', { type }));
      form.append('versions', 'web');
      form.append('versions', 'x');
      form.append('language', 'en');
      return offline.app.request('/v1/ai/news_from_source', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const response = await send(await pdf.save(), 'application/pdf');
    expect(response.status, await response.clone().text()).toBe(200);
    const draft = (await response.json()) as NewsDraft;
    expect(draft.title).toBe('Informe sobre el teletrabajo');
    expect(draft.summary).toContain('The Court of Appeal has ruled');
    expect(draft.contents.map((content) => content.platform)).toEqual(['web', 'x']);

    const notPdf = await send(await samplePng(), 'application/pdf');
    expect(await notPdf.json()).toMatchObject({ details: { file: [{ key: 'ai.pdf_only' }] } });
    const broken = await send(new TextEncoder().encode('%PDF-1.7\nnot really'), 'application/pdf');
    expect(await broken.json()).toMatchObject({ details: { file: [{ key: 'ai.pdf_unreadable' }] } });
  });

  it('titles a PDF printed from a browser by its heading, not by its "about:blank" metadata', async () => {
    const { token } = await writer(offline);
    const pdf = await PDFDocument.create();
    // What a browser writes when it prints a page without a title of its own.
    pdf.setTitle('about:blank');
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Despido improcedente: la nueva', { x: 40, y: 790, size: 22, font });
    page.drawText('doctrina del Tribunal Supremo', { x: 40, y: 762, size: 22, font });
    SAMPLE_ARTICLES.en.text.split(/(?<=\.)\s+/).forEach((sentence, i) => {
      page.drawText(sentence.replace('’', "'"), { x: 40, y: 720 - i * 30, size: 9, font });
    });
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array(await pdf.save())], 'informe.pdf', { type: 'application/pdf' }),
    );
    form.append('versions', 'web');
    form.append('language', 'es');
    const response = await offline.app.request('/v1/ai/news_from_source', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const draft = (await response.json()) as NewsDraft;
    expect(draft.title).toBe('Despido improcedente: la nueva doctrina del Tribunal Supremo');
    expect(draft.meta_title).toBe('Despido improcedente: la nueva doctrina del Tribunal Supremo');
    expect(draft.title).not.toContain('…');
  });
});

describe('POST /v1/ai/cover_image', () => {
  it.each([
    ['landscape', 1200, 630],
    ['portrait', 1080, 1350],
    ['square', 1080, 1080],
  ] as const)('draws a %s title card and stores it like an upload', async (orientation, width, height) => {
    const { token, officeId } = await writer(offline);
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/cover_image',
      { title: SAMPLE_ARTICLES.es.title, orientation },
      { token },
    );
    expect(response.status).toBe(201);
    const image = (await response.json()) as AiImage;
    expect(image).toMatchObject({ width, height });
    expect(image.image.startsWith(`articles/${officeId}/`)).toBe(true);
    const large = await offline.storage.get(`${image.image}/large.webp`);
    const meta = await sharp(large?.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
    // The title is drawn: only the white text reaches full blue (the background is #1f3a5f, the bar #f2a541).
    const stats = await sharp(large?.bytes).stats();
    expect(stats.channels[2]?.max).toBeGreaterThanOrEqual(250);
  });
});

describe('POST /v1/ai/images', () => {
  it('stores the provider image in web sizes, asking for the orientation and style', async () => {
    const { token } = await writer(provider);
    fake.image = await samplePng(1536, 1024);
    const response = await requestJson(
      provider.app,
      'POST',
      '/v1/ai/images',
      { prompt: 'Un faro al amanecer sobre el mar', style: 'wildlife', orientation: 'landscape' },
      { token },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 1536, height: 1024 });
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'fake-image', size: '1536x1024' });
    expect(String(fake.requests.at(-1)?.body.prompt)).toContain('wildlife photography');
  });

  it('answers AI_IMAGE_ERROR for what is not an image, and asks for a longer prompt', async () => {
    const { token } = await writer(provider);
    fake.image = Buffer.from('not an image');
    const body = { prompt: 'Un faro al amanecer sobre el mar', style: 'wildlife', orientation: 'square' };
    const response = await requestJson(provider.app, 'POST', '/v1/ai/images', body, { token });
    expect((await errorOf(response)).code).toBe('AI_IMAGE_ERROR');
    const short = await requestJson(
      provider.app,
      'POST',
      '/v1/ai/images',
      { ...body, prompt: 'faro' },
      { token },
    );
    expect(await short.json()).toMatchObject({ details: { prompt: [{ key: 'ai.prompt_too_short' }] } });
  });
});

describe('GET /v1/ai/stock_images', () => {
  it("finds the office's own news images, each once, and never another office's", async () => {
    const mine = await writer(offline);
    const other = await writer(offline);
    await offline.db.insert(news).values([
      { officeId: mine.officeId, slug: 'a', title: 'Despido y teletrabajo', imageKey: 'articles/a/1' },
      { officeId: mine.officeId, slug: 'b', title: 'Otra cosa', imageKey: 'articles/a/2' },
      // A second item showing the same image: offered once.
      { officeId: mine.officeId, slug: 'd', title: 'Más sobre el despido', imageKey: 'articles/a/1' },
      { officeId: other.officeId, slug: 'c', title: 'Despido en otra oficina', imageKey: 'articles/c/3' },
    ]);
    const response = await requestJson(offline.app, 'GET', '/v1/ai/stock_images?query=despido', undefined, {
      token: mine.token,
    });
    const { objects } = (await response.json()) as { objects: { image: string; source: string }[] };
    expect(objects).toEqual([
      expect.objectContaining({ image: 'articles/a/1', source: 'office', provider_id: null, credit: null }),
    ]);
  });

  it('has no stock provider to store a photo from without STOCK_IMAGES_API_KEY', async () => {
    const { token } = await writer(offline);
    const capabilities = await requestJson(offline.app, 'GET', '/v1/ai/capabilities', undefined, { token });
    expect(((await capabilities.json()) as AiCapabilities).stock_images).toBe('office');
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/stock_images',
      { provider_id: '1' },
      { token },
    );
    expect(await errorOf(response)).toMatchObject({ status: 409, code: 'AI_NOT_CONFIGURED' });
  });
});

/** The colour of a cover's top-left corner (the background), as #rrggbb. */
async function cornerColour(t: TestApp, image: AiImage): Promise<string> {
  const large = await t.storage.get(`${image.image}/large.webp`);
  const { data } = await sharp(large?.bytes)
    .extract({ left: 4, top: 4, width: 1, height: 1 })
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  return `#${[...data.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Each channel within a few steps of the expected colour (the stored copies are lossy WebP). */
function near(actual: string, expected: string): boolean {
  const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [a, b] = [rgb(actual), rgb(expected)];
  return a.every((channel, i) => Math.abs(channel - (b[i] ?? 0)) <= 6);
}

describe("the cover in the office's theme colours", () => {
  it('draws on the theme background when the office has one, and on the default colours otherwise', async () => {
    const themed = await writer(offline);
    const plain = await writer(offline);
    await offline.db.insert(officeThemes).values({
      officeId: themed.officeId,
      headingColor: '#ffd166',
      fontFamily: 'Georgia, serif',
      fontWeight: 700,
      header: 'Despacho',
      footer: '',
      backgroundColor: '#0b6e4f',
      fontColor: '#ffffff',
    });
    const cover = async ({ token }: { token: string }) => {
      const response = await requestJson(
        offline.app,
        'POST',
        '/v1/ai/cover_image',
        { title: 'Un título' },
        { token },
      );
      expect(response.status).toBe(201);
      return cornerColour(offline, (await response.json()) as AiImage);
    };
    const [themedCorner, plainCorner] = [await cover(themed), await cover(plain)];
    expect(near(themedCorner, '#0b6e4f'), themedCorner).toBe(true);
    expect(near(plainCorner, '#1f3a5f'), plainCorner).toBe(true);
  });
});

describe('PUT /v1/news_infos/{id}/image_choice', () => {
  const choose = (t: TestApp, token: string, id: string, body: unknown) =>
    requestJson(t.app, 'PUT', `/v1/news_infos/${id}/image_choice`, body, { token });

  async function newsItem(token: string, contents: { platform: string; content: string }[] = []) {
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/news_infos',
      { title: 'Con imagen', contents },
      { token },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as NewsWithContents).object;
  }

  async function cover(token: string): Promise<AiImage> {
    const response = await requestJson(
      offline.app,
      'POST',
      '/v1/ai/cover_image',
      { title: 'Portada' },
      { token },
    );
    return (await response.json()) as AiImage;
  }

  it('deletes, a day later, the images made for an item and never chosen, and keeps the chosen one', async () => {
    const { token } = await writer(offline);
    const item = await newsItem(token);
    const [chosen, dropped] = [await cover(token), await cover(token)];
    await choose(offline, token, item.id, { image: chosen.image });
    const sweep = () =>
      purgeUnchosenImagesJob.handle(
        jobContext(offline.deps, { job: purgeUnchosenImagesJob.name, officeId: null }),
        {},
      );

    await sweep();
    expect(await offline.storage.get(`${dropped.image}/card.webp`)).not.toBeNull();
    offline.clock.advance(UNCHOSEN_IMAGE_TTL_MS);
    await sweep();
    expect(await offline.storage.get(`${dropped.image}/card.webp`)).toBeNull();
    expect(await offline.storage.get(`${chosen.image}/card.webp`)).not.toBeNull();
  });

  it('saves the image with its description at once, and keeps the description when none is sent', async () => {
    const { token } = await writer(offline);
    const item = await newsItem(token);
    const image = await cover(token);
    const chosen = await choose(offline, token, item.id, {
      image: image.image,
      image_description: 'Portada: despidos',
    });
    expect(((await chosen.json()) as NewsWithContents).object.image_description).toBe('Portada: despidos');
    const again = await choose(offline, token, item.id, { image: image.image });
    expect(((await again.json()) as NewsWithContents).object.image_description).toBe('Portada: despidos');
  });

  it("makes a cover the item's image, and removes the replaced one once nothing uses it", async () => {
    const { token } = await writer(offline);
    const item = await newsItem(token);
    const [first, second] = [await cover(token), await cover(token)];
    const chosen = await choose(offline, token, item.id, { image: first.image });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as NewsWithContents).object.image).toBe(first.url);
    await choose(offline, token, item.id, { image: second.image });
    expect(await offline.storage.get(`${first.image}/card.webp`)).toBeNull();
    const read = await requestJson(offline.app, 'GET', `/v1/news_infos/${item.id}`, undefined, { token });
    expect(((await read.json()) as NewsWithContents).object.image).toBe(second.url);
    await requestJson(offline.app, 'DELETE', `/v1/news_infos/${item.id}`, undefined, { token });
    expect(await offline.storage.get(`${second.image}/card.webp`)).toBeNull();
  });

  it("takes another item's image from a stock search, and keeps it while that item uses it", async () => {
    const { token } = await writer(offline);
    const [source, target] = [await newsItem(token), await newsItem(token)];
    const image = await cover(token);
    await choose(offline, token, source.id, { image: image.image });
    const stock = await requestJson(offline.app, 'GET', '/v1/ai/stock_images?query=imagen', undefined, {
      token,
    });
    const [picked] = ((await stock.json()) as { objects: { image: string }[] }).objects;
    expect(picked?.image).toBe(image.image);
    expect((await choose(offline, token, target.id, { image: picked?.image })).status).toBe(200);
    await choose(offline, token, target.id, { image: (await cover(token)).image });
    expect(await offline.storage.get(`${image.image}/card.webp`)).not.toBeNull();
  });

  it('gives a channel version its own image, kept through saves, given back, and deleted with the item', async () => {
    const { token } = await writer(offline);
    const item = await newsItem(token, [
      { platform: 'web', content: '<p>Texto</p>' },
      { platform: 'x', content: 'Texto' },
    ]);
    const image = await cover(token);
    const chosen = await choose(offline, token, item.id, { image: image.image, platform: 'x' });
    const imageOf = (saved: NewsWithContents, platform: string) =>
      saved.contents.find((content) => content.platform === platform)?.image;
    const saved = (await chosen.json()) as NewsWithContents;
    expect([imageOf(saved, 'x'), imageOf(saved, 'web'), saved.object.image]).toEqual([image.url, null, null]);
    const resaved = await requestJson(
      offline.app,
      'PUT',
      `/v1/news_infos/${item.id}`,
      { title: 'Con imagen', revision: item.revision, contents: [{ platform: 'x', content: 'Otro texto' }] },
      { token },
    );
    expect(imageOf((await resaved.json()) as NewsWithContents, 'x')).toBe(image.url);
    const missing = await choose(offline, token, item.id, { image: image.image, platform: 'linkedin' });
    expect(await missing.json()).toMatchObject({ details: { platform: [{ key: 'version.missing' }] } });
    const cleared = await choose(offline, token, item.id, { image: null, platform: 'x' });
    expect(imageOf((await cleared.json()) as NewsWithContents, 'x')).toBeNull();
    expect(await offline.storage.get(`${image.image}/card.webp`)).toBeNull();
    // A version's own image goes with the item.
    const again = await cover(token);
    expect((await choose(offline, token, item.id, { image: again.image, platform: 'x' })).status).toBe(200);
    await requestJson(offline.app, 'DELETE', `/v1/news_infos/${item.id}`, undefined, { token });
    expect(await offline.storage.get(`${again.image}/card.webp`)).toBeNull();
  });

  it("refuses another office's images and items, made-up keys, and users who cannot write news", async () => {
    const mine = await writer(offline);
    const other = await writer(offline);
    const item = await newsItem(mine.token);
    const theirs = await cover(other.token);
    const unavailable = { details: { image: [{ key: 'image.unavailable' }] } };
    expect(await (await choose(offline, mine.token, item.id, { image: theirs.image })).json()).toMatchObject(
      unavailable,
    );
    const madeUp = `articles/${mine.officeId}/${crypto.randomUUID()}`;
    expect(await (await choose(offline, mine.token, item.id, { image: madeUp })).json()).toMatchObject(
      unavailable,
    );
    expect(await (await choose(offline, mine.token, item.id, { image: '../../etc' })).json()).toMatchObject(
      unavailable,
    );
    expect(await (await choose(offline, mine.token, item.id, { image: null })).json()).toMatchObject({
      details: { image: [{ key: 'image.required' }] },
    });
    expect((await choose(offline, other.token, item.id, { image: theirs.image })).status).toBe(404);
    const stats = await createSignedInUser(offline, { officeId: mine.officeId, roles: ['client_statstics'] });
    const mineCover = await cover(mine.token);
    expect((await choose(offline, stats.token, item.id, { image: mineCover.image })).status).toBe(403);
  });
});
