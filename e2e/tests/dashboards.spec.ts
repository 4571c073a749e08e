import { expect, type Page, test } from '@playwright/test';
import { addWriter, atBothWidths, axeViolations, bearer, signIn, tokenOf, USERS, type User } from './support';

// Both dashboards on the demo data (GACETA_DEMO=1): each role's panels and nothing else, no failed
// call behind them, axe and screenshots at a desktop and a phone width.
test.describe.configure({ timeout: 90_000 });
// A browser far from the demo office (Madrid): the office's figures and times keep to its own clock.
test.use({ timezoneId: 'America/Bogota' });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * Opens the dashboard signed in as `user` (support's signIn), recording every answer of 400 or
 * more and every console error from the start.
 */
async function openDashboard(page: Page, user: User) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await signIn(page, user);
  return failures;
}

/** The dashboard's section titles, in order, once loaded. */
async function sections(page: Page) {
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
}

const newsPanel = (page: Page) => page.getByRole('region', { name: 'Noticias' });

/** The tab of the news panel whose name starts with `label` (counts follow some names). */
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

test('the account manager, who reads no news and no figures, gets what it looks after: users, invitations, roles', async ({
  page,
}) => {
  const failures = await openDashboard(page, USERS.accountManager);
  expect(await sections(page)).toEqual(['Usuarios y roles', 'Acerca de Gaceta']);
  // No range to choose: nothing it would change.
  await expect(page.getByRole('radiogroup', { name: 'Periodo' })).toHaveCount(0);
  // The demo's colleague invited who has not chosen a password, whose invitation can go again.
  const accounts = page.getByRole('region', { name: 'Usuarios y roles' });
  const invitation = accounts.getByRole('listitem').filter({ hasText: 'pilar.ortega@despacho-demo.es' });
  await expect(invitation).toContainText('Pilar Ortega Vidal');
  await invitation
    .getByRole('button', { name: 'Enviar de nuevo la invitación a Pilar Ortega Vidal' })
    .click();
  await expect(page.getByText('La invitación está en camino', { exact: false })).toBeVisible();
  await atBothWidths(page, 'dashboard-account-manager');
  expect(failures).toEqual([]);
});

test('a writer gets the news panel, without the tabs ranked by statistics', async ({ page, request }) => {
  const failures = await openDashboard(page, await addWriter(request, `dash-${Date.now()}`));
  expect(await sections(page)).toEqual(['Noticias', 'Acerca de Gaceta']);
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.map((name) => name.replace(/\d+$/, ''))).toEqual([
    'Últimas',
    'Para revisar',
    'Lista para publicar',
    'Distribuidas',
    'Devueltas',
    'Cambios por revisar',
  ]);
  expect(failures).toEqual([]);
});

test('the publish reviewer gets the news panel: latest, ready, to-review and distributed news, each linking to its editor', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const failures = await openDashboard(page, USERS.reviewer);
  // The news, and what is left to set up of the channels it manages, each card leading to its settings.
  // Who sends the newsletter and the posts sees how they did (decision 060). Notices above the
  // panels (what to finish setting up, an issue waiting for approval) come and go with the data.
  const panels = ['Noticias', 'Web', 'Newsletter', 'Redes sociales', 'Acerca de Gaceta'];
  const titles = await sections(page);
  expect(titles.filter((title) => panels.includes(title))).toEqual([
    'Noticias',
    'Web',
    'Newsletter',
    'Redes sociales',
    'Acerca de Gaceta',
  ]);
  for (const link of await page
    .getByRole('region', { name: 'Termine la configuración' })
    .getByRole('link')
    .all()) {
    await expect(link).toHaveAttribute('href', /^\/settings\//);
  }

  // Latest: five items, newest first, each a link to news/edit/$id.
  await expect(tab(page, 'Últimas')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(5);
  const first = rows(page).first().getByRole('link');
  await expect(first).toHaveAttribute('href', new RegExp(`/news/edit/${UUID.source}$`));

  // Ready to publish: the count in the tab, and every item shown with that status.
  await tab(page, 'Lista para publicar').click();
  await expect(tab(page, 'Lista para publicar')).toHaveAccessibleName(/\d+$/);
  await expect(rows(page)).toHaveCount(5);
  for (const row of await rows(page).all()) await expect(row).toContainText('Lista para publicar');

  // Sent back: the demo's returned item, with its comment; a notice above the tabs leads to them all.
  await tab(page, 'Devuelta').click();
  for (const row of await rows(page).all()) await expect(row).toContainText('Comentario:');
  const notice = newsPanel(page).getByRole('status').filter({ hasText: 'devuelto a preparación' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Leer los comentarios' }).click();
  await expect(page).toHaveURL(/\/news\?returned=true/);
  await expect(page.getByLabel('Estado')).toHaveValue('sent_back');
  await page.goBack();

  // Ready to review: the library copies not yet reviewed.
  await tab(page, 'Para revisar').click();
  await expect(tab(page, 'Para revisar')).toHaveAccessibleName(/^Para revisar\s*2$/);
  await expect(rows(page)).toHaveCount(2);
  for (const row of await rows(page).all()) await expect(row).toContainText('De la biblioteca, por revisar');

  // Distributed: every copy received, reviewed or not.
  await tab(page, 'Distribuidas').click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'De la biblioteca' })).toHaveCount(3);
  await expect(rows(page).filter({ hasNotText: 'por revisar' })).toHaveCount(1);

  // A title opens the item's editor.
  await tab(page, 'Para revisar').click();
  const copy = rows(page).first().getByRole('link');
  const href = await copy.getAttribute('href');
  await copy.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(failures).toEqual([]);
});

