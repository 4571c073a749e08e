import { expect, test } from '@playwright/test';
import {
  addUser,
  atBothWidths,
  axeViolations,
  bearer,
  emailsTo,
  signIn,
  storedTokens,
  tokenOf,
  USERS,
  waitForEmailWithSubject,
} from './support';

// The demo office (GACETA_DEMO=1) has its weekly newsletters of the last five months and an article sent alone.

test('the statistics reviewer reads the newsletter figures, a campaign per recipient and its CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.statistics, { at: '/statistics/newsletter?range=year' });
  await expect(page.getByRole('heading', { name: 'Estadísticas de la newsletter', level: 1 })).toBeVisible();
  await expect(page.getByText(/Las cifras pueden tardar horas/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Gráfico de correos enviados, entregados, abiertos y con clic por mes/ }),
  ).toBeVisible();
  // A row per newsletter the API counts (how many Tuesdays carried articles depends on today's weekday).
  const sent = await page.request.get('/v1/statistics/newsletter?range=year', {
    headers: bearer(await tokenOf(page.request, USERS.statistics)),
  });
  const { object } = (await sent.json()) as { object: { campaigns: unknown[] } };
  expect(object.campaigns.length).toBeGreaterThanOrEqual(10);
  const campaigns = page.getByRole('region', { name: 'Boletines enviados' });
  await expect(campaigns.getByRole('row')).toHaveCount(object.campaigns.length + 1);
  await page.getByText('Ver las cifras en una tabla').click();
  await expect(page.getByRole('region', { name: 'Cifras por periodo' }).getByRole('row')).toHaveCount(13);
  await atBothWidths(page, 'newsletter-statistics');

  // The newsletter's page is headed by its subject.
  const subject = (await campaigns.getByRole('link').first().textContent()) ?? '';
  await campaigns.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const recipients = page.getByRole('region', { name: 'Destinatarios' });
  await expect(recipients.getByRole('row').nth(1)).toBeVisible();
  await expect(recipients.getByText('Desconocido')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Destinatarios (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^newsletter-[0-9a-f-]+\.csv$/);
  await atBothWidths(page, 'newsletter-recipients');
});

