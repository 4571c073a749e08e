// The import file's reader thread (recipient-import.ts starts it with time and memory limits). It
// imports no file of ours, so it loads alike under Node's own type stripping and compiled JavaScript.
import { parentPort, workerData } from 'node:worker_threads';
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import Papa from 'papaparse';

/**
 * What an import file may hold. A spreadsheet names each row and cell by number (`r="A7"`), and a
 * reader fills every row up to the number claimed: those numbers are checked against these limits
 * before any parser allocates a row.
 */
export interface ImportFileLimits {
  /** Non-empty lines: the contacts an import takes, plus its header. */
  lines: number;
  /** Cells of one line. */
  columns: number;
  /** The whole archive inflated, every part counted as it inflates. */
  inflatedBytes: number;
  /** One part of the archive inflated (a sheet, the styles). */
  partBytes: number;
  /** The shared-strings table, where a sheet's texts are kept once each. */
  sharedStringsBytes: number;
  zipEntries: number;
}

/** A row of the file with its line number (the header is line 1, as a spreadsheet numbers it). */
export interface Line {
  line: number;
  cells: string[];
}

export type ImportRefusal =
  | 'IMPORT_INVALID_FILE'
  | 'IMPORT_TOO_MANY_CONTACTS'
  | 'IMPORT_TOO_COMPLEX'
  | 'PAYLOAD_TOO_LARGE';

export type ImportLinesResult = { ok: true; lines: Line[] } | { ok: false; refusal: ImportRefusal };

// No parameter properties: Node's type stripping, which loads this file in tests, has none.
class Refused extends Error {
  readonly refusal: ImportRefusal;
  constructor(refusal: ImportRefusal) {
    super(refusal);
    this.refusal = refusal;
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const SHARED_STRINGS = /(^|\/)sharedStrings\.xml$/i;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;

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
 * The archive's parts, inflated once as a stream that stops at the first byte past a limit (a zip
 * bomb), whatever the zip's directory claims: the whole, one part, the shared strings, the number
 * of parts.
 */
function inflateParts(bytes: Uint8Array, limits: ImportFileLimits): Record<string, Uint8Array> {
  const parts: Record<string, Uint8Array> = {};
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
    if (entries > limits.zipEntries) stop();
    const partLimit = SHARED_STRINGS.test(file.name) ? limits.sharedStringsBytes : limits.partBytes;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      size += chunk.length;
      inflated += chunk.length;
      if (size > partLimit || inflated > limits.inflatedBytes) stop();
      chunks.push(chunk);
      if (final) parts[file.name] = joined(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    throw new Refused(over ? 'PAYLOAD_TOO_LARGE' : 'IMPORT_INVALID_FILE');
  }
  if (over) throw new Refused('PAYLOAD_TOO_LARGE');
  return parts;
}

/** A column's letters as its number: A is 1, Z 26, AA 27. */
const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);

const ROW_OR_CELL = /<(?:\w+:)?(row|c)\b([^>]*)>/g;
const REFERENCE = /\br\s*=\s*["']([A-Za-z]{0,3})(\d{1,12})["']/;

/**
 * Refuses a sheet whose rows or cells claim numbers past the limits, or that holds more of them
 * than the limits allow, before the parser reads it: the parser fills every row up to the one
 * claimed, so `r="99999999999"` alone would take the process's whole memory.
 */
function checkSheet(xml: string, limits: ImportFileLimits) {
  let rows = 0;
  let cells = 0;
  for (const [, element, attributes = ''] of xml.matchAll(ROW_OR_CELL)) {
    const [, letters = '', digits] = REFERENCE.exec(attributes) ?? [];
    if (element === 'row') rows += 1;
    else cells += 1;
    if (rows > limits.lines || (digits && Number(digits) > limits.lines))
      throw new Refused('IMPORT_TOO_MANY_CONTACTS');
    if (cells > limits.lines * limits.columns || columnNumber(letters) > limits.columns)
      throw new Refused('IMPORT_TOO_COMPLEX');
  }
}

const SHARED_STRING = /<(?:\w+:)?si\b/g;

async function spreadsheetLines(bytes: Uint8Array, limits: ImportFileLimits): Promise<Line[]> {
  const parts = inflateParts(bytes, limits);
  const text = new TextDecoder();
  for (const [name, part] of Object.entries(parts)) {
    if (WORKSHEET.test(name)) checkSheet(text.decode(part), limits);
    else if (SHARED_STRINGS.test(name)) {
      let strings = 0;
      for (const _ of text.decode(part).matchAll(SHARED_STRING)) {
        strings += 1;
        if (strings > limits.lines * limits.columns) throw new Refused('IMPORT_TOO_COMPLEX');
      }
    }
  }
  // Stored again without compression: what the parser reads is exactly what was counted here.
  const stored = zipSync(parts, { level: 0 });
  // Loaded for spreadsheets only: a CSV's thread starts without it.
  const { readSheet } = await import('read-excel-file/node');
  let rows: unknown[][];
  try {
    rows = await readSheet(Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength));
  } catch {
    throw new Refused('IMPORT_INVALID_FILE');
  }
  return rows.map((row, index) => ({ line: index + 1, cells: row.map(cellText) }));
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

/**
 * The text of a CSV: UTF-8 (its BOM dropped), or Windows-1252 as Excel saves "CSV" on Windows in
 * Spain and Portugal. A file with NUL bytes is no text (a binary file under a .csv name).
 */
function csvText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new Refused('IMPORT_INVALID_FILE');
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

/** The file's non-empty lines, by its bytes: a zip is an XLSX, the rest is CSV. */
async function readLines(bytes: Uint8Array, limits: ImportFileLimits): Promise<Line[]> {
  const isZip = ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  const lines = (isZip ? await spreadsheetLines(bytes, limits) : csvLines(bytes)).filter((line) =>
    line.cells.some((cell) => cell !== ''),
  );
  if (lines.length > limits.lines) throw new Refused('IMPORT_TOO_MANY_CONTACTS');
  if (lines.some((line) => line.cells.length > limits.columns)) throw new Refused('IMPORT_TOO_COMPLEX');
  return lines;
}

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: ImportFileLimits };
readLines(bytes, limits).then(
  (lines) => parentPort?.postMessage({ ok: true, lines } satisfies ImportLinesResult),
  (error: unknown) => {
    const refusal = error instanceof Refused ? error.refusal : 'IMPORT_INVALID_FILE';
    parentPort?.postMessage({ ok: false, refusal } satisfies ImportLinesResult);
  },
);
