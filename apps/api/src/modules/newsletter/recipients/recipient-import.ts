import { EMAIL_MAX, Email } from '@gaceta/shared/accounts/auth';
import type { Locale } from '@gaceta/shared/locales';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import {
  IMPORT_LIMITS,
  IMPORT_SAMPLES,
  type ImportMappingDetails,
  type RecipientImportFields,
  RecipientImportLine,
  type RefusedLine,
} from '@gaceta/shared/newsletter/recipients';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { runIsolated, workerEntry } from '../../../lib/isolated-worker';
import type { ImportFileLimits, ImportLinesResult, Line } from './import-lines.worker';

/**
 * Reading an import file (CSV or XLSX) into the contacts it holds, before any database work: the
 * file's lines read in a worker thread with limits, the email and name columns (a whole name, or a
 * first name and surnames) found by their headers, each line checked by the form's own rules.
 */

export interface ImportContact {
  line: number;
  email: string;
  name: string | null;
  /** From the optional language column; null: the office's language. */
  language: Locale | null;
}

export interface ImportLines {
  contacts: ImportContact[];
  refused: RefusedLine[];
}

const LINES_WORKER = workerEntry(import.meta.url, 'import-lines.worker');
/** The reader thread's limits: a real sheet of 5,000 contacts reads in well under a second. */
const READER = { timeoutMs: 10_000, memoryMb: 256 };

/**
 * The file's non-empty lines, read off the server's thread (decision 025): a file built to be
 * slow or huge costs its worker, stopped at its time or memory limit, and no other request waits.
 */
async function readLines(bytes: Uint8Array): Promise<Line[]> {
  if (bytes.length === 0) throw new AppError('IMPORT_EMPTY_FILE');
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  // The worker takes its own copy: the caller's buffer stays theirs.
  const copy = new Uint8Array(bytes);
  const { contacts, fileBytes, headerLength, ...sizes } = IMPORT_LIMITS;
  const limits: ImportFileLimits = { ...sizes, lines: contacts + 1 };
  const outcome = await runIsolated<ImportLinesResult>(
    LINES_WORKER,
    { bytes: copy, limits },
    [copy.buffer],
    READER,
  );
  if (!outcome.ok) throw new AppError('IMPORT_TOO_COMPLEX');
  if (!outcome.value.ok) throw new AppError(outcome.value.refusal);
  return outcome.value.lines;
}

/** A header reduced to its letters and digits, without accents: "Correo electrónico" → "correoelectronico". */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Email headers in Spanish, English and Portuguese, as headerKey reduces them. */
const EMAIL_HEADERS = new Set([
  'email',
  'mail',
  'emails',
  'emailaddress',
  'correo',
  'correoe',
  'correoelectronico',
  'direcciondecorreo',
  'direcciondecorreoelectronico',
  'direcciondeemail',
  'direccionemail',
  'enderecodeemail',
  'enderecoemail',
  'enderecoeletronico',
  'enderecodecorreioeletronico',
  'correioeletronico',
  'emaileletronico',
]);
/** Headers of a whole name, surnames included. */
const FULL_NAME_HEADERS = new Set([
  'fullname',
  'contactname',
  'nombrecompleto',
  'nombreyapellidos',
  'nombreyapellido',
  'nombreapellidos',
  'nombredecontacto',
  'nomecompleto',
  'nomeesobrenome',
  'nomeeapelido',
  'nomeeapelidos',
]);
/** Headers of a name that surname columns may follow ("Nombre" and "Apellidos"). */
const GIVEN_NAME_HEADERS = new Set([
  'name',
  'firstname',
  'givenname',
  'forename',
  'nombre',
  'nombres',
  'nombredepila',
  'nome',
  'primeironome',
  'nomeproprio',
]);
/** Surname headers, each of its columns added in the file's order ("Primer apellido", "Segundo apellido"). */
const SURNAME_HEADERS = new Set([
  'surname',
  'surnames',
  'lastname',
  'familyname',
  'apellido',
  'apellidos',
  'primerapellido',
  'segundoapellido',
  'apellido1',
  'apellido2',
  'sobrenome',
  'sobrenomes',
  'apelido',
  'apelidos',
  'ultimonome',
  'primeiroapelido',
  'segundoapelido',
]);

