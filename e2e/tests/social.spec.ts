import { expect, test } from '@playwright/test';
import {
  addUser,
  atBothWidths,
  bearer,
  navigateInApp,
  PNG,
  signIn,
  spanishSubjects,
  tokenOf,
  USERS,
} from './support';

// The connect flows go through the fake networks the config starts (apps/api/src/test/fake-networks):
// the browser leaves for the network's page and comes back through the return pages.

/** The fake Facebook: the third of the fake networks' ports, from the server's port + 2000 (playwright.config.ts). */
const fakeFacebook = (baseURL = '') => `http://127.0.0.1:${Number(new URL(baseURL).port) + 2002}`;
const CONFIGURATION = '/settings/social-media-configuration';

test.describe.configure({ mode: 'serial' });

test('connects X, LinkedIn and Facebook through their pages and return pages', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.reviewer, { at: '/settings/social-media-configuration' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de redes sociales' }),
  ).toBeVisible();
  await atBothWidths(page, 'social-configuration');

  await page.getByRole('button', { name: 'Volver a conectar X' }).click();
  await expect(page.getByText('X conectado', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/social-media-configuration\?connected=twitter$/);

  // Asking for page permissions offers the member's profile and the pages they administer.
  await page
    .getByLabel('Publicar como la página de LinkedIn de mi despacho (pide permisos de página)')
    .check();
  await page.getByRole('button', { name: 'Volver a conectar LinkedIn' }).click();
  const linkedinChoice = page.getByRole('group', {
    name: '¿Con qué cuenta debe publicar Gaceta en LinkedIn?',
  });
  await expect(linkedinChoice.getByLabel('Despacho Demo Abogados (página)')).toBeChecked();
  await expect(linkedinChoice.getByLabel('Marta Sanz (perfil personal)')).toBeVisible();
  await atBothWidths(page, 'social-linkedin-account');
  await linkedinChoice.getByLabel('Despacho Demo Laboral (página)').check();
  await page.getByRole('button', { name: 'Publicar como esta cuenta' }).click();
  await expect(page.getByText('LinkedIn conectado')).toBeVisible();
  await expect(page.getByText('Cuenta: Despacho Demo Laboral')).toBeVisible();
  // The choice can change later on the card, by keyboard.
  const onCard = page.getByRole('group', { name: 'Gaceta publica en LinkedIn como' });
  await onCard.getByLabel('Despacho Demo Abogados (página)').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Guardar la cuenta' }).click();
  await expect(page.getByText('Gaceta publica ahora en LinkedIn como Despacho Demo Abogados')).toBeVisible();
  await expect(page.getByText('Cuenta: Despacho Demo Abogados').first()).toBeVisible();

  // Facebook lists the user's pages once back from its dialog (token and state in the fragment);
  // the office chooses one. Both calls carry the state the dialog returned.
  const listed = page.waitForRequest('**/facebook/pages');
  await page.getByRole('button', { name: 'Volver a conectar Facebook' }).click();
  const pageChoice = page.getByRole('group', { name: '¿En qué página de Facebook debe publicar Gaceta?' });
  await expect(pageChoice.getByLabel('Despacho Demo Mercantil (página)')).toBeVisible();
  const { state } = (await listed).postDataJSON() as { state?: string };
  expect(state).toBeTruthy();
  await atBothWidths(page, 'social-facebook-page');
  await pageChoice.getByLabel('Despacho Demo Abogados (página)').check();
  const connected = page.waitForRequest('**/facebook/connect');
  await page.getByRole('button', { name: 'Conectar esta página' }).click();
  expect((await connected).postDataJSON()).toMatchObject({ state, page_name: 'Despacho Demo Abogados' });
  await expect(page.getByText('Facebook conectado')).toBeVisible();
  await expect(page.getByText('Cuenta: @despacho_demo').first()).toBeVisible();
});

test('a Facebook token sent without the state of a login started here connects nothing', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, USERS.reviewer);
  const facebookAccount = async () =>
    (
      (await (
        await request.get('/v1/social_media_configurations/access_token', { headers: bearer(token) })
      ).json()) as { data: { facebook: { account_name: string } | null } }
    ).data.facebook?.account_name;
  const before = await facebookAccount();
  // Someone else's login: a user who manages one page, which the office would have connected at once.
  const stranger = await request.post(`${fakeFacebook(baseURL)}/_fake/user_token?page=P%C3%A1gina%20ajena`);
  const { access_token } = (await stranger.json()) as { access_token: string };
  // And the state of a login that another user of the office started.
  const colleague = await tokenOf(
    request,
    await addUser(request, { email: `revisora-${Date.now()}@despacho-demo.es`, firstName: 'Inés' }, [
      'client_reviewer',
    ]),
  );
  const started = await request.get('/v1/social_media_configurations/facebook/authorization_url', {
    headers: bearer(colleague),
    params: { redirect_uri: new URL(CONFIGURATION, baseURL).href },
  });
  const theirs = new URL(((await started.json()) as { url: string }).url).searchParams.get('state') ?? '';
  expect(theirs).toBeTruthy();

  const calls: string[] = [];
  page.on('request', (sent) => {
    if (/\/facebook\/(pages|connect)$/.test(new URL(sent.url()).pathname)) calls.push(sent.url());
  });
  await signIn(page, USERS.reviewer, { at: `${CONFIGURATION}#access_token=${access_token}` });
  await expect(
    page.getByText(
      'Este inicio de sesión de Facebook no procede de una conexión iniciada en esta página, así que no se ha conectado nada.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CONFIGURATION}$`));
  await atBothWidths(page, 'social-facebook-unbound');
  expect(calls).toEqual([]);

  // Landing anew (from the same page, only the fragment would change, and nothing would be read).
  await page.goto('about:blank');
  await page.goto(`${CONFIGURATION}#access_token=${access_token}&state=${theirs}`);
  await expect(
    page.getByText('La autorización ha caducado o no se inició aquí; vuelva a conectar'),
  ).toBeVisible();
  await expect(page.getByText('Facebook conectado')).toHaveCount(0);
  await expect(page.getByText('Cuenta: Página ajena')).toHaveCount(0);
  expect(await facebookAccount()).toBe(before);
});

