import { Email } from '@gaceta/shared/accounts/auth';
import { Password, passwordConfirmationMatches } from '@gaceta/shared/accounts/password';
import { OfficeRole } from '@gaceta/shared/accounts/roles';
import {
  NAME_MAX,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@gaceta/shared/accounts/users';
import { Area, type AreaCode, DEFAULT_AREA } from '@gaceta/shared/areas';
import { requiredText } from '@gaceta/shared/common';
import { MESSAGES } from '@gaceta/shared/messages';
import * as v from 'valibot';

/**
 * The add and edit form. A new user is invited by email to choose their own password, so only
 * editing shows the password, where an empty one keeps the current password.
 */
export function userFormSchema() {
  return v.pipe(
    v.object({
      first_name: requiredText(NAME_MAX, MESSAGES.firstNameRequired.id),
      last_name: requiredText(NAME_MAX, MESSAGES.lastNameRequired.id),
      email: Email,
      password: v.union([v.literal(''), Password]),
      password_confirmation: v.string(),
      roles: v.pipe(v.array(OfficeRole), v.minLength(1, MESSAGES.roleRequired.id)),
      tolgeo: Area,
    }),
    passwordConfirmationMatches(),
  );
}
export type UserFormValues = v.InferOutput<ReturnType<typeof userFormSchema>>;

export function initialUserFormValues(
  user: User | undefined,
): v.InferInput<ReturnType<typeof userFormSchema>> {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    password: '',
    password_confirmation: '',
    roles: user?.roles ?? [],
    tolgeo: user?.tolgeo ?? (DEFAULT_AREA satisfies AreaCode),
  };
}

/** A new user's fields: no password, they choose theirs through the invitation. */
export function toCreateInput({
  password: _password,
  password_confirmation: _confirmation,
  ...rest
}: UserFormValues): UserCreateInput {
  return rest;
}

/** Only a typed password is sent: an empty one keeps the current password. */
export function toUpdateInput({ password, password_confirmation, ...rest }: UserFormValues): UserUpdateInput {
  return password === '' ? rest : { ...rest, password, password_confirmation };
}
