import { type APIRequestContext, expect, test } from '@playwright/test';
import { addUser, atBothWidths, axeViolations, signIn } from './support';

test.describe.configure({ timeout: 120_000 });

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth_user', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A writer of the demo office of its own (another test changes the demo writer's password). */
async function demoWriter(request: APIRequestContext) {
  return addUser(
    request,
    { email: `redaccion-ia-${Date.now()}@despacho-demo.es`, firstName: 'Inés', lastName: 'Asistente' },
    ['content_genrator'],
  );
}

test('the AI assistant in the editor: spelling by selection, SEO, and what needs a provider, by keyboard', async ({
  page,
  request,
}) => {
  const writer = await demoWriter(request);
  const token = await apiToken(request, writer.email, writer.password);
  const created = await request.post('/v1/news_infos', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Sentencia sobre el despido',
      languages: ['es'],
      contents: [
        {
          platform: 'web',
          title: 'Sentencia sobre el despido',
          content:
            '<p>La sentensia del tribunal fue publicada ayer en el boletin oficial.</p><p>El Tribunal Supremo fija doctrina sobre la indemnización por despido improcedente de los trabajadores temporales.</p>',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { object: item } = (await created.json()) as { object: { id: string } };

  await signIn(page, writer, { at: `/news/edit/${item.id}` });
  const text = page.getByRole('textbox', { name: 'Texto para Web' });
  await expect(text).toContainText('La sentensia del tribunal');
  const assistant = page.getByRole('region', { name: 'Asistente de IA' }).first();

  // Without a provider, the generative actions are there but disabled, saying which work and which
  // need a provider (the API's text_actions).
  const improve = assistant.getByRole('button', { name: 'Mejorar' });
  await expect(improve).toHaveAttribute('aria-disabled', 'true');
  await expect(improve).toHaveAccessibleDescription(
    /^Funcionan con el motor propio de Gaceta: Corregir ortografía y gramática, Optimizar SEO, Acortar y Generar resumen\.\s*Necesitan un proveedor de IA, que configura el operador: Mejorar, Simplificar,/,
  );

  // Keyboard only: select the first paragraph, then Tab past the disabled actions to "Correct".
  // ProseMirror puts its own selection back in the 20 ms after it takes the focus, so keys typed
  // faster than any person types can be undone: the selection is made again until it holds.
  const suggested = assistant.getByRole('textbox', { name: 'Texto sugerido' });
  await expect(async () => {
    await text.focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press('Tab');
    await expect(assistant.getByRole('button', { name: 'Corregir ortografía y gramática' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(suggested).toHaveValue(
      'La sentencia del tribunal fue publicada ayer en el boletín oficial.',
      {
        timeout: 5_000,
      },
    );
  }).toPass({ timeout: 30_000 });
  await expect(
    assistant.getByText('La sentensia del tribunal fue publicada ayer en el boletin oficial.'),
  ).toBeVisible();

  // axe with the suggestion open, at both widths.
  await atBothWidths(page, 'editor-ai-suggestion');

  // The suggestion took the focus: Tab to its text, Tab to Validate.
  await page.keyboard.press('Tab');
  await expect(suggested).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(assistant.getByRole('button', { name: 'Validar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text).toContainText('La sentencia del tribunal fue publicada ayer en el boletín oficial.');
  await expect(text).toContainText('El Tribunal Supremo fija doctrina');
  await expect(suggested).toBeHidden();

  // An empty selection is refused before calling.
  await text.focus();
  await page.keyboard.press('Control+End');
  await assistant.getByRole('button', { name: 'Acortar' }).focus();
  await page.keyboard.press('Enter');
  await expect(assistant.getByRole('alert')).toHaveText('No hay texto que procesar');

  // SEO from the web version fills keywords, meta title and meta description.
  await page.getByRole('button', { name: 'Optimizar SEO' }).focus();
  await page.keyboard.press('Enter');
  const metaTitle = page.getByLabel('Meta título');
  await expect(metaTitle).not.toHaveValue('');
  expect((await metaTitle.inputValue()).length).toBeLessThanOrEqual(60);
  const metaDescription = page.getByLabel('Meta descripción');
  await expect(metaDescription).not.toHaveValue('');
  expect((await metaDescription.inputValue()).length).toBeLessThanOrEqual(160);
  await expect(
    page.getByRole('list', { name: 'Palabras clave añadidas' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  // Running it again asks before replacing what is there.
  await page.getByRole('button', { name: 'Optimizar SEO' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', {
    name: '¿Reemplazar las palabras clave y los textos meta?',
  });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // Saved as the API takes it.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Noticia actualizada')).toBeVisible();
  const saved = await request.get(`/v1/news_infos/${item.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await saved.json()) as {
    object: { meta_title: string | null; keywords: string[] };
    contents: { platform: string; content: string }[];
  };
  expect(body.object.meta_title).toBe(await metaTitle.inputValue());
  expect(body.object.keywords.length).toBeGreaterThan(0);
  expect(body.contents.find((version) => version.platform === 'web')?.content).toContain('boletín oficial');
});

test('a news item from a text: versions chosen, draft generated, reviewed and accepted into the form', async ({
  page,
  request,
}) => {
  const writer = await demoWriter(request);
  await signIn(page, writer, { at: '/news/add' });
  const opener = page.getByRole('button', { name: 'Noticia a partir de un texto, URL o PDF' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Noticia a partir de una fuente' });

  // Nothing to accept before a draft is made (the button says so rather than hiding).
  await dialog.getByRole('button', { name: 'Aceptar' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Genere una noticia antes de aceptar');

  await dialog
    .getByLabel('Texto', { exact: true })
    .fill(
      'El Tribunal Supremo ha fijado doctrina sobre el despido de los trabajadores temporales. ' +
        'La sentencia obliga a calcular la indemnización con el salario del último año. ' +
        'Los despachos laboralistas esperan un aumento de las reclamaciones durante los próximos meses.',
    );
  await dialog.getByRole('checkbox', { name: 'Facebook' }).check();
  await dialog.getByRole('button', { name: 'Generar' }).click();
  await expect(dialog.getByRole('heading', { level: 3 })).not.toBeEmpty();
  expect(await axeViolations(page), 'news from a source, with its draft').toEqual([]);

  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByLabel('Título', { exact: true })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Texto para Web' })).toContainText(
    'El Tribunal Supremo ha fijado doctrina',
  );
});

test("a cover made from the title becomes the item's image, with the title as its description", async ({
  page,
  request,
}) => {
  const writer = await demoWriter(request);
  const token = await apiToken(request, writer.email, writer.password);
  const title = 'Nueva doctrina sobre el despido improcedente';
  const created = await request.post('/v1/news_infos', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, languages: ['es'] },
  });
  const { object: item } = (await created.json()) as { object: { id: string } };

  await signIn(page, writer, { at: `/news/edit/${item.id}` });
  await page.getByRole('button', { name: 'Portada o búsqueda de imagen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Portada o búsqueda de imagen' });
  await dialog.getByLabel('Orientación').selectOption('square');
  await dialog.getByRole('button', { name: 'Generar' }).click();
  await expect(dialog.getByRole('img', { name: title })).toBeVisible();
  expect(await axeViolations(page), 'the image dialog with its cover').toEqual([]);

  await dialog.getByRole('button', { name: 'Usar esta imagen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: title })).toBeVisible();
  await expect(page.getByLabel('Descripción de la imagen')).toHaveValue(title);
  const saved = await request.get(`/v1/news_infos/${item.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await saved.json()) as { object: { image: string | null } }).object.image).toMatch(/card\.webp$/);
});
