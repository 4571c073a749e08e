import type { RecipientImportResult } from '@gaceta/shared/newsletter/recipients';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { newsletterRecipients } from '../../../db/schema';
import { createOffice, createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, requestJson, type TestApp } from '../../../test/harness';

let t: TestApp;
let officeId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  officeId = (await createOffice(t.db, { name: 'Despacho Import' })).id;
  token = (await createSignedInUser(t, { officeId, roles: ['client_reviewer'] })).token;
});
afterAll(() => t.close());

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Posts `bytes` as the multipart field `file`, with the mapping step's fields when given. */
function importFile(
  bytes: Uint8Array | string,
  options: { name?: string; type?: string; fields?: Record<string, string>; as?: string } = {},
) {
  const form = new FormData();
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  form.append(
    'file',
    new File([new Uint8Array(data)], options.name ?? 'lista.csv', { type: options.type ?? CSV }),
  );
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  return t.app.request('/v1/newsletter/recipients/import', {
    method: 'POST',
    headers: { authorization: `Bearer ${options.as ?? token}` },
    body: form,
  });
}

async function imported(response: Response | Promise<Response>): Promise<RecipientImportResult> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as RecipientImportResult;
}

const xlsx = async (rows: (string | null)[][]) =>
  new Uint8Array(
    await writeXlsxFile(
      rows.map((row) => row.map((value) => (value === null ? null : { value }))),
    ).toBuffer(),
  );

const row = (email: string) =>
  t.db
    .select()
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.officeId, officeId), eq(newsletterRecipients.email, email)))
    .then((rows) => rows[0]);

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

