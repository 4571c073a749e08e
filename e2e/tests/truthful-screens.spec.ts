import { expect, type Page, test } from '@playwright/test';
import { axeViolations, bearer, PNG, signIn, spanishSubjects, tokenOf, USERS, type User } from './support';

// Screens that tell the truth: a social network whose app is not configured, the AI assistant with
// the offline engine, a screen the user's roles do not give them, and how fresh the figures are.
// Each screen at 1366 and 390 px with axe (WCAG 2.1 AA), which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [1366, 390] as const;

/** At each width: the checks, a screenshot (<name>-<width>.png in the test's output folder) and axe. */
async function atEachWidth(page: Page, name: string, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  }
}

/**
 * The browser tests configure every network's app (the fakes); this installation's answer is made
 * to say LinkedIn's is not, as an `npm start` without LINKEDIN_CLIENT_ID says it.
 */
async function withoutLinkedinApp(page: Page) {
  const unavailable = <T extends { social_network: string }>(network: T) =>
    network.social_network === 'linkedin' ? { ...network, available: false } : network;
  await page.route('**/v1/social_media_configurations/social_networks', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { social_network: string }[] };
    await route.fulfill({ response, json: { data: body.data.map(unavailable) } });
  });
  await page.route('**/v1/dashboard?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      object: { panels: { social?: { networks: { social_network: string }[] } } };
    };
    const social = body.object.panels.social;
    if (social) social.networks = social.networks.map(unavailable);
    await route.fulfill({ response, json: body });
  });
}

test('a connected network whose app is not configured is no green "Conectada", and says so', async ({
  page,
}) => {
  await withoutLinkedinApp(page);
  await signIn(page, USERS.reviewer, { at: '/settings/social-media-configuration' });
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
  await atEachWidth(page, 'social-not-configured', async () => {
    await expect(card('LinkedIn').getByText('Conectada, no puede publicar')).toBeVisible();
    await expect(card('LinkedIn')).toContainText(
      'La cuenta está conectada, pero Gaceta no puede publicar en ella ni leer sus cifras hasta que el operador configure la aplicación de LinkedIn',
    );
    await expect(card('LinkedIn').getByRole('button', { name: 'Reconectar LinkedIn' })).toHaveCount(0);
    await expect(card('X').getByText('Conectada', { exact: true })).toBeVisible();
  });
  // The dashboard's social panel says it the same way.
  await page.goto('/dashboard');
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row('LinkedIn').getByText('Conectada, no puede publicar')).toBeVisible();
  await expect(row('X').getByText('Conectada', { exact: true })).toBeVisible();
});

