import { SEED_SUBJECTS } from '@gaceta/shared/subjects';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password-hash';
import { openTestDatabase } from '../test/harness';
import { TEST_ADMIN } from '../test/template-db';
import type { Database } from './client';
import { areas, officeSubjects, offices, subjects, users } from './schema';
import { DEMO_OFFICE_ID, DEMO_OFFICE_NAME, DEMO_PASSWORD, DEMO_USERS, seed, seedDemoOffice } from './seed';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.handle.db;
  drop = opened.drop;
});
afterAll(() => drop());

const options = { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password };

async function counts() {
  const [[a], [s], [u], [o]] = await Promise.all([
    db.select({ n: count() }).from(areas),
    db.select({ n: count() }).from(subjects),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(offices),
  ]);
  return { areas: a?.n, subjects: s?.n, users: u?.n, offices: o?.n };
}

describe('seed', () => {
  it('holds the 19 areas, the 13 root subjects in three languages and the admin', async () => {
    expect(await db.select().from(areas).where(eq(areas.code, 'slv'))).toEqual([
      { code: 'slv', label: 'El Salvador' },
    ]);
    const seeded = await db.select().from(subjects);
    expect(seeded).toHaveLength(13);
    expect(seeded.map((subject) => subject.code).sort()).toEqual(
      SEED_SUBJECTS.map(({ code }) => code).sort(),
    );
    expect(seeded.every((subject) => subject.level === 0 && subject.parentId === null)).toBe(true);
    expect(seeded.find((subject) => subject.code === 'labor')?.name).toEqual({
      es: 'Laboral',
      en: 'Labor',
      pt: 'Trabalhista',
    });
    const [admin] = await db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(admin).toMatchObject({ kind: 'admin', officeId: null, active: true });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('adds the demo office with one user per role, and a second run changes nothing', async () => {
    await seed(db, options);
    await seedDemoOffice(db);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({ areas: 19, subjects: 13, users: 5, offices: 1 });

    const [office] = await db.select().from(offices).where(eq(offices.name, DEMO_OFFICE_NAME));
    const demoUsers = await db
      .select()
      .from(users)
      .where(eq(users.officeId, office?.id ?? ''));
    expect(demoUsers.map((user) => [user.email, user.firstName, user.roles]).sort()).toEqual(
      DEMO_USERS.map((user) => [user.email, user.firstName, [user.role]]).sort(),
    );
    expect(await verifyPassword(demoUsers[0]?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await db.select().from(officeSubjects)).toHaveLength(4);

    await seed(db, { ...options, adminPassword: 'Changed1!x' });
    await seedDemoOffice(db);
    expect(await counts()).toEqual(afterFirst);
    // The admin's password is only set on creation, never overwritten.
    const [admin] = await db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(await verifyPassword(admin?.passwordHash ?? '', TEST_ADMIN.password)).toBe(true);
  });
});

describe('a demo database seeded before the demo office had its fixed id', () => {
  it('keeps its demo office, found by name, instead of making a second one', async () => {
    const legacy = await openTestDatabase();
    try {
      const [earlier] = await legacy.handle.db
        .insert(offices)
        .values({ name: DEMO_OFFICE_NAME })
        .returning({ id: offices.id });
      expect(earlier?.id).not.toBe(DEMO_OFFICE_ID);
      expect(await seedDemoOffice(legacy.handle.db)).toBe(earlier?.id);
      expect(await legacy.handle.db.select({ id: offices.id }).from(offices)).toEqual([{ id: earlier?.id }]);
    } finally {
      await legacy.drop();
    }
  });
});
