import * as v from 'valibot';
import { Email } from './auth';
import { Honeypot, Id, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';
import { Password } from './password';
import { NAME_MAX } from './users';

/** The public office lookup answers only from this many typed characters. */
export const OFFICE_LOOKUP_MIN_CHARS = 3;

export const SignupRequestInput = v.pipe(
  v.object({
    first_name: requiredText(NAME_MAX, MESSAGES.nameRequired.id),
    last_name: requiredText(NAME_MAX, MESSAGES.lastNameRequired.id),
    id_number: requiredText(30, MESSAGES.idNumberRequired.id),
    country: requiredText(60, MESSAGES.countryRequired.id),
    phone: requiredText(30, MESSAGES.phoneRequired.id),
    city: requiredText(80, MESSAGES.cityRequired.id),
    zip_code: requiredText(15, MESSAGES.zipCodeRequired.id),
    email: Email,
    password: Password,
    /** A boolean that must be true: forms start unticked, so their input type is boolean. */
    accept_terms: v.pipe(v.boolean(), v.value(true, MESSAGES.acceptTerms.id)),
    subject_ids: v.pipe(v.array(Id), v.minLength(1, MESSAGES.subjectsRequired.id), v.maxLength(50)),
    /** An existing office to join, or the name of a new one. */
    office_id: v.optional(Id),
    office_name: optionalText(120),
    website: Honeypot,
  }),
  v.forward(
    v.check((input) => Boolean(input.office_id || input.office_name), MESSAGES.officeRequired.id),
    ['office_name'],
  ),
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

export const InformationRequestInput = v.object({
  name: requiredText(100, MESSAGES.nameRequired.id),
  email: Email,
  phone: optionalText(30),
  office: optionalText(120),
  message: requiredText(2000, MESSAGES.messageRequired.id, { multiline: true }),
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
});
export type InformationRequest = v.InferOutput<typeof InformationRequest>;
