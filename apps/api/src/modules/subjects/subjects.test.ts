import type { Subject } from '@gaceta/shared/subjects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeSubjects, signupRequests, subjects } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, errorOf, objectOf, refusal, requestJson, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const uniqueCode = (prefix = 'tema') => `${prefix}_${crypto.randomUUID().slice(0, 8).replaceAll('-', '')}`;

/** POST /v1/subjects with its data as query parameters. */
async function create(params: Record<string, string>, token = admin): Promise<Response> {
  const query = new URLSearchParams({ name_es: 'Tema', name_en: 'Topic', name_pt: 'Tema', ...params });
  return requestJson(t.app, 'POST', `/v1/subjects?${query}`, undefined, { token });
}

async function createSubject(params: Record<string, string> = {}): Promise<Subject> {
  const response = await create({ code: uniqueCode(), ...params });
  expect(response.status).toBe(201);
  return objectOf<Subject>(response);
}

const update = (id: string, params: Record<string, string>, token = admin) =>
  requestJson(t.app, 'PUT', `/v1/subjects/${id}?${new URLSearchParams(params)}`, undefined, { token });

async function levelOf(id: string): Promise<number | undefined> {
  const [row] = await t.db.select({ level: subjects.level }).from(subjects).where(eq(subjects.id, id));
  return row?.level;
}

describe('GET /v1/subjects', () => {
  it('is public and lists the whole tree, roots first', async () => {
    const response = await requestJson(t.app, 'GET', '/v1/subjects');
    expect(response.status).toBe(200);
    const { objects } = (await response.json()) as { objects: Subject[] };
    expect(objects.find((subject) => subject.code === 'labor')).toMatchObject({
      name: { es: 'Laboral', en: 'Labor', pt: 'Trabalhista' },
      parent_id: null,
      level: 0,
      areas: null,
    });
    const levels = objects.map((subject) => subject.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('with tolgeo keeps the subjects of that area and those of every area', async () => {
    const mexican = await createSubject({ areas: 'mex,arg' });
    const spanish = await createSubject({ areas: 'esp' });
    const codes = async (query: string) => {
      const response = await requestJson(t.app, 'GET', `/v1/subjects${query}`);
      return ((await response.json()) as { objects: Subject[] }).objects.map((subject) => subject.code);
    };
    const inMexico = await codes('?tolgeo=mex');
    expect(inMexico).toContain(mexican.code);
    expect(inMexico).toContain('labor');
    expect(inMexico).not.toContain(spanish.code);
    expect(await codes('')).toEqual(expect.arrayContaining([mexican.code, spanish.code]));
    const bad = await requestJson(t.app, 'GET', '/v1/subjects?tolgeo=zzz');
    expect(await errorOf(bad)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['tolgeo'] });
  });
});

describe('POST /v1/subjects', () => {
  it('adds a child one level below its parent, with its areas', async () => {
    const [labor] = await t.db.select().from(subjects).where(eq(subjects.code, 'labor'));
    const code = uniqueCode('despidos');
    const response = await create({
      code,
      name_es: 'Despidos',
      name_en: 'Dismissals',
      name_pt: 'Despedimentos',
      parent_id: labor?.id ?? '',
      areas: 'esp,mex',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      object: {
        id: expect.any(String),
        code,
        name: { es: 'Despidos', en: 'Dismissals', pt: 'Despedimentos' },
        parent_id: labor?.id,
        level: 1,
        areas: ['esp', 'mex'],
      },
    });
  });

  it('refuses a taken code, an unknown parent and bad fields', async () => {
    const taken = await create({ code: 'labor' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A subject with this code already exists',
    });
    const orphan = await create({ code: uniqueCode(), parent_id: crypto.randomUUID() });
    expect(orphan.status).toBe(422);
    expect(await orphan.json()).toMatchObject({ details: { parent_id: [{ key: 'subject.unknown' }] } });
    const invalid = await create({ code: 'Not Valid', name_es: '', areas: 'esp,xx' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      details: {
        code: [{ key: 'subject_code.format' }],
        name_es: [{ key: 'name.required' }],
        'areas.1': [{ key: 'area.unknown' }],
      },
    });
  });

  it('is for admins only', async () => {
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    const response = await create({ code: uniqueCode() }, token);
    expect(await refusal(response)).toEqual({ status: 403, required: 'admin' });
    expect((await create({ code: uniqueCode() }, '')).status).toBe(401);
  });
});

describe('PUT /v1/subjects/{id}', () => {
  it('renames only the names given and re-scopes the areas', async () => {
    const subject = await createSubject({ areas: 'esp' });
    const response = await update(subject.id, { name_en: 'Renamed', areas: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: { name: { es: 'Tema', en: 'Renamed', pt: 'Tema' }, areas: null },
    });
  });

  it('moves a subtree and recomputes its levels, and back to the root', async () => {
    const a = await createSubject();
    const b = await createSubject({ parent_id: a.id });
    const c = await createSubject({ parent_id: b.id });
    const target = await createSubject();
    const deepTarget = await createSubject({ parent_id: target.id });

    const moved = await update(b.id, { parent_id: deepTarget.id });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ object: { parent_id: deepTarget.id, level: 2 } });
    expect(await levelOf(c.id)).toBe(3);

    const toRoot = await update(b.id, { parent_id: 'root' });
    expect(await toRoot.json()).toMatchObject({ object: { parent_id: null, level: 0 } });
    expect(await levelOf(c.id)).toBe(1);
  });

  it('refuses to move a subject under itself or one of its descendants', async () => {
    const a = await createSubject();
    const b = await createSubject({ parent_id: a.id });
    const c = await createSubject({ parent_id: b.id });
    for (const parent of [a, c]) {
      const response = await update(a.id, { parent_id: parent.id });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        details: { parent_id: [{ key: 'subject.move_into_itself' }] },
      });
    }
    expect(await levelOf(a.id)).toBe(0);
  });

  it('answers 404, 422 and 403', async () => {
    expect((await update(crypto.randomUUID(), { name_es: 'X' })).status).toBe(404);
    const subject = await createSubject();
    const parentFailed = { status: 422, code: 'VALIDATION_FAILED', fields: ['parent_id'] };
    expect(await errorOf(await update(subject.id, { parent_id: 'nowhere' }))).toEqual(parentFailed);
    expect(await errorOf(await update(subject.id, { parent_id: crypto.randomUUID() }))).toEqual(parentFailed);
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect(await refusal(await update(subject.id, { name_es: 'X' }, token))).toEqual({
      status: 403,
      required: 'admin',
    });
  });
});

