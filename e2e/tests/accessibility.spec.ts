import { expect, type Page, test } from '@playwright/test';
import { axeViolations, openInApp, signIn, USERS } from './support';

// The tests stand alone, so both workers share this file, the suite's longest; each signs in and
// loads several screens, which takes a while on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });
const WIDTHS = [1366, 390] as const;

/** Every screen the side menu offers this user, as the menu shows it on a wide screen. */
async function menuDestinations(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

// The publish reviewer's menu is the longest in an office; at 390 px it is where screens are likeliest to
// grow wider than the phone (the admin's and the account manager's at both widths).
const WALKS = [
  ...[USERS.admin, USERS.accountManager].flatMap((user) => WIDTHS.map((width) => ({ user, width }))),
  { user: USERS.reviewer, width: 390 },
];

for (const { user, width } of WALKS) {
  test(`every screen in ${user.firstName}'s menu passes axe (WCAG 2.1 AA) and fits ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, user);
    const paths = await menuDestinations(page);
    expect(paths.length).toBeGreaterThan(3);

    await page.setViewportSize({ width, height: 900 });
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Cargando…')).toHaveCount(0);
      const problems = await axeViolations(page);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wider > 0) problems.push(`${wider} px wider than the screen`);
      if (problems.length > 0) found[path] = problems;
    }
    expect(found).toEqual({});
  });
}

test('the skip link is the first Tab stop and moves focus to the screen', async ({ page }) => {
  await signIn(page, USERS.accountManager);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the open pages name themselves and start with a skip link to their content', async ({ page }) => {
  for (const [path, title] of [
    ['/login', 'Iniciar sesión · Gaceta'],
    ['/forgot-password', '¿Ha olvidado su contraseña? · Gaceta'],
    ['/privacy', 'Política de privacidad · Gaceta'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
});

test('each screen names itself in the title and takes focus on its heading after navigation', async ({
  page,
}) => {
  await signIn(page, USERS.accountManager);
  await expect(page).toHaveTitle('Panel · Gaceta');

  // (The dashboard's accounts panel links to the users too: the menu's is the one meant.)
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await expect(page).toHaveTitle('Usuarios · Gaceta');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeFocused();

  // A search in the same screen leaves focus in the search box.
  const search = page.getByLabel('Buscar usuarios');
  await search.fill('Carmen');
  await expect(page).toHaveURL(/search=Carmen/);
  await expect(search).toBeFocused();

  await page.getByRole('button', { name: 'Lucía Martín Ruiz, menú de usuario' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveTitle('Users · Gaceta');
  await page.getByRole('button', { name: 'Lucía Martín Ruiz, user menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page).toHaveTitle('Usuarios · Gaceta');
});

test('an admin sees their own tools first in the menu', async ({ page }) => {
  await signIn(page, USERS.admin);
  const links = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
  await expect(links.nth(0)).toHaveText('Gestión de despachos');
  await expect(links.nth(1)).toHaveText('Gestión de materias');
});

test('closing a dialog returns focus to the control that opened it', async ({ page }) => {
  await signIn(page, USERS.accountManager, { at: '/users' });

  const add = page.getByRole('button', { name: 'Añadir usuario' });
  await add.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Typing starts at the first field, not at the picture picker above it.
  await expect(page.getByRole('dialog').getByLabel('Nombre', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();

  const edit = page.getByRole('button', { name: 'Editar Carmen López Vidal' });
  await edit.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await expect(edit).toBeFocused();

  const remove = page.getByRole('button', { name: 'Eliminar a Carmen López Vidal' });
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(remove).toBeFocused();
});

test('a dialog opened from a row menu returns focus to the menu button, and after a delete to the next row', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signIn(page, USERS.admin, { at: '/settings/subject-management' });

  const civilActions = page.getByRole('button', { name: 'Acciones de Civil' });
  await civilActions.click();
  await page.getByRole('menuitem', { name: 'Renombrar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(civilActions).toBeFocused();

  // A subject of its own under Civil, then deleted: focus goes to a neighbour's actions, not <body>.
  await civilActions.click();
  await page.getByRole('menuitem', { name: 'Añadir una submateria' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nombre en español').fill(`Foco ${stamp}`);
  await form.getByLabel('Nombre en inglés').fill(`Focus ${stamp}`);
  await form.getByLabel('Nombre en portugués').fill(`Foco ${stamp}`);
  await form.getByRole('button', { name: 'Crear materia' }).click();
  await expect(page.getByText('Materia creada')).toBeVisible();
  await expect(civilActions).toBeFocused();
  // The confirmation toast reads well too (its colours are ours, not the library's).
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Acciones de Foco ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Materia eliminada')).toBeVisible();
  await expect(page.getByRole('button', { name: `Acciones de Foco ${stamp}` })).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Acciones de /);
});

test('the mobile menu returns focus to its button, or to the new heading after following a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, USERS.accountManager);
  const open = page.getByRole('button', { name: 'Abrir el menú' });

  await open.click();
  await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();

  await open.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Configuración del despacho' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración del despacho' })).toBeFocused();
});

test('a screen whose data fails on a hard load says so in its frame, translated, and tries again', async ({
  page,
}) => {
  await signIn(page, USERS.accountManager);
  await page.route('**/v1/office_settings', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Internal server error' } }),
  );
  await page.goto('/settings/office-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración del despacho' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Error interno del servidor');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page).toHaveTitle('Configuración del despacho · Gaceta');

  await page.unroute('**/v1/office_settings');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByLabel('Nombre del despacho')).toHaveValue('Despacho Demo Abogados');
});

test('a list that failed to load offers to try again', async ({ page }) => {
  await signIn(page, USERS.accountManager);
  await page.route(/\/v1\/users(\?|$)/, (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Internal server error' } }),
  );
  await page.goto('/users');
  // The client tries a server error twice more, with a pause, before it says so.
  await expect(page.getByRole('alert')).toContainText('Error interno del servidor', { timeout: 30_000 });

  await page.unroute(/\/v1\/users(\?|$)/);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('row', { name: /Carmen López Vidal/ })).toBeVisible();
});

test.describe('before the cookie notice is accepted', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a page loaded afresh starts at the skip link, and the notice covers no action bar', async ({
    page,
  }) => {
    await signIn(page, USERS.reviewer);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/news/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva noticia' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    const notice = await page.getByRole('region', { name: 'Solo cookies esenciales' }).boundingBox();
    const save = await page.getByRole('button', { name: 'Guardar', exact: true }).boundingBox();
    expect(notice && save && notice.x + notice.width <= save.x).toBe(true);
  });
});
