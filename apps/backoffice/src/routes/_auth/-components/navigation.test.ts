import { describe, expect, it } from 'vitest';
import { NAVIGATION, visibleNavigation } from './navigation';

const destinations = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.flatMap((group) => group.items.map((item) => item.link.to));

describe('visibleNavigation', () => {
  it('shows an admin every item, their own tools first', () => {
    const groups = visibleNavigation({ kind: 'admin', roles: [] });
    expect(groups.flatMap((group) => group.items)).toHaveLength(NAVIGATION.flatMap((g) => g.items).length);
    expect(destinations(groups).slice(0, 3)).toEqual([
      '/office-management',
      '/settings/subject-management',
      '/dashboard',
    ]);
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
