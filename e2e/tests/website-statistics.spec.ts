import { expect, test } from '@playwright/test';
import { axeViolations, signIn, USERS } from './support';

// The demo office (GACETA_DEMO=1) has months of web events on its published news.

test('the statistics reviewer reads the website figures by range, the most read news and their table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.statistics);
  // From the menu (the dashboard links to the statistics too).
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Estadísticas de la web' })
    .click();
  await expect(page.getByRole('heading', { name: 'Estadísticas de la web', level: 1 })).toBeVisible();

  // Last month by default: 30 days, a chart named by its summary, and the most read news.
  const ranges = page.getByRole('radiogroup', { name: 'Periodo' });
  await expect(ranges.getByRole('radio', { name: 'Último mes' })).toBeChecked();
  await expect(
    page.getByRole('img', { name: /^Gráfico de visitas, visitantes e impresiones del widget por día/ }),
  ).toBeVisible();
  const mostRead = page.getByRole('region', { name: 'Noticias más leídas' });
  await expect(mostRead.getByRole('row')).toHaveCount(11);
  await page.getByText('Ver las cifras en una tabla').click();
  await expect(page.getByRole('region', { name: 'Cifras por periodo' }).getByRole('row')).toHaveCount(31);
  expect(await axeViolations(page)).toEqual([]);

  // The last year, by month, kept in the address.
  await ranges.getByRole('radio', { name: 'Último año' }).click();
  await expect(page).toHaveURL(/range=year/);
  await expect(page.getByRole('heading', { name: 'Visitas por mes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cifras por periodo' }).getByRole('row')).toHaveCount(13);

  // A CSV of the news, as a download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Noticias (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^web-news-statistics-year-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mostRead.getByRole('row')).toHaveCount(11);
  expect(await axeViolations(page)).toEqual([]);
});
