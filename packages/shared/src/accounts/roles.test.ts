import { describe, expect, it } from 'vitest';
import { hasPermission, OFFICE_ROLE_KEYS, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS } from './roles';

describe('permission matrix', () => {
  it('gives every permission to at least one role', () => {
    const granted = permissionsOf(OFFICE_ROLE_KEYS);
    expect(PERMISSIONS.filter((permission) => !granted.has(permission))).toEqual([]);
  });

  it('lets only the user account manager manage users', () => {
    const managers = OFFICE_ROLE_KEYS.filter((role) => ROLE_PERMISSIONS[role].includes('users.manage'));
    expect(managers).toEqual(['user_account_management']);
  });

  it('lets whoever sends the newsletter and the posts see how they did', () => {
    const senders = OFFICE_ROLE_KEYS.filter((role) =>
      ROLE_PERMISSIONS[role].some(
        (permission) => permission === 'newsletter.manage' || permission === 'social.manage',
      ),
    );
    expect(senders.every((role) => hasPermission([role], 'stats.view'))).toBe(true);
  });

  it('combines the permissions of several roles', () => {
    expect(hasPermission(['client_statstics'], 'news.publish')).toBe(false);
    expect(hasPermission(['client_statstics', 'client_reviewer'], 'news.publish')).toBe(true);
  });
});