/** An item ready to publish with a version for the web, LinkedIn, X and Facebook (with a link). */
async function readyItem(page: Page): Promise<string> {
  const token = await tokenOf(page.request, USERS.reviewer);
  const [subject] = await spanishSubjects(page.request);
  const title = `Plazos de la reforma ${Date.now()}`;
  const created = await page.request.post('/v1/news_infos', {
    headers: bearer(token),
    data: {
      title,
      author: 'Carmen Revisora',
      summary: 'Los plazos que cambian con la reforma procesal.',
      subjects: [subject],
      languages: ['es'],
      areas: ['esp'],
      keywords: ['reforma'],
      contents: [
        { platform: 'web', title, content: '<p>Los plazos que cambian con la reforma procesal.</p>' },
        { platform: 'linkedin', title, content: 'Los plazos que cambian con la reforma procesal.' },
        { platform: 'x', title, content: 'Los plazos que cambian con la reforma.' },
        {
          platform: 'facebook',
          title,
          content: 'Los plazos que cambian con la reforma: https://despacho-demo.es/reforma',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { object: { id: string } }).object.id;
  const image = await page.request.put(`/v1/news_infos/${id}/image`, {
    headers: bearer(token),
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status()).toBe(200);
  const ready = await page.request.post(`/v1/news_infos/${id}/mark_ready`, { headers: bearer(token) });
  expect(ready.status(), await ready.text()).toBe(200);
  return id;
}

test('the editor offers no publishing on a network whose app is not configured; the previews tell the truth', async ({
  page,
}) => {
  const id = await readyItem(page);
  await withoutLinkedinApp(page);
  await signIn(page, USERS.reviewer, { at: `/news/edit/${id}` });
  const workflow = page.getByRole('region', { name: 'Flujo de publicación' });
  // The editor is the heaviest screen: on a busy machine it takes a while to come.
  await expect(workflow).toBeVisible({ timeout: 60_000 });
  await atEachWidth(page, 'editor-not-configured', async () => {
    await expect(
      workflow.getByText('Gaceta no puede publicar en LinkedIn hasta que el operador configure la red.'),
    ).toBeVisible();
    await expect(workflow.getByRole('button', { name: 'Publicar ahora en X' })).toBeVisible();
    await expect(workflow.getByRole('button', { name: 'Publicar ahora en LinkedIn' })).toHaveCount(0);
    await expect(workflow.getByRole('button', { name: 'Programar en LinkedIn' })).toHaveCount(0);
  });

  // X's preview is the connected account's, by its handle.
  await page.getByRole('tab', { name: 'X' }).click();
  await expect(page.getByRole('article', { name: 'Cómo se verá la publicación en X' })).toContainText(
    '@despacho_demo',
  );
  // Instagram takes the Facebook version as its caption, where a link cannot be followed.
  await page.getByRole('tab', { name: 'Facebook' }).click();
  await expect(
    page.getByText('Instagram no convierte en enlaces las direcciones del texto', { exact: false }),
  ).toBeVisible();

  // The AI assistant says what works without a provider and what needs one.
  const assistant = page.getByRole('region', { name: 'Asistente de IA' }).first();
  await expect(assistant).toContainText(
    'Funcionan con el motor propio de Gaceta: Corregir ortografía y gramática, Optimizar SEO, Acortar y Generar resumen.',
  );
  await expect(assistant).toContainText('Necesitan un proveedor de IA, que configura el operador: Mejorar');
  expect(await axeViolations(page), 'the editor on the Facebook tab').toEqual([]);
});

/** Each role on a screen its roles do not give it: the message, the address kept, and the way back. */
const FORBIDDEN: [User, string, string][] = [
  [USERS.statistics, '/users', 'Volver al panel'],
  [USERS.accountManager, '/news', 'Volver al panel'],
  [USERS.reviewer, '/office-management', 'Volver al panel'],
  [USERS.admin, '/settings/social-media-configuration', 'Elegir un despacho'],
];

for (const [user, path, back] of FORBIDDEN) {
  test(`${user.firstName} opening ${path} is told "No tiene permiso", with the way back`, async ({
    page,
  }) => {
    await signIn(page, user, { at: path });
    await atEachWidth(page, `forbidden-${user.firstName.toLowerCase()}`, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'No tiene permiso' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(back === 'Volver al panel' ? /\/dashboard$/ : /\/office-management$/);
  });
}

const FRESHNESS = /^Datos hasta (las \d\d:\d\d|el .+, a las \d\d:\d\d) \(Madrid\)$/;

test('every figure from the roll-ups says up to when it counts: the dashboard and the statistics', async ({
  page,
}) => {
  await signIn(page, USERS.statistics, { at: '/dashboard' });
  await expect(page.getByRole('region', { name: 'Web', exact: true })).toBeVisible({ timeout: 60_000 });
  await atEachWidth(page, 'dashboard-freshness', async () => {
    for (const panel of ['Web', 'Newsletter', 'Redes sociales']) {
      await expect(
        page.getByRole('region', { name: panel, exact: true }).getByText(FRESHNESS),
        panel,
      ).toBeVisible();
    }
  });
  await page.goto('/statistics/website');
  await expect(page.getByText(FRESHNESS)).toBeVisible();
  expect(await axeViolations(page), 'the website statistics').toEqual([]);
});

test('the admin dashboard says up to when the most active offices count, and which AI features offices miss', async ({
  page,
}) => {
  await signIn(page, USERS.admin);
  await atEachWidth(page, 'admin-dashboard-truth', async () => {
    await expect(
      page.getByRole('region', { name: 'Despachos más activos' }).getByText(/^Datos hasta (las|el) /),
    ).toBeVisible();
    const ai = page.getByRole('region', { name: 'Uso de la IA' });
    await expect(ai.getByText('Lo que les falta a los despachos')).toBeVisible();
    await expect(ai).toContainText('Mejorar, Simplificar');
    await expect(ai).toContainText('AI_BASE_URL');
    await expect(ai).toContainText('STOCK_IMAGES_API_KEY');
  });
});
