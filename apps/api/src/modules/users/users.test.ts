import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { User } from '@gaceta/shared/accounts/users';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import {
  acceptInvitation,
  createOffice,
  createSignedInUser,
  createUser,
  signIn,
  signInAdmin,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories';
import { createTestApp, errorOf, objectOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { noisePng, sampleJpeg, samplePng, sampleWebp, upload } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://gaceta.example.com' } });
});
afterAll(() => t.close());

const ALL_ROLES: OfficeRole[] = [
  'user_account_management',
  'client_statstics',
  'client_reviewer',
  'content_genrator',
];
const NEW_PASSWORD = 'Nueva2026!x';

/** An office with a signed-in user account manager. */
async function officeWithManager() {
  const office = await createOffice(t.db);
  const manager = await createSignedInUser(t, { officeId: office.id, roles: ['user_account_management'] });
  return { office, manager: manager.user, token: manager.token };
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Marta',
  last_name: 'Sanz',
  email: uniqueEmail('marta'),
  roles: ['content_genrator'],
  ...overrides,
});

describe('GET /v1/users', () => {
  it("pages through the office's users only, with search", async () => {
    const { office, token } = await officeWithManager();
    for (const firstName of ['Zoe', 'Pablo', 'Irene'])
      await createUser(t.db, { officeId: office.id, firstName });
    await createUser(t.db, { officeId: (await createOffice(t.db)).id, firstName: 'Pablo' });

    const first = await requestJson(t.app, 'GET', '/v1/users?page=1&per=3', undefined, { token });
    expect(first.status).toBe(200);
    const page = (await first.json()) as {
      objects: User[];
      total_number_of_objects: number;
      total_pages: number;
    };
    expect(page.total_number_of_objects).toBe(4);
    expect(page.total_pages).toBe(2);
    expect(page.objects).toHaveLength(3);
    expect(page.objects.every((user) => user.office_id === office.id)).toBe(true);
    const second = await requestJson(t.app, 'GET', '/v1/users?page=2&per=3', undefined, { token });
    expect(((await second.json()) as { objects: User[] }).objects).toHaveLength(1);

    const search = await requestJson(t.app, 'GET', '/v1/users?search=pab', undefined, { token });
    const found = (await search.json()) as { objects: User[]; total_number_of_objects: number };
    expect(found.objects.map((user) => user.first_name)).toEqual(['Pablo']);
    expect(found.total_number_of_objects).toBe(1);
    // LIKE wildcards in the search are taken literally.
    const wildcard = await requestJson(t.app, 'GET', '/v1/users?search=%25', undefined, { token });
    expect(((await wildcard.json()) as { objects: User[] }).objects).toEqual([]);
  });

  it('answers 422 for a bad page and 403 without users.manage', async () => {
    const { token } = await officeWithManager();
    const bad = await requestJson(t.app, 'GET', '/v1/users?per=1000', undefined, { token });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { per: expect.any(Array) },
    });

    const office = await createOffice(t.db);
    const { token: reviewer } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['client_reviewer'],
    });
    const forbidden = await requestJson(t.app, 'GET', '/v1/users', undefined, { token: reviewer });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      code: 'FORBIDDEN',
      details: { required: 'users.manage' },
    });
    expect((await requestJson(t.app, 'GET', '/v1/users')).status).toBe(401);
  });

  it("is refused to an admin's own token, and shows the office to an admin acting as it", async () => {
    const { office, manager } = await officeWithManager();
    const adminToken = await signInAdmin(t.app);
    const own = await requestJson(t.app, 'GET', '/v1/users', undefined, { token: adminToken });
    expect(await refusal(own)).toEqual({ status: 403, required: 'office' });

    const impersonation = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: manager.email },
      { token: adminToken },
    );
    const { token } = (await impersonation.json()) as { token: string };
    const acting = await requestJson(t.app, 'GET', '/v1/users', undefined, { token });
    expect(acting.status).toBe(200);
    const listed = (await acting.json()) as { objects: User[] };
    expect(listed.objects.map((user) => user.office_id)).toEqual([office.id]);
  });
});

describe('GET /v1/users/{id}', () => {
  it('reads a user of the office, 404 for an unknown one and 422 for a malformed id', async () => {
    const { manager, token } = await officeWithManager();
    const response = await requestJson(t.app, 'GET', `/v1/users/${manager.id}`, undefined, { token });
    expect(response.status).toBe(200);
    expect(await objectOf<User>(response)).toEqual({
      id: manager.id,
      first_name: 'Ana',
      last_name: 'Prueba',
      email: manager.email,
      roles: ['user_account_management'],
      active: true,
      avatar_url: null,
      tolgeo: 'esp',
      office_id: manager.officeId,
      invitation_pending: false,
      created_at: manager.createdAt.toISOString(),
    });
    const missing = await requestJson(t.app, 'GET', `/v1/users/${crypto.randomUUID()}`, undefined, { token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No record found' });
    const malformed = await requestJson(t.app, 'GET', '/v1/users/42', undefined, { token });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ details: { id: [{ key: 'id.invalid' }] } });
  });
});

