import { expect, test } from '@playwright/test';
import { countEmailsTo, signIn, USERS, waitForResetLink } from './support';

test('an unknown email gets the API message', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nadie@despacho-demo.es');
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('alert')).toHaveText('No existe ningún usuario con ese email');
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
  await expect(page.getByRole('alert')).toContainText(`Hemos enviado un enlace a ${user.email}`);

  const link = await waitForResetLink(user.email, emailsBefore);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Cree una nueva contraseña' })).toBeVisible();

  // The policy checklist follows what is typed; a weak password is refused before any call.
  const newPasswordInput = page.getByLabel('Nueva contraseña', { exact: true });
  await newPasswordInput.fill('corta');
  const rules = page.getByRole('list', { name: 'Requisitos de la contraseña' });
  await expect(rules.locator('li[data-met="true"]')).toHaveText(['Una letra minúscula']);
  await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener de 8 a 15 caracteres')).toBeVisible();

  await newPasswordInput.fill(newPassword);
  await expect(rules.locator('li[data-met="false"]')).toHaveCount(0);
  await page.getByLabel('Confirme la nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Su contraseña se ha cambiado. Inicie sesión con la nueva contraseña.'),
  ).toBeVisible();

  await signIn(page, { ...user, password: newPassword });

  // The link works once only.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.goto(link);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-Clave8');
  await page.getByLabel('Confirme la nueva contraseña').fill('Otra-Clave8');
  await page.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El enlace para restablecer la contraseña no es válido o ha caducado',
  );
});
