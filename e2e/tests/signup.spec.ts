import { expect, type Page, test } from '@playwright/test';
import { signIn, USERS } from './support';

// Unique per run and per retry: the API refuses a second request with the same email.
const stamp = Date.now().toString(36);

async function fillSignupForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/solicitud-alta');
  await page.getByLabel('Nombre', { exact: true }).fill('Marta');
  await page.getByLabel('Apellidos').fill('Prueba Alta');
  await page.getByLabel('Número de identificación').fill('12345678Z');
  await page.getByLabel('Teléfono').fill('+34 600 000 000');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('País').fill('España');
  await page.getByLabel('Ciudad').fill('Sevilla');
  await page.getByLabel('Código postal').fill('41001');
  await page.getByLabel('Civil').check();
  await page.getByLabel('Laboral').check();
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('He leído la información sobre protección de datos').check();
}

test('a visitor asks to join with a new office, an admin approves, the new user signs in', async ({
  page,
  browser,
}) => {
  const email = `marta.${stamp}@alta-e2e.es`;
  const password = 'Alta2026!ok';
  const officeName = `Despacho Alta ${stamp}`;

  await fillSignupForm(page, { email, password });
  await page.getByLabel('Mi despacho no aparece').check();
  await page.getByLabel('Nombre de su despacho').fill(officeName);
  // Every rule of the password policy is met.
  await expect(
    page.getByRole('list', { name: 'Requisitos de la contraseña' }).locator('[data-met="false"]'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The same email again is refused with a clear message.
  await fillSignupForm(page, { email, password });
  await page.getByLabel('Mi despacho no aparece').check();
  await page.getByLabel('Nombre de su despacho').fill(officeName);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Ya existe una solicitud de alta o un usuario con este email',
  );

  // An admin approves it in office management.
  const admin = await browser.newPage();
  await approveInOfficeManagement(admin, email, officeName);
  await admin.close();

  // The new user signs in with the password chosen in the form, in the new office.
  await signIn(page, { email, password, firstName: 'Marta' });
  await expect(page.getByText(officeName).first()).toBeVisible();
});

async function approveInOfficeManagement(page: Page, email: string, officeName: string) {
  await signIn(page, USERS.admin);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Gestión de despachos' })
    .click();
  await page.getByRole('tab', { name: 'Solicitudes de alta' }).click();
  const request = page.getByRole('listitem').filter({ hasText: email });
  await expect(request).toContainText(officeName);
  await expect(request).toContainText('Civil');
  await request.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Aprobar la solicitud de Marta Prueba Alta?');
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Solicitud aprobada')).toBeVisible();
  await expect(request).toHaveCount(0);
}

test('a visitor finds an existing office by four characters of its name and asks to join it', async ({
  page,
}) => {
  const email = `lucia.${stamp}@alta-e2e.es`;
  await fillSignupForm(page, { email, password: 'Alta2026!ok' });
  const search = page.getByRole('combobox', { name: 'Busque su despacho' });
  await search.fill('Des');
  await expect(page.getByText('Escriba al menos 4 caracteres de su nombre.')).toBeVisible();
  await search.fill('Despacho Demo');
  await page.getByRole('option', { name: 'Despacho Demo Abogados' }).click();
  await expect(page.getByText('Despacho Demo Abogados')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible();
});

test('the form asks for what is missing before sending', async ({ page }) => {
  await page.goto('/solicitud-alta');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('Elija al menos una materia')).toBeVisible();
  await expect(page.getByText('Elija su despacho o indique el nombre de uno nuevo')).toBeVisible();
  await expect(page.getByText('Debe aceptar las condiciones')).toBeVisible();
  // The honeypot is out of sight and out of the tab order.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).not.toBeInViewport();
});

test('the landing page sends a request for more information', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Solicitar más información' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Pedro Consulta');
  await dialog.getByLabel('Email').fill(`pedro.${stamp}@consulta-e2e.es`);
  await dialog.getByLabel('Despacho (opcional)').fill('Bufete Consulta');
  await dialog.getByLabel('Mensaje').fill('Quisiera saber cómo funciona la newsletter.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Hemos recibido su mensaje/);
});

test('the subject tree is public and follows the interface language', async ({ page }) => {
  await page.goto('/tree');
  const tree = page.getByRole('list', { name: 'Materias' });
  await expect(tree.getByText('Derechos humanos')).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('list', { name: 'Subjects' }).getByText('Human rights')).toBeVisible();
});
