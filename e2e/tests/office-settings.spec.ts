import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

test('office settings refuse a bad URL as it is typed and save once it is fixed', async ({ page }) => {
  await signIn(page, USERS.accountManager);
  await page.getByRole('link', { name: 'Configuración del despacho' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración del despacho' })).toBeVisible();

  const website = page.getByLabel('URL del sitio web');
  const save = page.getByRole('button', { name: 'Guardar cambios' });
  await website.fill('www.despacho-demo.es/');
  await expect(page.getByText('URL no válida (falta http(s))')).toBeVisible();
  await website.fill('https://www.despacho-demo.es');
  await expect(page.getByText('URL no válida (falta la barra final)')).toBeVisible();
  // Saving is refused where the problem is: focus goes to the field.
  await page.getByLabel('Teléfono').focus();
  await save.click();
  await expect(website).toBeFocused();
  await website.fill('https://www.despacho-demo.es/');
  await expect(page.getByText(/URL no válida/)).toHaveCount(0);

  // The time zone follows the area while it is the area's default.
  const area = page.getByLabel('Área');
  const timeZone = page.getByRole('button', { name: /^Zona horaria/ });
  await expect(timeZone).toContainText('Madrid');
  await area.selectOption({ label: 'México' });
  await expect(timeZone).toContainText('Mexico City');
  await area.selectOption({ label: 'España' });
  await expect(timeZone).toContainText('Madrid');

  const phone = '+34 915 550 199';
  await page.getByLabel('Teléfono').fill(phone);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Configuración del despacho guardada')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue(phone);
  await expect(page.getByLabel('URL del sitio web')).toHaveValue('https://www.despacho-demo.es/');
});

test('a user without the permission neither sees nor reaches the office settings', async ({ page }) => {
  await signIn(page, USERS.statistics);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Configuración del despacho' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Configuración de materias' })).toHaveCount(0);
  for (const path of ['/settings/office-settings', '/settings/subjects-configuration']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'No tiene permiso' }), path).toBeVisible();
  }
});

test('an admin not acting as an office is told to choose one first', async ({ page }) => {
  await signIn(page, USERS.admin, { at: '/settings/office-settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'No tiene permiso' })).toBeVisible();
  await page.getByRole('link', { name: 'Elegir un despacho' }).click();
  await expect(page).toHaveURL(/\/office-management$/);
});
