import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

const storedLocale = (page: import('@playwright/test').Page) =>
  page.evaluate(() => sessionStorage.getItem('locale'));

test('the language switches from es to en to pt and the choice holds across navigations', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('group', { name: 'Idioma' }).getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedLocale(page)).toBe('en');

  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Português' }).check();
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  expect(await storedLocale(page)).toBe('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('radio', { name: 'Português' })).toBeChecked();

  // Portuguese survives the guard that runs before each navigation, and a reload.
  await page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueceu-se da palavra-passe?' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enviar a ligação' })).toBeVisible();
});

test('an unknown stored locale becomes en before navigation', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('locale', 'fr'));

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(await storedLocale(page)).toBe('en');
});

test('the user menu switches the language of the signed-in screens', async ({ page }) => {
  await signIn(page, USERS.statistics);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Andrés' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Website statistics' }),
  ).toBeVisible();
});
