import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addWriter,
  axeViolations,
  bearer,
  emailsTo,
  signIn,
  spanishSubjects,
  tokenOf,
  USERS,
  type User,
  writeNews,
} from './support';

// The news list and its workflow actions, on items this spec writes through the API in the demo
// office (whatever news it already has): each title carries a stamp, and the list is searched by it.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stamp = Date.now().toString(36);
const TITLES = {
  reform: `Reforma laboral ${stamp}`,
  dismissal: `Indemnización por despido ${stamp}`,
  tax: `Calendario fiscal ${stamp}`,
};
const ids: Record<keyof typeof TITLES, string> = { reform: '', dismissal: '', tax: '' };
const tokens: Record<'reviewer' | 'writer', string> = { reviewer: '', writer: '' };
// Its own writer: the demo writer's password is changed by the password recovery test.
let writer: User;

test.beforeAll(async ({ request }) => {
  writer = await addWriter(request, stamp);
  tokens.writer = await tokenOf(request, writer);
  tokens.reviewer = await tokenOf(request, USERS.reviewer);

  const [first, second] = await spanishSubjects(request);
  expect(second).toBeDefined();
  ids.reform = await writeNews(request, tokens.writer, TITLES.reform, {
    subject: first ?? '',
    language: 'es',
  });
  ids.dismissal = await writeNews(request, tokens.writer, TITLES.dismissal, {
    subject: second ?? '',
    language: 'en',
  });
  ids.tax = await writeNews(request, tokens.writer, TITLES.tax, { subject: first ?? '', language: 'es' });
  const ready = await request.post(`/v1/news_infos/${ids.dismissal}/mark_ready`, {
    headers: bearer(tokens.writer),
  });
  expect(ready.status()).toBe(200);
  const published = await request.post(`/v1/news_infos/${ids.tax}/publish`, {
    headers: bearer(tokens.reviewer),
    data: { platform: 'web' },
  });
  expect(published.status()).toBe(200);
});

const newsList = (page: Page) => page.getByRole('list', { name: 'Noticias' });
const row = (page: Page, title: string) => newsList(page).getByRole('listitem').filter({ hasText: title });

/** The list searched by this run's stamp, as the user would type it. */
async function openStampedList(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Noticias', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  await page.getByLabel('Buscar noticias').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  await expect(newsList(page).getByRole('link')).toHaveCount(3);
}