const LANGUAGE_HEADERS = new Set(['language', 'lang', 'locale', 'idioma', 'lengua', 'lingua']);

/** A language cell as people write it (a code, "es-ES", "pt_BR", or the language's name in es/en/pt). */
const LANGUAGE_VALUES: Record<string, Locale> = {
  es: 'es',
  spa: 'es',
  espanol: 'es',
  castellano: 'es',
  spanish: 'es',
  espanhol: 'es',
  en: 'en',
  eng: 'en',
  ingles: 'en',
  english: 'en',
  pt: 'pt',
  por: 'pt',
  portugues: 'pt',
  portuguese: 'pt',
};

/** The language a cell names, or null (empty, or a language the newsletter is not written in). */
export const languageOf = (cell: string | undefined): Locale | null =>
  LANGUAGE_VALUES[headerKey((cell ?? '').split(/[-_]/)[0] ?? '')] ?? null;

const isEmail = (value: string) => v.is(Email, value);

interface Columns {
  email: number;
  /** The columns a name is made of, joined by a space: a whole name, or a name and its surnames. */
  name: number[];
  language: number | null;
  /** Whether the first row holds headers (false: a list of addresses without them). */
  header: boolean;
}

const byHeader = (headers: string[], wanted: string) =>
  headers.findIndex((header) => header.trim().toLowerCase() === wanted.trim().toLowerCase());

const indexesOf = (keys: string[], headers: Set<string>) =>
  keys.flatMap((key, index) => (headers.has(key) ? [index] : []));

/** The name's columns by their headers: a whole name's, else a name's and its surnames'. */
function nameColumnsOf(keys: string[]): { name: number | null; surnames: number[] } {
  const [full] = indexesOf(keys, FULL_NAME_HEADERS);
  if (full !== undefined) return { name: full, surnames: [] };
  return { name: indexesOf(keys, GIVEN_NAME_HEADERS)[0] ?? null, surnames: indexesOf(keys, SURNAME_HEADERS) };
}

/** The column most of whose values are addresses, if any holds one (a header the import did not know). */
function addressColumnOf(columns: number, data: Line[]): number | null {
  let best: { column: number; addresses: number } | null = null;
  for (let column = 0; column < columns; column += 1) {
    const addresses = data.filter((line) => isEmail(line.cells[column] ?? '')).length;
    if (addresses > (best?.addresses ?? 0)) best = { column, addresses };
  }
  return best?.column ?? null;
}

/** The first few values of each column, shortened, by header: what the mapping step shows beside each. */
function samplesOf(headers: string[], data: Line[]): Record<string, string[]> {
  const samples: Record<string, string[]> = {};
  headers.forEach((header, column) => {
    if (!header || header in samples) return;
    const values = new Set<string>();
    for (const line of data) {
      const value = line.cells[column];
      if (value)
        values.add(
          value.length > IMPORT_SAMPLES.length ? `${value.slice(0, IMPORT_SAMPLES.length)}…` : value,
        );
      if (values.size === IMPORT_SAMPLES.values) break;
    }
    samples[header] = [...values];
  });
  return samples;
}

/**
 * Where the email, name and language are: the columns the mapping step chose, or the ones whose
 * headers name them; a first row that already holds an address means the file has no headers. 422
 * IMPORT_NO_EMAIL_COLUMN otherwise, with what the screen's mapping step starts from: the headers
 * found, a few values of each column, the column whose values are addresses, and the name, surname
 * and language columns recognised by their headers.
 */
