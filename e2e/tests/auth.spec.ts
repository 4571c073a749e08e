import { expect, type Page, test } from '@playwright/test';
import { addWriter, fillSignIn, signIn, signInWithForm, storedTokens, TOKEN_KEY, USERS } from './support';

test('without "stay logged in" the token lives in session storage only', async ({ page, context }) => {
  await signInWithForm(page, USERS.accountManager);
  await expect(page.getByText('Panel del cliente')).toBeVisible();

  const tokens = await storedTokens(page);
  expect(tokens.session).toBeTruthy();
  expect(tokens.local).toBeNull();

  // Another tab has its own session storage: it is not signed in.
  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab).toHaveURL(/\/login/);
});

test('with "stay logged in" the token lives in local storage only', async ({ page, context }) => {
  await signInWithForm(page, USERS.statistics, { stayLoggedIn: true });

  const tokens = await storedTokens(page);
  expect(tokens.local).toBeTruthy();
  expect(tokens.session).toBeNull();

  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('heading', { name: 'Hola, Andrés' })).toBeVisible();
});

test('a wrong password shows the API message and stores nothing', async ({ page }) => {
  await fillSignIn(page, USERS.reviewer.email, 'Wrong-pass1!');

  await expect(page.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
  await expect(page).toHaveURL(/\/login/);
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
});

test('the form checks the email before calling the API', async ({ page }) => {
  await fillSignIn(page, 'not-an-email', 'whatever');
  await expect(page.getByText('El email debe ser válido')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a garbage token is erased and the user sent to sign in', async ({ page }) => {
  await page.goto('/welcome');
  await page.evaluate((key) => localStorage.setItem(key, 'garbage.not.a-jwt'), TOKEN_KEY);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect((await storedTokens(page)).local).toBeNull();
});

/** GET /v1/me with a token, as someone who copied it would call it. */
async function meStatus(page: Page, token: string | null): Promise<number> {
  const response = await page.request.get('/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

test('logout clears the token from both stores and the server refuses it afterwards', async ({ page }) => {
  await signIn(page, USERS.reviewer, { stayLoggedIn: true });
  const token = (await storedTokens(page)).local;
  expect(await meStatus(page, token)).toBe(200);
  // A token left in the other store (an earlier session) must go too.
  await page.evaluate((key) => sessionStorage.setItem(key, localStorage.getItem(key) ?? ''), TOKEN_KEY);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(/\/login/);
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
  expect(await meStatus(page, token)).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('signing out on every device ends the sessions of other browsers too', async ({
  browser,
  page,
  request,
}) => {
  // A user of its own: a demo user's sessions, ended everywhere, would end another spec's walk.
  const user = await addWriter(request, `everywhere-${Date.now()}`);
  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  await signIn(otherPage, user);
  await signIn(page, user);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar la sesión en todos los dispositivos' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Se ha cerrado su sesión en todos los dispositivos.')).toBeVisible();
  expect(await storedTokens(page)).toEqual({ local: null, session: null });

  // The other browser's next call is refused, and it is sent to sign in.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await otherBrowser.close();
});