async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Acciones de «${title}»` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function expectStatus(item: Locator, status: string) {
  await expect(item.getByText(status, { exact: true }).first()).toBeVisible();
}

test('the list shows each item with its status, searches ignoring accents, filters, and keeps it all in the URL', async ({
  page,
}) => {
  await signIn(page, USERS.reviewer);
  await openStampedList(page);
  await expectStatus(row(page, TITLES.reform), 'En preparación');
  await expectStatus(row(page, TITLES.dismissal), 'Lista para publicar');
  await expectStatus(row(page, TITLES.tax), 'Publicada');
  await expect(row(page, TITLES.tax).getByRole('list', { name: 'Canales' })).toHaveText('Web: Publicada');

  // Case and accents do not matter.
  await page.getByLabel('Buscar noticias').fill(`INDEMNIZACION POR DESPIDO ${stamp}`);
  await expect(newsList(page).getByRole('link')).toHaveText([TITLES.dismissal]);

  await page.getByLabel('Buscar noticias').fill(stamp);
  await expect(newsList(page).getByRole('link')).toHaveCount(3);
  await page.getByLabel('Estado').selectOption({ label: 'Publicada' });
  await expect(newsList(page).getByRole('link')).toHaveText([TITLES.tax]);
  await expect(page).toHaveURL(/status=published/);
  await page.getByLabel('Estado').selectOption({ label: 'Cualquiera' });
  await page.getByLabel('Idioma').selectOption({ label: 'Inglés' });
  await expect(newsList(page).getByRole('link')).toHaveText([TITLES.dismissal]);

  // A reload keeps the search and the filters.
  await page.reload();
  await expect(page.getByLabel('Buscar noticias')).toHaveValue(stamp);
  await expect(page.getByLabel('Idioma')).toHaveValue('en');
  await expect(newsList(page).getByRole('link')).toHaveText([TITLES.dismissal]);

  await page.getByLabel('Orden').selectOption({ label: 'Más antiguas primero' });
  await page.getByLabel('Idioma').selectOption({ label: 'Cualquiera' });
  await expect(newsList(page).getByRole('link')).toHaveText([TITLES.reform, TITLES.dismissal, TITLES.tax]);

  // A reversed date range is explained rather than sent.
  await page.getByLabel('Publicadas desde').fill('2030-02-01');
  await page.getByLabel('Publicadas hasta').fill('2030-01-01');
  await expect(page.getByRole('alert')).toHaveText(
    'La fecha de inicio no puede ser posterior a la fecha de fin',
  );

  await page.getByRole('button', { name: 'Quitar los filtros' }).click();
  await page.getByLabel('Buscar noticias').fill(`nada-${stamp}`);
  await expect(page.getByText('Ninguna noticia coincide con estos filtros.')).toBeVisible();

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Buscar noticias').fill(stamp);
    await expect(newsList(page).getByRole('link')).toHaveCount(3);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test('a writer marks an item ready from its row menu, and is offered no publishing', async ({ page }) => {
  await signIn(page, writer);
  await openStampedList(page);
  await page.getByRole('button', { name: `Acciones de «${TITLES.reform}»` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Marcar lista para publicar', 'Eliminar']);
  await menu.getByRole('menuitem', { name: 'Marcar lista para publicar' }).click();
  await expect(page.getByText('Marcada como lista para publicar')).toBeVisible();
  await expectStatus(row(page, TITLES.reform), 'Lista para publicar');
});

test('a reviewer publishes now after confirming, by keyboard, and is warned before publishing again', async ({
  page,
}) => {
  await signIn(page, USERS.reviewer);
  await openStampedList(page);

  // The row menu and its dialog by keyboard; closing the dialog gives focus back to the menu button.
  const menuButton = page.getByRole('button', { name: `Acciones de «${TITLES.reform}»` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const publishWeb = page.getByRole('menuitem', { name: 'Publicar ahora en Web' });
  await expect(publishWeb).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(publishWeb).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '¿Publicar ahora en la web?' });
  await expect(confirm).toBeVisible();
  // Never published: no warning of that; it goes on the website until the office's default end.
  await expect(confirm.getByRole('note')).toHaveCount(0);
  const until = confirm.getByRole('group', { name: 'Visible en la web hasta (Madrid)' });
  await expect(until.getByLabel('Fecha')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(menuButton).toBeFocused();

  await rowAction(page, TITLES.reform, 'Publicar ahora en Web');
  await confirm.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(page.getByText('Publicada en la web')).toBeVisible();
  await expect(row(page, TITLES.reform).getByRole('list', { name: 'Canales' })).toHaveText('Web: Publicada');

  // Taken down, then published again: the confirmation says it was live before.
  await rowAction(page, TITLES.tax, 'Retirar de Web');
  await page
    .getByRole('alertdialog', { name: '¿Retirar de Web?' })
    .getByRole('button', { name: 'Retirar' })
    .click();
  await expectStatus(row(page, TITLES.tax), 'No publicada');
  await rowAction(page, TITLES.tax, 'Publicar ahora en Web');
  await expect(
    page.getByRole('dialog', { name: '¿Publicar ahora en la web?' }).getByRole('note').first(),
  ).toContainText('Ya se publicó en Web el');
  await page.getByRole('button', { name: 'Cancelar' }).click();
});

test('a reviewer schedules a channel on the office clock, and an item by date range', async ({
  page,
  request,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  await signIn(page, USERS.reviewer);
  await openStampedList(page);

  await rowAction(page, TITLES.dismissal, 'Programar en Web');
  const dialog = page.getByRole('dialog', { name: 'Programar en Web' });
  const moment = dialog.getByRole('group', { name: 'Publicar el (Madrid)' });
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await expect(dialog.getByText('Seleccione una fecha y hora válidas')).toBeVisible();
  await moment.getByLabel('Fecha').fill(`${year - 2}-01-15`);
  await moment.getByLabel('Hora (Madrid)').fill('09:00');
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await expect(dialog.getByText('Elija una fecha y hora que aún no hayan llegado')).toBeVisible();
  await moment.getByLabel('Fecha').fill(`${year}-01-15`);
  // On the website from then, for the office's default two years.
  const until = dialog.getByRole('group', { name: 'Visible en la web hasta (Madrid)' });
  await expect(until.getByLabel('Fecha')).toHaveValue(`${year + 2}-01-15`);
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, TITLES.dismissal).getByRole('list', { name: 'Canales' })).toHaveText(
    `Web: Programada 15/01/${year} 09:00 (Madrid)`,
  );
  // 09:00 in Madrid in January is 08:00 UTC.
  const read = await request.get(`/v1/news_infos/${ids.dismissal}`, { headers: bearer(tokens.reviewer) });
  const { object } = (await read.json()) as {
    object: {
      active: boolean;
      publish_from: string;
      publish_to: string;
      publications: { scheduled_at: string }[];
    };
  };
  expect(object.publications[0]?.scheduled_at).toBe(`${year}-01-15T08:00:00.000Z`);
  expect(object).toMatchObject({
    active: true,
    publish_from: `${year}-01-15T08:00:00.000Z`,
    publish_to: `${year + 2}-01-15T08:00:00.000Z`,
  });

  await rowAction(page, TITLES.dismissal, 'Programar por intervalo de fechas');
  const range = page.getByRole('dialog', { name: 'Programar por intervalo de fechas' });
  const from = range.getByRole('group', { name: 'Desde (Madrid)' });
  const to = range.getByRole('group', { name: 'Hasta (Madrid)' });
  await from.getByLabel('Fecha').fill(`${year}-07-01`);
  await from.getByLabel('Hora (Madrid)').fill('09:00');
  await to.getByLabel('Fecha').fill(`${year}-06-01`);
  await to.getByLabel('Hora (Madrid)').fill('09:00');
  await range.getByRole('button', { name: 'Activar para estas fechas' }).click();
  await expect(from.getByText('La fecha de inicio no puede ser posterior a la fecha de fin')).toBeVisible();
  await to.getByLabel('Fecha').fill(`${year}-07-31`);
  await range.getByRole('button', { name: 'Activar para estas fechas' }).click();
  await expect(range).toBeHidden();
  await expect(row(page, TITLES.dismissal)).toContainText(`Desde 01/07/${year} 09:00 (Madrid)`);
});

test('the custom newsletter selection, and deleting a published item after confirming', async ({ page }) => {
  await signIn(page, USERS.reviewer);
  await openStampedList(page);

  // Taken down from the web by an earlier test: not published, so no newsletter carries it.
  await expect(row(page, TITLES.tax)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Añadir «${TITLES.tax}» al boletín personalizado` }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: `Añadir «${TITLES.dismissal}» al boletín personalizado` }).click();
  // By keyboard: the row's button, then one Tab to the link that takes focus to the tray.
  await page.getByRole('button', { name: `Añadir «${TITLES.reform}» al boletín personalizado` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Ir al boletín personalizado');
  await page.keyboard.press('Enter');
  const tray = page.getByRole('region', { name: 'Boletín personalizado' });
  await expect(tray).toBeFocused();
  await expect(tray.getByRole('listitem')).toHaveText([TITLES.dismissal, TITLES.reform]);
  await tray.getByRole('button', { name: `Quitar «${TITLES.dismissal}» del boletín personalizado` }).click();
  await expect(tray.getByRole('listitem')).toHaveText([TITLES.reform]);
  // Kept while the tab is open.
  await page.reload();
  await expect(tray.getByRole('listitem')).toHaveText([TITLES.reform]);
  await tray.getByRole('button', { name: 'Vaciar la selección' }).click();
  await expect(tray).toHaveCount(0);

  await rowAction(page, TITLES.reform, 'Eliminar');
  const confirm = page.getByRole('alertdialog', { name: `¿Eliminar «${TITLES.reform}»?` });
  await expect(confirm).toContainText('Está publicada');
  await confirm.getByRole('button', { name: 'Eliminar la noticia' }).click();
  await expect(page.getByText('Noticia eliminada')).toBeVisible();
  await expect(newsList(page).getByRole('link')).toHaveCount(2);
  await expect(row(page, TITLES.reform)).toHaveCount(0);
});

