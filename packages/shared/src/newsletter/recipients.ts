import * as v from 'valibot';
import { Email } from '../accounts/auth';
import { Honeypot, Id, optionalText } from '../common';
import { CsvQuery } from '../csv';
import { Locale, LocalizedText } from '../locales';
import { type FieldMessage, MESSAGES } from '../messages';
import { ConsentSource, MAX_IMPORT_CONTACTS, RecipientStatus } from '../newsletter';
import { PageQuery } from '../pagination';

/** The longest values a recipient's fields take (limits.test.ts checks each against its schema). */
export const RECIPIENT_LIMITS = { name: 100 } as const;
/** The subjects one recipient may follow, and the longest search. */
const SUBJECTS_MAX = 50;
const SEARCH_MAX = 100;

/**
 * An import file: CSV or XLSX of at most 5 MB and 256 columns, whose spreadsheet may inflate to at
 * most 50 MB (20 MB a part, 10 MB of shared strings).
 */
export const IMPORT_LIMITS = {
  contacts: MAX_IMPORT_CONTACTS,
  fileBytes: 5 * 1024 * 1024,
  columns: 256,
  inflatedBytes: 50 * 1024 * 1024,
  partBytes: 20 * 1024 * 1024,
  sharedStringsBytes: 10 * 1024 * 1024,
  zipEntries: 200,
  /** A header the mapping step names: at most this long. */
  headerLength: 200,
} as const;

const SubjectIds = v.pipe(
  v.array(Id),
  v.maxLength(SUBJECTS_MAX, MESSAGES.tooMany.id),
  v.transform((ids) => [...new Set(ids)]),
);

const BooleanQuery = v.pipe(
  v.picklist(['true', 'false'], MESSAGES.booleanInvalid.id),
  v.transform((value) => value === 'true'),
);

/** POST /v1/newsletter/recipients: a recipient the office adds by hand (consent `back_office`). */
export const RecipientCreateInput = v.object({
  email: Email,
  name: optionalText(RECIPIENT_LIMITS.name),
  active: v.optional(v.boolean(), true),
  subject_ids: v.optional(SubjectIds, []),
  /** The language of the recipient's emails; null (or absent): the office's language. */
  language: v.optional(v.nullable(Locale), null),
});
export type RecipientCreateInput = v.InferOutput<typeof RecipientCreateInput>;

/** One line of an import file: the form's own rules for what an import takes from it. */
export const RecipientImportLine = v.pick(RecipientCreateInput, ['email', 'name', 'language']);

/** PUT /v1/newsletter/recipients/{id}: the address itself never changes (a new one is a new consent). */
export const RecipientUpdateInput = v.object({
  name: v.optional(optionalText(RECIPIENT_LIMITS.name)),
  active: v.optional(v.boolean()),
  subject_ids: v.optional(SubjectIds),
  language: v.optional(v.nullable(Locale)),
});
export type RecipientUpdateInput = v.InferOutput<typeof RecipientUpdateInput>;

/** What the list and its CSV are narrowed to: a search by email or name, a status, active or not. */
export const RecipientFilters = v.object({
  search: optionalText(SEARCH_MAX),
  status: v.optional(v.pipe(v.string(), v.picklist(RecipientStatus.options, MESSAGES.unknownStatus.id))),
  active: v.optional(BooleanQuery),
});
export type RecipientFilters = v.InferOutput<typeof RecipientFilters>;

/** GET /v1/newsletter/recipients: a page of the recipients the filters leave. */
export const RecipientListQuery = v.object({ ...PageQuery.entries, ...RecipientFilters.entries });
export type RecipientListQuery = v.InferOutput<typeof RecipientListQuery>;

/** GET /v1/newsletter/recipients.csv: every recipient the filters leave (all without any), as CSV. */
export const RecipientCsvQuery = v.object({ ...RecipientFilters.entries, ...CsvQuery.entries });
export type RecipientCsvQuery = v.InferOutput<typeof RecipientCsvQuery>;

