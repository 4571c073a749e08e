import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, USERS } from './support';

// The demo office (GACETA_DEMO=1) has its seeded news: ~30 items, 3 copies from the library (2 to review).
test.describe.configure({ timeout: 90_000 });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const panel = (page: Page) => page.getByRole('region', { name: 'Noticias' });

/** The tab of the news panel whose name starts with `label` (counts follow some names). */
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });

const rows = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

test('the news panel lists the latest, ready, to-review and distributed news, each linking to its editor', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.reviewer);
  await expect(panel(page).getByRole('heading', { name: 'Noticias', level: 2 })).toBeVisible();

  // Latest: five items, newest first, each a link to news/edit/$id.
  await expect(tab(page, 'Últimas')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(5);
  const first = rows(page).first().getByRole('link');
  await expect(first).toHaveAttribute('href', new RegExp(`/news/edit/${UUID.source}$`));
  await page.screenshot({ path: test.info().outputPath('dashboard-news-1366.png'), fullPage: true });

  // Ready to publish: the count in the tab, and every item shown with that status.
  await tab(page, 'Lista para publicar').click();
  await expect(tab(page, 'Lista para publicar')).toHaveAccessibleName(/\d+$/);
  await expect(rows(page)).toHaveCount(5);
  for (const row of await rows(page).all()) await expect(row).toContainText('Lista para publicar');

  // Sent back: the demo's returned item, with its comment; a notice above the tabs leads to them all.
  await tab(page, 'Devuelta').click();
  for (const row of await rows(page).all()) await expect(row).toContainText('Comentario:');
  const notice = panel(page).getByRole('status').filter({ hasText: 'devuelto a preparación' });
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

  // Most read: ranked by the website statistics, which this reviewer's roles do not include.
  await tab(page, 'Más leídas').click();
  await expect(page.getByRole('tabpanel')).toContainText('Sus roles no incluyen las estadísticas de la web');
  await expect(rows(page)).toHaveCount(0);

  // A title opens the item's editor.
  await tab(page, 'Para revisar').click();
  const copy = rows(page).first().getByRole('link');
  const href = await copy.getAttribute('href');
  await copy.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the tabs work by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.statistics);
  await tab(page, 'Últimas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Lista para publicar')).toBeFocused();
  await expect(tab(page, 'Lista para publicar')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Más leídas')).toHaveAttribute('aria-selected', 'true');
  // The statistics reviewer sees the month's most read news (the demo's web events), with their views.
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).first()).toContainText(/\d+ visitas?$/);
  // Tab leaves the tab list for the selected list, whose titles come next.
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Distribuidas')).toHaveAttribute('aria-selected', 'true');
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

test('an account manager, who cannot read news, sees no news panel and no card for screens it cannot open', async ({
  page,
}) => {
  await signIn(page, USERS.accountManager);
  await expect(page.getByRole('heading', { name: 'Acerca de Gaceta' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  // The newsletter's and the social networks' figures are the statistics reviewer's.
  await expect(page.getByRole('heading', { name: 'Redes sociales' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toHaveCount(0);
  // Setting up the website is the publish reviewer's (decision 027).
  await expect(page.getByRole('heading', { name: 'Termine la configuración' })).toHaveCount(0);
});

for (const width of [1366, 390]) {
  test(`the dashboard with its news passes axe (WCAG 2.1 AA) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, USERS.reviewer);
    await expect(rows(page)).toHaveCount(5);
    for (const name of ['Últimas', 'Para revisar', 'Más leídas']) {
      await tab(page, name).click();
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
      ).toEqual([]);
    }
    await tab(page, 'Últimas').click();
    await page.screenshot({ path: test.info().outputPath(`dashboard-news-${width}.png`), fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
