import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import { AREAS } from '@gaceta/shared/areas';
import { SEED_SUBJECTS } from '@gaceta/shared/subjects';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from '../lib/logger';
import { hashPassword } from '../lib/password-hash';
import type { Database } from './client';
import { areas, officeSubjects, offices, subjects, users } from './schema';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

export const DEMO_OFFICE_NAME = 'Despacho Demo Abogados';
/**
 * The demo office's fixed id, by which every start finds it again: its name is the office's to edit
 * (a renamed demo office was taken for missing, and a second one created without users).
 */
export const DEMO_OFFICE_ID = '00000000-0000-4000-8000-00000000de70';
export const DEMO_PASSWORD = 'Demo2026!';
export const DEMO_USERS: ReadonlyArray<{
  email: string;
  firstName: string;
  lastName: string;
  role: OfficeRole;
}> = [
  {
    email: 'gestion@despacho-demo.es',
    firstName: 'Lucía',
    lastName: 'Martín Ruiz',
    role: 'user_account_management',
  },
  {
    email: 'estadisticas@despacho-demo.es',
    firstName: 'Andrés',
    lastName: 'García Soto',
    role: 'client_statstics',
  },
  {
    email: 'revision@despacho-demo.es',
    firstName: 'Carmen',
    lastName: 'López Vidal',
    role: 'client_reviewer',
  },
  {
    email: 'redaccion@despacho-demo.es',
    firstName: 'Javier',
    lastName: 'Fernández Gil',
    role: 'content_genrator',
  },
];
const DEMO_SUBJECT_CODES = ['civil', 'commercial', 'labor', 'fiscal'];

/**
 * Reference data and the initial admin. Idempotent: every insert skips what exists, so a restart
 * seeds nothing twice and never overwrites edits.
 */
export async function seed(db: Database, options: SeedOptions, logger?: Logger): Promise<void> {
  await db
    .insert(areas)
    .values(Object.entries(AREAS).map(([code, label]) => ({ code, label })))
    .onConflictDoNothing();
  await db
    .insert(subjects)
    .values(SEED_SUBJECTS.map(({ code, name }) => ({ code, name, level: 0 })))
    .onConflictDoNothing();

  const created = await insertUsersIfMissing(db, [
    {
      email: options.adminEmail,
      password: options.adminPassword,
      kind: 'admin',
      firstName: 'Admin',
      lastName: 'Gaceta',
    },
  ]);
  if (created > 0) logger?.info({ email: options.adminEmail }, 'initial admin created');
}

/**
 * The demo office (GACETA_DEMO=1) with one user per office role; returns its id. Idempotent like
 * `seed`. Its news are seeded by modules/demo, through the services.
 */
export async function seedDemoOffice(db: Database, logger?: Logger): Promise<string> {
  const officeId = (await existingDemoOffice(db)) ?? (await createDemoOffice(db, logger));
  await insertUsersIfMissing(
    db,
    DEMO_USERS.map((user) => ({
      ...user,
      password: DEMO_PASSWORD,
      kind: 'user',
      roles: [user.role],
      officeId,
    })),
  );
  return officeId;
}

/**
 * By its fixed id; a demo database seeded before the id was fixed has its office under a random id,
 * found by the name it was given (the oldest, should there be two).
 */
async function existingDemoOffice(db: Database): Promise<string | undefined> {
  const [fixed] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, DEMO_OFFICE_ID));
  if (fixed) return fixed.id;
  const [earlier] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.name, DEMO_OFFICE_NAME))
    .orderBy(asc(offices.createdAt))
    .limit(1);
  return earlier?.id;
}

async function createDemoOffice(db: Database, logger?: Logger): Promise<string> {
  const [office] = await db
    .insert(offices)
    .values({
      id: DEMO_OFFICE_ID,
      name: DEMO_OFFICE_NAME,
      websiteUrl: 'https://www.despacho-demo.es/',
      newsUrl: 'https://www.despacho-demo.es/actualidad/',
      contactUrl: 'https://www.despacho-demo.es/contacto/',
      privacyUrl: 'https://www.despacho-demo.es/politica-de-privacidad/',
      email: 'info@despacho-demo.es',
      phone: '+34 915 550 123',
      address: 'Calle de Velázquez 58, 28001 Madrid',
      tolgeo: 'esp',
      timeZone: 'Europe/Madrid',
    })
    .returning({ id: offices.id });
  if (!office) throw new Error('demo office insert returned no row');
  const demoSubjects = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.code, DEMO_SUBJECT_CODES));
  await db
    .insert(officeSubjects)
    .values(demoSubjects.map(({ id }) => ({ officeId: office.id, subjectId: id })));
  logger?.info({ office: DEMO_OFFICE_NAME }, 'demo office created');
  return office.id;
}

interface NewUser {
  email: string;
  password: string;
  kind: 'admin' | 'user';
  firstName: string;
  lastName: string;
  roles?: OfficeRole[];
  officeId?: string;
}

/** Hashes passwords only for accounts that do not exist yet (argon2 is slow on purpose). */
async function insertUsersIfMissing(db: Database, candidates: NewUser[]): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        candidates.map((user) => user.email),
      ),
    );
  const known = new Set(existing.map((user) => user.email));
  const missing = candidates.filter((user) => !known.has(user.email));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  return inserted.length;
}