export const Recipient = v.object({
  id: v.string(),
  email: v.string(),
  name: v.nullable(v.string()),
  active: v.boolean(),
  status: RecipientStatus,
  subject_ids: v.array(v.string()),
  language: v.nullable(Locale),
  consent_source: ConsentSource,
  consent_at: v.string(),
  confirmed_at: v.nullable(v.string()),
  unsubscribed_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Recipient = v.InferOutput<typeof Recipient>;

/**
 * GET /v1/newsletter/recipients/{id}/export: everything kept about one person (GDPR art. 15 and
 * 20), as the JSON file the office hands over. The IP is kept only as a keyed hash, shown as such.
 */
export const RecipientExport = v.object({
  exported_at: v.string(),
  office: v.object({ name: v.string() }),
  recipient: v.object({
    email: v.string(),
    name: v.nullable(v.string()),
    active: v.boolean(),
    status: RecipientStatus,
    language: v.nullable(Locale),
    subjects: v.array(v.object({ id: v.string(), name: LocalizedText })),
    created_at: v.string(),
    updated_at: v.string(),
  }),
  consent: v.object({
    source: ConsentSource,
    given_at: v.string(),
    confirmed_at: v.nullable(v.string()),
    ip_hash: v.nullable(v.string()),
    unsubscribed_at: v.nullable(v.string()),
  }),
  /**
   * Their reading (docs/newsletter.md, Who reads what): each newsletter message, its articles and
   * what was recorded of it, scanners' prefetches marked `automated`. Messages older than the
   * office's retention no longer carry their opens and clicks.
   */
  reading: v.array(
    v.object({
      campaign_id: v.string(),
      sent_at: v.nullable(v.string()),
      status: v.string(),
      news: v.array(v.object({ id: v.string(), title: v.string() })),
      events: v.array(
        v.object({ kind: v.string(), at: v.string(), url: v.nullable(v.string()), automated: v.boolean() }),
      ),
    }),
  ),
});
export type RecipientExport = v.InferOutput<typeof RecipientExport>;

const Header = v.pipe(v.string(), v.trim(), v.maxLength(IMPORT_LIMITS.headerLength));

/**
 * The multipart fields of POST /v1/newsletter/recipients/import besides `file`: the columns the
 * mapping step chose, by their header, when the email column was not found by its name. The name
 * is the name column's cell and the surname column's after it ("Nombre" and "Apellidos"). The
 * language column is found by its header when `language_column` is absent; empty: none.
 */
export const RecipientImportFields = v.object({
  email_column: v.optional(v.pipe(Header, v.nonEmpty())),
  name_column: v.optional(Header),
  surname_column: v.optional(Header),
  language_column: v.optional(Header),
});
export type RecipientImportFields = v.InferOutput<typeof RecipientImportFields>;

/** How many values of each column IMPORT_NO_EMAIL_COLUMN shows, and how long each at most. */
export const IMPORT_SAMPLES = { values: 3, length: 60 } as const;

/**
 * `details` of 422 IMPORT_NO_EMAIL_COLUMN, what the mapping step starts from: the file's headers,
 * a few values of each column (by header), the column whose values are addresses, and the name,
 * surname and language columns recognised by their headers.
 */
export const ImportMappingDetails = v.object({
  headers: v.array(v.string()),
  samples: v.optional(v.record(v.string(), v.array(v.string())), {}),
  email_column: v.optional(v.string()),
  name_column: v.optional(v.string()),
  surname_column: v.optional(v.string()),
  language_column: v.optional(v.string()),
});
export type ImportMappingDetails = v.InferOutput<typeof ImportMappingDetails>;

/** One refused line of an import: its number in the file (the header is line 1) and why. */
export interface RefusedLine {
  line: number;
  email: string;
  reason: FieldMessage;
}

export const RecipientImportResult = v.object({
  imported: v.number(),
  merged: v.number(),
  refused: v.number(),
  refused_lines: v.array(
    v.object({
      line: v.number(),
      email: v.string(),
      reason: v.object({
        key: v.string(),
        message: v.string(),
        params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
      }),
    }),
  ),
});
export type RecipientImportResult = v.InferOutput<typeof RecipientImportResult>;

/** Where a public subscription comes from: the widget's form or the WordPress plugin's. */
export const SubscriptionSource = v.picklist(['website', 'wordpress'] satisfies ConsentSource[]);

/** POST /public/v1/newsletter/subscribe: the widget's and the plugin's form. */
export const SubscribeInput = v.object({
  key: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, MESSAGES.unknownOffice.id)),
  email: Email,
  name: optionalText(RECIPIENT_LIMITS.name),
  subject_ids: v.optional(SubjectIds, []),
  source: v.optional(SubscriptionSource, 'website'),
  /** The language the form was shown in: the confirmation email and page use it. */
  locale: v.optional(Locale, 'es'),
  website: Honeypot,
});
export type SubscribeInput = v.InferOutput<typeof SubscribeInput>;

/** ?token= of the confirmation link. */
export const ConfirmQuery = v.object({ token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048)) });
