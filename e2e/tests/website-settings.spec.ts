import { expect, type Page, test } from '@playwright/test';
import { atBothWidths, bearer, signIn, tokenOf, USERS } from './support';

/** support's atBothWidths, once no toast shows. */
async function atBothWidthsWithoutToasts(page: Page, name: string) {
  // A toast fading in or out is read by axe at half its contrast: let them go first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await atBothWidths(page, name);
}

// The demo's theme is put back whatever happens, so a failure here never fails the widget's tests.
let demoTheme: unknown;
test.afterEach(async ({ request }) => {
  const headers = bearer(await tokenOf(request, USERS.reviewer));
  await request.put('/v1/theme_customization', { headers, data: demoTheme });
});

test('the theme shows in the live widget before and after saving; a snippet copies with the office key', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = bearer(await tokenOf(request, USERS.reviewer));
  demoTheme ??= (await (await request.get('/v1/theme_customization', { headers })).json()).object;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Previews count nothing in the office's website statistics.
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/public/v1/events')) beacons.push(sent.postData() ?? '');
  });
  await signIn(page, USERS.reviewer);
  await page.getByRole('link', { name: 'Personalizar el tema de noticias' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personalizar el tema de noticias' }),
  ).toBeVisible();

  // The preview is the real widget (its shadow root is open, so locators reach in), in the demo theme.
  const widget = page.getByTestId('widget-preview').locator('gaceta-news');
  const themeHeader = widget.locator('.gaceta-theme-header');
  const cardTitle = widget.locator('.gaceta-card__title').first();
  await expect(themeHeader).toHaveText('Actualidad jurídica');
  await expect(cardTitle).toHaveCSS('color', 'rgb(122, 31, 43)');
  // The preview works in place but leaves the back-office's address and history alone.
  const address = page.url();
  await cardTitle.getByRole('link').click();
  await expect(widget.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).toBe(address);
  await widget.getByRole('link', { name: 'Volver a las noticias' }).click();
  await expect(cardTitle).toBeVisible();

  const headingColour = page.getByRole('textbox', { name: 'Color de los títulos', exact: true });
  const header = page.getByLabel('Cabecera');
  await headingColour.fill('verde');
  await header.fill('');
  await page.getByRole('button', { name: 'Guardar tema' }).click();
  await expect(
    page.getByText('Escriba un color como # y seis dígitos hexadecimales, por ejemplo #1a365d'),
  ).toBeVisible();
  await expect(page.getByText('La cabecera es obligatoria')).toBeVisible();
  await expect(headingColour).toBeFocused();

  // Unsaved, valid changes reach the preview at once.
  await headingColour.fill('#0b5d3b');
  await header.fill('Novedades del despacho');
  await expect(themeHeader).toHaveText('Novedades del despacho');
  await expect(cardTitle).toHaveCSS('color', 'rgb(11, 93, 59)');
  await atBothWidthsWithoutToasts(page, 'theme-customization');

  await page.getByRole('button', { name: 'Guardar tema' }).click();
  await expect(
    page.getByText('Tema guardado. Su sitio web lo mostrará en menos de un minuto.'),
  ).toBeVisible();
  const office = await widget.getAttribute('office');
  // The public feed shows a change within a second or so (each server memoises the office's version).
  await expect
    .poll(async () => (await (await page.request.get(`/public/v1/offices/${office}/theme`)).json()).object)
    .toMatchObject({ heading_color: '#0b5d3b', header: 'Novedades del despacho' });
  await page.reload();
  await expect(header).toHaveValue('Novedades del despacho');
  await expect(themeHeader).toHaveText('Novedades del despacho');

  // Website configuration: each view's snippet names the office; the preview follows the tab.
  await page.getByRole('link', { name: 'Configuración de la web' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la web' })).toBeVisible();
  await page.getByRole('tab', { name: 'Carrusel' }).click();
  await page.getByRole('button', { name: 'Copiar Etiqueta script' }).click();
  await expect(page.getByText('Copiado: Etiqueta script')).toBeVisible();
  const origin = `http://localhost:${new URL(page.url()).port}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `<link rel="preload" href="${origin}/public/v1/offices/${office}/news?page=1&amp;per=5&amp;language=es&amp;include=theme" as="fetch" crossorigin>\n` +
      `<link rel="modulepreload" href="${origin}/widget/v1/slider.js">\n` +
      `<script src="${origin}/widget/v1/gaceta.js" data-office="${office}" data-view="slider" data-lang="es" async></script>`,
  );
  const slider = page.getByTestId('widget-preview').locator('gaceta-news[view="slider"]');
  await expect(slider.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  await expect(slider.locator('.gaceta-theme-header')).toHaveText('Novedades del despacho');
  await atBothWidthsWithoutToasts(page, 'website-configuration');

  expect(beacons).toEqual([]);
});
