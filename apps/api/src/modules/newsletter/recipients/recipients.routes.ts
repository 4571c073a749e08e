import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { IdParam, ObjectOf, PageOf } from '@gaceta/shared/common';
import {
  Recipient,
  RecipientCreateInput,
  RecipientCsvQuery,
  RecipientExport,
  RecipientImportFields,
  RecipientImportResult,
  RecipientListQuery,
  RecipientUpdateInput,
} from '@gaceta/shared/newsletter/recipients';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../../context';
import { download, localeOf } from '../../../lib/csv-download';
import { messageResponse } from '../../../lib/i18n';
import { uploadedFile } from '../../../middleware/upload';
import { parseOrFail, validate } from '../../../middleware/validate';
import { describe } from '../../../openapi';
import { importRecipients } from './recipient-import.service';
import {
  createRecipient,
  deleteRecipient,
  eraseRecipient,
  exportRecipient,
  getRecipient,
  listRecipients,
  setRecipientActive,
  updateRecipient,
} from './recipients.service';
import { recipientsCsv } from './recipients-csv.service';

const tags = ['newsletter recipients'] as const;
const access = 'newsletter.manage';

/** The import's multipart fields besides the file: the mapping step's columns, when it ran. */
async function importFields(c: Context<AppEnv>) {
  const body = await c.req.parseBody();
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
  return parseOrFail(RecipientImportFields, {
    email_column: text('email_column'),
    name_column: text('name_column'),
    surname_column: text('surname_column'),
    language_column: text('language_column'),
  });
}

const done = (c: Context<AppEnv>, message: { id: string; message: string }) =>
  c.json(messageResponse(c.req.header('accept-language'), message), 200);

/** The office's newsletter recipients (permission newsletter.manage). */
export const recipientsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/newsletter/recipients',
    describe({
      access,
      summary: "The office's newsletter recipients, searched by email or name, filtered and paginated",
      tags,
      response: { status: 200, schema: PageOf(Recipient) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', RecipientListQuery),
    async (c) => c.json(await listRecipients(c.var.ctx, c.req.valid('query')), 200),
  )
  .get(
    '/v1/newsletter/recipients.csv',
    describe({
      access,
      summary:
        "The office's recipients as CSV, all of them or those the list's filters leave: address, name, language, status, active, subjects followed, the consent's source and dates (on the office's clock); texts in the request's language, separated as `separator` says or as Excel expects in that language (semicolons in Spanish and Portuguese), formula-like cells escaped",
      tags,
      response: { status: 200, file: 'text/csv' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', RecipientCsvQuery),
    async (c) => {
      const { separator, ...filters } = c.req.valid('query');
      return download(c, await recipientsCsv(c.var.ctx, filters, localeOf(c)), separator);
    },
  )
  .post(
    '/v1/newsletter/recipients',
    describe({
      access,
      summary: 'Add a recipient by hand (subscribed, consent given to the office)',
      tags,
      response: { status: 201, schema: ObjectOf(Recipient), description: 'Recipient created' },
      errors: ['VALIDATION_FAILED', 'CONFLICT'],
    }),
    validate('json', RecipientCreateInput),
    async (c) => c.json(await createRecipient(c.var.ctx, c.req.valid('json')), 201),
  )
  .post(
    '/v1/newsletter/recipients/import',
    describe({
      access,
      summary:
        'Import recipients from a CSV or XLSX file (field `file`; optional `email_column`, `name_column`, `surname_column` and `language_column` name the columns by their headers; the name is the name and surname columns joined; without `language_column` the language column is found by its header, an empty one means none): the counts imported, merged and refused, and each refused line. Without an email column found, 422 IMPORT_NO_EMAIL_COLUMN with the headers, a few values of each column and the columns it guessed',
      tags,
      upload: 'file',
      response: { status: 200, schema: RecipientImportResult },
      errors: [
        'VALIDATION_FAILED',
        'PAYLOAD_TOO_LARGE',
        'IMPORT_INVALID_FILE',
        'IMPORT_EMPTY_FILE',
        'IMPORT_NO_EMAIL_COLUMN',
        'IMPORT_TOO_MANY_CONTACTS',
        'IMPORT_TOO_COMPLEX',
      ],
    }),
    async (c) => {
      const file = await uploadedFile(c);
      return c.json(await importRecipients(c.var.ctx, file, await importFields(c)), 200);
    },
  )
  .get(
    '/v1/newsletter/recipients/:id',
    describe({
      access,
      summary: 'One recipient of the office',
      tags,
      response: { status: 200, schema: ObjectOf(Recipient) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await getRecipient(c.var.ctx, c.req.valid('param').id), 200),
  )
  .put(
    '/v1/newsletter/recipients/:id',
    describe({
      access,
      summary: "Edit a recipient's name, active flag or followed subjects",
      tags,
      response: { status: 200, schema: ObjectOf(Recipient), description: 'Recipient updated' },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    validate('json', RecipientUpdateInput),
    async (c) => c.json(await updateRecipient(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .post(
    '/v1/newsletter/recipients/:id/activate',
    describe({
      access,
      summary: 'Activate a recipient (campaigns go to active, subscribed recipients)',
      tags,
      response: { status: 200, schema: ObjectOf(Recipient) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await setRecipientActive(c.var.ctx, c.req.valid('param').id, true), 200),
  )
  .post(
    '/v1/newsletter/recipients/:id/deactivate',
    describe({
      access,
      summary: 'Deactivate a recipient (kept, sent nothing)',
      tags,
      response: { status: 200, schema: ObjectOf(Recipient) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await setRecipientActive(c.var.ctx, c.req.valid('param').id, false), 200),
  )
  .get(
    '/v1/newsletter/recipients/:id/export',
    describe({
      access,
      summary: 'Everything kept about one recipient, as a JSON file (GDPR access and portability)',
      tags,
      response: { status: 200, schema: RecipientExport },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => {
      const data = await exportRecipient(c.var.ctx, c.req.valid('param').id);
      c.header('Content-Disposition', 'attachment; filename="recipient.json"');
      return c.json(data, 200);
    },
  )
  .post(
    '/v1/newsletter/recipients/:id/erase',
    describe({
      access,
      summary:
        'Erase a recipient on their request (GDPR): the row goes and only a keyed hash of the address stays, so no import adds it again',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => done(c, await eraseRecipient(c.var.ctx, c.req.valid('param').id)),
  )
  .delete(
    '/v1/newsletter/recipients/:id',
    describe({
      access,
      summary: 'Delete a recipient (one who unsubscribed or bounced stays suppressed)',
      tags,
      response: { status: 200, schema: MessageResponse },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => done(c, await deleteRecipient(c.var.ctx, c.req.valid('param').id)),
  );
