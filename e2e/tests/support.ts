import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

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
 * Signs in (interface in Spanish, the default) and waits for the dashboard, or opens the screen `at`
 * instead (the test's own checks then wait for it: a dashboard loaded on the way costs a second of a
 * busy machine). The token comes from the API, as the form gets it, and goes where the form would
 * keep it: the form itself is tested in auth.spec.ts, and skipping it here keeps every other test
 * short and steady on a busy machine.
 */
export async function signIn(
  page: Page,
  user: User,
  { stayLoggedIn = false, at }: { stayLoggedIn?: boolean; at?: string } = {},
) {
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
  await page.goto(at ?? '/dashboard');
  if (!at) await expect(page.getByRole('heading', { name: `Hola, ${user.firstName}` })).toBeVisible();
}

/**
 * Goes to a path as the app's own links do, without loading the page again (the router reads the
 * address on popstate). Focus is let go first, so `openInApp` can tell when the new screen is there.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a signed-in screen as a user moving through the menu does, at a fraction of a page load's
 * cost, and waits until it is rendered: the frame then puts focus on its title (or its main region).
 */
export async function openInApp(page: Page, path: string) {
  const { pathname, search } = new URL(page.url());
  if (pathname + search === path) return;
  await navigateInApp(page, path);
  await expect(page.locator('#main-content:focus, #main-content :focus'), path).toHaveCount(1);
}

export function storedTokens(page: Page) {
  return page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  );
}

/**
 * The emails sent to `address`, oldest first, quoted-printable undone. Emails are written to
 * DATA_DIR/outbox as .eml files whose names sort by time.
 */
export function emailsTo(address: string): string[] {
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
    .filter((eml) => new RegExp(`^To:.*${address.replace(/[.]/g, '\\.')}`, 'mi').test(eml))
    .map(decodeQuotedPrintable);
}

