import { expect, test } from '@playwright/test';
import { atBothWidths, countEmailsTo, signIn, USERS, waitForEmailMatch } from './support';

/** The six digits standing alone on a line of the verification email's text part. */
const CODE_LINE = /^(\d{6})\r?$/m;

test('a sender address is verified with the code it received, after a wrong one', async ({ page }) => {
  const address = `e2e-${Date.now().toString(36)}@despacho-demo.es`;
  await signIn(page, USERS.reviewer);
  await page.getByRole('link', { name: 'Configurar emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurar emails' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'boletin@despacho-demo.es', exact: true })).toBeVisible();
  await atBothWidths(page, 'configure-emails');

  await page.getByRole('link', { name: 'Añadir una dirección' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Añadir email de configuración' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar el código' }).click();
  await expect(page.getByText('El email es obligatorio')).toBeVisible();
  const before = countEmailsTo(address);
  await page.getByLabel('Dirección del remitente').fill(address);
  await page.getByRole('button', { name: 'Enviar el código' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Editar email de configuración' })).toBeVisible();
  await expect(page.getByText('Pendiente del código')).toBeVisible();
  const code = await waitForEmailMatch(address, before, CODE_LINE);
  const field = page.getByLabel('Código de verificación');
  await expect(page.getByText(/quedan 5 intentos/)).toBeVisible();
  await atBothWidths(page, 'edit-configuration-email');

  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('El código es obligatorio')).toBeVisible();
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  // Said once, beside the field (not again above the form).
  await expect(page.getByText('Código no válido')).toHaveCount(1);
  await expect(page.getByText('Código no válido')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page.getByText(/quedan 4 intentos/)).toBeVisible();

  await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText(`La dirección ${address} está verificada`)).toBeVisible();
  await expect(page.getByText('Verificada', { exact: true })).toBeVisible();
  await expect(field).toHaveCount(0);

  // Now it can be chosen as the newsletter's sender; the demo keeps its own.
  await page.goto('/settings/newsletter-sender');
  const select = page.getByLabel('Enviar desde');
  await expect(select.locator('option', { hasText: address })).toHaveCount(1);
  await expect(select).toHaveValue(/.+/);
  await atBothWidths(page, 'newsletter-sender');

  // Deleted after a confirmation; the dialog gives focus back when cancelled.
  await page.goto('/settings/configure-emails');
  const remove = page.getByRole('button', { name: `Eliminar ${address}` });
  await remove.click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('cell', { name: address, exact: true })).toHaveCount(0);
});

test('the newsletter schedule is validated, saved and shown again with its next run', async ({ page }) => {
  await signIn(page, USERS.reviewer);
  await page.getByRole('link', { name: 'Configuración de la newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la newsletter' })).toBeVisible();
  const max = page.getByLabel('Máximo de noticias por email');
  await expect(max).toHaveValue('6');
  await expect(page.getByLabel('martes')).toBeChecked();
  await expect(page.getByText(/Próxima newsletter: .*09:00/)).toBeVisible();
  await atBothWidths(page, 'newsletter-configuration');

  await max.fill('0');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Debe ser como mínimo 1')).toBeVisible();
  await expect(max).toBeFocused();

  await max.fill('8');
  await page.getByLabel('jueves').check();
  await page.getByLabel('En una franja horaria').check();
  await page.getByLabel('Desde').fill('10:00');
  await page.getByLabel('Hasta').fill('09:00');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('El final de la franja horaria debe ser posterior a su inicio')).toBeVisible();
  await page.getByLabel('Hasta').fill('12:00');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de la newsletter guardada')).toBeVisible();
  await expect(page.getByText(/Próxima newsletter: .*10:00/)).toBeVisible();

  await page.reload();
  await expect(max).toHaveValue('8');
  await expect(page.getByLabel('jueves')).toBeChecked();
  await expect(page.getByLabel('Hasta')).toHaveValue('12:00');

  // Back to the demo's schedule, for whoever looks next.
  await max.fill('6');
  await page.getByLabel('jueves').uncheck();
  await page.getByLabel('En una franja horaria').uncheck();
  await page.getByLabel('A las').fill('09:00');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de la newsletter guardada')).toBeVisible();
});

