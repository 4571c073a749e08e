import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

test.describe('without an earlier visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie notice shows until it is accepted', async ({ page }) => {
    await page.goto('/welcome');
    const notice = page.getByRole('region', { name: 'Solo cookies esenciales' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});

test('the landing page leads to sign in, signup request and the legal pages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Descubra lo que hace por su despacho' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.getByRole('button', { name: 'Solicitar más información' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Solicitar más información' })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const [link, heading] of [
    ['Privacidad', 'Política de privacidad'],
    ['Aviso legal', 'Aviso legal'],
    ['Condiciones de uso', 'Condiciones de uso'],
    ['Política de cookies', 'Política de cookies'],
    ['Soporte', 'Soporte'],
    ['Manual de usuario', 'Manual de usuario'],
  ]) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the 320 px sidebar folds behind a menu button below 992 px', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await signIn(page, USERS.reviewer);
  const sidebar = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBeLessThanOrEqual(320);
  await expect(page.getByRole('button', { name: 'Abrir el menú' })).toBeHidden();

  await page.setViewportSize({ width: 991, height: 800 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Configuración de la web' }).click();
  await expect(page).toHaveURL(/\/settings\/website-configuration$/);
  await expect(drawer).toBeHidden();
  // A legal page offers a signed-in user the way back to work, not a sign-in form.
  await page.goto('/privacy');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ir al panel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the menu marks one item as the current screen: its own, or the section it belongs to', async ({
  page,
}) => {
  await signIn(page, USERS.reviewer, { at: '/news/add' });
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const current = menu.locator('[aria-current="page"]');
  await expect(current).toHaveText('Nueva noticia');
  await expect(current).toHaveCount(1);

  // An article's editor belongs to the news list.
  await menu.getByRole('link', { name: 'Noticias', exact: true }).click();
  await page.getByRole('list', { name: 'Noticias' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/edit\//);
  await expect(current).toHaveText('Noticias');
  await expect(current).toHaveCount(1);
});
