import type { CsvSeparator } from '@gaceta/shared/csv';
import type { Locale } from '@gaceta/shared/locales';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import type { Context } from 'hono';
import { preferredLocale } from './accept-language';

/**
 * The product's one CSV writer: every export (statistics, scorecards, newsletters, recipients)
 * goes through `download`, so that each opens in columns in Excel whatever its language
 * (decision 053). A service builds the rows (its texts in the reader's language, dates with
 * `csvDateTime`); the route writes them in the separator of the request's language.
 */

/** A cell: text, a figure, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** An export before it is written: its file name and rows, the first of them the headers. */
export interface CsvFile {
  filename: string;
  rows: CsvCell[][];
}

const SEPARATORS: Record<CsvSeparator, string> = { comma: ',', semicolon: ';' };

/**
 * The field separator: the one asked for, else the one Excel expects in the reader's language, a
 * semicolon in Spanish and Portuguese (where the decimal mark is a comma), a comma in English.
 */
export const separatorOf = (locale: Locale, chosen?: CsvSeparator) =>
  SEPARATORS[chosen ?? (locale === 'en' ? 'comma' : 'semicolon')];

/** What a spreadsheet would run as a formula: a text starting with =, +, -, @, a tab or a CR. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * One field. A text a spreadsheet would read as a formula gets a leading quote (OWASP's advice),
 * whoever wrote it (a title, a name, an address); a field holding a separator of either kind, a
 * quote or a line break is quoted, its quotes doubled. A figure with decimals takes the comma as
 * its decimal mark where the separator is a semicolon, as those spreadsheets read numbers.
 */
function field(value: CsvCell, separator: string): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' && separator === ';' ? String(value).replace('.', ',') : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines (CRLF) after a byte order mark, so that spreadsheets read the accents as UTF-8. */
export const csv = (rows: CsvCell[][], separator: string) =>
  `\uFEFF${rows.map((row) => row.map((cell) => field(cell, separator)).join(separator)).join('\r\n')}\r\n`;

/**
 * An instant as the office's clock showed it, in the form spreadsheets read as a date and time
 * (`2026-11-28 14:05`); nothing for no instant.
 */
export function csvDateTime(instant: Date | string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const { date, time } = instantToWallClock(
    typeof instant === 'string' ? instant : instant.toISOString(),
    timeZone,
  );
  return `${date} ${time}`;
}

/** A CSV's texts are in the language the request asks for, as the screen's table. */
export const localeOf = (c: Context) => preferredLocale(c.req.header('accept-language'));

/** A CSV export as an attachment under its file name, separated as `separator` or its language asks. */
export const download = (c: Context, file: CsvFile, separator?: CsvSeparator) =>
  c.body(csv(file.rows, separatorOf(localeOf(c), separator)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
  });
