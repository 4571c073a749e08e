import { EMAIL_MAX, Email } from '@gaceta/shared/auth';
import type { Locale } from '@gaceta/shared/locales';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import {
  IMPORT_LIMITS,
  type RecipientImportFields,
  RecipientImportLine,
  type RefusedLine,
} from '@gaceta/shared/newsletter-recipients';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { runIsolated, workerEntry } from '../../../lib/isolated-worker';
import type { ImportFileLimits, ImportLinesResult, Line } from './import-lines.worker';

/**
 * Reading an import file (CSV or XLSX) into the contacts it holds, before any database work: the
 * file's lines read in a worker thread with limits, the email and name columns found by their
 * headers, each line checked by the form's own rules.
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
const NAME_HEADERS = new Set([
  'name',
  'fullname',
  'contactname',
  'nombre',
  'nombrecompleto',
  'nombreyapellidos',
  'nombreyapellido',
  'nombredecontacto',
  'nome',
  'nomecompleto',
  'nomeesobrenome',
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
  name: number | null;
  language: number | null;
  /** Whether the first row holds headers (false: a list of addresses without them). */
  header: boolean;
}

const byHeader = (headers: string[], wanted: string) =>
  headers.findIndex((header) => header.trim().toLowerCase() === wanted.trim().toLowerCase());

/**
 * Where the email, name and language are: the columns the mapping step chose, or the ones whose
 * headers name them; a first row that already holds an address means the file has no headers. 422
 * IMPORT_NO_EMAIL_COLUMN otherwise, with the headers found and the language column recognised by
 * its header (if any), for the screen's mapping step.
 */
export function findColumns(first: string[], mapping: RecipientImportFields): Columns {
  const keys = first.map(headerKey);
  const found = (index: number) => (index < 0 ? null : index);
  const chosen = (header: string | undefined) => (header ? found(byHeader(first, header)) : null);
  const languageByHeader = found(keys.findIndex((key) => LANGUAGE_HEADERS.has(key)));
  const language = mapping.language_column === undefined ? languageByHeader : chosen(mapping.language_column);
  const noEmailColumn = () =>
    new AppError('IMPORT_NO_EMAIL_COLUMN', {
      headers: first.filter(Boolean),
      ...(languageByHeader !== null && { language_column: first[languageByHeader] }),
    });
  if (mapping.email_column) {
    const email = byHeader(first, mapping.email_column);
    if (email < 0) throw noEmailColumn();
    return { email, name: chosen(mapping.name_column), language, header: true };
  }
  const email = keys.findIndex((key) => EMAIL_HEADERS.has(key));
  const name = keys.findIndex((key) => NAME_HEADERS.has(key));
  if (email >= 0) return { email, name: found(name), language, header: true };
  const address = first.findIndex(isEmail);
  if (address >= 0) return { email: address, name: null, language: null, header: false };
  throw noEmailColumn();
}

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
  const columns = findColumns(first.cells, mapping);
  const data = columns.header ? lines.slice(1) : lines;
  if (data.length === 0) throw new AppError('IMPORT_EMPTY_FILE');
  if (data.length > IMPORT_LIMITS.contacts) throw new AppError('IMPORT_TOO_MANY_CONTACTS');
  const result: ImportLines = { contacts: [], refused: [] };
  for (const { line, cells } of data) {
    const cell = (column: number | null) => (column === null ? undefined : cells[column]);
    const email = cell(columns.email) ?? '';
    const parsed = v.safeParse(RecipientImportLine, {
      email,
      name: cell(columns.name),
      language: languageOf(cell(columns.language)),
    });
    if (parsed.success) {
      result.contacts.push({ line, ...parsed.output, email: parsed.output.email.toLowerCase() });
    } else {
      const badEmail = v.flatten<typeof RecipientImportLine>(parsed.issues).nested?.email;
      const reason = badEmail ? MESSAGES.importInvalidEmail.id : MESSAGES.importInvalidName.id;
      result.refused.push({ line, email: echoed(email), reason: fieldMessage(reason, { line }) });
    }
  }
  return result;
}
