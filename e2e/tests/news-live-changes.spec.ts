import { expect, test } from '@playwright/test';
import {
  addWriter,
  axeViolations,
  bearer,
  demoOfficeKey,
  signIn,
  spanishSubjects,
  tokenOf,
  USERS,
  writeNews,
} from './support';

// A published article changes only through review (issue 17, section 4): a writer's edit to a live
// item waits, the website keeps the approved version, and a reviewer publishes the change.
test.describe.configure({ timeout: 90_000 });

test('a writer’s edit to a live article stays off the website until a reviewer publishes it', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Despido disciplinario ${stamp}`;
  const writer = await addWriter(request, stamp);
  const [subject] = await spanishSubjects(request);
  const id = await writeNews(request, await tokenOf(request, writer), title, {
    subject: subject ?? '',
    language: 'es',
  });
  const published = await request.post(`/v1/news_infos/${id}/publish`, {
    headers: bearer(await tokenOf(request, USERS.reviewer)),
    data: { platform: 'web' },
  });
  expect(published.status()).toBe(200);
  const { slug, summary: approved } = (
    (await published.json()) as { object: { slug: string; summary: string } }
  ).object;
  const key = await demoOfficeKey(request);
  // A page size asked for once is rendered from the database then, whatever the public path's
  // cache holds for the others (decision 021): `per` tells the checks apart.
  const servedSummary = async (per = 50) => {
    const feed = await request.get(`/public/v1/offices/${key}/news?per=${per}`);
    const { objects } = (await feed.json()) as { objects: { slug: string; summary: string }[] };
    return objects.find((item) => item.slug === slug)?.summary;
  };
  await expect.poll(() => servedSummary()).toBe(approved);

  // The writer is emailed when their work is sent back, unless they turn it off in their menu.
  await signIn(page, writer);
  await page.getByRole('button', { name: 'Elena Redactora, menú de usuario' }).click();
  const notices = page.getByRole('menuitemcheckbox', {
    name: 'Avisarme por email si devuelven mis noticias',
  });
  await expect(notices).toBeChecked();
  await page.keyboard.press('Escape');

  // The writer edits the summary of the live article and saves.
  await page.goto(`/news/edit/${id}`);
  const summary = page.getByLabel('Resumen', { exact: true });
  await summary.fill('Un resumen corregido que aún nadie ha revisado.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByText('Cambios guardados para revisión: su web mantiene la versión aprobada'),
  ).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'Cambios pendientes de revisión' });
  await expect(note).toContainText('Guardados por Elena Redactora');
  // A writer may drop the change, not publish it.
  await expect(note.getByRole('button', { name: 'Descartar los cambios' })).toBeVisible();
  await expect(note.getByRole('button', { name: 'Publicar los cambios' })).toHaveCount(0);
  // Readers keep the approved summary.
  expect(await servedSummary(49)).toBe(approved);

  // The reviewer finds it among the changes to review, and publishes it.
  await signIn(page, USERS.reviewer, { at: `/news?pending_review=true&search=${encodeURIComponent(stamp)}` });
  const row = page.getByRole('list', { name: 'Noticias' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Cambios por revisar')).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  const reviewNote = page.getByRole('note').filter({ hasText: 'Cambios pendientes de revisión' });
  await expect(page.getByLabel('Resumen', { exact: true })).toHaveValue(
    'Un resumen corregido que aún nadie ha revisado.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await reviewNote.getByRole('button', { name: 'Publicar los cambios' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Publicar estos cambios?' });
  await dialog.getByRole('button', { name: 'Publicar los cambios' }).click();
  await expect(page.getByText('Cambios publicados')).toBeVisible();
  await expect(reviewNote).toHaveCount(0);
  // The focus lands on the item's workflow, where its status shows.
  await expect(page.getByRole('region', { name: 'Flujo de publicación' })).toBeFocused();
  await expect.poll(() => servedSummary()).toBe('Un resumen corregido que aún nadie ha revisado.');

  // The reviewer's own edit asks first, and goes live at once when confirmed.
  await page.getByLabel('Resumen', { exact: true }).fill('El resumen que publica la revisora.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Esta noticia está publicada' });
  await ask.getByRole('button', { name: 'Publicar los cambios ahora' }).click();
  await expect(page.getByText('Noticia actualizada')).toBeVisible();
  await expect.poll(() => servedSummary()).toBe('El resumen que publica la revisora.');
});
