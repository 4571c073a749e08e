import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { atBothWidths, signIn, USERS } from './support';

test('recipients: an import reports its line error, a recipient is added and deactivated', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomUUID().slice(0, 8);
  await signIn(page, USERS.reviewer);
  await page.getByRole('link', { name: 'Configuración de la newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la newsletter' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Destinatarios' });
  await expect(section.getByRole('table')).toBeVisible();
  await atBothWidths(page, 'recipients');

  // Import a semicolon CSV as Excel in Spain writes it, with one bad address on line 3.
  await section.getByRole('button', { name: 'Importar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Importar destinatarios' });
  await importDialog.getByLabel('Archivo').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFFNombre;Correo electrónico;Idioma\r\nMarta Ruiz;marta.${tag}@example.es;\r\nMal;marta.${tag}(at)example.es;\r\nPablo Gil;pablo.${tag}@example.es;inglés\r\n`,
    ),
  });
  await importDialog.getByRole('button', { name: 'Importar' }).click();
  const report = page.getByRole('dialog', { name: 'Importación terminada' });
  await expect(report.getByText('2 destinatarios añadidos')).toBeVisible();
  await expect(
    report.getByRole('row', { name: new RegExp(`3 marta\\.${tag}\\(at\\)example\\.es`) }),
  ).toContainText('Correo electrónico no válido en la línea 3');
  await atBothWidths(page, 'import-report', { include: '[role="dialog"]' });
  await report.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(report).toBeHidden();

  // Add one by hand.
  await section.getByRole('button', { name: 'Añadir destinatario' }).click();
  const form = page.getByRole('dialog', { name: 'Añadir destinatario' });
  await form.getByLabel('Email').fill(`nuevo.${tag}@example.es`);
  await form.getByLabel('Nombre (opcional)').fill('Nuevo Lector');
  await form.getByRole('checkbox', { name: 'Laboral' }).check();
  await atBothWidths(page, 'add-recipient', { include: '[role="dialog"]' });
  await form.getByRole('button', { name: 'Añadir destinatario' }).click();
  await expect(page.getByText('Destinatario creado')).toBeVisible();
  // The dialog gives focus back to the button that opened it.
  await expect(section.getByRole('button', { name: 'Añadir destinatario' })).toBeFocused();

  // Find it and deactivate it.
  await section.getByRole('searchbox', { name: 'Buscar destinatarios' }).fill(tag);
  await expect(section.getByText('3 destinatarios')).toBeVisible();
  // Each one's language: the import's column, or the office's, said as such.
  const rowOf = (address: string) =>
    section.getByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) });
  await expect(rowOf(`pablo.${tag}@example.es`).getByRole('cell').nth(2)).toHaveText('English');
  await expect(rowOf(`nuevo.${tag}@example.es`).getByRole('cell').nth(2)).toHaveText(
    'Español (del despacho)',
  );
  const active = section.getByRole('switch', { name: `Activo: nuevo.${tag}@example.es` });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText('Destinatario actualizado')).toBeVisible();
  await expect(active).not.toBeChecked();
  await atBothWidths(page, 'recipients-searched');
});

test('recipients: filtered by status and active in the address and by keyboard, an unsubscribed one without a switch, the list exported as Excel in Spanish reads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The demo office's clients include some who unsubscribed and some switched off.
  await signIn(page, USERS.reviewer, { at: '/settings/newsletter-configuration?status=unsubscribed' });
  const section = page.getByRole('region', { name: 'Destinatarios' });
  const status = section.getByRole('combobox', { name: 'Estado' });
  await expect(status).toHaveValue('unsubscribed');
  const rows = section.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Dado de baja');
  const unsubscribed = await rows.count();
  expect(unsubscribed).toBeGreaterThanOrEqual(2);
  await expect(section.getByText(`${unsubscribed} destinatarios`)).toBeVisible();
  // Nobody who unsubscribed shows a switch as if they would receive the newsletter: their status instead.
  await expect(section.getByRole('switch')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'No se le envía (Dado de baja)' })).toHaveCount(unsubscribed);
  await atBothWidths(page, 'recipients-unsubscribed');

  // By keyboard, from the search box: any status, then inactive only; the address keeps both.
  await section.getByRole('searchbox', { name: 'Buscar destinatarios' }).focus();
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await page.keyboard.press('Home');
  await expect(status).toHaveValue('');
  await page.keyboard.press('Tab');
  const active = section.getByRole('combobox', { name: 'Activo' });
  await expect(active).toBeFocused();
  await page.keyboard.press('End');
  await expect(active).toHaveValue('false');
  await expect(page).toHaveURL(/[?&]active=false/);
  await expect(page).not.toHaveURL(/status=/);
  await expect(rows.filter({ hasText: 'Dado de baja' })).not.toHaveCount(unsubscribed);
  await expect(section.getByRole('switch', { checked: true })).toHaveCount(0);
  const shown = await rows.count();
  expect(shown).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(section.getByRole('combobox', { name: 'Activo' })).toHaveValue('false');
  await atBothWidths(page, 'recipients-inactive');

  // The list as it is filtered, as a CSV that opens in columns in Excel set to Spanish.
  await page.setViewportSize({ width: 1366, height: 900 });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Exportar estos (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-recipients-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Correo electrónico;Nombre;Idioma;Estado;Activo;Materias seguidas;Consentimiento dado mediante;Consentimiento dado el;Confirmado el;Baja el;Alta el',
  );
  expect(lines.length - 1).toBe(shown);
  for (const line of lines.slice(1)) {
    const cells = line.split(';');
    expect(cells[0], line).toMatch(/@/);
    expect(cells[4], line).toBe('no');
    expect(cells[7], line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
});