/** Undoes quoted-printable encoding, which may split a long link across lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first group `pattern` matches in the newest email to this address after `previousCount` emails. */
export async function waitForEmailMatch(
  address: string,
  previousCount: number,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const emails = emailsTo(address);
        found = emails.length > previousCount ? emails.at(-1)?.match(pattern)?.[1] : undefined;
        return found;
      },
      { message: `an email to ${address} matching ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** The first link to `path` in the newest email sent to this address after `previousCount` emails. */
export function waitForEmailLink(address: string, previousCount: number, path: string): Promise<string> {
  const literal = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return waitForEmailMatch(address, previousCount, new RegExp(`(https?://[^\\s"'<>]+${literal}[^\\s"'<>]+)`));
}

/**
 * Confirms a subscription from the website's or WordPress's form: follows the link of the newest
 * email to `email` after `previousCount` emails, confirms on the page it opens, and answers the
 * recipients the publish reviewer then finds by that address (through the API).
 */
export async function confirmSubscription(
  page: Page,
  request: APIRequestContext,
  email: string,
  previousCount: number,
): Promise<unknown[]> {
  await page.goto(await waitForEmailLink(email, previousCount, '/newsletter/confirm?token='));
  await expect(
    page.getByText(`Confirme que desea recibir la newsletter de Despacho Demo Abogados en ${email}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar mi suscripción' }).click();
  await expect(page.getByText('Gracias: su suscripción está confirmada.', { exact: false })).toBeVisible();
  const list = await request.get(`/v1/newsletter/recipients?search=${encodeURIComponent(email)}`, {
    headers: bearer(await tokenOf(request, USERS.reviewer)),
  });
  return ((await list.json()) as { objects: unknown[] }).objects;
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

/** A 1×1 PNG: the API checks a picture by its bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A session token from the API, as the sign-in form gets it. */
export async function tokenOf(request: APIRequestContext, user: User): Promise<string> {
  const response = await request.post('/auth_user', { data: { email: user.email, password: user.password } });
  expect(response.status(), `signing in as ${user.email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A writer (content generator) of the demo office of the spec's own, added by the account manager:
 * the demo writer's password is changed by the password recovery test.
 */
export function addWriter(request: APIRequestContext, stamp: string): Promise<User> {
  return addUser(
    request,
    { email: `redactor-${stamp}@noticias.example`, firstName: 'Elena', lastName: 'Redactora' },
    ['content_genrator'],
  );
}

/**
 * A user of the demo office with `roles`, added by its account manager; the password is chosen
 * through the invitation emailed to them, as the person would.
 */
export async function addUser(
  request: APIRequestContext,
  who: { email: string; firstName: string; lastName?: string },
  roles: string[],
): Promise<User> {
  const user: User = { email: who.email, firstName: who.firstName, password: 'Redaccion-2026' };
  const added = await request.post('/v1/users', {
    headers: bearer(await tokenOf(request, USERS.accountManager)),
    data: { first_name: user.firstName, last_name: who.lastName ?? 'Demo', email: user.email, roles },
  });
  expect(added.status()).toBe(201);
  await acceptInvitation(request, user.email, user.password);
  return user;
}

/** Chooses `password` with the newest invitation emailed to `address`; returns the token it used. */
export async function acceptInvitation(
  request: APIRequestContext,
  address: string,
  password: string,
  previousCount = 0,
): Promise<string> {
  const token = await waitForEmailMatch(address, previousCount, /\/invitation\/([\w-]+)/);
  const chosen = await request.post('/v1/passwords/reset', {
    data: { token, password, password_confirmation: password },
  });
  expect(chosen.status()).toBe(200);
  return token;
}

/** A complete item (every field publishing needs, image included) written with `token`; its id. */
export async function writeNews(
  request: APIRequestContext,
  token: string,
  title: string,
  fields: { subject: string; language: 'es' | 'en' },
): Promise<string> {
  const created = await request.post('/v1/news_infos', {
    headers: bearer(token),
    data: {
      title,
      author: 'Elena Redactora',
      summary: `${title}: lo esencial para los clientes del despacho.`,
      subjects: [fields.subject],
      languages: [fields.language],
      areas: ['esp'],
      keywords: ['despacho'],
      contents: [{ platform: 'web', title, content: `<p>${title}.</p>` }],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { object: { id: string } }).object.id;
  const image = await request.put(`/v1/news_infos/${id}/image`, {
    headers: bearer(token),
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(image.status()).toBe(200);
  return id;
}

/** The subjects offered in Spain, as the editor lists them. */
export async function spanishSubjects(request: APIRequestContext): Promise<string[]> {
  const subjects = (await (await request.get('/v1/subjects?tolgeo=esp')).json()) as {
    objects: { id: string }[];
  };
  return subjects.objects.map((subject) => subject.id);
}

/**
 * The first email of the outbox whose subject contains `subject` (and, given `to`, sent to that
 * address), parsed as a mail client reads it.
 */
export async function waitForEmailWithSubject(subject: string, to?: string): Promise<ParsedMail> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        // The outbox is made with the first email the product writes.
        for (const name of (existsSync(outbox) ? readdirSync(outbox) : [])
          .filter((file) => file.endsWith('.eml'))
          .sort()) {
          const mail = await simpleParser(readFileSync(join(outbox, name)));
          const addressed = to === undefined || (mail.to && 'text' in mail.to && mail.to.text === to);
          if (mail.subject?.includes(subject) && addressed) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `an email whose subject contains ${subject}${to ? ` to ${to}` : ''}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The WCAG 2.1 A and AA rules axe checks. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core's minified build: @axe-core/playwright otherwise sends its 1.4 MB unminified source into
// the page at every check.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only this part of the page (a CSS selector): a dialog, say, whose page was checked before it opened. */
  include?: string;
  /**
   * Left out; by default the frames, which hold an email's own sandboxed markup (where axe cannot run;
   * the email's tests check it) or a page of another origin.
   */
  exclude?: string;
}

/**
 * The WCAG_AA rules axe finds broken, each as "rule: its first element". axe runs in the page itself
 * (legacy mode): the default would run each frame apart and merge them in a second, blank page, which
 * costs three times as much for frames we leave out.
 */
export async function axeViolations(page: Page, { include, exclude = 'iframe' }: AxeScope = {}) {
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(WCAG_AA)
    .setLegacyMode()
    .exclude(exclude);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

/**
 * The screen at 1366 and 390 px: a screenshot in the test's output (the whole page, or the window when
 * only a part is checked), no axe violation of WCAG_AA within `scope`, and no sideways scroll once the
 * page has followed the new width; the page is left at 1366.
 */
export async function atBothWidths(page: Page, name: string, scope: AxeScope = {}) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: scope.include === undefined,
    });
    expect(await axeViolations(page, scope), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
