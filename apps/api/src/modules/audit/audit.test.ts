import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, signedIn } from '../../context';
import { auditLog, users } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin, uniqueEmail } from '../../test/factories';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../test/harness';
import { addUserToOffice } from '../users/users.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

/** The entries about `targetId`, by action (the test clock may give them one time). */
const entriesFor = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.action));

const settings = {
  name: 'Despacho Auditado',
  website_url: null,
  news_url: null,
  contact_url: null,
  tolgeo: 'esp',
};

describe('adding a user to an office', () => {
  it('writes the user and its audit entry together: no user when the entry cannot be written', async () => {
    const office = await createOffice(t.db);
    // An actor who is not in the users table: the entry's actor reference fails, after the user insert.
    const ghost: ServiceContext = signedIn(
      { ...t.deps, actor: null },
      {
        id: randomUUID(),
        email: 'ghost@example.test',
        kind: 'user',
        roles: ['user_account_management'],
        officeId: office.id,
        tolgeo: 'esp',
        impersonatedBy: null,
        token: { id: 'test-token', expiresAt: new Date(0) },
      },
    );
    const email = uniqueEmail('atomic');
    const input = {
      first_name: 'Ana',
      last_name: 'Atómica',
      email,
      roles: ['content_genrator' as const],
      tolgeo: 'esp' as const,
      locale: 'es' as const,
    };
    await expect(addUserToOffice(ghost, office.id, input)).rejects.toThrow();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('office edits', () => {
  it('are audited, by an admin and by the office itself', async () => {
    const office = await createOffice(t.db);
    const byAdmin = await requestJson(t.app, 'PUT', `/v1/offices/${office.id}`, settings, { token: admin });
    expect(byAdmin.status).toBe(200);
    const { user, token } = await createSignedInUser(t, { officeId: office.id });
    const own = await requestJson(t.app, 'PUT', '/v1/office_settings', settings, { token });
    expect(own.status).toBe(200);
    const entries = await entriesFor(office.id);
    expect(entries.map((entry) => [entry.action, entry.officeId])).toEqual([
      ['office.update', office.id],
      ['office.update', office.id],
    ]);
    const adminId = (await t.db.select().from(users).where(eq(users.kind, 'admin')))[0]?.id;
    expect(entries.map((entry) => entry.actorId).sort()).toEqual([adminId, user.id].sort());
    expect(entries[0]?.data).toMatchObject({ fields: expect.arrayContaining(['name', 'tolgeo']) });
  });

  it('a change of subscribed subjects is audited with the subjects', async () => {
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    const response = await requestJson(
      t.app,
      'PUT',
      '/v1/office_settings/subjects',
      { subject_ids: [] },
      { token },
    );
    expect(response.status).toBe(200);
    expect((await entriesFor(office.id)).map((entry) => [entry.action, entry.data])).toEqual([
      ['office.subjects', { subject_ids: [] }],
    ]);
  });
});

describe('subject changes', () => {
  it('creating, editing and deleting a subject are audited', async () => {
    const code = `audit_${randomUUID().slice(0, 8)}`;
    const query = new URLSearchParams({ code, name_es: 'Tema', name_en: 'Topic', name_pt: 'Tema' });
    const created = await requestJson(t.app, 'POST', `/v1/subjects?${query}`, undefined, { token: admin });
    expect(created.status).toBe(201);
    const { id } = await objectOf<{ id: string }>(created);
    const renamed = await requestJson(t.app, 'PUT', `/v1/subjects/${id}?name_en=Renamed`, undefined, {
      token: admin,
    });
    expect(renamed.status).toBe(200);
    const deleted = await requestJson(t.app, 'DELETE', `/v1/subjects/${id}`, undefined, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await entriesFor(id)).map((entry) => [entry.action, entry.data])).toEqual([
      ['subject.create', { code }],
      ['subject.delete', { code }],
      ['subject.update', { fields: ['name_en'] }],
    ]);
  });
});