describe('POST /v1/newsletter/recipients/import: CSV', () => {
  it('imports a CSV with English headers, consent source import, dated', async () => {
    const tag = unique('csv');
    const result = await imported(importFile(`email,name\n${tag}-a@example.es,Ana\n${tag}-b@example.es,\n`));
    expect(result).toEqual({ imported: 2, merged: 0, refused: 0, refused_lines: [] });
    expect(await row(`${tag}-a@example.es`)).toMatchObject({
      name: 'Ana',
      status: 'subscribed',
      consentSource: 'import',
      active: true,
    });
    expect((await row(`${tag}-b@example.es`))?.name).toBeNull();
  });

  it('reads a semicolon CSV with a UTF-8 BOM and Spanish headers, as Excel in Spain writes it', async () => {
    const tag = unique('bom');
    const text = `\uFEFFNombre;Correo electrónico\r\nJosé Núñez;${tag}@Example.es\r\n`;
    const result = await imported(importFile(text));
    expect(result.imported).toBe(1);
    expect((await row(`${tag}@example.es`))?.name).toBe('José Núñez');
  });

  it('reads a Windows-1252 CSV (Excel\'s "CSV" on Windows) and Portuguese headers', async () => {
    const tag = unique('latin');
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Nome;Endere'),
      0xe7, // ç
      ...new TextEncoder().encode(`o de e-mail\r\nJo`),
      0xe3, // ã
      ...new TextEncoder().encode(`o;${tag}@example.pt\r\n`),
    ]);
    const result = await imported(importFile(bytes));
    expect(result.imported).toBe(1);
    expect((await row(`${tag}@example.pt`))?.name).toBe('João');
  });

  it('reports invalid emails by line number and still imports the valid lines', async () => {
    const tag = unique('lines');
    const text = `email\n${tag}-1@example.es\nno-es-un-email\n\n${tag}-2@example.es\n${tag}@\n`;
    const result = await imported(importFile(text));
    expect(result).toMatchObject({ imported: 2, merged: 0, refused: 2 });
    expect(result.refused_lines).toEqual([
      {
        line: 3,
        email: 'no-es-un-email',
        reason: { key: 'import.invalid_email', message: 'Invalid email at line 3', params: { line: 3 } },
      },
      {
        line: 6,
        email: `${tag}@`,
        reason: { key: 'import.invalid_email', message: 'Invalid email at line 6', params: { line: 6 } },
      },
    ]);
  });

  it('merges duplicates in the file and against existing rows, never doubling, filling a missing name', async () => {
    const tag = unique('dup');
    await imported(importFile(`email\n${tag}-old@example.es\n`));
    const text = `email,name\n${tag}-new@example.es,Primera\n${tag.toUpperCase()}-NEW@example.es,Segunda\n${tag}-old@example.es,Nombre nuevo\n`;
    const result = await imported(importFile(text));
    expect(result).toEqual({ imported: 1, merged: 2, refused: 0, refused_lines: [] });
    const rows = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.officeId, officeId));
    expect(rows.filter((r) => r.email === `${tag}-new@example.es`)).toHaveLength(1);
    expect((await row(`${tag}-new@example.es`))?.name).toBe('Primera');
    expect((await row(`${tag}-old@example.es`))?.name).toBe('Nombre nuevo');
  });

  it('reads an optional language column by its header in es/en/pt, as codes or names', async () => {
    const tag = unique('lang');
    const text = [
      'Correo;Idioma',
      `${tag}-es@example.es;Español`,
      `${tag}-en@example.es;en-GB`,
      `${tag}-pt@example.es;português`,
      `${tag}-none@example.es;`,
      `${tag}-de@example.es;Deutsch`,
    ].join('\r\n');
    expect((await imported(importFile(text))).imported).toBe(5);
    const languageOf = async (suffix: string) => (await row(`${tag}-${suffix}@example.es`))?.language;
    expect(await languageOf('es')).toBe('es');
    expect(await languageOf('en')).toBe('en');
    expect(await languageOf('pt')).toBe('pt');
    // Empty, or a language the newsletter is not written in: the office's language.
    expect(await languageOf('none')).toBeNull();
    expect(await languageOf('de')).toBeNull();
    // English and Portuguese headers too; a merge fills a missing language, never overwrites one.
    await imported(importFile(`email,language\n${tag}-none@example.es,pt\n${tag}-es@example.es,en\n`));
    expect(await languageOf('none')).toBe('pt');
    expect(await languageOf('es')).toBe('es');
    await imported(importFile(`e-mail;língua\n${tag}-lingua@example.es;EN\n`));
    expect(await languageOf('lingua')).toBe('en');
  });

  it('makes the name of a first-name column and surname columns, in es/en/pt', async () => {
    const tag = unique('surname');
    const spanish = [
      'Nombre;Primer apellido;Segundo apellido;Correo electrónico',
      `José;Núñez;García;${tag}-es@example.es`,
      `;Sin Nombre;;${tag}-solo@example.es`,
    ].join('\r\n');
    expect((await imported(importFile(spanish))).imported).toBe(2);
    expect((await row(`${tag}-es@example.es`))?.name).toBe('José Núñez García');
    expect((await row(`${tag}-solo@example.es`))?.name).toBe('Sin Nombre');
    await imported(importFile(`Email,First name,Last name\n${tag}-en@example.es,Mary,O'Brien\n`));
    expect((await row(`${tag}-en@example.es`))?.name).toBe("Mary O'Brien");
    await imported(importFile(`Nome;Apelidos;E-mail\nJoão;da Silva;${tag}-pt@example.es\n`));
    expect((await row(`${tag}-pt@example.es`))?.name).toBe('João da Silva');
    // "Nombre y apellidos" is the whole name already.
    await imported(
      importFile(`Nombre y apellidos;Apellidos;Email\nLuis Gil Sanz;Gil Sanz;${tag}-full@example.es\n`),
    );
    expect((await row(`${tag}-full@example.es`))?.name).toBe('Luis Gil Sanz');
    // Joined, the name still obeys the form: at most 100 characters.
    const long = await imported(
      importFile(`Nombre;Apellidos;Email\n${'a'.repeat(60)};${'b'.repeat(60)};${tag}-long@example.es\n`),
    );
    expect(long.refused_lines.map((line) => line.reason.key)).toEqual(['import.invalid_name']);
  });

  it('says an empty email cell is missing, and an address that is not one invalid', async () => {
    const tag = unique('missing');
    const result = await imported(
      importFile(`Nombre;Email\nAna;\nLuis;luis-at-example.es\nEva;${tag}@example.es\n`),
    );
    expect(result).toMatchObject({ imported: 1, refused: 2 });
    expect(result.refused_lines).toEqual([
      {
        line: 2,
        email: '',
        reason: { key: 'import.missing_email', message: 'Missing email at line 2', params: { line: 2 } },
      },
      {
        line: 3,
        email: 'luis-at-example.es',
        reason: { key: 'import.invalid_email', message: 'Invalid email at line 3', params: { line: 3 } },
      },
    ]);
  });

  it('reads a list of addresses without headers', async () => {
    const tag = unique('bare');
    const result = await imported(importFile(`${tag}-1@example.es\n${tag}-2@example.es\n`));
    expect(result.imported).toBe(2);
  });

  it('takes a name by the recipient form’s rules, refusing its line otherwise', async () => {
    const tag = unique('names');
    const names = ['Ana\u2028García', 'Luis\uFFFF', 'x'.repeat(101), 'x'.repeat(100)];
    const text = `email;name\n${names.map((name, i) => `${tag}-${i}@example.es;${name}`).join('\n')}\n`;
    const result = await imported(importFile(text));
    expect(result).toMatchObject({ imported: 1, refused: 3 });
    expect(result.refused_lines.map(({ line, email, reason }) => ({ line, email, key: reason.key }))).toEqual(
      [2, 3, 4].map((line) => ({ line, email: `${tag}-${line - 2}@example.es`, key: 'import.invalid_name' })),
    );
    expect(result.refused_lines[0]?.reason.message).toBe(
      'Invalid name at line 2: at most 100 characters, on one line',
    );
    expect(await row(`${tag}-0@example.es`)).toBeUndefined();
    expect((await row(`${tag}-3@example.es`))?.name).toBe('x'.repeat(100));
  });

  it('repeats a refused value cut short, not whole (a 4 MB cell makes no 4 MB answer)', async () => {
    const answer = await importFile(`email\n${'a'.repeat(4 * 1024 * 1024)}\n`);
    expect(answer.status).toBe(200);
    expect((await answer.clone().text()).length).toBeLessThan(2000);
    const result = (await answer.json()) as RecipientImportResult;
    expect(result.refused_lines[0]?.email).toBe(`${'a'.repeat(254)}…`);
  });
});

