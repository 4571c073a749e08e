import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

/**
 * Every screen a menu offers works for the user who sees it (decision 027): for the admin and each
 * office role, every link of the rendered main menu is opened, and no call the screen makes is
 * refused (4xx) or fails (5xx), and no screen says the user may not do this.
 */
const ROLES = {
  admin: USERS.admin,
  'user account manager': USERS.accountManager,
  'statistics reviewer': USERS.statistics,
  'publish reviewer': USERS.reviewer,
  'content generator': USERS.writer,
};

for (const [role, user] of Object.entries(ROLES)) {
  test(`every menu link of the ${role} opens a screen that works`, async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isApi = /^\/(v1|auth_user|public)\b/.test(url.pathname);
      if (isApi && response.status() >= 400) refused.push(`${response.status()} ${url.pathname}`);
    });
    await signIn(page, user);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const links = await menu.getByRole('link').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.textContent?.trim() ?? '',
        href: anchor.getAttribute('href') ?? '',
      })),
    );
    expect(links.length).toBeGreaterThan(1);

    for (const link of links) {
      await test.step(link.name, async () => {
        await menu.getByRole('link', { name: link.name, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === link.href);
        await page.waitForLoadState('networkidle');
        await expect(page.getByText('No tiene permiso para hacer esto')).toHaveCount(0);
        expect(refused, `calls refused on ${link.href}`).toEqual([]);
      });
    }
  });
}
