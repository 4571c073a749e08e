import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';

/**
 * A hostile PDF (issue: one 200 KB upload froze every office for minutes): one page holding
 * millions of tiny text operators, compressed. Parsing happens in a worker thread with limits
 * (lib/isolated-worker.ts), so the server answers everyone else meanwhile.
 */
async function pdfBomb(operators: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const fontName = page.node.newFontDictionary('F1', font.ref);
  const content = Buffer.concat([
    Buffer.from(`BT ${fontName} 12 Tf 40 800 Td `),
    Buffer.alloc(operators * 7, '(a) Tj '),
    Buffer.from(' ET'),
  ]);
  const stream = pdf.context.stream(deflateSync(content, { level: 9 }), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
  return pdf.save();
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const office = await createOffice(t.db);
  ({ token } = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] }));
});
afterAll(() => t.close());

async function sendPdf(bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'bomb.pdf', { type: 'application/pdf' }));
  form.append('versions', 'web');
  form.append('language', 'es');
  return t.app.request('/v1/ai/news_from_source', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** How long a signed-in request takes, as a measure of whether the server's thread is free. */
async function probe(): Promise<number> {
  const started = performance.now();
  const response = await requestJson(t.app, 'GET', '/v1/me', undefined, { token });
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('a PDF built to exhaust the server', () => {
  it('is refused as too complex while every other request is answered as usual', async () => {
    const bomb = await pdfBomb(16_000_000);
    expect(bomb.length).toBeLessThan(400_000);

    const usual: number[] = [];
    for (let i = 0; i < 10; i++) usual.push(await probe());
    const usualWorst = Math.max(...usual);

    let answered = false;
    const refused = sendPdf(bomb).finally(() => {
      answered = true;
    });
    const during: number[] = [];
    while (!answered) during.push(await probe());
    const logLinesBefore = t.logs.length;

    const response = await refused;
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ details: { file: [{ key: 'ai.pdf_too_complex' }] } });
    expect(during.length).toBeGreaterThan(0);
    // A busy two-core machine wobbles; a blocked thread would take seconds, not milliseconds.
    expect(Math.max(...during)).toBeLessThan(Math.max(250, usualWorst * 10));
    expect(t.logs.length - logLinesBefore).toBeLessThan(5);
  });
});
