import { expect, test } from '@playwright/test';
import { addWriter, atBothWidths, signIn, USERS } from './support';

// Who reads what (issue #29): the readers most engaged with a subject, and one reader's page,
// on the demo office's months of reading; by keyboard, axe and screenshots at 1366 and 390 px.
test.describe.configure({ timeout: 120_000 });

const loaded = { timeout: 30_000 };

test('the readers most engaged with a subject, ranked, and one reader’s newsletters and subjects', async ({
  page,
}) => {
  await signIn(page, USERS.statistics);
  await page.getByRole('link', { name: 'Lectores interesados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lectores interesados' })).toBeVisible();
  await expect(page.getByText('Elija una materia para ver sus lectores.')).toBeVisible();
  await expect(page.getByText(/^La puntuación: cada newsletter abierta/)).toBeVisible();

  // By keyboard: the subject list, its first subject with readers.
  const subject = page.getByLabel('Materia', { exact: true });
  await expect(subject.locator('option')).not.toHaveCount(1, loaded);
  await subject.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/of=/);
  const readers = page.getByRole('region', { name: 'Lectores interesados' });
  const first = readers.getByRole('row').nth(1);
  await expect(first).toBeVisible(loaded);
  // Highest score first.
  const scores = await readers
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.children[2]?.textContent?.replace(',', '.'))));
  expect(scores.length).toBeGreaterThan(0);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await atBothWidths(page, 'interested-readers');

  // The first reader's page, from their name.
  const reader = first.getByRole('link');
  const name = (await reader.textContent()) ?? '';
  await reader.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(loaded);
  await expect(page.getByRole('term').filter({ hasText: 'Newsletters recibidas' })).toBeVisible();
  await expect(page.getByText('Materias que lee')).toBeVisible();
  await page.getByRole('radio', { name: 'Último año' }).click();
  const events = page.getByRole('region', { name: 'Newsletters y noticias' });
  await expect(events.getByRole('row').nth(1)).toBeVisible(loaded);
  await expect(events.getByText('Hizo clic').first()).toBeVisible();
  await atBothWidths(page, 'reader');
});

test('a content writer, without statistics rights, is told the interested readers are not theirs', async ({
  page,
  request,
}) => {
  const writer = await addWriter(request, `reads-${Date.now().toString(36)}`);
  await signIn(page, writer);
  await expect(page.getByRole('link', { name: 'Lectores interesados' })).toHaveCount(0);
  await page.goto('/statistics/interests');
  await expect(page.getByRole('heading', { level: 1, name: 'No tiene permiso' })).toBeVisible();
});
