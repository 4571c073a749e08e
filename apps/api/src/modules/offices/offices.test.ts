import type { Office, OfficeName } from '@gaceta/shared/accounts/offices';
import type { User } from '@gaceta/shared/accounts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices, users } from '../../db/schema';
import {
  acceptInvitation,
  createOffice,
  createSignedInUser,
  createUser,
  signIn,
  signInAdmin,
  uniqueEmail,
} from '../../test/factories';
import { createTestApp, errorOf, objectOf, requestJson, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const PASSWORD = 'Primero2026!';
const settings = (overrides: Record<string, unknown> = {}) => ({
  name: `Bufete ${crypto.randomUUID().slice(0, 8)}`,
  website_url: 'https://bufete.example.com/',
  news_url: 'https://bufete.example.com/noticias/',
  contact_url: null,
  email: 'info@bufete.example.com',
  phone: '+34 600 000 000',
  address: 'Gran Vía 1, Madrid',
  tolgeo: 'esp',
  ...overrides,
});

describe('POST /v1/offices', () => {
  it('creates an office whose first user holds all four roles and is invited to choose a password', async () => {
    const email = uniqueEmail('primera');
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/offices',
      {
        ...settings({ name: 'Bufete Alba', tolgeo: 'mex' }),
        first_user: {
          first_name: 'Alba',
          last_name: 'Mora',
          email,
        },
      },
      { token: admin },
    );
    expect(response.status).toBe(201);
    const office = await objectOf<Office>(response);
    expect(office).toMatchObject({
      name: 'Bufete Alba',
      tolgeo: 'mex',
      // Defaulted from the area.
      time_zone: 'America/Mexico_City',
      logo_url: null,
      contact_url: null,
      public_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      officeId: office.id,
      roles: ['user_account_management', 'client_statstics', 'client_reviewer', 'content_genrator'],
      tolgeo: 'mex',
      passwordHash: null,
    });
    const mail = await acceptInvitation(t, email, PASSWORD);
    expect(mail.subject).toBe('Bufete Alba le invita a Gaceta');
    await signIn(t.app, email, PASSWORD);
  });

  it('creates nothing when the first user’s email is taken', async () => {
    const existing = await createUser(t.db);
    const name = `Bufete ${crypto.randomUUID()}`;
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/offices',
      {
        ...settings({ name }),
        first_user: {
          first_name: 'A',
          last_name: 'B',
          email: existing.email,
        },
      },
      { token: admin },
    );
    expect(response.status).toBe(409);
    // The form's field is the first user's email, so the back-office can mark it.
    expect(await response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A user with this email already exists',
      details: { 'first_user.email': [{ key: 'email.taken_by_user' }] },
    });
    expect(await t.db.select().from(offices).where(eq(offices.name, name))).toEqual([]);
  });

  it("answers 422 with the URLs' reasons and other field messages", async () => {
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/offices',
      settings({
        name: '',
        website_url: 'bufete.example.com/',
        news_url: 'https://bufete.example.com',
        email: 'not-an-email',
        tolgeo: 'fra',
        time_zone: 'Mars/Olympus',
      }),
      { token: admin },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: {
        name: [{ key: 'name.required' }],
        website_url: [{ key: 'url.scheme' }],
        news_url: [{ key: 'url.trailing_slash' }],
        email: [{ key: 'email.invalid' }],
        tolgeo: [{ key: 'area.unknown' }],
        time_zone: [{ key: 'time_zone.unknown' }],
      },
    });
  });

  it('is for admins only', async () => {
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, {
      officeId: office.id,
      roles: ['user_account_management', 'client_statstics', 'client_reviewer', 'content_genrator'],
    });
    const response = await requestJson(t.app, 'POST', '/v1/offices', settings(), { token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN', details: { required: 'admin' } });
  });
});

describe('GET /v1/offices', () => {
  it('searches by name, filters by one or several areas and paginates', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    for (const [name, tolgeo] of [
      [`Alfa ${tag}`, 'esp'],
      [`Beta ${tag}`, 'mex'],
      [`Gamma ${tag}`, 'chl'],
    ] as const) {
      await createOffice(t.db, { name, tolgeo });
    }
    const all = await requestJson(t.app, 'GET', `/v1/offices?query=${tag}&per=2`, undefined, {
      token: admin,
    });
    expect(all.status).toBe(200);
    const page = (await all.json()) as {
      objects: Office[];
      total_number_of_objects: number;
      total_pages: number;
    };
    expect(page.objects.map((office) => office.name)).toEqual([`Alfa ${tag}`, `Beta ${tag}`]);
    expect(page).toMatchObject({ total_number_of_objects: 3, total_pages: 2 });
    expect(page.objects[0]?.public_key).toMatch(/^[0-9a-f]{32}$/);

    const latam = await requestJson(t.app, 'GET', `/v1/offices?query=${tag}&tolgeo=mex,chl`, undefined, {
      token: admin,
    });
    const names = ((await latam.json()) as { objects: Office[] }).objects.map((office) => office.name);
    expect(names).toEqual([`Beta ${tag}`, `Gamma ${tag}`]);

    const none = await requestJson(t.app, 'GET', '/v1/offices?query=no-such-office-anywhere', undefined, {
      token: admin,
    });
    expect(await none.json()).toEqual({ objects: [], total_number_of_objects: 0, total_pages: 0 });
  });

  it('answers 422 for a bad area or page', async () => {
    const response = await requestJson(t.app, 'GET', '/v1/offices?tolgeo=xyz&page=0', undefined, {
      token: admin,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      details: { page: expect.any(Array), 'tolgeo.0': [{ key: 'area.unknown' }] },
    });
  });
});

