import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { createOffice, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * Spreadsheets built to stop the server (issue: a 1.9 KB XLSX whose one row claims
 * r="99999999999" froze the API, then killed it). Each is built here from a real sheet, edited the
 * way an attacker would, and refused with the import's code while /health keeps answering.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const office = await createOffice(t.db, { name: 'Despacho Límites' });
  ({ token } = await createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'] }));
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET = 'xl/worksheets/sheet1.xml';

/** A real two-line sheet (header and one contact), its parts given to `edit` before zipping again. */
async function hostileXlsx(edit: (parts: Record<string, Uint8Array>) => void): Promise<Uint8Array> {
  const rows = [[{ value: 'email' }], [{ value: 'ana@example.es' }]];
  const parts = unzipSync(new Uint8Array(await writeXlsxFile(rows).toBuffer()));
  edit(parts);
  return zipSync(parts, { level: 9 });
}

/** The sheet's XML with `replace` applied. */
const editSheet = (replace: (xml: string) => string) => (parts: Record<string, Uint8Array>) => {
  parts[SHEET] = strToU8(replace(strFromU8(parts[SHEET] as Uint8Array)));
};

/** The contact's row (row 2, cell A2) claiming another row number. */
const rowClaiming = (row: number) =>
  editSheet((xml) => xml.replaceAll('r="2"', `r="${row}"`).replaceAll('r="A2"', `r="A${row}"`));

function importXlsx(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'lista.xlsx', { type: XLSX }));
  return t.app.request('/v1/newsletter/recipients/import', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/**
 * The slowest /health answer allowed meanwhile. Alone on a quiet machine /health answers in a few
 * ms during each of these imports (measured through `npm start`: 40 ms at worst); a thread blocked
 * by such a file answers after seconds. The margin is for a suite running beside other suites.
 */
const HEALTHY_MS = 500;

/** How long /health takes to answer: whether the server's thread is free. */
async function health(): Promise<number> {
  const started = performance.now();
  const response = await t.app.request('/health');
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/** Imports `bytes` while asking /health again and again; the answer, and /health's slowest time. */
async function refusedWhileHealthy(bytes: Uint8Array) {
  let answered = false;
  const importing = Promise.resolve(importXlsx(bytes)).finally(() => {
    answered = true;
  });
  const times: number[] = [];
  // Each probe after a turn of the event loop: /health answers without I/O, so back-to-back
  // probes alone would never let the worker's answer in.
  while (!answered) {
    times.push(await health());
    await new Promise(setImmediate);
  }
  const response = await importing;
  return { status: response.status, body: await response.json(), slowest: Math.max(...times) };
}

describe('XLSX built to exhaust the server: refused before any row is allocated', () => {
  it.each([
    ['a row claiming r="99999999999"', rowClaiming(99_999_999_999), 'IMPORT_TOO_MANY_CONTACTS'],
    ['a row claiming r="10000000"', rowClaiming(10_000_000), 'IMPORT_TOO_MANY_CONTACTS'],
    ['a gap of a million empty rows', rowClaiming(1_000_002), 'IMPORT_TOO_MANY_CONTACTS'],
    ['a row just past 5000 contacts and the header', rowClaiming(5002), 'IMPORT_TOO_MANY_CONTACTS'],
    [
      'a cell in the sheet’s last column (XFD)',
      editSheet((xml) => xml.replaceAll('r="A2"', 'r="XFD2"')),
      'IMPORT_TOO_COMPLEX',
    ],
    [
      'a row of more rows than the limit, without numbers',
      editSheet((xml) => xml.replace('</sheetData>', `${'<row/>'.repeat(6000)}</sheetData>`)),
      'IMPORT_TOO_MANY_CONTACTS',
    ],
  ])('%s', async (_name, edit, code) => {
    const bytes = await hostileXlsx(edit);
    expect(bytes.length).toBeLessThan(10_000);
    const { status, body, slowest } = await refusedWhileHealthy(bytes);
    expect(status).toBe(422);
    expect(body).toMatchObject({ code });
    expect(slowest).toBeLessThan(HEALTHY_MS);
  });

  it('refuses a part that inflates past 20 MB, though the whole stays under 50 MB (413)', async () => {
    const bytes = await hostileXlsx((parts) => {
      parts['xl/styles.xml'] = new Uint8Array(21 * 1024 * 1024).fill(0x20);
    });
    expect(bytes.length).toBeLessThan(100_000);
    const { status, body, slowest } = await refusedWhileHealthy(bytes);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(slowest).toBeLessThan(HEALTHY_MS);
  });

  it('refuses a shared-strings table past 10 MB (413)', async () => {
    const bytes = await hostileXlsx((parts) => {
      parts['xl/sharedStrings.xml'] = strToU8(
        `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>a</t></si>'.repeat(700_000)}</sst>`,
      );
    });
    const { status, body } = await refusedWhileHealthy(bytes);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a shared-strings table of more strings than the sheet could hold', async () => {
    const bytes = await hostileXlsx((parts) => {
      parts['xl/sharedStrings.xml'] = strToU8(`<sst>${'<si/>'.repeat(5001 * 256 + 1)}</sst>`);
    });
    const { status, body } = await refusedWhileHealthy(bytes);
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'IMPORT_TOO_COMPLEX' });
  });

  it('still imports the sheet these were built from, and one whose last row is 5001', async () => {
    for (const edit of [() => {}, rowClaiming(5001)]) {
      const response = await importXlsx(await hostileXlsx(edit));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ refused: 0 });
    }
  });
});
