import * as v from 'valibot';
import { Area } from '../areas';
import { Locale } from '../locales';
import { WebWindow } from '../website/web-window';
import { UserKind } from './auth';
import { OfficeRole } from './roles';

/** GET /v1/me: the signed-in user as the back-office shows them. */
export const MeResponse = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: UserKind,
  roles: v.array(OfficeRole),
  tolgeo: Area,
  /** The language the user last chose (null: never chose; emails then go in Spanish). */
  locale: v.nullable(Locale),
  /** Whether notices about their work also come by email. */
  email_notices: v.boolean(),
  /** The office's time zone names whose time the back-office's dates are in. */
  office: v.nullable(
    v.object({
      id: v.string(),
      name: v.string(),
      time_zone: v.string(),
      /** What the office's website embeds the widget with (docs/website.md). */
      public_key: v.string(),
      /** How long the website shows what is published there, unless the publisher says (web-window.ts). */
      web_window: WebWindow,
      /** The office's language (its area's): emails go in it to readers who chose none. */
      language: Locale,
    }),
  ),
  /** The admin acting as this user, when signed in by impersonation. */
  impersonated_by: v.nullable(v.object({ id: v.string(), email: v.string() })),
});
export type MeResponse = v.InferOutput<typeof MeResponse>;

/** PUT /v1/me/preferences: what the user chooses for themselves. */
export const MePreferencesInput = v.object({
  locale: v.optional(Locale),
  email_notices: v.optional(v.boolean()),
});
export type MePreferencesInput = v.InferOutput<typeof MePreferencesInput>;
