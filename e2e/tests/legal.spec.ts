import { expect, type Locator, test } from '@playwright/test';

// playwright.config.ts configures every GACETA_OPERATOR_* variable but the registry.
const OPERATOR = {
  'Denominación social': 'Gaceta Legal S.L.',
  NIF: 'B12345678',
  'Domicilio social': 'Calle Mayor 1, 28013 Madrid',
  'Datos registrales': 'No configurado por el operador',
  'Email de contacto': 'legal@gaceta.example',
};

async function expectOperatorIdentity(section: Locator) {
  for (const [label, value] of Object.entries(OPERATOR)) {
    await expect(section.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(section.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await expect(section.getByRole('link', { name: 'legal@gaceta.example' })).toHaveAttribute(
    'href',
    'mailto:legal@gaceta.example',
  );
}

test('the legal notice names the operator from the configuration and says what it lacks', async ({
  page,
}) => {
  await page.goto('/legal-notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await expectOperatorIdentity(page.getByRole('main'));
});

test('the privacy policy names the operator as the controller', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('el responsable del tratamiento es el operador de Gaceta:')).toBeVisible();
  await expectOperatorIdentity(page.getByRole('main'));
});

test("the signup form's data protection notice names the controller", async ({ page }) => {
  await page.goto('/solicitud-alta');
  await expect(
    page.getByText(
      'Responsable: Gaceta Legal S.L., B12345678, Calle Mayor 1, 28013 Madrid (legal@gaceta.example).',
    ),
  ).toBeVisible();
});
