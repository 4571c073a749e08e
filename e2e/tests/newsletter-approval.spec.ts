import { expect, test } from '@playwright/test';
import { atBothWidths, signIn, USERS, waitForEmailWithSubject } from './support';

test('a publish reviewer finds the automatic newsletter waiting, previews it and approves it, by keyboard; its messages go out', async ({
  page,
}) => {
  // Two axe runs at two widths on a screen with a recipients' table, and the messages' sending.
  test.setTimeout(300_000);
  await signIn(page, USERS.reviewer, { at: '/settings/newsletter-configuration' });
  // The demo office asks for approval, and its latest weekly newsletter waits for it.
  const waiting = page.getByRole('region', { name: 'Una newsletter automática espera su aprobación' });
  // (The first screen after the server starts: a busy machine may take a while.)
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await expect(waiting.getByText(/^Lleva \d+ noticias?:$/)).toBeVisible();
  // The next issue: when, that it will wait for approval, what it would carry, whom it reaches.
  const next = page.getByText('La próxima newsletter automática', { exact: true });
  await expect(next).toBeVisible();
  await expect(page.getByText(/^Próxima newsletter: \d{2}\/\d{2}\/\d{4} 09:00/)).toBeVisible();
  await expect(page.getByText(/Entonces se prepara y espera la aprobación/)).toBeVisible();
  await expect(page.getByText(/^Si saliera ahora, llevaría \d+ noticias?:$/)).toBeVisible();
  await expect(page.getByText(/^Llegaría a \d+ destinatarios?\.$/)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('switch', { name: 'Pedir aprobación antes de enviar cada newsletter automática' }),
  ).toBeChecked();
  await atBothWidths(page, 'newsletter-approval');

  // The message as it would be sent, in a dialog that gives focus back to its button.
  const preview = waiting.getByRole('button', { name: 'Ver el mensaje' });
  await preview.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'La newsletter automática que espera aprobación' });
  await expect(dialog.getByTitle('El mensaje tal como se envía: Boletín jurídico semanal')).toBeVisible();
  await expect(dialog.getByText('Boletín jurídico semanal', { exact: true })).toBeVisible();
  await atBothWidths(page, 'newsletter-approval-preview', { include: '[role="dialog"]' });
  // Closed by its own button, from the keyboard (focus may rest in the message's frame after axe).
  await dialog.getByRole('button', { name: 'Cerrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();

  // Asked first; cancelled, focus comes back to the button.
  const approve = waiting.getByRole('button', { name: 'Aprobar y enviar' });
  await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: '¿Enviar la newsletter ahora?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(approve).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Aprobar y enviar' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The card goes; the line saying what became of it takes focus.
  const outcome = page.getByRole('status').filter({ hasText: /^Aprobada: la newsletter va camino de \d+/ });
  await expect(outcome).toBeFocused();
  await expect(waiting).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('newsletter-approval-approved.png') });

  // Its messages reach the readers, under the office's own subject.
  const message = await waitForEmailWithSubject('Boletín jurídico semanal');
  expect(message.html).toContain('Leer el artículo completo');
});