describe('POST /v1/users', () => {
  it('creates a user in the caller’s office and invites them to choose their password by email', async () => {
    const { office, token } = await officeWithManager();
    const body = newUser({ email: uniqueEmail('Marta').toUpperCase(), roles: ALL_ROLES, tolgeo: 'mex' });
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/users',
      // A password sent along is not the API's to take: the invited person chooses theirs.
      {
        ...body,
        office_id: crypto.randomUUID(),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(response.status).toBe(201);
    const created = await objectOf<User>(response);
    expect(created).toMatchObject({
      first_name: 'Marta',
      email: body.email.toLowerCase(),
      roles: ALL_ROLES,
      active: true,
      tolgeo: 'mex',
      office_id: office.id,
      invitation_pending: true,
    });
    // No password until the invitation is used.
    const early = await requestJson(t.app, 'POST', '/auth_user', {
      email: body.email,
      password: NEW_PASSWORD,
    });
    expect(early.status).toBe(401);
    const mail = await acceptInvitation(t, created.email, NEW_PASSWORD);
    expect(mail.subject).toBe(`${office.name} invites you to Gaceta`);
    expect(mail.text).toContain('expires in 7 days');
    await signIn(t.app, body.email, NEW_PASSWORD);
    const after = await requestJson(t.app, 'GET', `/v1/users/${created.id}`, undefined, { token });
    expect((await objectOf<User>(after)).invitation_pending).toBe(false);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit?.action).toBe('user.create');
  });

  it('invites in Spanish by default, with a link that works once', async () => {
    const { token } = await officeWithManager();
    const response = await requestJson(t.app, 'POST', '/v1/users', newUser(), { token });
    const created = await objectOf<User>(response);
    const mail = await acceptInvitation(t, created.email, NEW_PASSWORD);
    expect(mail.subject).toMatch(/le invita a Gaceta$/);
    const link = mail.text.match(/\/invitation\/([\w-]+)/)?.[1];
    const again = await requestJson(t.app, 'POST', '/v1/passwords/reset', {
      token: link,
      password: 'Otra2026!xy',
      password_confirmation: 'Otra2026!xy',
    });
    expect(await errorOf(again)).toMatchObject({ status: 400, code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses a duplicate email with 409 CONFLICT', async () => {
    const { manager, token } = await officeWithManager();
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/users',
      newUser({ email: manager.email.toUpperCase() }),
      {
        token,
      },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A user with this email already exists',
      details: { email: [{ key: 'email.taken_by_user', message: 'A user with this email already exists' }] },
    });
  });

  it('answers 422 with every field message: lengths, policy, confirmation, role', async () => {
    const { token } = await officeWithManager();
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/users',
      {
        first_name: 'x'.repeat(51),
        last_name: '  ',
        email: `${'a'.repeat(250)}@example.test`,
        roles: [],
      },
      { token },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: {
        first_name: [{ key: 'field.too_long', params: { max: 50 } }],
        last_name: [{ key: 'last_name.required' }],
        email: [{ key: 'email.too_long' }],
        roles: [{ key: 'role.required' }],
      },
    });
    const unknownRole = await requestJson(t.app, 'POST', '/v1/users', newUser({ roles: ['admin'] }), {
      token,
    });
    expect(await unknownRole.json()).toMatchObject({ details: { 'roles.0': [{ key: 'role.unknown' }] } });
  });
});

