import * as v from 'valibot';
import { MESSAGES } from '../messages';

/**
 * Office roles, with the spec's keys (typos included: they are the wire format).
 * Labels match their keys; the old product had them crossed.
 */
export const OFFICE_ROLES = {
  user_account_management: 'User account manager',
  client_statstics: 'Statistics reviewer',
  client_reviewer: 'Publish reviewer',
  content_genrator: 'Content generator',
} as const;
export type OfficeRole = keyof typeof OFFICE_ROLES;
export const OFFICE_ROLE_KEYS = Object.keys(OFFICE_ROLES) as [OfficeRole, ...OfficeRole[]];
export const OfficeRole = v.picklist(OFFICE_ROLE_KEYS, MESSAGES.unknownRole.id);

export const PERMISSIONS = [
  'users.manage',
  'stats.view',
  'news.read',
  'news.write',
  'news.publish',
  'ai.use',
  'settings.office',
  'settings.subjects',
  'settings.theme',
  'website.manage',
  'newsletter.manage',
  'social.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const Permission = v.picklist(PERMISSIONS);

/**
 * What each office role may do. One matrix for the whole product; the API enforces it. The publish
 * reviewer sends the newsletter and the posts, so it sees how they did (stats.view, decision 060).
 */
export const ROLE_PERMISSIONS: Record<OfficeRole, readonly Permission[]> = {
  user_account_management: ['users.manage', 'settings.office', 'settings.subjects'],
  client_statstics: ['stats.view', 'news.read'],
  client_reviewer: [
    'stats.view',
    'news.read',
    'news.write',
    'news.publish',
    'ai.use',
    'settings.theme',
    'website.manage',
    'newsletter.manage',
    'social.manage',
  ],
  content_genrator: ['news.read', 'news.write', 'ai.use', 'settings.subjects'],
};

/**
 * What an admin acting as themselves may do with news: the provider's library (news of no office),
 * through the same calls offices use for their own. An impersonating admin has the user's roles.
 */
export const LIBRARY_PERMISSIONS: readonly Permission[] = ['news.read', 'news.write', 'news.publish'];

/** GET /v1/roles: each role with its label and what it may do. */
export const RoleInfo = v.object({ key: OfficeRole, label: v.string(), permissions: v.array(Permission) });
export type RoleInfo = v.InferOutput<typeof RoleInfo>;

export function permissionsOf(roles: readonly OfficeRole[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
}

export function hasPermission(roles: readonly OfficeRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/**
 * The one permission map of the product (decision 027): the API's guards and the back-office's
 * menu, route guards and screens all ask it. An office user holds their roles' permissions; an
 * admin acting as themselves holds the library's (LIBRARY_PERMISSIONS) and no office's, so no
 * office screen is offered to them; impersonating, the admin is the office user.
 */
export function mayUse(
  who: { kind: 'admin' | 'user'; roles: readonly OfficeRole[] },
  permission: Permission,
): boolean {
  return who.kind === 'admin'
    ? LIBRARY_PERMISSIONS.includes(permission)
    : hasPermission(who.roles, permission);
}
