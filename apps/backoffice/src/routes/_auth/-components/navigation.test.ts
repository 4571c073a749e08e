import { describe, expect, it } from 'vitest';
import { NAVIGATION, visibleNavigation } from './navigation';

const destinations = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.flatMap((group) => group.items.map((item) => item.link.to));

describe('visibleNavigation', () => {
  it('shows an admin their own tools (statistics across offices among them) first, then the library, and no office screen (decision 027)', () => {
    expect(destinations(visibleNavigation({ kind: 'admin', roles: [] }))).toEqual([
      '/office-management',
      '/settings/subject-management',
      '/admin/statistics',
      '/dashboard',
      '/news',
      '/news/add',
    ]);
  });

  it('shows an office user holding every role every office item', () => {
    const groups = visibleNavigation({
      kind: 'user',
      roles: ['user_account_management', 'client_statstics', 'client_reviewer', 'content_genrator'],
    });
    const officeItems = NAVIGATION.flatMap((group) => group.items).filter((item) => !item.adminOnly);
    expect(destinations(groups)).toEqual(officeItems.map((item) => item.link.to));
  });

  it("shows an office user the items of their roles' permissions, and no admin item", () => {
    const shown = destinations(visibleNavigation({ kind: 'user', roles: ['user_account_management'] }));
    expect(shown).toEqual([
      '/dashboard',
      '/settings/office-settings',
      '/settings/subjects-configuration',
      '/users',
      '/settings/role-management',
    ]);
  });

  it('drops the groups left empty', () => {
    const groups = visibleNavigation({ kind: 'user', roles: [] });
    expect(groups).toHaveLength(1);
    expect(destinations(groups)).toEqual(['/dashboard']);
  });
});
