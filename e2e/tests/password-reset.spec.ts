import { expect, test } from '@playwright/test';
import { countEmailsTo, signInWithForm, USERS, waitForResetLink } from './support';

test('an unknown email gets the answer a known one gets, and no email', async ({ page }) => {
  const unknown = 'nadie@despacho-demo.es';
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Si ${unknown} pertenece a una cuenta, le hemos enviado un enlace.`,
  );
  expect(countEmailsTo(unknown)).toBe(0);
});

test('a dead link says so as the page opens, and offers a new one', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Este enlace ya no puede usarse' })).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Pedir un nuevo enlace' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: '¿Ha olvidado su contraseña?' })).toBeVisible();
});

test('forgot password, the emailed link, a new password, then sign in with it', async ({ page }) => {
  const user = USERS.writer;
  const newPassword = 'Nueva-Clave7';
  const emailsBefore = countEmailsTo(user.email);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).click();
  await expect(page.getByRole('heading', { name: '¿Ha olvidado su contraseña?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('alert')).toContainText(`Si ${user.email} pertenece a una cuenta`);

  const link = await waitForResetLink(user.email, emailsBefore);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Cree una nueva contraseña' })).toBeVisible();

  // The policy checklist follows what is typed; a weak password is refused before any call.
  const newPasswordInput = page.getByLabel('Nueva contraseña', { exact: true });
  await newPasswordInput.fill('corta');
  const rules = page.getByRole('list', { name: 'Requisitos de la contraseña' });
  await expect(rules.locator('li[data-met="true"]')).toHaveText(['Una letra minúscula']);
  await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener de 8 a 64 caracteres')).toBeVisible();

  await newPasswordInput.fill(newPassword);
  await expect(rules.locator('li[data-met="false"]')).toHaveCount(0);
  await page.getByLabel('Confirme la nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Su contraseña se ha cambiado. Inicie sesión con la nueva contraseña.'),
  ).toBeVisible();

  await signInWithForm(page, { ...user, password: newPassword });

  // The link works once only, and says so before anything is typed.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Este enlace ya no puede usarse' })).toBeVisible();
});
