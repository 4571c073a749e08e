import { expect, type Page, test } from '@playwright/test';
import { axeViolations, DEMO_AUTHOR, demoOfficeKey, PNG, signIn, USERS } from './support';

// Each test signs in through the form first, which takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The rich-text area of the open channel tab. */
const webText = (page: Page) => page.getByRole('textbox', { name: 'Texto para Web' });

async function openNewEditor(page: Page) {
  await page.goto('/news/add');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
}

async function saveDraft(page: Page, title: string) {
  await openNewEditor(page);
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Noticia creada')).toBeVisible();
  await expect(page).toHaveURL(/\/news\/edit\/[0-9a-f-]{36}$/);
}

test('a writer writes an item with two channel versions, saves a draft, then edits and saves again', async ({
  page,
}) => {
  await signIn(page, USERS.writer);
  await openNewEditor(page);

  await page.getByLabel('Título', { exact: true }).fill('Reforma laboral: lo que cambia en 2027');
  await page.getByLabel('Autor').fill('Javier Ortega');
  const summary = page.getByLabel('Resumen');
  await summary.fill('La reforma cambia los contratos temporales y el despido.');
  await expect(page.getByText('9 de 250 palabras')).toBeVisible();
  await expect(page.getByText('56 de 2500 caracteres')).toBeVisible();

  // The web version in the rich-text editor, the X version as a post.
  await page.getByLabel('Título para Web').fill('Reforma laboral 2027');
  await webText(page).click();
  await page.keyboard.type('Qué cambia para las empresas.');
  await page.getByRole('tab', { name: 'X' }).click();
  const post = page.getByRole('textbox', { name: 'Texto para X' });
  await post.fill('La reforma laboral de 2027, explicada: https://www.despacho-demo.es/noticias/reforma');
  // The link counts as 23, whatever its length.
  await expect(page.getByText('62 de 280 caracteres (cada enlace cuenta como 23)')).toBeVisible();

  await page.getByLabel('Palabras clave SEO').fill('reforma laboral');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Quitar la palabra clave reforma laboral' })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Noticia creada')).toBeVisible();
  await expect(page).toHaveURL(/\/news\/edit\/[0-9a-f-]{36}$/);

  // What was saved comes back: both versions, and the web text as the editor wrote it.
  await page.reload();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(
    'Reforma laboral: lo que cambia en 2027',
  );
  await expect(webText(page)).toContainText('Qué cambia para las empresas.');
  await page.getByRole('tab', { name: 'X' }).click();
  await expect(page.getByRole('textbox', { name: 'Texto para X' })).toHaveValue(/explicada/);
  await expect(page.getByRole('button', { name: 'Quitar la palabra clave reforma laboral' })).toBeVisible();

  // The image is saved on its own once the item exists, with its description in the form.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir una imagen' }).click();
  await (await chooser).setFiles({ name: 'reforma.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagen guardada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sustituir la imagen' })).toBeVisible();
  await page.getByLabel('Descripción de la imagen').fill('El Congreso durante la votación');
  // The image field's picture (the open channel's preview shows it too).
  await expect(page.getByRole('img', { name: 'El Congreso durante la votación' }).first()).toBeVisible();

  await page.getByLabel('Autor').fill('Javier Ortega Ruiz');
  // By keyboard: the focus stays on the button through the save, not back at the page's top.
  const save = page.getByRole('button', { name: 'Guardar', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Noticia actualizada')).toBeVisible();
  await expect(save).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Autor')).toHaveValue('Javier Ortega Ruiz');
  await expect(page.getByRole('img', { name: 'El Congreso durante la votación' })).toBeVisible();
});

test('a save over someone else’s newer save is refused and offers to reload', async ({ page, context }) => {
  // Kept signed in, so the second tab shares the session.
  await signIn(page, USERS.writer, { stayLoggedIn: true });
  await saveDraft(page, 'Borrador compartido');
  const url = page.url();

  const other = await context.newPage();
  await other.goto(url);
  await other.getByLabel('Título', { exact: true }).fill('Borrador compartido, versión de la otra pestaña');
  await other.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(other.getByText('Noticia actualizada')).toBeVisible();

  await page.getByLabel('Título', { exact: true }).fill('Borrador compartido, mi versión');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Otra persona ha guardado esta noticia' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Recargar la noticia' }).click();
  await expect(dialog).toBeHidden();
  // Their save stands; nothing was overwritten.
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(
    'Borrador compartido, versión de la otra pestaña',
  );
});