describe('DELETE /v1/subjects/{id}', () => {
  const remove = (id: string, token = admin) =>
    requestJson(t.app, 'DELETE', `/v1/subjects/${id}`, undefined, { token });

  it('deletes an unused leaf', async () => {
    const subject = await createSubject();
    const response = await remove(subject.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: 'done.subject_deleted', message: 'Materia eliminada' });
    expect(await t.db.select().from(subjects).where(eq(subjects.id, subject.id))).toEqual([]);
    expect((await remove(subject.id)).status).toBe(404);
  });

  it('refuses a subject with children, subscribers or a pending signup request naming it', async () => {
    const parent = await createSubject();
    await createSubject({ parent_id: parent.id });
    const subscribed = await createSubject();
    const office = await createOffice(t.db);
    await t.db.insert(officeSubjects).values({ officeId: office.id, subjectId: subscribed.id });
    const requested = await createSubject();
    await t.db.insert(signupRequests).values({
      firstName: 'A',
      lastName: 'B',
      idNumber: '1',
      country: 'España',
      phone: '1',
      city: 'Madrid',
      zipCode: '28001',
      email: `${crypto.randomUUID()}@example.test`,
      passwordHash: 'x',
      subjectIds: [requested.id],
      officeName: 'Nuevo',
      termsAcceptedAt: new Date(),
    });

    for (const [subject, use] of [
      [parent, 'children'],
      [subscribed, 'offices'],
      [requested, 'signup_requests'],
    ] as const) {
      const response = await remove(subject.id);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        code: 'SUBJECT_IN_USE',
        message: 'This subject is in use and cannot be deleted',
        details: { used_by: [use] },
      });
    }
    expect(
      await t.db.select().from(officeSubjects).where(eq(officeSubjects.subjectId, subscribed.id)),
    ).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const subject = await createSubject();
    const office = await createOffice(t.db);
    const { token } = await createSignedInUser(t, { officeId: office.id });
    expect(await refusal(await remove(subject.id, token))).toEqual({ status: 403, required: 'admin' });
  });
});