test('the reviewer previews a campaign, and its email fits 600 and 375 px wide in Chromium', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.reviewer);
  const token = (await storedTokens(page)).session;
  const list = await page.request.get('/v1/newsletter/campaigns', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { objects } = (await list.json()) as { objects: { id: string }[] };
  const id = objects[0]?.id as string;
  await page.goto(`/newsletter-preview/${id}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Leer el artículo completo' }).first()).toBeVisible();
  // The page around the email; the sandboxed frame runs no script, so axe cannot enter it.
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/newsletter-preview/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No se ha encontrado la campaña del boletín')).toBeVisible();

  const preview = await page.request.get(`/v1/newsletter/campaigns/${id}/preview`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { html } = ((await preview.json()) as { object: { html: string } }).object;
  for (const width of [600, 375]) {
    const email = await browser.newPage({ viewport: { width, height: 900 } });
    await email.setContent(html, { waitUntil: 'load' });
    const overflow = await email.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    await expect(email.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await email.screenshot({ path: `test-results/newsletter-email-${width}.png`, fullPage: true });
    await email.close();
  }
});

test('the send step of a custom newsletter: the items already sent, the message as sent, a test to me, and sending, by keyboard, at 1366 and 390 px; on a phone the email reads at its width', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.reviewer);
  const token = (await storedTokens(page)).session;
  // Two articles the demo's weekly newsletters carried: sending them again asks first.
  const campaigns = await page.request.get('/v1/newsletter/campaigns?status=sent&per=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { objects } = (await campaigns.json()) as {
    objects: { kind: string; news_titles: string[] }[];
  };
  const carried = objects.filter((campaign) => campaign.kind === 'auto').flatMap((each) => each.news_titles);
  const titles = [...new Set(carried)].slice(0, 2);
  expect(titles).toHaveLength(2);
  for (const title of titles) {
    await page.goto(`/news?status=published&search=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Añadir «${title}» al boletín personalizado` }).click();
  }
  const tray = page.getByRole('region', { name: 'Boletín personalizado' });
  await expect(tray.getByRole('listitem')).toHaveCount(2);

  // Keyboard only from here.
  const opener = tray.getByRole('button', { name: 'Enviar el boletín' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enviar el boletín personalizado' });
  await expect(
    dialog.getByText('Estas noticias ya se enviaron en un boletín. ¿Desea enviarlas de nuevo?'),
  ).toBeVisible();
  await expect(dialog.getByText(/^Enviada el .+ a \d+ destinatarios?$/)).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/newsletter-send-already-sent-1366.png' });
  await dialog.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');

  // The draft: its generated texts filled in, its sender, who receives it, the quota, the message.
  const subject = dialog.getByLabel('Asunto');
  // In the message's language: the first Spanish title leads (the demo writes some news in English).
  await expect(subject).toHaveValue(
    /^(Despacho Demo Abogados: .+ y 1 más|2 noticias de Despacho Demo Abogados)$/,
  );
  const generated = await subject.inputValue();
  await expect(dialog.getByLabel('Preencabezado')).toHaveValue(
    'Las últimas novedades de Despacho Demo Abogados',
  );
  await expect(dialog.getByText('boletin@despacho-demo.es')).toBeVisible();
  const reach = dialog.getByText(/^Lo reciben? \d+ destinatarios?$/);
  await expect(reach).toBeVisible();
  await expect(dialog.getByText(/^Usa \d+ emails? de los \d+ que le quedan$/)).toBeVisible();
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: titles[0] })).toBeVisible();
  // Leaving out who already got them changes who receives it; put back, everyone does.
  const everyone = await reach.textContent();
  const skip = dialog.getByLabel('Excluir a los destinatarios que ya las recibieron');
  await skip.focus();
  await page.keyboard.press('Space');
  await expect(skip).toBeChecked();
  await expect(reach).not.toHaveText(everyone ?? '');
  await page.keyboard.press('Space');
  await expect(reach).toHaveText(everyone ?? '');
  // The dialog around the message (the page behind it was checked with the step before); the sandboxed
  // frame runs no script, so axe cannot enter it.
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.screenshot({ path: 'test-results/newsletter-send-step-1366.png' });

  await dialog.getByRole('button', { name: 'Enviarme una prueba' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByText(`Una prueba marcada «[Prueba]» va camino de ${USERS.reviewer.email}.`),
  ).toBeVisible();
  const trial = await waitForEmailWithSubject(`[Prueba] ${generated}`);
  expect(trial.to && 'text' in trial.to ? trial.to.text : '').toBe(USERS.reviewer.email);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(subject).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/newsletter-send-step-390.png', fullPage: true });

  await subject.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Novedades ${stamp}`);
  await dialog.getByRole('button', { name: /^Enviar ahora a \d+ destinatarios?$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(tray.getByText(/^Enviado: \d+ mensajes? en camino\./)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/newsletter-send-sent-390.png' });

  // The message as the worker wrote it to the outbox, opened as a phone's mail app would: laid out
  // at the phone's width (its viewport), text at a readable size, nothing to scroll sideways.
  const mail = await waitForEmailWithSubject(`Novedades ${stamp}`);
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const email = await phone.newPage();
  await email.setContent(mail.html || '', { waitUntil: 'load' });
  expect(await email.title()).toBe(mail.subject);
  const layout = await email.evaluate(() => ({
    width: window.innerWidth,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    smallestText: Math.min(
      ...[...document.querySelectorAll('p, h1, h2, a')].map((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      ),
    ),
  }));
  expect(layout).toMatchObject({ width: 375, overflow: 0 });
  expect(layout.smallestText).toBeGreaterThanOrEqual(14);
  await email.screenshot({ path: 'test-results/newsletter-email-phone-375.png', fullPage: true });
  await phone.close();
});

test('a newsletter manager who reads statistics downloads the list and resends the unknown messages after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Reviewing and reading statistics are two roles; an office may give one person both.
  const manager = await addUser(
    request,
    { email: `boletin-${Date.now()}@noticias.example`, firstName: 'Marta' },
    ['client_reviewer', 'client_statstics'],
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, manager, { at: '/statistics/newsletter?range=year' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Newsletters (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^newsletters-[\d-]+\.csv$/);
  // The demo's latest newsletter had a message cut off mid-conversation (the demo's story). Other
  // tests send newsletters too: it is the one whose messages include an unknown one.
  const headers = bearer(await tokenOf(request, manager));
  const statistics = await request.get('/v1/statistics/newsletter?range=year', { headers });
  const { campaigns } = ((await statistics.json()) as { object: { campaigns: { id: string }[] } }).object;
  let cutOff: string | undefined;
  for (const { id } of campaigns) {
    const messages = await request.get(`/v1/statistics/newsletter/campaigns/${id}/recipients?per=100`, {
      headers,
    });
    const { objects } = (await messages.json()) as { objects: { status: string }[] };
    if (objects.some((message) => message.status === 'unknown')) {
      cutOff = id;
      break;
    }
  }
  expect(cutOff).toBeDefined();
  await page
    .getByRole('region', { name: 'Boletines enviados' })
    .getByRole('link')
    .and(page.locator(`[href$="/${cutOff}"]`))
    .click();
  const section = page.getByRole('region', { name: /mensajes? con resultado desconocido/ });
  await expect(section).toBeVisible();
  await atBothWidths(page, 'newsletter-resend');
  // Keyboard only, on a phone: the action, then the confirmation.
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('button', { name: 'Reenviar los desconocidos' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
  await page.screenshot({ path: 'test-results/newsletter-resend-confirm-390.png' });
  await dialog.getByRole('button', { name: 'Enviar de nuevo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Los mensajes se están enviando de nuevo')).toBeVisible();
  await expect(section).toBeHidden();
});

test('no reader gets more newsletters a day than the office allows, nor news in another language unless the office sends it marked', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const headers = bearer(await tokenOf(request, USERS.reviewer));
  const reader = (name: string) => `${name}-${stamp}@lectores.example`;
  const addReader = async (name: string, language: 'es' | 'en') => {
    const added = await request.post('/v1/newsletter/recipients', {
      headers,
      data: { email: reader(name), language },
    });
    expect(added.status()).toBe(201);
  };
  const publishedIn = async (language: 'es' | 'en') => {
    const list = await request.get(`/v1/news_infos?status=published&language=${language}&per=1`, { headers });
    const [item] = ((await list.json()) as { objects: { id: string; title: string }[] }).objects;
    expect(item, `a published item in ${language}`).toBeDefined();
    return item as { id: string; title: string };
  };
  const send = async (subject: string, newsIds: string[]) => {
    const created = await request.post('/v1/newsletter/campaigns', {
      headers,
      data: { news_ids: newsIds, subject, confirm_resend: true },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { object: { id: string } }).object;
    const sent = await request.post(`/v1/newsletter/campaigns/${id}/send`, {
      headers,
      data: { confirm_resend: true },
    });
    expect(sent.status()).toBe(200);
  };
  const configuration = async () =>
    (
      (await (await request.get('/v1/newsletter/configuration', { headers })).json()) as {
        object: Record<string, unknown>;
      }
    ).object;
  const { sender: _s, time_zone: _z, next_run_at: _n, require_approval: _a, ...demo } = await configuration();
  const spanish = await publishedIn('es');
  const english = await publishedIn('en');
  // A title as the message's HTML writes it (React escapes these five characters).
  const inHtml = (text: string) =>
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#x27;');

  // The demo shows its rules; one newsletter a day is chosen on the screen.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, USERS.reviewer, { at: '/settings/newsletter-configuration' });
  const perDay = page.getByLabel('Boletines por destinatario al día');
  // The page's sections load side by side; on a busy machine that takes a while.
  await expect(perDay).toHaveValue('2', { timeout: 30_000 });
  await expect(page.getByLabel('Dejarlas fuera del mensaje')).toBeChecked();
  await perDay.fill('1');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de la newsletter guardada')).toBeVisible();
  expect(await configuration()).toMatchObject({ max_newsletters_per_day: 1 });

  try {
    // A reader who had this morning's newsletter is skipped by a second one; a newcomer gets it.
    await addReader('manana', 'es');
    await send(`Primero ${stamp}`, [spanish.id]);
    await waitForEmailWithSubject(`Primero ${stamp}`, reader('manana'));
    await addReader('tarde', 'es');
    await page.goto(`/news?status=published&search=${encodeURIComponent(spanish.title)}`);
    await page.getByRole('button', { name: `Añadir «${spanish.title}» al boletín personalizado` }).click();
    const tray = page.getByRole('region', { name: 'Boletín personalizado' });
    await tray.getByRole('button', { name: 'Enviar el boletín' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar el boletín personalizado' });
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      dialog.getByText(/^Se omiten? \d+ destinatarios?: ya recibieron? hoy el máximo de boletines/),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/newsletter-daily-limit-1366.png' });
    await dialog.getByLabel('Asunto').fill(`Segundo ${stamp}`);
    await dialog.getByRole('button', { name: /^Enviar ahora a \d+ destinatarios?$/ }).click();
    await expect(dialog).toBeHidden();
    await waitForEmailWithSubject(`Segundo ${stamp}`, reader('tarde'));
    expect(emailsTo(reader('manana'))).toHaveLength(1);

    // Spanish readers get no English news, English readers no Spanish news.
    await request.put('/v1/newsletter/configuration', {
      headers,
      data: { ...demo, max_newsletters_per_day: 10 },
    });
    await addReader('lectora', 'es');
    await addReader('reader', 'en');
    await send(`Idiomas ${stamp}`, [spanish.id, english.id]);
    const inSpanish = await waitForEmailWithSubject(`Idiomas ${stamp}`, reader('lectora'));
    expect(inSpanish.html).toContain(inHtml(spanish.title));
    expect(inSpanish.html).not.toContain(inHtml(english.title));
    const inEnglish = await waitForEmailWithSubject(`Idiomas ${stamp}`, reader('reader'));
    expect(inEnglish.html).toContain(inHtml(english.title));
    expect(inEnglish.html).not.toContain(inHtml(spanish.title));

    // Sent marked instead: the English article goes to Spanish readers, named in Spanish.
    await page.goto('/settings/newsletter-configuration');
    await page.getByLabel('Enviarlas, indicando su idioma').check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Configuración de la newsletter guardada')).toBeVisible();
    await addReader('marcada', 'es');
    await send(`Marcadas ${stamp}`, [spanish.id, english.id]);
    const marked = await waitForEmailWithSubject(`Marcadas ${stamp}`, reader('marcada'));
    expect(marked.html).toContain(inHtml(english.title));
    expect(marked.html).toContain('En inglés');
    expect(marked.html).toContain('Leer el artículo completo');
    expect(marked.html).not.toContain('Read the full article');
  } finally {
    // Back to the demo's rules, for whoever sends next.
    await request.put('/v1/newsletter/configuration', { headers, data: demo });
  }
});