test('the formatting toolbar works by keyboard alone', async ({ page }) => {
  await signIn(page, USERS.writer);
  await openNewEditor(page);

  await page.getByLabel('Título para Web').focus();
  await page.keyboard.press('Tab');
  const toolbar = page.getByRole('toolbar', { name: 'Formato del texto' });
  await expect(toolbar.getByRole('button', { name: 'Título de sección' })).toBeFocused();
  // One Tab stop: the arrows move inside, End and Home jump to the ends.
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Imagen' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Título de sección' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const bold = toolbar.getByRole('button', { name: 'Negrita' });
  await expect(bold).toBeFocused();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(webText(page)).toBeFocused();
  await page.keyboard.type('importante');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(webText(page).locator('strong')).toHaveText('importante');

  // Back to the toolbar, where focus returns to the last button used; Tab leaves it for the text.
  await page.keyboard.press('Shift+Tab');
  await expect(bold).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Título de sección' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(webText(page)).toBeFocused();

  // A link by keyboard: the dialog asks for the address and gives focus back to the toolbar.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Enlace' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enlace' });
  await expect(dialog.getByLabel('Dirección del enlace')).toBeFocused();
  await page.keyboard.type('https://www.boe.es/');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toolbar.getByRole('button', { name: 'Enlace' })).toBeFocused();
});

for (const width of [1366, 390]) {
  test(`the editor passes axe (WCAG 2.1 AA) at ${width} px`, async ({ page }) => {
    await signIn(page, USERS.writer);
    await page.setViewportSize({ width, height: 900 });
    await saveDraft(page, `Noticia para comprobar la accesibilidad a ${width} px`);
    await expect(page.getByText('Cargando…')).toHaveCount(0);
    // The editor, not the passing "saved" notice, is what is checked.
    await expect(page.getByText('Noticia creada')).toBeHidden();
    const found: string[] = [];
    for (const tab of ['Web', 'Facebook']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      found.push(...(await axeViolations(page)).map((violation) => `${tab} ${violation}`));
    }
    expect(found).toEqual([]);
  });
}

test('publishing from the editor puts the article on the website: the feed, the widget and the share page show it', async ({
  page,
  baseURL,
}) => {
  await signIn(page, USERS.reviewer);
  const token = await page.evaluate(() => sessionStorage.getItem('authentication'));
  const list = await page.request.get('/v1/news_infos?status=ready_to_publish&per=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { objects } = (await list.json()) as {
    objects: {
      id: string;
      slug: string;
      title: string;
      author: string;
      active: boolean;
      publications: { platform: string }[];
    }[];
  };
  // One of the demo office's own items, not one another test file wrote for itself.
  const item = objects.find(
    (object) =>
      object.author === DEMO_AUTHOR &&
      !object.active &&
      !object.publications.some((publication) => publication.platform === 'web'),
  );
  if (!item) throw new Error('the demo office has no inactive item ready to publish on the web');
  const key = await demoOfficeKey(page.request);
  const feedSlugs = async () => {
    const feed = await page.request.get(`/public/v1/offices/${key}/news?per=50`);
    return ((await feed.json()) as { objects: { slug: string }[] }).objects.map((listed) => listed.slug);
  };
  expect(await feedSlugs()).not.toContain(item.slug);
  await page.goto(`/news/edit/${item.id}`);

  const workflow = page.getByRole('region', { name: 'Flujo de publicación' });
  // A skip link leads past the long form to the actions.
  await page.getByRole('link', { name: 'Ir al flujo de publicación' }).focus();
  await page.keyboard.press('Enter');
  await expect(workflow).toBeFocused();
  const web = workflow.getByRole('listitem').filter({ hasText: 'Web' });
  await web.getByRole('button', { name: 'Publicar ahora' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Publicar ahora en la web?' });
  // The office's default window (two years) is offered, on its clock.
  const until = dialog.getByRole('group', { name: 'Visible en la web hasta (Madrid)' });
  await expect(until.getByLabel('Fecha')).toHaveValue(new RegExp(`^${new Date().getFullYear() + 2}-`));
  await dialog.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(page.getByText('Publicada en la web')).toBeVisible();
  await expect(workflow.getByRole('listitem').filter({ hasText: 'Web: Publicada' })).toBeVisible();
  // The focus stays in the workflow: on the next channel's action, or on the workflow itself.
  await expect.poll(() => workflow.evaluate((region) => region.contains(document.activeElement))).toBe(true);

  // What the status says is what readers get (once the public path's office version refreshes,
  // within a second: decision 021).
  await expect.poll(feedSlugs).toContain(item.slug);
  const share = await page.request.get(`/p/${key}/${item.slug}`);
  expect(share.status()).toBe(200);
  expect(await share.text()).toContain(item.title.replaceAll('&', '&amp;'));
  const host = `${baseURL?.replace('localhost', '127.0.0.1')}/despacho/`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><title>Despacho</title><body><script src="${baseURL}/widget/v1/gaceta.js" data-office="${key}" data-languages="all" data-per="50"></script></body></html>`,
    }),
  );
  // An office's site on another origin (127.0.0.1 against localhost): loopback here, as in widget.spec.ts.
  await page.context().grantPermissions(['local-network-access']);
  await page.goto(host);
  await expect(
    page.locator('[data-gaceta-widget="list"]').getByRole('heading', { name: item.title }),
  ).toBeVisible();
});