test("the automatic newsletter's subject and preheader are the office's own, or generated when left empty", async ({
  page,
}) => {
  await signIn(page, USERS.reviewer, { at: '/settings/newsletter-configuration' });
  const subject = page.getByLabel('Asunto');
  await expect(subject).toHaveValue('Boletín jurídico semanal');
  await expect(page.getByLabel('Preencabezado')).toHaveValue(
    'Las sentencias, normas y plazos de la semana que pueden afectar a su empresa',
  );
  await expect(page.getByLabel('Introducción')).toHaveValue('');
  await subject.fill('');
  await page.getByRole('button', { name: 'Guardar el mensaje' }).click();
  await expect(page.getByText('Configuración de la newsletter guardada')).toBeVisible();
  await page.reload();
  await expect(subject).toHaveValue('');
  // The schedule's own save keeps the message's texts as they stand.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de la newsletter guardada').first()).toBeVisible();
  // Back to the demo's subject, for whoever looks next.
  await subject.fill('Boletín jurídico semanal');
  await page.getByRole('button', { name: 'Guardar el mensaje' }).click();
  await page.reload();
  await expect(subject).toHaveValue('Boletín jurídico semanal');
  await expect(page.getByLabel('Preencabezado')).not.toHaveValue('');
});

test('an office requests an email package after a confirmation; the admin approves it and the quota grows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.reviewer);
  await page.getByRole('link', { name: 'Cuota de emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuota de emails' })).toBeVisible();
  await expect(page.getByText(/Una solicitud de 5000 emails/)).toBeVisible();
  await expect(page.getByRole('button', { name: '1000 emails' })).toBeDisabled();
  await atBothWidths(page, 'email-quota');

  // The provider's admin answers the demo's waiting request.
  const baseURL = test.info().project.use.baseURL ?? '';
  const adminContext = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'cookie_consent', value: '{"essential":true}' }] }],
    },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, USERS.admin);
  await admin.goto('/office-management?tab=email-packages');
  const card = admin.getByRole('listitem').filter({ hasText: 'Despacho Demo Abogados' });
  await expect(card).toContainText('5000 emails');
  await atBothWidths(admin, 'email-package-requests');
  const emailsBefore = countEmailsTo(USERS.reviewer.email);
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(admin.getByText('Paquete aprobado')).toBeVisible();
  await waitForEmailMatch(USERS.reviewer.email, emailsBefore, /^Subject: (.+)$/m);

  await page.reload();
  await expect(page.getByText(/Una solicitud de 5000 emails/)).toHaveCount(0);
  const contracted = page.locator('dt', { hasText: 'Contratados' }).locator('xpath=following-sibling::dd');
  await expect(contracted).toHaveText('15.000');

  const choice = page.getByRole('button', { name: '1000 emails' });
  await choice.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Solicitar un paquete de 1000 emails?');
  await dialog.getByRole('button', { name: 'Solicitar 1000 emails' }).click();
  await expect(page.getByText('Paquete solicitado')).toBeVisible();
  await expect(page.getByText(/Una solicitud de 1000 emails/)).toBeVisible();

  await admin.reload();
  await expect(admin.getByRole('listitem').filter({ hasText: '1000 emails' })).toBeVisible();
  await adminContext.close();
});

test("the readers' privacy: per-person tracking switched off with a shorter retention, and back", async ({
  page,
}) => {
  await signIn(page, USERS.reviewer, { at: '/settings/newsletter-configuration' });
  const trackingName = 'Registrar qué lector abre cada newsletter y hace clic en ella';
  const privacy = page.locator('form').filter({ has: page.getByRole('switch', { name: trackingName }) });
  const tracking = privacy.getByRole('switch', { name: trackingName });
  const months = privacy.getByLabel('Conservar las aperturas y clics de cada lector durante (meses)');
  await expect(tracking).toBeChecked();
  await expect(months).toHaveValue('13');

  await tracking.press('Space');
  await expect(privacy.getByText(/verá cuántos abrieron e hicieron clic, no quiénes/)).toBeVisible();
  await months.fill('40');
  await privacy.getByRole('button', { name: 'Guardar la privacidad de los lectores' }).click();
  await expect(privacy.getByText('Debe ser como máximo 36')).toBeVisible();
  await expect(months).toBeFocused();
  await months.fill('6');
  await privacy.getByRole('button', { name: 'Guardar la privacidad de los lectores' }).click();
  await expect(page.getByText('Configuración de la newsletter guardada').first()).toBeVisible();

  await page.reload();
  await expect(tracking).not.toBeChecked();
  await expect(months).toHaveValue('6');

  // Back to the demo's choice, for whoever looks next.
  await tracking.click();
  await months.fill('13');
  await privacy.getByRole('button', { name: 'Guardar la privacidad de los lectores' }).click();
  await expect(page.getByText('Configuración de la newsletter guardada').first()).toBeVisible();
});