describe('GET /v1/offices/autocomplete', () => {
  it('gives ids and names containing the query', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const office = await createOffice(t.db, { name: `Lex ${tag} Abogados` });
    const response = await requestJson(t.app, 'GET', `/v1/offices/autocomplete?query=${tag}`, undefined, {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      objects: [{ id: office.id, name: office.name }] satisfies OfficeName[],
    });
  });
});

describe('GET and PUT /v1/offices/{id}', () => {
  it('reads and edits an office, keeping its time zone unless its area changes', async () => {
    const office = await createOffice(t.db, { tolgeo: 'esp', timeZone: 'Atlantic/Canary' });
    const read = await requestJson(t.app, 'GET', `/v1/offices/${office.id}`, undefined, { token: admin });
    expect(await objectOf<Office>(read)).toMatchObject({ id: office.id, public_key: office.publicKey });

    const same = await requestJson(
      t.app,
      'PUT',
      `/v1/offices/${office.id}`,
      settings({ name: 'Nuevo nombre' }),
      {
        token: admin,
      },
    );
    expect(same.status).toBe(200);
    expect(await objectOf<Office>(same)).toMatchObject({
      name: 'Nuevo nombre',
      time_zone: 'Atlantic/Canary',
    });

    const moved = await requestJson(t.app, 'PUT', `/v1/offices/${office.id}`, settings({ tolgeo: 'arg' }), {
      token: admin,
    });
    expect(await objectOf<Office>(moved)).toMatchObject({
      tolgeo: 'arg',
      time_zone: 'America/Argentina/Buenos_Aires',
    });
    const empty = await requestJson(
      t.app,
      'PUT',
      `/v1/offices/${office.id}`,
      settings({ website_url: '', email: '', phone: '' }),
      { token: admin },
    );
    expect(await objectOf<Office>(empty)).toMatchObject({ website_url: null, email: null, phone: null });
  });

  it('answers 404 for an unknown office and 422 for a bad body', async () => {
    const unknown = crypto.randomUUID();
    expect(
      (await requestJson(t.app, 'GET', `/v1/offices/${unknown}`, undefined, { token: admin })).status,
    ).toBe(404);
    expect(
      (await requestJson(t.app, 'PUT', `/v1/offices/${unknown}`, settings(), { token: admin })).status,
    ).toBe(404);
    const office = await createOffice(t.db);
    const bad = await requestJson(t.app, 'PUT', `/v1/offices/${office.id}`, { name: 'x' }, { token: admin });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ details: { tolgeo: [{ key: 'field.required' }] } });
  });
});

describe('GET /v1/offices/{id}/users', () => {
  it("lists the office's users, and only theirs", async () => {
    const office = await createOffice(t.db);
    const user = await createUser(t.db, { officeId: office.id, roles: ['client_reviewer'] });
    await createUser(t.db, { officeId: (await createOffice(t.db)).id });
    const response = await requestJson(t.app, 'GET', `/v1/offices/${office.id}/users`, undefined, {
      token: admin,
    });
    expect(response.status).toBe(200);
    const { objects } = (await response.json()) as { objects: User[] };
    expect(objects.map((listed) => [listed.id, listed.roles])).toEqual([[user.id, ['client_reviewer']]]);
    const missing = await requestJson(t.app, 'GET', `/v1/offices/${crypto.randomUUID()}/users`, undefined, {
      token: admin,
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /v1/offices/{id}/users', () => {
  it('adds a user with the chosen roles to the office', async () => {
    const office = await createOffice(t.db);
    const email = uniqueEmail('nuevo');
    const body = {
      first_name: 'Luis',
      last_name: 'Gil',
      email,
      roles: ['client_reviewer'],
    };
    const response = await requestJson(t.app, 'POST', `/v1/offices/${office.id}/users`, body, {
      token: admin,
    });
    expect(response.status).toBe(201);
    expect(await objectOf<User>(response)).toMatchObject({
      email,
      office_id: office.id,
      roles: ['client_reviewer'],
      invitation_pending: true,
    });
    await acceptInvitation(t, email, PASSWORD);
    await signIn(t.app, email, PASSWORD);
    const again = await requestJson(t.app, 'POST', `/v1/offices/${office.id}/users`, body, { token: admin });
    expect(await errorOf(again)).toEqual({ status: 409, code: 'CONFLICT', fields: ['email'] });
    const missing = await requestJson(
      t.app,
      'POST',
      `/v1/offices/${crypto.randomUUID()}/users`,
      { ...body, email: uniqueEmail() },
      { token: admin },
    );
    expect(missing.status).toBe(404);
    const invalid = await requestJson(
      t.app,
      'POST',
      `/v1/offices/${office.id}/users`,
      { ...body, roles: [] },
      {
        token: admin,
      },
    );
    expect(await invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { roles: [{ key: 'role.required' }] },
    });
  });
});
