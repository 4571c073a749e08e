import { expect, type Page, test } from '@playwright/test';
import {
  acceptInvitation,
  axeViolations,
  countEmailsTo,
  PNG,
  signIn,
  storedTokens,
  USERS,
  waitForEmailLink,
} from './support';

// Names unique to this run, so the test can run again against the same database.
const stamp = Date.now().toString(36);
const OFFICE = `Despacho Prueba ${stamp}`;
const PASSWORD = 'Prueba#2026';
const MANAGER = { email: `gestora-${stamp}@prueba.example`, password: PASSWORD, firstName: 'Marta' };
const REVIEWER = { email: `estadistica-${stamp}@prueba.example`, password: PASSWORD, firstName: 'Pablo' };

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function findOffice(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Gestión de despachos' })
    .click();
  await page.getByLabel('Buscar despachos').fill(OFFICE);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(OFFICE);
}

test('an admin creates an office and its users; each user sees only what their roles allow; the admin acts as the office', async ({
  page,
}) => {
  // Five sign-ins, an office, two users and an invitation accepted from the outbox.
  test.setTimeout(180_000);
  await signIn(page, USERS.admin);

  // The office, with its first user (all four roles). A wrong address blocks saving until fixed.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Gestión de despachos' })
    .click();
  await page.getByRole('button', { name: 'Añadir despacho' }).click();
  const officeDialog = page.getByRole('dialog', { name: 'Añadir despacho' });
  await officeDialog.getByLabel('Nombre del despacho').fill(OFFICE);
  await officeDialog.getByLabel('URL del sitio web').fill('www.prueba.example');
  await expect(officeDialog.getByText('URL no válida (falta http(s))')).toBeVisible();
  await officeDialog.getByRole('button', { name: 'Añadir despacho' }).click();
  await expect(officeDialog.getByLabel('URL del sitio web')).toBeFocused();
  await officeDialog.getByLabel('URL del sitio web').fill('https://www.prueba.example');
  await expect(officeDialog.getByText('URL no válida (falta la barra final)')).toBeVisible();
  await officeDialog.getByLabel('URL del sitio web').fill('https://www.prueba.example/');
  await officeDialog.getByLabel('Crear el primer usuario del despacho').check();
  await officeDialog.getByLabel('Nombre', { exact: true }).fill(MANAGER.firstName);
  await officeDialog.getByLabel('Apellidos').fill('Gestora');
  await officeDialog.getByLabel('Email del usuario').fill(MANAGER.email);
  // Nobody types a password for the first user: they are emailed a link to choose theirs.
  await expect(officeDialog.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
  await officeDialog.getByRole('button', { name: 'Añadir despacho' }).click();
  await expect(page.getByText('Despacho creado')).toBeVisible();
  await expect(officeDialog).toBeHidden();

  // A second user, with one role only.
  await page.getByLabel('Buscar despachos').fill(OFFICE);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Añadir un usuario a ${OFFICE}` }).click();
  const userDialog = page.getByRole('dialog', { name: 'Añadir usuario' });
  await userDialog.getByLabel('Nombre', { exact: true }).fill(REVIEWER.firstName);
  await userDialog.getByLabel('Apellidos').fill('Estadístico');
  await userDialog.getByLabel('Email').fill(REVIEWER.email);
  await expect(userDialog.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
  await userDialog.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(userDialog.getByText('Elija al menos un rol')).toBeVisible();
  await userDialog.getByLabel('Revisor de estadísticas').check();
  await userDialog.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(page.getByText('Usuario creado')).toBeVisible();
  await signOut(page);

  // The invited reviewer chooses a password through the emailed link, which then is spent.
  const invitation = await waitForEmailLink(REVIEWER.email, 0, '/invitation/');
  expect(countEmailsTo(MANAGER.email)).toBe(1);
  await page.goto(invitation);
  await expect(page.getByRole('heading', { level: 1, name: 'Elija su contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme la contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(invitation);
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no puede usarse' })).toBeVisible();

  // The statistics reviewer sees the statistics and news, nothing of users, roles or settings.
  await signIn(page, REVIEWER);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Estadísticas de la web' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Noticias' })).toBeVisible();
  for (const hidden of [
    'Usuarios',
    'Gestión de roles',
    'Configuración del despacho',
    'Nueva noticia',
    'Gestión de despachos',
  ]) {
    await expect(menu.getByRole('link', { name: hidden }), hidden).toHaveCount(0);
  }
  for (const forbidden of ['/users', '/settings/role-management', '/office-management']) {
    await page.goto(forbidden);
    await expect(page.getByRole('heading', { level: 1, name: 'No tiene permiso' }), forbidden).toBeVisible();
  }
  await signOut(page);

  // The admin chooses the office and acts as its user account manager, then goes back.
  await signIn(page, USERS.admin);
  await findOffice(page);
  await page.getByRole('button', { name: `Elegir ${OFFICE}` }).click();
  const chooseDialog = page.getByRole('dialog', { name: `Actuar como ${OFFICE}` });
  await expect(chooseDialog.getByRole('radio', { name: new RegExp(MANAGER.email) })).toBeChecked();
  await chooseDialog.getByRole('button', { name: 'Actuar como este despacho' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Actuando como' });
  await expect(banner).toContainText(OFFICE);
  await expect(page.getByRole('heading', { name: `Hola, ${MANAGER.firstName}` })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(banner).toBeVisible();
  const list = page.getByRole('main');
  await expect(list.getByText(MANAGER.email)).toBeVisible();
  await expect(list.getByText(REVIEWER.email)).toBeVisible();
  await expect(list.getByText(USERS.accountManager.email)).toHaveCount(0);

  const impersonationToken = (await storedTokens(page)).session;
  await banner.getByRole('button', { name: 'Volver a la vista de administración' }).click();
  await expect(page).toHaveURL(/\/office-management/);
  // Going back signed the impersonation token out on the server.
  const reused = await page.request.get('/v1/me', {
    headers: { Authorization: `Bearer ${impersonationToken}` },
  });
  expect(reused.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de despachos' })).toBeVisible();
  await expect(page.getByText('Actuando como')).toHaveCount(0);
  // The admin's own menu is back.
  await expect(
    page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Gestión de despachos' }),
  ).toBeVisible();
});

test('a user account manager adds, deactivates and deletes users, and cannot leave the office without one', async ({
  page,
  request,
}) => {
  // A fresh office, so the demo office's users stay as other tests expect them.
  const signedIn = await request.post('/auth_user', {
    data: { email: USERS.admin.email, password: USERS.admin.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const manager = { email: `gestor-${stamp}@usuarios.example`, password: PASSWORD, firstName: 'Irene' };
  const created = await request.post('/v1/offices', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: `Despacho Usuarios ${stamp}`,
      tolgeo: 'esp',
      first_user: {
        first_name: manager.firstName,
        last_name: 'Gestora',
        email: manager.email,
      },
    },
  });
  expect(created.status()).toBe(201);
  await acceptInvitation(request, manager.email, PASSWORD);

  await signIn(page, manager);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await page.getByRole('button', { name: 'Añadir usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir usuario' });
  // The visible button opens the browser's file picker.
  const choosePicture = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Elegir una foto de perfil' }).click();
    await (await chooser).setFiles(file);
  };
  await choosePicture({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByText('La foto de perfil debe ser .png o .jpg y no superar 2 MB')).toBeVisible();
  await choosePicture({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('foto.png')).toBeVisible();
  await dialog.getByLabel('Nombre', { exact: true }).fill('Hugo');
  await dialog.getByLabel('Apellidos').fill('Redactor');
  const hugo = `hugo-${stamp}@usuarios.example`;
  await dialog.getByLabel('Email').fill(hugo);
  await dialog.getByLabel('Generador de contenido').check();
  await dialog.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(page.getByText('Usuario creado. Recibirá un correo para elegir su contraseña.')).toBeVisible();

  // Invited, the user is marked so until they choose a password; the invitation can go again.
  const row = page.getByRole('row').filter({ hasText: 'Hugo Redactor' });
  await expect(row.locator('img')).toHaveAttribute('src', /\/files\//);
  await expect(row).toContainText('Generador de contenido');
  await expect(row).toContainText('Invitado: aún no ha elegido contraseña');
  await waitForEmailLink(hugo, 0, '/invitation/');
  await row.getByRole('button', { name: 'Enviar de nuevo la invitación a Hugo Redactor' }).click();
  await expect(page.getByText('La invitación está en camino', { exact: false })).toBeVisible();
  await waitForEmailLink(hugo, 1, '/invitation/');

  // Deactivated, then searched for.
  await row.getByRole('switch', { name: 'Activo: Hugo Redactor' }).click();
  await expect(page.getByText('Usuario actualizado')).toBeVisible();
  await expect(row.getByRole('switch', { name: 'Activo: Hugo Redactor' })).not.toBeChecked();
  await page.getByLabel('Buscar usuarios').fill('hugo');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Buscar usuarios').fill('');
  await expect(page.getByRole('row')).toHaveCount(3);

  // The only active user account manager cannot give up that role.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Gestión de roles' })
    .click();
  await page.getByRole('checkbox', { name: 'Gestor de cuentas de usuario: Irene Gestora' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cambiar mis roles' }).click();
  await expect(page.getByText('Debe haber al menos un usuario activo')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Gestor de cuentas de usuario: Irene Gestora' }),
  ).toBeChecked();

  // Deleted after a confirmation.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await page.getByRole('button', { name: 'Eliminar a Hugo Redactor' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar a Hugo Redactor?' });
  await confirm.getByRole('button', { name: 'Eliminar usuario' }).click();
  await expect(page.getByText('Usuario eliminado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Hugo Redactor' })).toHaveCount(0);
});

test("an admin sees each office's use of the AI assistant over the last 30 days", async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1366) await signIn(page, USERS.admin);
    await page.goto('/office-management?tab=ai-usage');
    const table = page.getByRole('region', { name: 'Uso de la IA por despacho' }).getByRole('table');
    const demo = table.getByRole('row').filter({ hasText: 'Despacho Demo Abogados' });
    await expect(demo).toBeVisible();
    // The demo uses the offline engine: calls, and no provider tokens.
    await expect(demo.getByRole('cell')).toHaveText(['Despacho Demo Abogados', /^\d[\d.]*$/, '0', '0']);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});
