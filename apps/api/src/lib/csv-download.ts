import type { CsvFile } from '@gaceta/shared/csv';
import type { Context } from 'hono';
import { preferredLocale } from './accept-language';

/** A CSV's headers are in the language the request asks for, as the screen's table. */
export const localeOf = (c: Context) => preferredLocale(c.req.header('accept-language'));

/** A CSV export as an attachment under its file name. */
export const download = (c: Context, file: CsvFile) =>
  c.body(file.body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
  });
