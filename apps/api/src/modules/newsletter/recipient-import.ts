import { Email } from '@gaceta/shared/auth';
import type { Locale } from '@gaceta/shared/locales';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import {
  IMPORT_LIMITS,
  RECIPIENT_LIMITS,
  type RecipientImportFields,
  type RefusedLine,
} from '@gaceta/shared/newsletter-recipients';
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';

/**
 * Reading an import file (CSV or XLSX) into the contacts it holds, before any database work:
 * the file's type told by its bytes, the email and name columns found by their headers, each line
 * checked. Parsing is the libraries' (papaparse, read-excel-file); only the limits are ours.
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

/** A row of the file with its line number (the header is line 1, as a spreadsheet numbers it). */
interface Line {
  line: number;
  cells: string[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

const invalidFile = () => new AppError('IMPORT_INVALID_FILE');

/** The chunks of one inflated entry, as one array. */
function joined(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The spreadsheet's zip inflated once, within the limits, and stored again without compression:
 * what the parser then reads can be no larger than what was counted here. It stops at the first
 * byte past the limit (a zip bomb), whatever the zip's directory claims, and at too many entries:
 * 413 either way.
 */
export function inflateWithinLimits(bytes: Uint8Array): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  let entries = 0;
  let inflated = 0;
  let over = false;
  // Throwing is how the stream stops; fflate may hand the throw back as an error, hence `over`.
  const stop = () => {
    over = true;
    throw new Error('over the import limits');
  };
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > IMPORT_LIMITS.zipEntries) stop();
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > IMPORT_LIMITS.inflatedBytes) stop();
      chunks.push(chunk);
      if (final) files[file.name] = joined(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    throw over ? new AppError('PAYLOAD_TOO_LARGE') : invalidFile();
  }
  if (over) throw new AppError('PAYLOAD_TOO_LARGE');
  return zipSync(files, { level: 0 });
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

async function spreadsheetLines(bytes: Uint8Array): Promise<Line[]> {
  const stored = inflateWithinLimits(bytes);
  let rows: unknown[][];
  try {
    rows = await readSheet(Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength));
  } catch {
    throw invalidFile();
  }
  return rows.map((row, index) => ({ line: index + 1, cells: row.map(cellText) }));
}

/**
 * The text of a CSV: UTF-8 (its BOM dropped), or Windows-1252 as Excel saves "CSV" on Windows in
 * Spain and Portugal. A file with NUL bytes is no text (a binary file under a .csv name).
 */
function csvText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw invalidFile();
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function csvLines(bytes: Uint8Array): Line[] {
  const text = csvText(bytes);
  // Semicolons are what Excel writes where the decimal separator is a comma (Spain, Portugal).
  // Papaparse guesses the delimiter from a few lines, which empty lines spoil: it guesses on the
  // non-empty ones, then parses every line, so that line numbers stay the file's.
  const { delimiter } = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    preview: 20,
  }).meta;
  const parsed = Papa.parse<string[]>(text, { delimiter });
  return parsed.data.map((row, index) => ({ line: index + 1, cells: row.map(cellText) }));
}

/** The file's rows, by its bytes: a zip is an XLSX, an older binary spreadsheet is refused, the rest is CSV. */
export async function readLines(bytes: Uint8Array): Promise<Line[]> {
  if (bytes.length === 0) throw new AppError('IMPORT_EMPTY_FILE');
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  const lines = startsWith(bytes, ZIP_MAGIC) ? await spreadsheetLines(bytes) : csvLines(bytes);
  return lines.filter((line) => line.cells.some((cell) => cell !== ''));
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

/** A name as a list may hold it: control characters dropped, cut to the field's length. */
const cleanName = (value: string | undefined) =>
  (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, RECIPIENT_LIMITS.name) || null;

/**
 * The contacts of an import file, each valid line with its number, and each line whose address is
 * not valid with its reason. Refuses an empty file, one with more than 5000 contacts, one without
 * an email column and one that is no CSV or XLSX, with the spec's messages.
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
    const email = (cells[columns.email] ?? '').trim();
    if (isEmail(email)) {
      const name = columns.name === null ? null : cleanName(cells[columns.name]);
      const language = columns.language === null ? null : languageOf(cells[columns.language]);
      result.contacts.push({ line, email: email.toLowerCase(), name, language });
    } else {
      result.refused.push({ line, email, reason: fieldMessage(MESSAGES.importInvalidEmail.id, { line }) });
    }
  }
  return result;
}