test('at 390 px a long title in the newsletter tray is cut short and the page keeps its width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, USERS.reviewer, { at: '/news?status=published&search=whistleblowing' });
  await page.getByRole('button', { name: /^Añadir «Whistleblowing.*» al boletín personalizado$/ }).click();
  const chip = page.getByRole('region', { name: 'Boletín personalizado' }).getByRole('listitem');
  await expect(chip.getByRole('button', { name: /^Quitar/ })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin acting as themselves works on the provider’s library', async ({ page }) => {
  await signIn(page, USERS.admin, { at: '/news' });
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  await expect(page.getByText('La biblioteca del proveedor')).toBeVisible();
  await expect(
    page.getByText('Salario Mínimo Interprofesional: cómo afecta la subida a los convenios').first(),
  ).toBeVisible();
});

test('an item sent back shows so with its comment in the list, and the status filter finds it', async ({
  page,
  request,
}) => {
  const title = `Plazos procesales ${stamp}-devuelta`;
  const [subject] = await spanishSubjects(request);
  const id = await writeNews(request, tokens.writer, title, { subject: subject ?? '', language: 'es' });
  const ready = await request.post(`/v1/news_infos/${id}/mark_ready`, { headers: bearer(tokens.writer) });
  expect(ready.status()).toBe(200);

  await signIn(page, USERS.reviewer, { at: `/news?search=${encodeURIComponent(title)}` });
  await rowAction(page, title, 'Devolver a preparación');
  const dialog = page.getByRole('dialog', { name: 'Devolver a preparación' });
  await dialog.getByLabel('Comentario para la redacción').fill('Falta citar la sentencia');
  await dialog.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(dialog).toBeHidden();
  const item = row(page, title);
  await expectStatus(item, 'Devuelta');
  await expect(item).toContainText('Comentario: Falta citar la sentencia');
  // Its writer is told by email too, as their user menu allows by default.
  await expect
    .poll(() => emailsTo(writer.email).find((email) => email.includes('Falta citar la sentencia')))
    .toBeTruthy();

  await page.goto('/news');
  await page.getByLabel('Estado').selectOption({ label: 'Devuelta, con comentario' });
  await expect(page).toHaveURL(/returned=true/);
  await expect(row(page, title)).toBeVisible();
  // Every item listed is one sent back (asked again until the filtered page has replaced the last).
  await expect(newsList(page).getByRole('listitem').filter({ hasNotText: 'Devuelta' })).toHaveCount(0);
});
