import { expect, test } from '@playwright/test';
import { atBothWidths, confirmSubscription, countEmailsTo, demoOfficeKey } from './support';

// A law office's page with the subscription form, on another origin than the product (127.0.0.1
// against localhost), as widget.spec.ts does.
const hostUrl = (baseURL = '') => `${baseURL.replace('localhost', '127.0.0.1')}/despacho-demo/boletin/`;
test.use({ permissions: ['local-network-access'] });

test('the website form subscribes after the emailed link is confirmed', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const key = await demoOfficeKey(request);
  const email = `lectora.${crypto.randomUUID().slice(0, 8)}@example.es`;
  const host = hostUrl(baseURL);
  await page.route(`${host}*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><head><title>Boletín</title></head><body><main><h1>Despacho</h1>
        <gaceta-news view="subscribe" office="${key}" lang="es"></gaceta-news>
        <script src="${baseURL}/widget/v1/gaceta.js"></script></main></body></html>`,
    }),
  );
  await page.goto(host);
  const form = page.locator('gaceta-news');
  await expect(form.getByRole('heading', { name: 'Reciba nuestra newsletter' })).toBeVisible();
  // Before anyone subscribes, what the office records of its readers, with its privacy policy. (The
  // demo records them; another test switches it off for a moment, so either sentence may show.)
  await expect(
    form.getByText(/^(Registramos cuándo abre|No registramos quién abre) nuestras newsletters/),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await atBothWidths(page, 'subscribe');
  // Subscribed from a phone.
  await page.setViewportSize({ width: 390, height: 800 });

  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('status')).toHaveText('Escriba un correo electrónico válido.');
  const before = countEmailsTo(email);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Nombre (opcional)').fill('Lectora Web');
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Gracias. Revise su correo y abra el enlace para confirmar la suscripción.',
  );

  expect(await confirmSubscription(page, request, email, before)).toEqual([
    expect.objectContaining({ email, name: 'Lectora Web', status: 'subscribed', consent_source: 'website' }),
  ]);
});