describe('POST /v1/users/{id}/invitation', () => {
  it('emails a new link while the user has no password, and refuses once they have one', async () => {
    const { office, token } = await officeWithManager();
    const created = await objectOf<User>(await requestJson(t.app, 'POST', '/v1/users', newUser(), { token }));
    await t.deliverMails();
    const before = t.mails.length;
    const resent = await requestJson(t.app, 'POST', `/v1/users/${created.id}/invitation`, undefined, {
      token,
      headers: { 'accept-language': 'pt' },
    });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toMatchObject({ key: 'done.invitation_sent' });
    await acceptInvitation(t, created.email, NEW_PASSWORD);
    expect(t.mails).toHaveLength(before + 1);
    expect(t.mails.at(-1)?.subject).toBe(`${office.name} convida-o para o Gaceta`);
    const accepted = await requestJson(t.app, 'POST', `/v1/users/${created.id}/invitation`, undefined, {
      token,
    });
    expect(await accepted.json()).toMatchObject({
      code: 'CONFLICT',
      details: { id: [{ key: 'invitation.accepted' }] },
    });
    // Another office's user is as unknown as a missing one.
    const stranger = await createUser(t.db, { officeId: (await createOffice(t.db)).id });
    const foreign = await requestJson(t.app, 'POST', `/v1/users/${stranger.id}/invitation`, undefined, {
      token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('PUT /v1/users/{id}', () => {
  it('edits names, keeping sessions when nothing they vouch for changed', async () => {
    const { office, token } = await officeWithManager();
    const other = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
    const response = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${other.user.id}`,
      // The same email in capitals is no change.
      { first_name: 'Elena', email: other.user.email.toUpperCase() },
      { token },
    );
    expect(response.status).toBe(200);
    expect(await objectOf<User>(response)).toMatchObject({
      first_name: 'Elena',
      last_name: 'Prueba',
      email: other.user.email,
    });
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token: other.token })).status).toBe(200);
  });

  it('changes the email, ending sessions whose token still names the old one', async () => {
    const { office, token } = await officeWithManager();
    const other = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
    const email = uniqueEmail('nuevo');
    const response = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${other.user.id}`,
      { email: email.toUpperCase() },
      { token },
    );
    expect(await objectOf<User>(response)).toMatchObject({ email });
    expect((await requestJson(t.app, 'GET', '/v1/me', undefined, { token: other.token })).status).toBe(401);
    expect(decodeJwt(await signIn(t.app, email, TEST_PASSWORD)).email).toBe(email);
  });

  it('ends the sessions of a user whose roles, active flag or password change', async () => {
    const { office, token } = await officeWithManager();
    for (const change of [
      { roles: ['client_reviewer'] },
      { active: false },
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    ]) {
      const other = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
      const response = await requestJson(t.app, 'PUT', `/v1/users/${other.user.id}`, change, { token });
      expect(response.status, JSON.stringify(change)).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
      expect(row?.tokenVersion, JSON.stringify(change)).toBe(1);
      const me = await requestJson(t.app, 'GET', '/v1/me', undefined, { token: other.token });
      expect(me.status, JSON.stringify(change)).toBe(401);
    }
  });

  it('lets a deactivated user no longer sign in, and a reactivated one again', async () => {
    const { office, token } = await officeWithManager();
    const other = await createUser(t.db, { officeId: office.id, roles: ['content_genrator'] });
    await requestJson(t.app, 'PUT', `/v1/users/${other.id}`, { active: false }, { token });
    const login = await requestJson(t.app, 'POST', '/auth_user', {
      email: other.email,
      password: TEST_PASSWORD,
    });
    expect(await login.json()).toMatchObject({ code: 'INACTIVE_USER' });
    const reactivated = await requestJson(t.app, 'PUT', `/v1/users/${other.id}`, { active: true }, { token });
    expect(await objectOf<User>(reactivated)).toMatchObject({ active: true });
    await signIn(t.app, other.email, TEST_PASSWORD);
  });

  it('refuses an email another user has, and answers 422 and 404', async () => {
    const { office, token } = await officeWithManager();
    const other = await createUser(t.db, { officeId: office.id });
    const elsewhere = await createUser(t.db);
    const taken = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${other.id}`,
      { email: elsewhere.email },
      { token },
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'CONFLICT', details: { email: expect.anything() } });
    const invalid = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${other.id}`,
      { first_name: '', password: NEW_PASSWORD, roles: [] },
      { token },
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      details: {
        first_name: [{ key: 'first_name.required' }],
        roles: [{ key: 'role.required' }],
        password_confirmation: [{ key: 'password.mismatch' }],
      },
    });
    const missing = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${crypto.randomUUID()}`,
      { active: true },
      { token },
    );
    expect(missing.status).toBe(404);
  });
});

describe('the last active user', () => {
  const LAST = { code: 'LAST_ACTIVE_USER', message: 'There should be at least one active user' };

  it('cannot be deactivated or deleted', async () => {
    const { manager, token } = await officeWithManager();
    for (const response of [
      await requestJson(t.app, 'PUT', `/v1/users/${manager.id}`, { active: false }, { token }),
      await requestJson(t.app, 'DELETE', `/v1/users/${manager.id}`, undefined, { token }),
    ]) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(LAST);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row).toMatchObject({ active: true, tokenVersion: 0 });
  });

  it('also counts only active users: the last active one stays, even with inactive colleagues', async () => {
    const { office, manager, token } = await officeWithManager();
    await createUser(t.db, { officeId: office.id, active: false, roles: ['user_account_management'] });
    const response = await requestJson(t.app, 'DELETE', `/v1/users/${manager.id}`, undefined, { token });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(LAST);
  });

  it('as the last active user account manager cannot lose that role, or be deactivated', async () => {
    const { office, manager, token } = await officeWithManager();
    const writer = await createUser(t.db, { officeId: office.id, roles: ['content_genrator'] });
    const demote = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${manager.id}`,
      { roles: ['content_genrator'] },
      { token },
    );
    expect(demote.status).toBe(422);
    expect(await demote.json()).toEqual(LAST);
    const deactivate = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${manager.id}`,
      { active: false },
      { token },
    );
    expect(deactivate.status).toBe(422);
    expect(await deactivate.json()).toEqual(LAST);

    // With a second manager, either may go.
    await requestJson(
      t.app,
      'PUT',
      `/v1/users/${writer.id}`,
      { roles: ['user_account_management'] },
      { token },
    );
    const now = await requestJson(
      t.app,
      'PUT',
      `/v1/users/${manager.id}`,
      { roles: ['content_genrator'] },
      { token },
    );
    expect(now.status).toBe(200);
  });

  it('lets other users go', async () => {
    const { office, token } = await officeWithManager();
    const other = await createUser(t.db, { officeId: office.id, roles: ['client_statstics'] });
    const response = await requestJson(t.app, 'DELETE', `/v1/users/${other.id}`, undefined, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: 'done.user_deleted', message: 'Usuario eliminado' });
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toEqual([]);
    const again = await requestJson(t.app, 'DELETE', `/v1/users/${other.id}`, undefined, { token });
    expect(again.status).toBe(404);
  });
});

describe('PUT /v1/users/{id}/avatar', () => {
  const INVALID = {
    code: 'INVALID_IMAGE',
    message: 'Avatar should be .png or .jpg and not larger than 2 MB',
    details: {
      file: [{ key: 'avatar.invalid', message: 'Avatar should be .png or .jpg and not larger than 2 MB' }],
    },
  };

  it('accepts a real jpeg, stores re-encoded copies and serves them', async () => {
    const { manager, token } = await officeWithManager();
    const bytes = await sampleJpeg(800, 600);
    const response = await upload(
      t.app,
      `/v1/users/${manager.id}/avatar`,
      {
        bytes,
        name: 'me.jpg',
        type: 'image/jpeg',
      },
      { token },
    );
    expect(response.status).toBe(200);
    const { avatar_url } = await objectOf<User>(response);
    expect(avatar_url).toMatch(
      /^https:\/\/gaceta\.example\.com\/files\/avatars\/[\w-]+\/[\w-]+\/card\.webp$/,
    );

    const served = await t.app.request(new URL(avatar_url ?? '').pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');

    // A new picture replaces the old copies.
    const again = await upload(
      t.app,
      `/v1/users/${manager.id}/avatar`,
      {
        bytes: await samplePng(),
        name: 'me.png',
        type: 'image/png',
      },
      { token },
    );
    expect(again.status).toBe(200);
    expect((await t.app.request(new URL(avatar_url ?? '').pathname)).status).toBe(404);
  });

  it('refuses a text file named .png, a webp and a 3 MB png, by their bytes', async () => {
    const { manager, token } = await officeWithManager();
    const path = `/v1/users/${manager.id}/avatar`;
    const text = await upload(
      t.app,
      path,
      { bytes: Buffer.from('not an image'), name: 'a.png', type: 'image/png' },
      {
        token,
      },
    );
    expect(text.status).toBe(422);
    expect(await text.json()).toEqual(INVALID);

    const webp = await upload(
      t.app,
      path,
      { bytes: await sampleWebp(), name: 'a.png', type: 'image/png' },
      { token },
    );
    expect(webp.status).toBe(422);
    expect(await webp.json()).toEqual(INVALID);

    // Over 2 MB but within the upload body limit: the spec's message.
    const large = await noisePng(900, 900);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await upload(t.app, path, { bytes: large, name: 'a.png', type: 'image/png' }, { token });
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toEqual(INVALID);

    // Over the body limit the request is not even read.
    const huge = await noisePng(1100, 1000);
    expect(huge.length).toBeGreaterThan(3 * 1024 * 1024);
    const refused = await upload(t.app, path, { bytes: huge, name: 'a.png', type: 'image/png' }, { token });
    expect(refused.status).toBe(413);

    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row?.avatarKey).toBeNull();
  });

  it('needs a file, users.manage and a user of the office', async () => {
    const { office, manager, token } = await officeWithManager();
    const path = `/v1/users/${manager.id}/avatar`;
    const noFile = await requestJson(t.app, 'PUT', path, { file: 'x' }, { token });
    expect(noFile.status).toBe(422);
    expect(await noFile.json()).toMatchObject({ details: { file: [{ key: 'file.required' }] } });

    const png = { bytes: await samplePng(), name: 'a.png', type: 'image/png' };
    const { token: writer } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['content_genrator'],
    });
    expect(await refusal(await upload(t.app, path, png, { token: writer }))).toEqual({
      status: 403,
      required: 'users.manage',
    });
    const missing = await upload(t.app, `/v1/users/${crypto.randomUUID()}/avatar`, png, { token });
    expect(missing.status).toBe(404);
  });
});
