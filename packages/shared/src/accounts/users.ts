import * as v from 'valibot';
import { Area } from '../areas';
import { optionalText, requiredText } from '../common';
import { MESSAGES } from '../messages';
import { PageQuery } from '../pagination';
import { Email } from './auth';
import { Password } from './password';
import { OfficeRole } from './roles';

export const NAME_MAX = 50;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

const Roles = v.pipe(v.array(OfficeRole), v.minLength(1, MESSAGES.roleRequired.id));

/**
 * Who a new user is. Nobody chooses a password for them: they are invited by email with a
 * single-use link to choose their own (decision 060).
 */
export const NewAccountEntries = {
  first_name: requiredText(NAME_MAX, MESSAGES.firstNameRequired.id),
  last_name: requiredText(NAME_MAX, MESSAGES.lastNameRequired.id),
  email: Email,
};

export const UserCreateInput = v.object({
  ...NewAccountEntries,
  roles: Roles,
  tolgeo: v.optional(Area, 'esp'),
});
export type UserCreateInput = v.InferOutput<typeof UserCreateInput>;

/** Every field optional; a password change needs its confirmation. `{active}` alone (de)activates. */
export const UserUpdateInput = v.pipe(
  v.object({
    first_name: v.optional(requiredText(NAME_MAX, MESSAGES.firstNameRequired.id)),
    last_name: v.optional(requiredText(NAME_MAX, MESSAGES.lastNameRequired.id)),
    email: v.optional(Email),
    password: v.optional(Password),
    password_confirmation: v.optional(v.string()),
    roles: v.optional(Roles),
    tolgeo: v.optional(Area),
    active: v.optional(v.boolean()),
  }),
  v.forward(
    v.check(
      (input) => input.password === undefined || input.password === input.password_confirmation,
      MESSAGES.passwordMismatch.id,
    ),
    ['password_confirmation'],
  ),
);
export type UserUpdateInput = v.InferOutput<typeof UserUpdateInput>;

export const UserListQuery = v.object({
  ...PageQuery.entries,
  search: optionalText(100),
});

export const User = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  roles: v.array(OfficeRole),
  active: v.boolean(),
  avatar_url: v.nullable(v.string()),
  tolgeo: Area,
  office_id: v.nullable(v.string()),
  /** Invited and not yet through the emailed link: the user cannot sign in until they choose a password. */
  invitation_pending: v.boolean(),
  created_at: v.string(),
});
export type User = v.InferOutput<typeof User>;
