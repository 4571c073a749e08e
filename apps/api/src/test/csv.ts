import Papa from 'papaparse';
import { expect } from 'vitest';

/**
 * A CSV read back as Excel set to Spanish or Portuguese reads it (semicolons by default; commas
 * for English): the byte order mark that makes it UTF-8, lines ended by CRLF, quoted fields with
 * their quotes doubled. Fails on a file Excel would read otherwise.
 */
export function readCsv(text: string, separator: ';' | ',' = ';'): string[][] {
  expect(text.startsWith('\uFEFF'), 'a UTF-8 byte order mark').toBe(true);
  expect(text.endsWith('\r\n'), 'a last line ended by CRLF').toBe(true);
  // Outside quoted fields, every line ends with CRLF (a bare LF would split a line in two).
  expect(text.replace(/"(?:[^"]|"")*"/g, '""').replaceAll('\r\n', ''), 'bare line breaks').not.toMatch(
    /[\r\n]/,
  );
  const parsed = Papa.parse<string[]>(text.slice(1), {
    delimiter: separator,
    newline: '\r\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** A CSV export's answer: its status, type and rows as Excel reads them (`separator` as readCsv). */
export async function csvOf(response: Response, separator: ';' | ',' = ';'): Promise<string[][]> {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // Decoded with its byte order mark kept, for readCsv to find.
  return readCsv(
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
    separator,
  );
}
