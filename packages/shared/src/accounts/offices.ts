import * as v from 'valibot';
import { Area, AreaListParam } from '../areas';
import { optionalText, requiredText, singleLine } from '../common';
import { MESSAGES } from '../messages';
import { PageQuery } from '../pagination';
import { normalizeUrl, OfficeUrl, URL_MESSAGES, urlProblem } from '../urls';
import { EMAIL_MAX, Email } from './auth';
import { NewAccountEntries } from './users';

/** The longest value of each text field of an office, for the schema and the forms' inputs. */
export const OFFICE_LIMITS = {
  name: 120,
  email: EMAIL_MAX,
  phone: 30,
  address: 300,
} as const;

/** A valid IANA time zone name, as the runtime knows them. */
export const TimeZone = v.pipe(
  v.string(),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, MESSAGES.unknownTimeZone.id),
);

/**
 * The page of the firm's privacy policy, which its newsletter's footer links to (decision 062):
 * any http(s) page (a file name need not end in a slash); empty means none.
 */
export const PrivacyUrl = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const problem = urlProblem(dataset.value);
      if (problem && problem !== 'trailing_slash') addIssue({ message: URL_MESSAGES[problem] });
    }),
    v.transform((value) => (value === '' ? null : normalizeUrl(value))),
    v.nullable(v.pipe(v.string(), v.maxLength(2048))),
  ),
);

/** The fields an office edits about itself (settings/office-settings) and admins edit for it. */
export const OfficeSettingsInput = v.object({
  name: requiredText(OFFICE_LIMITS.name, MESSAGES.nameRequired.id),
  website_url: OfficeUrl,
  news_url: OfficeUrl,
  contact_url: OfficeUrl,
  /** Left out, it stays as stored (forms written before it do not carry it). */
  privacy_url: v.optional(PrivacyUrl),
  email: v.nullish(v.union([v.literal(''), Email]), null),
  phone: optionalText(OFFICE_LIMITS.phone),
  address: optionalText(OFFICE_LIMITS.address),
  tolgeo: Area,
  /** Defaults from the area when absent. */
  time_zone: v.optional(TimeZone),
});
export type OfficeSettingsInput = v.InferOutput<typeof OfficeSettingsInput>;

/** The office's first user, who gets all four office roles and an invitation to choose a password. */
export const FirstUserInput = v.object(NewAccountEntries);

export const OfficeCreateInput = v.object({
  ...OfficeSettingsInput.entries,
  first_user: v.optional(FirstUserInput),
});
export type OfficeCreateInput = v.InferOutput<typeof OfficeCreateInput>;

export const OfficeListQuery = v.object({
  ...PageQuery.entries,
  query: optionalText(100),
  /** The admin's selected area: one code, or several for the Latam group. */
  tolgeo: v.optional(AreaListParam),
});

export const AutocompleteQuery = v.object({
  query: v.pipe(v.string(), v.trim(), v.maxLength(100), singleLine()),
});

export const Office = v.object({
  id: v.string(),
  name: v.string(),
  logo_url: v.nullable(v.string()),
  website_url: v.nullable(v.string()),
  news_url: v.nullable(v.string()),
  contact_url: v.nullable(v.string()),
  privacy_url: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  tolgeo: Area,
  time_zone: v.string(),
  created_at: v.string(),
  /** The key the widget uses: shown to admins and to the office itself (the only ones who see an office). */
  public_key: v.string(),
});
export type Office = v.InferOutput<typeof Office>;

export const OfficeName = v.object({ id: v.string(), name: v.string() });
export type OfficeName = v.InferOutput<typeof OfficeName>;