describe('POST /v1/newsletter/recipients/import: never brings anyone back', () => {
  it('refuses unsubscribed, bounced and complained addresses with their lines, untouched', async () => {
    const tag = unique('stop');
    await imported(importFile(`email\n${tag}-u@example.es\n${tag}-b@example.es\n${tag}-c@example.es\n`));
    for (const [suffix, status] of [
      ['u', 'unsubscribed'],
      ['b', 'bounced'],
      ['c', 'complained'],
    ] as const)
      await t.db
        .update(newsletterRecipients)
        .set({ status })
        .where(eq(newsletterRecipients.email, `${tag}-${suffix}@example.es`));
    const text = `email,name\n${tag}-u@example.es,U\n${tag}-b@example.es,B\n${tag}-c@example.es,C\n`;
    const result = await imported(importFile(text));
    expect(result).toMatchObject({ imported: 0, merged: 0, refused: 3 });
    expect(result.refused_lines.map((line) => [line.line, line.reason.key])).toEqual([
      [2, 'import.stopped'],
      [3, 'import.stopped'],
      [4, 'import.stopped'],
    ]);
    expect(await row(`${tag}-u@example.es`)).toMatchObject({ status: 'unsubscribed', name: null });
  });

  it('refuses an erased address by its hash', async () => {
    const tag = unique('erased');
    await imported(importFile(`email\n${tag}@example.es\n`));
    const id = (await row(`${tag}@example.es`))?.id;
    await requestJson(t.app, 'POST', `/v1/newsletter/recipients/${id}/erase`, undefined, { token });
    const result = await imported(importFile(`email\n${tag}@example.es\n`));
    expect(result).toMatchObject({ imported: 0, refused: 1 });
    expect(result.refused_lines[0]?.reason.key).toBe('import.suppressed');
    expect(await row(`${tag}@example.es`)).toBeUndefined();
  });
});

describe('POST /v1/newsletter/recipients/import: XLSX', () => {
  it('imports an XLSX with Spanish headers, reporting line numbers as the spreadsheet shows them', async () => {
    const tag = unique('xlsx');
    const bytes = await xlsx([
      ['Nombre', 'Correo electrónico'],
      ['Marta', `${tag}-1@example.es`],
      [null, null],
      ['Malo', 'marta(at)example.es'],
      ['Pedro', `${tag}-2@example.es`],
    ]);
    const result = await imported(importFile(bytes, { name: 'lista.xlsx', type: XLSX }));
    expect(result).toMatchObject({ imported: 2, refused: 1 });
    expect(result.refused_lines[0]).toMatchObject({ line: 4, email: 'marta(at)example.es' });
    expect((await row(`${tag}-1@example.es`))?.name).toBe('Marta');
  });

  it('refuses a zip that inflates past the limit before parsing it (413)', async () => {
    // 60 MB of zeros compress to about 60 KB.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await importFile(bomb, { name: 'bomba.xlsx', type: XLSX });
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a zip with too many entries (413)', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`f${i}.xml`, new Uint8Array(1)]),
    );
    const response = await importFile(zipSync(entries), { name: 'muchos.xlsx', type: XLSX });
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a zip that is no spreadsheet', async () => {
    const response = await importFile(zipSync({ 'hola.txt': new TextEncoder().encode('hola') }), {
      name: 'lista.xlsx',
      type: XLSX,
    });
    expect(await errorOf(response)).toEqual({ status: 422, code: 'IMPORT_INVALID_FILE', fields: [] });
  });
});

