import { type APIRequestContext, expect, test } from '@playwright/test';
import { addUser, atBothWidths, signIn, USERS } from './support';

const DISCLAIMER = 'Este artículo no constituye asesoramiento jurídico.';

test.describe.configure({ timeout: 120_000 });

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth_user', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A writer of the demo office of its own (the demo writer's password is changed by the password
 * recovery test, which may run first), created by the office's account manager.
 */
async function demoWriter(request: APIRequestContext) {
  return addUser(
    request,
    { email: `redaccion-preview-${Date.now()}@despacho-demo.es`, firstName: 'Irene', lastName: 'Vista' },
    ['content_genrator'],
  );
}

test('previews of a news item: signed in, through a copied link, and the disclaimer from office settings', async ({
  page,
  browser,
  request,
}) => {
  const writer = await demoWriter(request);
  const token = await apiToken(request, writer.email, writer.password);
  const created = await request.post('/v1/news_infos', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Reforma laboral: lo que cambia',
      author: 'Irene Vista',
      summary: 'Las claves de la reforma para empresas y trabajadores.',
      languages: ['es'],
      contents: [
        {
          platform: 'web',
          title: 'Reforma laboral 2026',
          content: '<p>El nuevo texto <strong>entra en vigor</strong>.</p>',
        },
        {
          platform: 'x',
          content: 'La reforma laboral, en claro: https://www.despacho-demo.es/actualidad/reforma',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { object: item } = (await created.json()) as { object: { id: string; office_id: string } };

  // The account manager sets the disclaimer in office settings.
  await signIn(page, USERS.accountManager, { at: '/settings/office-settings' });
  await page.getByLabel('Aviso legal en español').fill(DISCLAIMER);
  await page.getByRole('button', { name: 'Guardar aviso legal' }).click();
  await expect(page.getByText('Aviso legal guardado')).toBeVisible();

  // The writer opens the web preview, the editor's own view.
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const writerPage = await context.newPage();
  await signIn(writerPage, writer);
  await writerPage.goto(`/preview/${item.id}/${item.office_id}/web/current/internal`);
  await expect(writerPage.getByRole('heading', { level: 1, name: 'Reforma laboral 2026' })).toBeVisible();
  await expect(writerPage.getByText('El nuevo texto entra en vigor.')).toBeVisible();
  await expect(writerPage.getByText(DISCLAIMER)).toBeVisible();
  await expect(writerPage.getByText(/Vista previa de la versión actual/)).toBeVisible();
  await atBothWidths(writerPage, 'preview-web');

  // The X post, by keyboard from the channel links.
  const xLink = writerPage.getByRole('navigation', { name: 'Canales de la vista previa' }).getByRole('link', {
    name: 'X',
    exact: true,
  });
  await xLink.focus();
  await writerPage.keyboard.press('Enter');
  await expect(writerPage).toHaveURL(new RegExp(`/preview/${item.id}/${item.office_id}/x/current/internal$`));
  const post = writerPage.getByRole('article');
  await expect(post.getByText('La reforma laboral, en claro:')).toBeVisible();
  await expect(
    post.getByRole('link', { name: 'https://www.despacho-demo.es/actualidad/reforma' }),
  ).toBeVisible();
  await expect(post.getByText(DISCLAIMER)).toBeVisible();
  await atBothWidths(writerPage, 'preview-x');

  // A signed link to the X version, copied and opened where nobody is signed in.
  await writerPage.getByRole('button', { name: 'Copiar enlace de vista previa' }).click();
  await expect(writerPage.getByRole('status')).toHaveText('Enlace de vista previa copiado');
  const link = await writerPage.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/preview/${item.id}/${item.office_id}/x/current\\?token=`));
  await expect(writerPage.getByLabel('Enlace de vista previa')).toHaveValue(link);
  await context.close();

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole('article').getByText('La reforma laboral, en claro:')).toBeVisible();
  await expect(guestPage.getByText(DISCLAIMER)).toBeVisible();
  await expect(guestPage.getByText(/Vista previa de la versión actual/)).toHaveCount(0);
  await atBothWidths(guestPage, 'preview-x-signed-link');

  // The same link for another channel, or altered, is refused.
  await guestPage.goto(link.replace('/x/current', '/web/current'));
  await expect(
    guestPage.getByText('Este enlace de vista previa no es válido. Pida uno nuevo a quien se lo envió.'),
  ).toBeVisible();
  await guestPage.goto(`${link.slice(0, -3)}abc`);
  await expect(
    guestPage.getByText('Este enlace de vista previa no es válido. Pida uno nuevo a quien se lo envió.'),
  ).toBeVisible();

  // Without a link nor a session, the preview asks to sign in.
  await guestPage.goto(`/preview/${item.id}/${item.office_id}/web/current`);
  await expect(
    guestPage.getByRole('heading', { name: 'Inicie sesión para ver esta vista previa' }),
  ).toBeVisible();

  // Addresses that are not a preview's are the 404 screen.
  for (const path of [
    `/preview/not-a-uuid/${item.office_id}/web/current`,
    `/preview/${item.id}/${item.office_id}/tiktok/current`,
    `/preview/${item.id}/${item.office_id}/web/latest`,
    `/preview/${item.id}/${item.office_id}/web/current/other`,
  ]) {
    await guestPage.goto(path);
    await expect(guestPage.getByRole('heading', { name: 'Página no encontrada' }), path).toBeVisible();
  }
  await guest.close();
});
