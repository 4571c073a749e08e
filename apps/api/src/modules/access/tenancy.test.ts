import type { Office } from '@gaceta/shared/accounts/offices';
import { OFFICE_ROLE_KEYS } from '@gaceta/shared/accounts/roles';
import type { User } from '@gaceta/shared/accounts/users';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeSubjects, offices, subjects, users } from '../../db/schema';
import { createOffice, createSignedInUser, createUser, uniqueEmail } from '../../test/factories';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../test/harness';
import { samplePng, upload } from '../../test/uploads';

/**
 * An office A user holding every role aims every users, offices and office-settings call at
 * office B: each is refused (403 or 404) or acts on A, and B is left exactly as it was.
 */

let t: TestApp;
let officeA: typeof offices.$inferSelect;
let officeB: typeof offices.$inferSelect;
let tokenA: string;
let managerB: Awaited<ReturnType<typeof createUser>>;
let writerB: Awaited<ReturnType<typeof createUser>>;
let subjectIds: string[];

const PASSWORD = 'Otra2026!pass';

async function snapshotOfB() {
  const [office, staff, subscriptions] = await Promise.all([
    t.db.select().from(offices).where(eq(offices.id, officeB.id)),
    t.db.select().from(users).where(eq(users.officeId, officeB.id)).orderBy(asc(users.id)),
    t.db.select().from(officeSubjects).where(eq(officeSubjects.officeId, officeB.id)),
  ]);
  return { office, staff, subscriptions };
}
let before: Awaited<ReturnType<typeof snapshotOfB>>;

beforeAll(async () => {
  t = await createTestApp();
  officeA = await createOffice(t.db, { name: 'Despacho A' });
  officeB = await createOffice(t.db, { name: 'Despacho B', logoKey: 'logos/b/original' });
  tokenA = (await createSignedInUser(t, { officeId: officeA.id, roles: [...OFFICE_ROLE_KEYS] })).token;
  managerB = await createUser(t.db, { officeId: officeB.id, roles: ['user_account_management'] });
  writerB = await createUser(t.db, { officeId: officeB.id, roles: ['content_genrator'] });
  const rows = await t.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.code, ['civil', 'fiscal']));
  subjectIds = rows.map((row) => row.id);
  await t.db.insert(officeSubjects).values({ officeId: officeB.id, subjectId: subjectIds[0] ?? '' });
  before = await snapshotOfB();
});
afterAll(() => t.close());

const settingsBody = () => ({
  name: 'Tomado',
  website_url: 'https://tomado.example.com/',
  news_url: null,
  contact_url: null,
  email: null,
  phone: null,
  address: null,
  tolgeo: 'esp',
});
const newUserBody = () => ({
  first_name: 'Intrusa',
  last_name: 'X',
  email: uniqueEmail('intrusa'),
  roles: ['user_account_management'],
});

/** A request with A's token. */
const asA = (method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token: tokenA });