describe('POST /v1/newsletter/recipients/import: refusals with the spec’s messages', () => {
  const refusedWith = async (response: Response | Promise<Response>) => {
    const answer = await response;
    const body = (await answer.json()) as { code: string; message: string; details?: unknown };
    return { status: answer.status, code: body.code, message: body.message, details: body.details };
  };

  it('an empty file, or headers only', async () => {
    expect(await refusedWith(importFile(''))).toMatchObject({
      status: 422,
      code: 'IMPORT_EMPTY_FILE',
      message: 'The file is empty',
    });
    expect(await refusedWith(importFile('email;nombre\n\n'))).toMatchObject({ code: 'IMPORT_EMPTY_FILE' });
  });

  it('no email column: says so with the headers found; the mapping fields then import it', async () => {
    const tag = unique('map');
    const text = `Cliente,Contacto\nAna,${tag}@example.es\n`;
    // The column whose values are addresses comes back for the step to preselect, and a few
    // values of each column to show beside it.
    expect(await refusedWith(importFile(text))).toEqual({
      status: 422,
      code: 'IMPORT_NO_EMAIL_COLUMN',
      message: 'The file has no email field',
      details: {
        headers: ['Cliente', 'Contacto'],
        samples: { Cliente: ['Ana'], Contacto: [`${tag}@example.es`] },
        email_column: 'Contacto',
      },
    });
    const result = await imported(
      importFile(text, { fields: { email_column: 'Contacto', name_column: 'Cliente' } }),
    );
    expect(result.imported).toBe(1);
    expect((await row(`${tag}@example.es`))?.name).toBe('Ana');
    const wrong = await refusedWith(importFile(text, { fields: { email_column: 'Otro' } }));
    expect(wrong.code).toBe('IMPORT_NO_EMAIL_COLUMN');
  });

  it('the refusal guesses the address column by its values and the name columns by their headers; the mapping joins name and surname', async () => {
    const tag = unique('mapname');
    const long = 'x'.repeat(80);
    const text = [
      'Ref;Nombre;Apellidos;Contacto;Nota',
      `1;Ana;Ruiz;${tag}-a@example.es;${long}`,
      `2;Ana;Gil;no es una dirección;${long}`,
      `3;Eva;Sanz;${tag}-c@example.es;`,
      `4;Noa;Paz;${tag}-d@example.es;otra`,
      `5;Ada;Ros;${tag}-e@example.es;más`,
    ].join('\n');
    expect((await refusedWith(importFile(text))).details).toEqual({
      headers: ['Ref', 'Nombre', 'Apellidos', 'Contacto', 'Nota'],
      // Three different values at most, each cut to 60 characters.
      samples: {
        Ref: ['1', '2', '3'],
        Nombre: ['Ana', 'Eva', 'Noa'],
        Apellidos: ['Ruiz', 'Gil', 'Sanz'],
        Contacto: [`${tag}-a@example.es`, 'no es una dirección', `${tag}-c@example.es`],
        Nota: [`${'x'.repeat(60)}…`, 'otra', 'más'],
      },
      email_column: 'Contacto',
      name_column: 'Nombre',
      surname_column: 'Apellidos',
    });
    const fields = { email_column: 'Contacto', name_column: 'Nombre', surname_column: 'Apellidos' };
    expect(await imported(importFile(text, { fields }))).toMatchObject({ imported: 4, refused: 1 });
    expect((await row(`${tag}-a@example.es`))?.name).toBe('Ana Ruiz');
    await imported(
      importFile(text.replace(`${tag}-e@`, `${tag}-f@`), {
        fields: { email_column: 'Contacto', surname_column: 'Apellidos' },
      }),
    );
    expect((await row(`${tag}-f@example.es`))?.name).toBe('Ros');
  });

  it('the mapping step names the language column; absent it is found by its header, empty means none', async () => {
    const tag = unique('maplang');
    const text = `Cliente,Contacto,Idioma,Lengua materna\nAna,${tag}-a@example.es,en,pt\n`;
    // The refusal names the language column it recognised, for the step to preselect.
    expect(await refusedWith(importFile(text))).toMatchObject({
      code: 'IMPORT_NO_EMAIL_COLUMN',
      details: { headers: ['Cliente', 'Contacto', 'Idioma', 'Lengua materna'], language_column: 'Idioma' },
    });
    const mapped = (fields: Record<string, string>) =>
      imported(importFile(text, { fields: { email_column: 'Contacto', ...fields } }));
    await mapped({ language_column: 'Lengua materna' });
    expect((await row(`${tag}-a@example.es`))?.language).toBe('pt');
    // On new addresses: absent, the header's column; empty, none.
    await imported(importFile(text.replace('-a@', '-b@'), { fields: { email_column: 'Contacto' } }));
    expect((await row(`${tag}-b@example.es`))?.language).toBe('en');
    await imported(
      importFile(text.replace('-a@', '-c@'), { fields: { email_column: 'Contacto', language_column: '' } }),
    );
    expect((await row(`${tag}-c@example.es`))?.language).toBeNull();
    // A language column without the email one: the email column is still found by its header.
    await imported(
      importFile(`email;Lengua materna\n${tag}-d@example.es;English\n`, {
        fields: { language_column: 'Lengua materna' },
      }),
    );
    expect((await row(`${tag}-d@example.es`))?.language).toBe('en');
  });

  it('not a CSV or XL file (binary bytes, an old .xls)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refusedWith(importFile(png, { name: 'foto.png', type: 'image/png' }))).toMatchObject({
      code: 'IMPORT_INVALID_FILE',
      message: 'Select a valid CSV/XL file',
    });
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await refusedWith(importFile(xls, { name: 'viejo.xls' }))).code).toBe('IMPORT_INVALID_FILE');
  });

  it('a file over 5 MB (413)', async () => {
    const big = `email\n${'a'.repeat(60)}@example.es\n`.repeat(90_000);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await errorOf(await importFile(big))).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('no file at all', async () => {
    const response = await t.app.request('/v1/newsletter/recipients/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(await errorOf(response)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['file'] });
  });
});

