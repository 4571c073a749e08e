import { describe, expect, it } from 'vitest';
import { NAVIGATION, visibleNavigation } from './navigation';

const destinations = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.flatMap((group) => group.items.map((item) => item.link.to));

describe('visibleNavigation', () => {
  it('shows an admin every item', () => {
    expect(visibleNavigation({ kind: 'admin', roles: [] })).toEqual(NAVIGATION);
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
