import { Email } from '@gaceta/shared/accounts/auth';
import {
  type Office,
  type OfficeCreateInput,
  OfficeSettingsInput,
  TimeZone,
} from '@gaceta/shared/accounts/offices';
import { NAME_MAX } from '@gaceta/shared/accounts/users';
import { AREA_TIME_ZONES, DEFAULT_AREA } from '@gaceta/shared/areas';
import { requiredText } from '@gaceta/shared/common';
import { MESSAGES } from '@gaceta/shared/messages';
import * as v from 'valibot';

type Text = v.GenericSchema<string, string>;

/**
 * The office dialog: OfficeSettingsInput, plus, when adding an office, its optional first
 * user (FirstUserInput, who is invited by email to choose a password) in flat fields so each
 * shows its own message.
 */
export function officeFormSchema(withFirstUser: boolean) {
  const userField = (schema: Text): Text => (withFirstUser ? schema : v.string());
  return v.object({
    ...OfficeSettingsInput.entries,
    time_zone: TimeZone,
    user_first_name: userField(requiredText(NAME_MAX, MESSAGES.firstNameRequired.id)),
    user_last_name: userField(requiredText(NAME_MAX, MESSAGES.lastNameRequired.id)),
    user_email: userField(Email),
  });
}
type OfficeFormSchema = ReturnType<typeof officeFormSchema>;
export type OfficeFormInput = v.InferInput<OfficeFormSchema>;
export type OfficeFormValues = v.InferOutput<OfficeFormSchema>;

export function initialOfficeFormValues(office: Office | undefined): OfficeFormInput {
  const tolgeo = office?.tolgeo ?? DEFAULT_AREA;
  return {
    name: office?.name ?? '',
    website_url: office?.website_url ?? '',
    news_url: office?.news_url ?? '',
    contact_url: office?.contact_url ?? '',
    email: office?.email ?? '',
    phone: office?.phone ?? '',
    address: office?.address ?? '',
    tolgeo,
    time_zone: office?.time_zone ?? AREA_TIME_ZONES[tolgeo],
    user_first_name: '',
    user_last_name: '',
    user_email: '',
  };
}

/** The API's messages about the first user (`first_user.email`) under the form's flat fields (`user_email`). */
export function officeFormFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field.replace(/^first_user\./, 'user_'), message]),
  );
}

/** The API's name of a form field: the first user's fields are nested there. */
export const officeInputField = (field: string) => field.replace(/^user_/, 'first_user.');

export function toOfficeInput(
  { user_first_name, user_last_name, user_email, ...office }: OfficeFormValues,
  withFirstUser: boolean,
): OfficeCreateInput {
  if (!withFirstUser) return office;
  return {
    ...office,
    first_user: {
      first_name: user_first_name,
      last_name: user_last_name,
      email: user_email,
    },
  };
}
