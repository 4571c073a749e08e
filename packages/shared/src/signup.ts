import * as v from 'valibot';
import { Email } from './auth';
import { Honeypot, Id, optionalText, requiredText } from './common';
import { Password } from './password';
import { NAME_MAX } from './users';

/** The public office lookup answers only from this many typed characters. */
export const OFFICE_LOOKUP_MIN_CHARS = 3;

export const SignupRequestInput = v.pipe(
  v.object({
    first_name: requiredText(NAME_MAX, 'Name is required'),
    last_name: requiredText(NAME_MAX, 'Last name is required'),
    id_number: requiredText(30, 'Id number is required'),
    country: requiredText(60, 'Country is required'),
    phone: requiredText(30, 'Phone is required'),
    city: requiredText(80, 'City is required'),
    zip_code: requiredText(15, 'Zip code is required'),
    email: Email,
    password: Password,
    /** A boolean that must be true: forms start unticked, so their input type is boolean. */
    accept_terms: v.pipe(v.boolean(), v.value(true, 'You must accept the terms')),
    subject_ids: v.pipe(v.array(Id), v.minLength(1, 'Choose at least one subject'), v.maxLength(50)),
    /** An existing office to join, or the name of a new one. */
    office_id: v.optional(Id),
    office_name: optionalText(120),
    website: Honeypot,
  }),
  v.forward(
    v.check((input) => Boolean(input.office_id || input.office_name), 'Choose an office or name a new one'),
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
  name: requiredText(100, 'Name is required'),
  email: Email,
  phone: optionalText(30),
  office: optionalText(120),
  message: requiredText(2000, 'Message is required'),
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
