import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv';
import { type CsvCell, csv, csvDateTime, separatorOf } from './csv-download';

describe('csv', () => {
  it('writes what Excel in Spanish reads back cell for cell: semicolons, BOM, CRLF, quotes doubled', () => {
    const rows: CsvCell[][] = [
      ['Correo electrónico', 'Nombre', 'Alta'],
      ['jose.nunez@example.es', 'José Núñez; hijo', '2026-11-28 14:05'],
      ['ana@example.es', 'Ana "la de Vigo", abogada', null],
      ['luis@example.es', 'Luis\r\nsegunda línea', 3],
      ['eva@example.es', 'Eva\nNúñez', 1.5],
    ];
    const text = csv(rows, ';');
    expect(text.split('\r\n')[0]).toBe('\uFEFFCorreo electrónico;Nombre;Alta');
    expect(readCsv(text)).toEqual([
      ['Correo electrónico', 'Nombre', 'Alta'],
      ['jose.nunez@example.es', 'José Núñez; hijo', '2026-11-28 14:05'],
      ['ana@example.es', 'Ana "la de Vigo", abogada', ''],
      ['luis@example.es', 'Luis\r\nsegunda línea', '3'],
      // Decimals with the decimal comma those spreadsheets read.
      ['eva@example.es', 'Eva\nNúñez', '1,5'],
    ]);
    expect(readCsv(csv(rows, ','), ',')[4]).toEqual(['eva@example.es', 'Eva\nNúñez', '1.5']);
  });

  it('defuses every text a spreadsheet would run as a formula (=, +, -, @, tab, CR), and no figure', () => {
    const formulas = [
      '=HYPERLINK("http://evil.example","x")',
      '+34 600 000 000',
      '-2+3',
      '@SUM(A1)',
      '\tuno',
      '\rdos',
    ];
    const [row] = readCsv(csv([[...formulas, -5, 'a=b']], ';'));
    expect(row).toEqual([...formulas.map((text) => `'${text}`), '-5', 'a=b']);
  });

  it('reads back any text as written, whatever separators, quotes and line breaks it holds', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', ',', ';', '"', "'", '\r', '\n', '€') });
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom<';' | ','>(';', ','),
        (rows, separator) => {
          expect(readCsv(csv(rows, separator), separator)).toEqual(
            rows.map((row) => row.map((cell) => (/^[\r]/.test(cell) ? `'${cell}` : cell))),
          );
        },
      ),
    );
  });
});

describe('separatorOf', () => {
  it("is the reader's language's (semicolon in Spanish and Portuguese, comma in English) unless chosen", () => {
    expect([separatorOf('es'), separatorOf('pt'), separatorOf('en')]).toEqual([';', ';', ',']);
    expect([separatorOf('es', 'comma'), separatorOf('en', 'semicolon')]).toEqual([',', ';']);
  });
});

describe('csvDateTime', () => {
  it("writes an instant on the office's clock as spreadsheets read a date and time", () => {
    expect(csvDateTime('2026-11-28T13:05:00.000Z', 'Europe/Madrid')).toBe('2026-11-28 14:05');
    expect(csvDateTime(new Date('2026-07-01T22:30:00Z'), 'Europe/Madrid')).toBe('2026-07-02 00:30');
    expect(csvDateTime(new Date('2026-07-01T22:30:00Z'), 'America/Bogota')).toBe('2026-07-01 17:30');
    expect(csvDateTime(null, 'Europe/Madrid')).toBe('');
  });
});
