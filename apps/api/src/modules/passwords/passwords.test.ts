import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens } from '../../db/schema';
import { createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://gaceta.example.com' } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nueva2026!x';

/** Asks for a reset link and returns the token from the email received over SMTP. */
async function requestResetToken(email: string, acceptLanguage?: string): Promise<string> {
  const before = t.mails.length;
  const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  const response = await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email }, { headers });
  expect(response.status).toBe(200);
  expect(t.mails).toHaveLength(before + 1);
  const mail = t.mails.at(-1);
  const token = mail?.text.match(/https:\/\/gaceta\.example\.com\/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail?.text}`);
  return token;
}

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  requestJson(t.app, 'POST', '/v1/passwords/reset', { token, password, password_confirmation: confirmation });

describe('POST /v1/passwords/forgot', () => {
  it('emails a single-use link in Spanish by default and stores only its hash', async () => {
    const user = await createUser(t.db, { firstName: 'Carmen' });
    const response = await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email: user.email });
    expect(await response.json()).toEqual({
      message: 'We have sent you an email with a link to reset your password',
    });
    const mail = t.mails.at(-1);
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.subject).toBe('Restablezca su contraseña de Gaceta');
    expect(mail?.text).toContain('Hola, Carmen:');
    // The raw message went over the wire; its HTML part carries the same link.
    expect(mail?.raw).toMatch(/^Subject: /m);
    const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1] ?? '';
    expect(mail?.html).toContain(`https://gaceta.example.com/reset-password/${token}`);

    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 60 * 60 * 1000);
  });

  it('writes in the language the browser prefers', async () => {
    const user = await createUser(t.db);
    await requestResetToken(user.email, 'pt-BR,pt;q=0.9,en;q=0.8');
    expect(t.mails.at(-1)?.subject).toBe('Redefina a sua palavra-passe do Gaceta');
    await requestResetToken(user.email, 'de-DE,en;q=0.5');
    expect(t.mails.at(-1)?.subject).toBe('Reset your Gaceta password');
  });

  it("answers an unknown email with the spec's message and sends nothing", async () => {
    const before = t.mails.length;
    const response = await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email: uniqueEmail() });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'UNKNOWN_EMAIL',
      message: "User with the provided email doesn't exist",
    });
    expect(t.mails).toHaveLength(before);
  });

  it('sends at most five links an hour to one address', async () => {
    const user = await createUser(t.db);
    for (let sent = 0; sent < 5; sent++) await requestResetToken(user.email);
    const blocked = await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email: user.email });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('logs no token or link in the request log', async () => {
    const user = await createUser(t.db);
    const token = await requestResetToken(user.email);
    const requestLines = t.logs.filter((line) => line.msg === 'request');
    expect(JSON.stringify(requestLines)).not.toContain(token);
  });
});

describe('POST /v1/passwords/reset', () => {
  it('enforces the password policy with field messages', async () => {
    const user = await createUser(t.db);
    const token = await requestResetToken(user.email);
    const weak = await reset(token, 'short');
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: { password: [{ key: 'password.policy' }] },
    });
    const mismatch = await reset(token, NEW_PASSWORD, 'Otra2026!x');
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({
      details: { password_confirmation: [{ key: 'password.mismatch' }] },
    });
    // Refused input leaves the link usable.
    expect((await reset(token)).status).toBe(200);
  });

  it('sets the password, ends old sessions and refuses the link a second time', async () => {
    const user = await createUser(t.db);
    const oldToken = await signIn(t.app, user.email, TEST_PASSWORD);
    const resetToken = await requestResetToken(user.email);

    const response = await reset(resetToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password has been updated' });

    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token: oldToken })).status).toBe(401);
    expect(
      (await requestJson(t.app, 'POST', '/auth_user', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    await signIn(t.app, user.email, NEW_PASSWORD);

    const again = await reset(resetToken, 'Otra2026!x');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'The password reset link is invalid or has expired',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit.map((entry) => entry.action)).toEqual(['password.reset']);
  });

  it('also retires the other links sent before', async () => {
    const user = await createUser(t.db);
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'Otra2026!x')).status).toBe(400);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await createUser(t.db);
    const token = await requestResetToken(user.email);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await reset(token)).status).toBe(400);
    expect((await reset('made-up-token')).status).toBe(400);
    await signIn(t.app, user.email, TEST_PASSWORD);
  });
});