export function findColumns(first: string[], data: Line[], mapping: RecipientImportFields): Columns {
  const keys = first.map(headerKey);
  const found = (index: number) => (index < 0 ? null : index);
  const chosen = (header: string | undefined) => (header ? found(byHeader(first, header)) : null);
  const languageByHeader = found(keys.findIndex((key) => LANGUAGE_HEADERS.has(key)));
  const language = mapping.language_column === undefined ? languageByHeader : chosen(mapping.language_column);
  const byHeaders = nameColumnsOf(keys);
  const noEmailColumn = () => {
    const header = (column: number | null | undefined) =>
      column === null || column === undefined ? undefined : first[column] || undefined;
    const details: ImportMappingDetails = {
      headers: first.filter(Boolean),
      samples: samplesOf(first, data),
      email_column: header(addressColumnOf(first.length, data)),
      name_column: header(byHeaders.name),
      surname_column: header(byHeaders.surnames[0]),
      language_column: header(languageByHeader),
    };
    // A column not found is left out of the answer (JSON has no undefined).
    return new AppError('IMPORT_NO_EMAIL_COLUMN', details);
  };
  if (mapping.email_column) {
    const email = byHeader(first, mapping.email_column);
    if (email < 0) throw noEmailColumn();
    const name = [chosen(mapping.name_column), chosen(mapping.surname_column)].filter(
      (column) => column !== null,
    );
    return { email, name, language, header: true };
  }
  const email = keys.findIndex((key) => EMAIL_HEADERS.has(key));
  if (email >= 0) {
    const name = [byHeaders.name, ...byHeaders.surnames].filter((column) => column !== null);
    return { email, name, language, header: true };
  }
  const address = first.findIndex(isEmail);
  if (address >= 0) return { email: address, name: [], language: null, header: false };
  throw noEmailColumn();
}

/** A name of its columns' cells, the empty ones left out: "Ana" and "García López", "Ana García López". */
const nameOf = (cells: string[], columns: number[]) =>
  columns
    .map((column) => cells[column] ?? '')
    .filter(Boolean)
    .join(' ');

/** A refused value as the answer repeats it: whole when an address could be that long, cut after. */
const echoed = (value: string) =>
  value.length > EMAIL_MAX ? `${value.slice(0, EMAIL_MAX).replace(/[\uD800-\uDBFF]$/, '')}…` : value;

/**
 * The contacts of an import file, each line that obeys the recipient form's rules with its number,
 * and each other line with its reason. Refuses an empty file, one with more than 5000 contacts,
 * one without an email column and one that is no CSV or XLSX, with the spec's messages.
 */
export async function readImport(bytes: Uint8Array, mapping: RecipientImportFields): Promise<ImportLines> {
  const lines = await readLines(bytes);
  const first = lines[0];
  if (!first) throw new AppError('IMPORT_EMPTY_FILE');
  const columns = findColumns(first.cells, lines.slice(1), mapping);
  const data = columns.header ? lines.slice(1) : lines;
  if (data.length === 0) throw new AppError('IMPORT_EMPTY_FILE');
  if (data.length > IMPORT_LIMITS.contacts) throw new AppError('IMPORT_TOO_MANY_CONTACTS');
  const result: ImportLines = { contacts: [], refused: [] };
  for (const { line, cells } of data) {
    const cell = (column: number | null) => (column === null ? undefined : cells[column]);
    const email = cell(columns.email) ?? '';
    const parsed = v.safeParse(RecipientImportLine, {
      email,
      name: nameOf(cells, columns.name),
      language: languageOf(cell(columns.language)),
    });
    if (parsed.success) {
      result.contacts.push({ line, ...parsed.output, email: parsed.output.email.toLowerCase() });
    } else {
      const badEmail = v.flatten<typeof RecipientImportLine>(parsed.issues).nested?.email;
      // A line with a name but no address says so, rather than calling an empty cell invalid.
      const reason = !badEmail
        ? MESSAGES.importInvalidName.id
        : email.trim() === ''
          ? MESSAGES.importMissingEmail.id
          : MESSAGES.importInvalidEmail.id;
      result.refused.push({ line, email: echoed(email), reason: fieldMessage(reason, { line }) });
    }
  }
  return result;
}