describe('POST /v1/newsletter/recipients/import: 5000 contacts at most', () => {
  const lines = (tag: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${tag}-${i}@example.es,Persona ${i}`).join('\n');

  it('imports 5000 CSV rows', async () => {
    const tag = unique('max');
    const result = await imported(importFile(`email,name\n${lines(tag, 5000)}\n`));
    expect(result).toEqual({ imported: 5000, merged: 0, refused: 0, refused_lines: [] });
  });

  it('refuses 5001 CSV rows, importing none', async () => {
    const tag = unique('over');
    const response = await importFile(`email,name\n${lines(tag, 5001)}\n`);
    const body = (await response.json()) as { code: string; message: string };
    expect(body).toMatchObject({
      code: 'IMPORT_TOO_MANY_CONTACTS',
      message: 'The file has more than 5000 contacts',
    });
    expect(await row(`${tag}-0@example.es`)).toBeUndefined();
  });

  it('imports 5000 XLSX rows and refuses 5001', async () => {
    const tag = unique('xmax');
    const sheet = (n: number) => [
      ['E-mail', 'Name'],
      ...Array.from({ length: n }, (_, i) => [`${tag}-${n}-${i}@example.es`, `Persona ${i}`]),
    ];
    const ok = await imported(importFile(await xlsx(sheet(5000)), { name: 'a.xlsx', type: XLSX }));
    expect(ok.imported).toBe(5000);
    const over = await importFile(await xlsx(sheet(5001)), { name: 'b.xlsx', type: XLSX });
    expect((await errorOf(over)).code).toBe('IMPORT_TOO_MANY_CONTACTS');
  });
});

describe('POST /v1/newsletter/recipients/import: office and role', () => {
  it('imports into the caller’s office only', async () => {
    const other = await createOffice(t.db, { name: 'Otro despacho' });
    const { token: theirs } = await createSignedInUser(t, { officeId: other.id, roles: ['client_reviewer'] });
    const tag = unique('tenant');
    await imported(importFile(`email\n${tag}@example.es\n`, { as: theirs }));
    expect(await row(`${tag}@example.es`)).toBeUndefined();
  });

  it('is refused to a role without newsletter.manage', async () => {
    const { token: writer } = await createSignedInUser(t, { officeId, roles: ['content_genrator'] });
    const response = await importFile('email\na@example.es\n', { as: writer });
    expect(response.status).toBe(403);
  });
});
