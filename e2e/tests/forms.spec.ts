import { expect, type Page, test } from '@playwright/test';
import { axeViolations, signIn, USERS } from './support';

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('role management shows each user and each role as a card, nothing cut off', async ({ page }) => {
    await signIn(page, USERS.accountManager, { at: '/settings/role-management' });
    const main = page.getByRole('main');
    const card = main.getByRole('listitem').filter({ hasText: USERS.reviewer.email });
    for (const role of [
      'Gestor de cuentas de usuario',
      'Revisor de estadísticas',
      'Revisor de publicación',
      'Generador de contenido',
    ]) {
      const checkbox = card.getByRole('checkbox', { name: new RegExp(`^${role}: `) });
      await checkbox.scrollIntoViewIfNeeded();
      await expect(checkbox, role).toBeInViewport({ ratio: 1 });
      await expect(card.getByText(role, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    // Each role's permissions, as a card too.
    const managerRole = main
      .getByRole('listitem')
      .filter({ hasText: /^Gestor de cuentas de usuario/ })
      .filter({ hasText: 'Editar la configuración del despacho' });
    await expect(managerRole).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  });

  test('office settings, with their time-zone picker, fit the screen', async ({ page }) => {
    await signIn(page, USERS.accountManager, { at: '/settings/office-settings' });
    await expect(page.getByRole('button', { name: /^Zona horaria/ })).toContainText('Madrid');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
});

test('on a wide screen the role tables scroll in labelled regions that take focus', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.accountManager, { at: '/settings/role-management' });
  for (const name of ['Usuarios y sus roles', 'Permisos de cada rol']) {
    const region = page.getByRole('region', { name });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
  }
  await expect(page.getByRole('row')).not.toHaveCount(0);
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test('leaving office settings with unsaved changes asks first: stay keeps them, leave drops them', async ({
  page,
}) => {
  await signIn(page, USERS.accountManager);
  await openFromMenu(page, 'Configuración del despacho');
  const address = page.getByLabel('Dirección');
  const original = await address.inputValue();

  // Undone edits are no change: nothing is asked.
  await address.fill(`${original} 2`);
  await address.fill(original);
  await openFromMenu(page, 'Usuarios');
  await openFromMenu(page, 'Configuración del despacho');

  await address.fill(`${original} (sin guardar)`);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  const ask = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Seguir en la página' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/office-settings$/);
  await expect(address).toHaveValue(`${original} (sin guardar)`);

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await openFromMenu(page, 'Configuración del despacho');
  await expect(address).toHaveValue(original);
});

test('subjects configuration asks before dropping a changed selection', async ({ page }) => {
  await signIn(page, USERS.accountManager);
  await openFromMenu(page, 'Configuración de materias');
  await page.getByRole('main').getByRole('checkbox').first().click();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  const ask = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/users$/);
});

test('saving with an invalid field keeps the button enabled and moves focus to the first invalid field', async ({
  page,
}) => {
  await signIn(page, USERS.accountManager);
  await openFromMenu(page, 'Configuración del despacho');
  const news = page.getByLabel('URL de noticias');
  const contact = page.getByLabel('URL de contacto');
  await contact.fill('contacto');
  await news.fill('www.despacho-demo.es/');
  const save = page.getByRole('button', { name: 'Guardar cambios' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(news).toBeFocused();
  await expect(news).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Configuración del despacho guardada')).toHaveCount(0);
});

test('on the sign-in form, Tab goes from the email to the password, then to "forgot your password"', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar la contraseña' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '¿Ha olvidado su contraseña?' })).toBeFocused();
});

test('the time zone is found by typing, with the keyboard alone', async ({ page }) => {
  await signIn(page, USERS.accountManager);
  await openFromMenu(page, 'Configuración del despacho');
  const timeZone = page.getByRole('button', { name: /^Zona horaria/ });
  await expect(timeZone).toContainText('Madrid');
  await page.getByLabel('Área').focus();
  await page.keyboard.press('Tab');
  await expect(timeZone).toBeFocused();
  await page.keyboard.press('Enter');

  const search = page.getByRole('combobox', { name: 'Zonas horarias' });
  await expect(search).toBeFocused();
  // Spain's zones come first, named in Spanish with their offset.
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Madrid');
  await expect(options.first()).toContainText('hora de Europa central');
  await expect(
    page.getByRole('group', { name: 'Zonas horarias de España' }).getByRole('option'),
  ).toContainText(['Madrid', 'Ceuta', 'Canary']);
  await page.keyboard.type('perú');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Lima');
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(timeZone).toBeFocused();
  await expect(timeZone).toContainText('Lima');
  await expect(timeZone).toContainText('GMT-5');
});

test('the first Tab stops of the user dialog and the office settings are visible controls', async ({
  page,
}) => {
  await signIn(page, USERS.accountManager);
  await openFromMenu(page, 'Usuarios');
  await page.getByRole('button', { name: 'Añadir usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir usuario' });
  await expect(dialog).toBeVisible();
  // It opens at the first field to type in; the picture picker before it is one Shift+Tab away.
  const name = dialog.getByLabel('Nombre', { exact: true });
  await expect(name).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const picture = dialog.getByRole('button', { name: 'Elegir una foto de perfil' });
  await expect(picture).toBeFocused();
  await expect(picture).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Escape');

  await openFromMenu(page, 'Configuración del despacho');
  await page.getByLabel('Nombre del despacho').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /logotipo$/ })).toBeFocused();
});

test.describe('dates in lists', () => {
  test.use({ timezoneId: 'America/Lima' });

  test("say whose time they are in: an admin's own lists, in the browser's zone", async ({
    page,
    request,
  }) => {
    const name = `Consulta ${Date.now().toString(36)}`;
    const sent = await request.post('/v1/information_requests', {
      data: { name, email: 'consulta@prueba.example', message: '¿Qué ofrece Gaceta?', website: '' },
    });
    expect(sent.ok()).toBe(true);
    await signIn(page, USERS.admin, { at: '/office-management?tab=information-requests' });
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Lima\)$/);
  });
});
