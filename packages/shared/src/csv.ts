/**
 * One CSV field: quoted when it holds a separator, quote or line break, and with a leading quote
 * when a spreadsheet would read it as a formula (a title starting with =, +, - or @).
 */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines (CRLF) after a byte order mark, so spreadsheets read the accents as UTF-8. */
export const csv = (rows: (string | number)[][]) =>
  `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

export interface CsvFile {
  filename: string;
  body: string;
}
