import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface User {
  email: string;
  password: string;
  firstName: string;
}

/** The demo office's users (GACETA_DEMO=1) and the initial admin, as the API seeds them. */
/** The author the demo office's news carry (apps/api/src/modules/demo/news-content.ts). */
export const DEMO_AUTHOR = 'Javier Fernández Gil';

export const USERS = {
  admin: { email: 'admin@gaceta.local', password: 'Gaceta2026!', firstName: 'Admin' },
  accountManager: { email: 'gestion@despacho-demo.es', password: 'Demo2026!', firstName: 'Lucía' },
  statistics: { email: 'estadisticas@despacho-demo.es', password: 'Demo2026!', firstName: 'Andrés' },
  reviewer: { email: 'revision@despacho-demo.es', password: 'Demo2026!', firstName: 'Carmen' },
  // Only the password recovery test signs in as this one: it changes the password.
  writer: { email: 'redaccion@despacho-demo.es', password: 'Demo2026!', firstName: 'Javier' },
} satisfies Record<string, User>;

export const TOKEN_KEY = 'authentication';

export async function fillSignIn(page: Page, email: string, password: string, stayLoggedIn = false) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  if (stayLoggedIn) await page.getByLabel('Mantener la sesión iniciada').check();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in through the form and waits for the dashboard: for the tests of the form itself. */
export async function signInWithForm(page: Page, user: User, { stayLoggedIn = false } = {}) {
  await fillSignIn(page, user.email, user.password, stayLoggedIn);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hola, ${user.firstName}` })).toBeVisible();
}

/**
 * Signs in (interface in Spanish, the default) and waits for the dashboard. The token comes from the
 * API, as the form gets it, and goes where the form would keep it: the form itself is tested in
 * auth.spec.ts, and skipping it here keeps every other test short and steady on a busy machine.
 */
export async function signIn(page: Page, user: User, { stayLoggedIn = false } = {}) {
  const response = await page.request.post('/auth_user', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), `signing in as ${user.email}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  // Any page of the origin gives access to its storage; the smallest one will do.
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value, local]) => (local ? localStorage : sessionStorage).setItem(key, value), [
    TOKEN_KEY,
    token,
    stayLoggedIn,
  ] as const);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Hola, ${user.firstName}` })).toBeVisible();
}

export function storedTokens(page: Page) {
  return page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  );
}

/** Emails are written to DATA_DIR/outbox as .eml files whose names sort by time. */
function emailsTo(address: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((eml) => new RegExp(`^To:.*${address.replace(/[.]/g, '\\.')}`, 'mi').test(eml));
}

/** Undoes quoted-printable encoding, which may split a long link across lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link to `path` in the newest email sent to this address after `previousCount` emails. */
export async function waitForEmailLink(
  address: string,
  previousCount: number,
  path: string,
): Promise<string> {
  let link: string | undefined;
  const literal = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${literal}[^\\s"'<>]+`);
  await expect
    .poll(
      () => {
        const emails = emailsTo(address);
        const newest = emails.length > previousCount ? emails.at(-1) : undefined;
        link = newest && decodeQuotedPrintable(newest).match(pattern)?.[0];
        return link;
      },
      { message: `an email to ${address} with a link to ${path}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The reset link of the newest email sent to this address after `previousCount` emails. */
export function waitForResetLink(address: string, previousCount: number): Promise<string> {
  return waitForEmailLink(address, previousCount, '/reset-password/');
}

export function countEmailsTo(address: string): number {
  return emailsTo(address).length;
}

/** The demo office's public key, as its account manager reads it from the API (GET /v1/me). */
export async function demoOfficeKey(request: APIRequestContext): Promise<string> {
  const { email, password } = USERS.accountManager;
  const signIn = await request.post('/auth_user', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const me = await request.get('/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await me.json()) as { office: { public_key: string } }).office.public_key;
}
