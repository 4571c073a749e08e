import { expect, test } from '@playwright/test';
import { atBothWidths, signIn, USERS } from './support';

// The demo office (GACETA_DEMO=1) has five months of newsletters, web readers and social posts.
/** A busy machine may take a while over a screen's first figures. */
const loaded = { timeout: 30_000 };

test('the newsletter statistics give rates, bounces and unsubscribes, and a campaign its clicks per article and its recipients by what they did', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.statistics, { at: '/statistics/newsletter?range=year' });
  await expect(page.getByRole('heading', { name: 'Estadísticas de la newsletter', level: 1 })).toBeVisible(
    loaded,
  );
  // The rates beside the counts, and what they are reckoned on.
  const tiles = page.locator('dl');
  await expect(tiles.getByText(/^Tasa de apertura: \d+(,\d)?\s%$/)).toBeVisible(loaded);
  await expect(tiles.getByText(/^Tasa de clics: \d+(,\d)?\s%$/)).toBeVisible();
  await expect(page.getByText(/^Tasa de apertura: los destinatarios que abrieron/)).toBeVisible();
  for (const tile of ['Rebotados', 'Bajas']) {
    await expect(page.getByRole('term').filter({ hasText: tile })).toBeVisible();
  }
  // Each newsletter by its subject, kind and time.
  const campaigns = page.getByRole('region', { name: 'Boletines enviados' });
  expect(await campaigns.getByRole('columnheader').allTextContents()).toEqual(
    expect.arrayContaining(['Fecha de envío', 'Abiertos', 'Con clic', 'Rebotados', 'Bajas']),
  );
  await expect(campaigns.getByText('Boletín automático').first()).toBeVisible();
  // Each rate under its count.
  await expect(campaigns.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(
    /^\d+Tasa de apertura: \d+(,\d)?\s%$/,
  );
  await atBothWidths(page, 'statistics-newsletter');

  // A weekly newsletter's page: its subject, its figures, which articles were clicked. (One that got
  // clicks: the newest may be one another test has just sent.)
  const automatic = await campaigns.getByRole('row').filter({ hasText: 'Boletín automático' }).all();
  const clicks = await Promise.all(automatic.map((row) => row.getByRole('cell').nth(5).textContent()));
  const weekly = automatic[clicks.findIndex((text) => /^[1-9]/.test(text ?? ''))];
  if (!weekly) throw new Error('no weekly newsletter with clicks in the demo');
  const subject = (await weekly.getByRole('link').textContent()) ?? '';
  await weekly.getByRole('link').click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible(loaded);
  const links = page.getByRole('region', { name: 'Clics por enlace' });
  await expect(links.getByRole('row').nth(1)).toBeVisible(loaded);
  await expect(links.getByRole('row').nth(1).getByRole('link')).toHaveAttribute(
    'href',
    /\/statistics\/news\//,
  );
  // Those who clicked, by keyboard, kept in the address.
  const filter = page.getByRole('radiogroup', { name: 'Mostrar destinatarios' });
  await filter.getByRole('radio', { name: 'Todos' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(filter.getByRole('radio', { name: 'Lo abrió' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(filter.getByRole('radio', { name: 'Hizo clic' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(filter.getByRole('radio', { name: 'Hizo clic' })).toBeChecked();
  await expect(page).toHaveURL(/filter=clicked/);
  const recipients = page.getByRole('region', { name: 'Destinatarios' });
  // Every row says it clicked, once the filtered page has replaced the one shown before.
  await expect
    .poll(async () => {
      const clicked = await recipients
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.children[4]?.textContent));
      return clicked.length > 0 && clicked.every((text) => text === 'Sí');
    }, loaded)
    .toBe(true);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Estos destinatarios (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^newsletter-[0-9a-f-]+-clicked\.csv$/);
  await atBothWidths(page, 'statistics-newsletter-campaign');
  // The statistics reader opens the message as it went out, read-only, and comes back.
  await page.getByRole('link', { name: 'Ver el mensaje' }).click();
  await expect(page.getByTitle(/^Boletín: /)).toBeVisible(loaded);
  await page.goBack();
  await expect(links.getByRole('row').nth(1)).toBeVisible(loaded);

  // The article clicked: its scorecard sums each channel on one line, the newsletter's clicks in it.
  await links.getByRole('row').nth(1).getByRole('link').click();
  const line = page.locator('p').filter({ hasText: /^Web \d/ });
  await expect(line).toContainText(/Newsletter \d+ enviados, \d+ abiertos, \d+ con clic/, loaded);
  await expect(line).toContainText(/LinkedIn \d+ me gusta/);
  // Every table fits its card at 1366 px; the networks' split is a table of its own, folded.
  await page.getByText('Cifras por red').click();
  await expect(page.getByRole('region', { name: 'Redes sociales por red' }).getByRole('row')).not.toHaveCount(
    0,
  );
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .map((table) => ({
        table: table.parentElement?.getAttribute('aria-label') ?? table.textContent?.slice(0, 40),
        by: table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
      }))
      .filter(({ by }) => by > 0),
  );
  expect(wider).toEqual([]);
  await atBothWidths(page, 'statistics-scorecard');
});

test('the social statistics: every network side by side, a network with impressions and engagement, its posts with date and text, and a post with its network and text', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.statistics, { at: '/statistics/website' });
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Estadísticas de redes sociales' })
    .click();
  await expect(page.getByRole('heading', { name: 'Estadísticas de redes sociales', level: 1 })).toBeVisible();
  const networks = page.getByRole('region', { name: 'Redes' });
  await expect(networks.getByRole('row')).toHaveCount(5, loaded);
  // LinkedIn reports impressions, Facebook none.
  await expect(networks.getByRole('row').filter({ hasText: 'LinkedIn' })).toContainText(/\d+(,\d)?\s%/);
  await expect(networks.getByRole('row').filter({ hasText: 'Facebook' }).getByRole('cell').last()).toHaveText(
    '—',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Todas las publicaciones (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^social-posts-all-[\d-]+\.csv$/);
  await atBothWidths(page, 'statistics-social');

  await page
    .getByRole('navigation', { name: 'Estadísticas de redes sociales' })
    .getByRole('link', { name: 'X' })
    .click();
  await expect(page.getByRole('heading', { name: /X$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Impresiones' })).toBeVisible(loaded);
  await expect(page.getByRole('term').filter({ hasText: 'Tasa de interacción' })).toBeVisible();
  // The daily table folded, as on the other screens.
  await expect(page.getByRole('region', { name: 'Cifras por periodo' })).toBeHidden();
  const posts = page.getByRole('region', { name: 'Publicaciones' });
  expect(await posts.getByRole('columnheader').allTextContents()).toEqual(
    expect.arrayContaining(['Publicada', 'Publicación', 'Impresiones']),
  );
  // Published when and where, what it said, and its engagement rate under its impressions.
  const first = posts.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText(/\d{4}, \d{1,2}:\d{2}X$/);
  await expect(first.getByRole('cell').last()).toHaveText(/^\d+Tasa de interacción: \d+(,\d)?\s%$/);
  await atBothWidths(page, 'statistics-social-network');

  await first.getByRole('link').first().click();
  await expect(page.getByText('X', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La publicación en X' })).toBeVisible(loaded);
  await expect(page.getByRole('img', { name: /^Gráfico de los me gusta/ })).toBeVisible();
  await atBothWidths(page, 'statistics-social-post');
});