test('the editor publishes Facebook now, shows each network post, and removes one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, USERS.reviewer);
  const [subject] = await spanishSubjects(request);
  const title = `Despido disciplinario: plazos para recurrir ${Date.now()}`;
  const created = await request.post('/v1/news_infos', {
    headers: bearer(token),
    data: {
      title,
      author: 'Elena Redactora',
      summary: 'Cuánto tiempo tiene el trabajador para impugnar el despido y ante quién.',
      subjects: [subject],
      languages: ['es'],
      areas: ['esp'],
      keywords: ['despido'],
      contents: [
        { platform: 'web', title, content: `<p>${title}.</p>` },
        { platform: 'facebook', content: `${title}: veinte días hábiles para recurrir.` },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { object: { id: string } }).object.id;
  const image = await request.put(`/v1/news_infos/${id}/image`, {
    headers: bearer(token),
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status()).toBe(200);

  await signIn(page, USERS.reviewer, { at: `/news/edit/${id}` });
  await page.getByRole('tab', { name: 'Facebook' }).click();
  await page.getByRole('button', { name: 'Publicar en Facebook ahora' }).click();
  const posts = page.getByRole('heading', { name: 'Publicaciones en redes sociales' }).locator('xpath=../..');
  await expect(posts.getByRole('link', { name: 'Ver la publicación en Facebook' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(posts.getByRole('link', { name: 'Ver la publicación en Instagram' })).toBeVisible({
    timeout: 30_000,
  });
  await atBothWidths(page, 'social-editor-posts');

  await posts.getByRole('button', { name: 'Eliminar de Facebook' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Publicación eliminada').first()).toBeVisible();
  await expect(posts.getByRole('link', { name: 'Ver la publicación en Facebook' })).toHaveCount(0);
});

test('a return page without parameters, or after a cancellation, says so', async ({ page }) => {
  await signIn(page, USERS.reviewer, { at: '/settings/social-media-configuration/linkedin-redirect' });
  await expect(
    page.getByText('Redirección OAuth sin parámetros: vuelva a conectar desde la configuración.'),
  ).toBeVisible();
  await atBothWidths(page, 'social-linkedin-redirect');
  await page.goto('/settings/social-media-configuration/twitter-redirect?denied=abc');
  await expect(page.getByText(/ventana cerrada por el usuario/)).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la configuración de redes sociales' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de redes sociales' }),
  ).toBeVisible();
});

test('the planning saves in the office time zone', async ({ page }) => {
  await signIn(page, USERS.reviewer, { at: '/settings/social-media-planning' });
  await expect(
    page.getByText('Las horas son las de la zona horaria de su despacho (Europe/Madrid).'),
  ).toBeVisible();
  await atBothWidths(page, 'social-planning');
  // The demo's planning publishes on its own already, at 10:00 (modules/social/demo-social.ts).
  await expect(page.getByLabel('Publicar automáticamente')).toBeChecked();
  await expect(page.getByLabel('Hora de publicación 1')).toHaveValue('10:00');
  await page.getByRole('button', { name: 'Añadir una hora' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Planificación de redes sociales guardada')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Publicar automáticamente')).toBeChecked();
  await expect(page.getByLabel('Hora de publicación 2')).toHaveValue('12:00');
});

test('the statistics show the demo posts figures per network and per post, with tables', async ({ page }) => {
  await signIn(page, USERS.statistics, { at: '/statistics/social-media/linkedin?range=year' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estadísticas de redes sociales: LinkedIn' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Gráfico de me gusta/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Publicaciones' })
      .getByRole('link', { name: 'Abrir en la red' })
      .first(),
  ).toBeVisible();
  await atBothWidths(page, 'social-statistics');
  await page
    .getByRole('region', { name: 'Publicaciones' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Lecturas' })).toBeVisible();
  await atBothWidths(page, 'social-statistics-post');
});

test('a network named in the address is X or one of the others, never another network’s figures', async ({
  page,
}) => {
  await signIn(page, USERS.statistics, { at: '/statistics/social-media/x?range=week' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estadísticas de redes sociales: X' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/statistics\/social-media\/twitter\?range=week$/);
  await navigateInApp(page, '/statistics/social-media/myspace');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});