const REFUSED: [name: string, expected: 403 | 404, send: () => Promise<Response>][] = [
  ['read a B user', 404, () => asA('GET', `/v1/users/${managerB.id}`)],
  ['rename a B user', 404, () => asA('PUT', `/v1/users/${managerB.id}`, { first_name: 'Hacked' })],
  ['deactivate a B user', 404, () => asA('PUT', `/v1/users/${managerB.id}`, { active: false })],
  [
    'change a B user’s roles',
    404,
    () => asA('PUT', `/v1/users/${writerB.id}`, { roles: ['user_account_management'] }),
  ],
  [
    'set a B user’s password',
    404,
    () => asA('PUT', `/v1/users/${managerB.id}`, { password: PASSWORD, password_confirmation: PASSWORD }),
  ],
  ['change a B user’s email', 404, () => asA('PUT', `/v1/users/${writerB.id}`, { email: uniqueEmail() })],
  [
    'upload a B user’s avatar',
    404,
    async () =>
      upload(
        t.app,
        `/v1/users/${managerB.id}/avatar`,
        { bytes: await samplePng(), name: 'a.png', type: 'image/png' },
        { token: tokenA },
      ),
  ],
  ['delete a B user', 404, () => asA('DELETE', `/v1/users/${writerB.id}`)],
  ['list offices', 403, () => asA('GET', '/v1/offices')],
  ['autocomplete offices', 403, () => asA('GET', '/v1/offices/autocomplete?query=Despacho')],
  ['read office B', 403, () => asA('GET', `/v1/offices/${officeB.id}`)],
  ['edit office B', 403, () => asA('PUT', `/v1/offices/${officeB.id}`, settingsBody())],
  ['list office B’s users', 403, () => asA('GET', `/v1/offices/${officeB.id}/users`)],
  ['add a user to office B', 403, () => asA('POST', `/v1/offices/${officeB.id}/users`, newUserBody())],
  ['create an office', 403, () => asA('POST', '/v1/offices', settingsBody())],
  ['act as a B user', 403, () => asA('POST', '/auth_user_without_password', { email: managerB.email })],
];

describe('an office A user with every role, aiming at office B', () => {
  it.each(REFUSED)('%s → %i', async (_name, expected, send) => {
    const response = await send();
    expect(response.status).toBe(expected);
    expect(await response.json()).toMatchObject({ code: expected === 404 ? 'NOT_FOUND' : 'FORBIDDEN' });
  });

  it("never lists B's users, even when asked to", async () => {
    const response = await asA('GET', `/v1/users?office_id=${officeB.id}`);
    const { objects } = (await response.json()) as { objects: User[] };
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.every((user) => user.office_id === officeA.id)).toBe(true);
  });

  it('adds users to A, whatever office the body names', async () => {
    const response = await requestJson(
      t.app,
      'POST',
      '/v1/users',
      { ...newUserBody(), office_id: officeB.id },
      {
        token: tokenA,
      },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ object: { office_id: officeA.id } });
  });

  it('reads and edits the settings, logo and subjects of A only, whatever the request names', async () => {
    const read = await requestJson(t.app, 'GET', `/v1/office_settings?office_id=${officeB.id}`, undefined, {
      token: tokenA,
    });
    expect(await read.json()).toMatchObject({ object: { id: officeA.id, name: 'Despacho A' } });

    const edited = await requestJson(
      t.app,
      'PUT',
      `/v1/office_settings?office_id=${officeB.id}`,
      { ...settingsBody(), id: officeB.id, office_id: officeB.id },
      { token: tokenA },
    );
    expect(await objectOf<Office>(edited)).toMatchObject({
      id: officeA.id,
      name: 'Tomado',
    });

    const logo = await upload(
      t.app,
      `/v1/office_settings/logo?office_id=${officeB.id}`,
      { bytes: await samplePng(), name: 'logo.png', type: 'image/png' },
      { token: tokenA },
    );
    expect(await logo.json()).toMatchObject({ object: { id: officeA.id } });

    const subscribed = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/subjects',
      { subject_ids: subjectIds, office_id: officeB.id },
      { token: tokenA },
    );
    expect(subscribed.status).toBe(200);
    const aSubscriptions = await t.db
      .select()
      .from(officeSubjects)
      .where(eq(officeSubjects.officeId, officeA.id));
    expect(aSubscriptions).toHaveLength(subjectIds.length);
    const readSubjects = await requestJson(
      t.app,
      'GET',
      `/v1/office_settings/subjects?office_id=${officeB.id}`,
      undefined,
      {
        token: tokenA,
      },
    );
    expect(((await readSubjects.json()) as { subject_ids: string[] }).subject_ids.sort()).toEqual(
      [...subjectIds].sort(),
    );
  });

  it('leaves office B, its users and its subjects exactly as they were', async () => {
    for (const [, , send] of REFUSED) await send();
    expect(await snapshotOfB()).toEqual(before);
  });
});
