// Notices to the people of an office by email: one way for every part that tells someone about
// their work (an item sent back, a social account to reconnect, a newsletter that stopped), so each
// honours the user's own choices the same way: only active users who allow email notices (their
// user menu), each in the language they last chose.

import {
  OFFICE_ROLE_KEYS,
  type OfficeRole,
  type Permission,
  ROLE_PERMISSIONS,
} from '@gaceta/shared/accounts/roles';
import { DEFAULT_LOCALE, type Locale } from '@gaceta/shared/locales';
import { and, arrayOverlaps, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { users } from '../../db/schema';
import type { SystemEmail } from '../../emails/system-email';
import { sendEmail } from '../../queue/definitions/send-email';

/** The office roles that hold `permission`: those who manage what a notice is about. */
export const rolesWith = (permission: Permission): OfficeRole[] =>
  OFFICE_ROLE_KEYS.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/**
 * Who a notice is for: the users of `officeId` (null: the platform's own people, who write the
 * provider's library) holding any of `roles`, or those of `userIds`. Either way only the active
 * ones who allow email notices receive it.
 */
export type NoticeRecipients = { officeId: string | null } & (
  | { roles: readonly OfficeRole[] }
  | { userIds: readonly string[] }
);

/** What a notice's email is written from: the person it goes to. */
export interface NoticeUser {
  id: string;
  email: string;
  firstName: string;
  locale: Locale;
}

/** A system email without its address and language, which the notice fills in for each person. */
export type NoticeEmail = SystemEmail extends infer Email
  ? Email extends SystemEmail
    ? Omit<Email, 'to' | 'locale'>
    : never
  : never;

/**
 * Enqueues the email `build` writes for each person `to` names who takes email notices, in their
 * language (`users.locale`, else the default). Call it inside the change's transaction (decision
 * 023): the notices go only if the change commits. Returns how many were enqueued.
 */
export async function emailNotice(
  ctx: ServiceContext,
  to: NoticeRecipients,
  build: (user: NoticeUser) => NoticeEmail,
): Promise<number> {
  const chosen: SQL | undefined =
    'roles' in to
      ? to.roles.length > 0
        ? arrayOverlaps(users.roles, [...to.roles])
        : undefined
      : to.userIds.length > 0
        ? inArray(users.id, [...to.userIds])
        : undefined;
  if (!chosen) return 0;
  const people = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(
      and(
        to.officeId === null ? isNull(users.officeId) : eq(users.officeId, to.officeId),
        eq(users.active, true),
        eq(users.emailNotices, true),
        chosen,
      ),
    )
    .orderBy(asc(users.email));
  for (const person of people) {
    const user = { ...person, locale: person.locale ?? DEFAULT_LOCALE };
    await ctx.jobs.enqueue(ctx, sendEmail, {
      ...build(user),
      to: user.email,
      locale: user.locale,
    } as SystemEmail);
  }
  return people.length;
}