test('the tabs work by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page, USERS.statistics);
  await tab(page, 'Últimas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Más leídas')).toBeFocused();
  await expect(tab(page, 'Más leídas')).toHaveAttribute('aria-selected', 'true');
  // The statistics reviewer sees the month's most read news (the demo's web events), with their views.
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).first()).toContainText(/\d+ visitas?$/);
  // Tab leaves the tab list for the selected list, whose titles come next. Radix moves the focus of an
  // arrow, Home or End key in a timeout: the next key waits until it has landed, or it would start
  // from the tab before.
  await page.keyboard.press('End');
  await expect(tab(page, 'Cambios por revisar')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Devueltas')).toBeFocused();
  await expect(tab(page, 'Devueltas')).toHaveAttribute('aria-selected', 'true');
  const insidePanel = () =>
    page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null);
  await page.keyboard.press('Tab');
  await expect.poll(insidePanel).toBe(true);
  if (
    !(await rows(page)
      .first()
      .getByRole('link')
      .evaluate((link) => link === document.activeElement))
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(rows(page).first().getByRole('link')).toBeFocused();
});

test('the statistics reviewer gets the news and the channels’ figures, over the range it picks', async ({
  page,
}) => {
  const failures = await openDashboard(page, USERS.statistics);
  // Every panel the API sends this role, in order, and none other.
  const sent = await page.request.get('/v1/dashboard?range=week', {
    headers: bearer(await tokenOf(page.request, USERS.statistics)),
  });
  const { panels } = ((await sent.json()) as { object: { panels: Record<string, unknown> } }).object;
  expect(Object.keys(panels)).toEqual(expect.arrayContaining(['news', 'web']));
  const titles = { news: 'Noticias', web: 'Web', newsletter: 'Newsletter', social: 'Redes sociales' };
  expect(await sections(page)).toEqual([
    ...Object.entries(titles)
      .filter(([key]) => key in panels)
      .map(([, title]) => title),
    'Acerca de Gaceta',
  ]);
  // It writes no news: the notice of news sent back to their writers is not for it.
  // The tab's count says the list of returned news has loaded.
  await expect(newsPanel(page).getByRole('tab', { name: /^Devueltas\s*\d+$/ })).toBeVisible();
  await expect(newsPanel(page).getByRole('status').filter({ hasText: 'devuelto a preparación' })).toHaveCount(
    0,
  );
  // The automatic newsletter's next run on the office's clock, as its sending time, whatever the browser's.
  if ('newsletter' in panels) {
    await expect(page.getByRole('region', { name: 'Newsletter' })).toContainText(
      /martes · 09:00 · próximo el \d{2}\/\d{2}\/\d{4} 09:00 \(Madrid\)/,
    );
  }
  const web = page.getByRole('region', { name: 'Web' });
  // Summary: the demo's most read news, each opening its scorecard.
  const mostRead = web.getByRole('listitem');
  await expect(mostRead).toHaveCount(5);
  await expect(mostRead.first().getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`/statistics/news/${UUID.source}$`),
  );
  // Detail: the chart, named, and the most read news as a table.
  await web.getByRole('radio', { name: 'Detalle' }).click();
  await expect(web.getByRole('img', { name: /visitas en total/ })).toBeVisible();
  await expect(web.getByRole('table')).toBeVisible();
  // The range feeds every panel: a year asks GET /v1/dashboard?range=year.
  const year = page.waitForResponse((response) => response.url().includes('/v1/dashboard?range=year'));
  await page.getByRole('radiogroup', { name: 'Periodo' }).getByRole('radio', { name: 'Último año' }).click();
  expect((await year).status()).toBe(200);
  await expect(page).toHaveURL(/range=year/);
  // The subjects tab: which practice areas' news are read.
  await page.getByRole('tab', { name: 'Materias' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(/visitas?$/);
  expect(failures).toEqual([]);
});

test('a scorecard opens from the dashboard with every channel beside its table', async ({ page }) => {
  const failures = await openDashboard(page, USERS.statistics);
  const first = page.getByRole('region', { name: 'Web' }).getByRole('listitem').first().getByRole('link');
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByRole('heading', { name: 'Web', level: 3 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Web por periodo' }).getByRole('row').nth(1)).toBeVisible();
  // By subject, with its CSV.
  await page.goto('/statistics/scorecards?group_by=author');
  await expect(page.getByRole('region', { name: 'Cifras por grupo' }).getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  expect(failures).toEqual([]);
});

test('the provider’s admin gets the platform’s panels, each failed job linking to its run', async ({
  page,
}) => {
  const failures = await openDashboard(page, USERS.admin);
  expect(await sections(page)).toEqual([
    'Despachos',
    'Biblioteca de noticias',
    'Correos',
    'Conexiones sociales',
    'Tareas fallidas',
    'Despachos más activos',
    'Uso de la IA',
  ]);
  const offices = page.getByRole('region', { name: 'Despachos', exact: true });
  await expect(offices).toContainText('Despachos activos');
  await expect(offices).not.toContainText('No disponible');
  await expect(page.getByRole('region', { name: 'Despachos más activos' })).toContainText('Despacho Demo');
  expect(failures).toEqual([]);
});

test('the provider’s admin reads the statistics across offices, narrows them to the demo office by keyboard and downloads them', async ({
  page,
}) => {
  const failures = await openDashboard(page, USERS.admin);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Estadísticas' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estadísticas');
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  // From the range to the office filter with Tab, and the demo office chosen from the keyboard.
  await page.getByRole('radio', { name: 'Último mes' }).focus();
  await page.keyboard.press('Tab');
  const office = page.getByRole('combobox', { name: 'Despacho' });
  await expect(office).toBeFocused();
  const narrowed = page.waitForResponse(
    (response) => response.url().includes('/v1/admin/statistics') && response.url().includes('office_id='),
  );
  await office.selectOption({ label: 'Despacho Demo Abogados' });
  const { object } = (await (await narrowed).json()) as {
    object: { web: { totals: { views: number } }; offices: { name: string }[] };
  };
  expect(object.web.totals.views).toBeGreaterThan(0);
  expect(object.offices.map((each) => each.name)).toEqual(['Despacho Demo Abogados']);
  await expect(page).toHaveURL(/office_id=/);
  // The demo's figures on the screen: the website's views tile, and the office's line of the table.
  const views = new Intl.NumberFormat('es-ES').format(object.web.totals.views);
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${views}$`) })
      .first(),
  ).toBeVisible();
  const perOffice = page.getByRole('region', { name: 'Cifras por despacho' });
  await expect(perOffice.getByRole('row')).toHaveCount(2);
  await expect(perOffice.getByRole('row').nth(1)).toContainText(`Despacho Demo Abogados${views}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^admin-statistics-month-\d{4}-\d{2}-\d{2}\.csv$/);
  await atBothWidths(page, 'admin-statistics');
  expect(failures).toEqual([]);
});

for (const width of [1366, 390]) {
  for (const [name, user] of [
    ['client', USERS.statistics],
    ['admin', USERS.admin],
  ] as const) {
    test(`the ${name} dashboard passes axe (WCAG 2.1 AA) and fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, user);
      await sections(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`dashboard-${name}-${width}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
