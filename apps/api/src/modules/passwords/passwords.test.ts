import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens } from '../../db/schema';
import { createUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, errorOf, requestJson, type TestApp } from '../../test/harness';

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
  const mails = await t.deliverMails();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1);
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
      key: 'done.reset_email_sent',
      message:
        'Si existe una cuenta con este correo, le hemos enviado un enlace para restablecer la contraseña',
    });
    const mail = await t.lastMailTo(user.email);
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

  it('answers and writes in the language the browser prefers', async () => {
    const user = await createUser(t.db);
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    const answer = await requestJson(
      t.app,
      'POST',
      '/v1/passwords/forgot',
      { email: user.email },
      { headers },
    );
    expect(await answer.json()).toEqual({
      key: 'done.reset_email_sent',
      message: 'If an account exists for this email, we have sent it a link to reset the password',
    });
    await t.deliverMails();
    await requestResetToken(user.email, 'pt-BR,pt;q=0.9,en;q=0.8');
    expect((await t.deliverMails()).at(-1)?.subject).toBe('Redefina a sua palavra-passe do Gaceta');
    await requestResetToken(user.email, 'de-DE,en;q=0.5');
    expect((await t.deliverMails()).at(-1)?.subject).toBe('Reset your Gaceta password');
  });

  it('answers an unknown email as it answers a known one, and sends nothing', async () => {
    const known = await createUser(t.db);
    const answers = [];
    for (const email of [known.email, uniqueEmail()]) {
      const response = await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      status: 200,
      body: {
        key: 'done.reset_email_sent',
        message:
          'Si existe una cuenta con este correo, le hemos enviado un enlace para restablecer la contraseña',
      },
    });
    const mails = await t.deliverMails();
    expect(mails.at(-1)?.to).toEqual([known.email]);
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
      details: {
        password: [
          {
            key: 'password.policy',
            message:
              'Password must be 8 to 64 characters with a lowercase letter, an uppercase letter, a digit and a special character',
            params: { min: 8, max: 64 },
          },
        ],
      },
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
    expect(await response.json()).toEqual({
      key: 'done.password_updated',
      message: 'Su contraseña se ha actualizado',
    });

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
    expect(await errorOf(await reset(first, 'Otra2026!x'))).toEqual({
      status: 400,
      code: 'RESET_TOKEN_INVALID',
      fields: [],
    });
  });

  it('accepts a password of 64 characters, and refuses 65', async () => {
    const user = await createUser(t.db);
    const token = await requestResetToken(user.email);
    const passphrase = `Ab1! ${'otoño en la costa '.repeat(4)}`.slice(0, 64);
    expect((await reset(token, `${passphrase}x`)).status).toBe(422);
    expect((await reset(token, passphrase)).status).toBe(200);
    await signIn(t.app, user.email, passphrase);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await createUser(t.db);
    const token = await requestResetToken(user.email);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect(await errorOf(await reset(token))).toEqual({
      status: 400,
      code: 'RESET_TOKEN_INVALID',
      fields: [],
    });
    expect(await errorOf(await reset('made-up-token'))).toEqual({
      status: 400,
      code: 'RESET_TOKEN_INVALID',
      fields: [],
    });
    await signIn(t.app, user.email, TEST_PASSWORD);
  });
});

describe('POST /v1/passwords/reset/check', () => {
  const check = (token: string) => requestJson(t.app, 'POST', '/v1/passwords/reset/check', { token });
  const invalid = {
    code: 'RESET_TOKEN_INVALID',
    message: 'The password reset link is invalid or has expired',
  };

  it('says a pending link can be used, without using it', async () => {
    const user = await createUser(t.db);
    const token = await requestResetToken(user.email);
    const response = await check(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      key: 'done.reset_token_usable',
      message: 'El enlace para restablecer la contraseña se puede usar',
    });
    expect((await check(token)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a used, an expired and an unknown link', async () => {
    const user = await createUser(t.db);
    const used = await requestResetToken(user.email);
    await reset(used);
    const expired = await requestResetToken(user.email);
    t.clock.advance(60 * 60 * 1000 + 1);
    for (const token of [used, expired, 'made-up-token']) {
      const response = await check(token);
      expect(response.status, token).toBe(400);
      expect(await response.json()).toEqual(invalid);
    }
  });
});
