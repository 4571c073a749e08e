import * as v from 'valibot';
import { Honeypot, Id, optionalText, QueryBoolean, requiredText } from '../common';
import { MESSAGES } from '../messages';
import { EMAIL_MAX, Email } from './auth';
import { OFFICE_LIMITS } from './offices';
import { Password } from './password';
import { NAME_MAX } from './users';

/** The public office lookup answers only from this many typed characters. */
export const OFFICE_LOOKUP_MIN_CHARS = 4;

/** What the public office lookup tells a visitor: names, never ids (it needs no more to sign up). */
export const PublicOfficeName = v.object({ name: v.string() });
export type PublicOfficeName = v.InferOutput<typeof PublicOfficeName>;

/** The longest value of each text field of a signup request, for the schema and the form's inputs. */
export const SIGNUP_LIMITS = {
  first_name: NAME_MAX,
  last_name: NAME_MAX,
  id_number: 30,
  country: 60,
  phone: 30,
  city: 80,
  zip_code: 15,
  email: EMAIL_MAX,
  office_name: OFFICE_LIMITS.name,
} as const;

export const SignupRequestInput = v.pipe(
  v.object({
    first_name: requiredText(SIGNUP_LIMITS.first_name, MESSAGES.nameRequired.id),
    last_name: requiredText(SIGNUP_LIMITS.last_name, MESSAGES.lastNameRequired.id),
    id_number: requiredText(SIGNUP_LIMITS.id_number, MESSAGES.idNumberRequired.id),
    country: requiredText(SIGNUP_LIMITS.country, MESSAGES.countryRequired.id),
    phone: requiredText(SIGNUP_LIMITS.phone, MESSAGES.phoneRequired.id),
    city: requiredText(SIGNUP_LIMITS.city, MESSAGES.cityRequired.id),
    zip_code: requiredText(SIGNUP_LIMITS.zip_code, MESSAGES.zipCodeRequired.id),
    email: Email,
    password: Password,
    /** A boolean that must be true: forms start unticked, so their input type is boolean. */
    accept_terms: v.pipe(v.boolean(), v.value(true, MESSAGES.acceptTerms.id)),
    subject_ids: v.pipe(v.array(Id), v.minLength(1, MESSAGES.subjectsRequired.id), v.maxLength(50)),
    /** The office's name: an existing office's exact name (picked from the lookup), or a new one's. */
    office_name: requiredText(SIGNUP_LIMITS.office_name, MESSAGES.officeRequired.id),
    existing_office: v.optional(v.boolean(), false),
    website: Honeypot,
  }),
);
export type SignupRequestInput = v.InferOutput<typeof SignupRequestInput>;

export const SIGNUP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
export const SignupListQuery = v.object({ status: v.optional(v.picklist(SIGNUP_STATUSES), 'pending') });

export const SignupRequest = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  id_number: v.string(),
  country: v.string(),
  phone: v.string(),
  city: v.string(),
  zip_code: v.string(),
  email: v.string(),
  subject_ids: v.array(v.string()),
  office_id: v.nullable(v.string()),
  office_name: v.nullable(v.string()),
  status: v.picklist(SIGNUP_STATUSES),
  created_at: v.string(),
});
export type SignupRequest = v.InferOutput<typeof SignupRequest>;

/** The longest value of each text field of an information request. */
export const INFORMATION_REQUEST_LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  phone: 30,
  office: OFFICE_LIMITS.name,
  message: 2000,
} as const;

export const InformationRequestInput = v.object({
  name: requiredText(INFORMATION_REQUEST_LIMITS.name, MESSAGES.nameRequired.id),
  email: Email,
  phone: optionalText(INFORMATION_REQUEST_LIMITS.phone),
  office: optionalText(INFORMATION_REQUEST_LIMITS.office),
  message: requiredText(INFORMATION_REQUEST_LIMITS.message, MESSAGES.messageRequired.id, { multiline: true }),
  website: Honeypot,
});
export type InformationRequestInput = v.InferOutput<typeof InformationRequestInput>;

export const InformationRequest = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  office: v.nullable(v.string()),
  message: v.string(),
  created_at: v.string(),
  /** When the provider marked it answered, and who did; null while it waits. */
  answered_at: v.nullable(v.string()),
  answered_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type InformationRequest = v.InferOutput<typeof InformationRequest>;

/** GET /v1/information_requests: all, or only those answered (`true`) or waiting (`false`). */
export const InformationRequestListQuery = v.object({ answered: v.optional(QueryBoolean) });

/** PATCH /v1/information_requests/{id}: mark it answered, or waiting again. */
export const InformationRequestUpdate = v.object({ answered: v.boolean() });
export type InformationRequestUpdate = v.InferOutput<typeof InformationRequestUpdate>;
