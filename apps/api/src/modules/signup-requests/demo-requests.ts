import type { Locale } from '@gaceta/shared/locales';
import { eq, inArray } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { informationRequests, signupRequests, subjects, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { hashPassword } from '../../lib/password-hash';

/**
 * What waits for the provider's admin in the demo: a lawyer who asks to join the demo office, a
 * new firm that asks to sign up (in Portuguese), and questions sent from the landing page over the
 * last days, one of them already answered. Fixed data, so every start tells the same story; a restart adds nothing. Addresses are
 * on example domains.
 */
const SIGNUPS = [
  {
    firstName: 'Beatriz',
    lastName: 'Ferrer Soler',
    idNumber: '48123456Q',
    country: 'España',
    phone: '+34 963 55 21 40',
    city: 'Valencia',
    zipCode: '46004',
    email: 'bferrer@ferrer-soler.example',
    joinsDemoOffice: true,
    officeName: null,
    locale: 'es',
    subjectCodes: ['labor', 'commercial'],
    daysAgo: 1,
  },
  {
    firstName: 'João',
    lastName: 'Carvalho',
    idNumber: '123456789',
    country: 'Portugal',
    phone: '+351 21 340 7788',
    city: 'Lisboa',
    zipCode: '1250-096',
    email: 'jcarvalho@carvalho-advogados.example',
    joinsDemoOffice: false,
    officeName: 'Carvalho & Associados',
    locale: 'pt',
    subjectCodes: ['fiscal', 'civil'],
    daysAgo: 3,
  },
] as const satisfies ReadonlyArray<
  { locale: Locale; subjectCodes: readonly string[] } & Record<string, unknown>
>;

const QUESTIONS: {
  name: string;
  email: string;
  phone: string | null;
  office: string | null;
  message: string;
  daysAgo: number;
  answeredDaysAgo?: number;
}[] = [
  {
    name: 'Ignacio Pardo',
    email: 'ipardo@pardo-abogados.example',
    phone: '+34 944 12 87 30',
    office: 'Pardo Abogados',
    message:
      'Somos un despacho de seis abogados en Bilbao. ¿Podemos publicar las noticias en nuestra web de WordPress y enviar el boletín a nuestros clientes desde la misma cuenta?\nGracias.',
    daysAgo: 0,
  },
  {
    name: 'Laura Gil',
    email: 'laura.gil@correo.example',
    phone: null,
    office: null,
    message: '¿Cuántos emails de newsletter incluye el plan básico y qué pasa si un mes enviamos más?',
    daysAgo: 2,
  },
  {
    name: 'Ricardo Mendes',
    email: 'rmendes@mendes-lda.example',
    phone: '+351 22 600 1450',
    office: 'Mendes, Lda.',
    message: 'Gostaríamos de saber se a plataforma publica em português e se liga ao LinkedIn da empresa.',
    daysAgo: 6,
    /** Answered by the provider's admin the day after: the list's answered filter has something. */
    answeredDaysAgo: 5,
  },
];

const DAY_MS = 86_400_000;

export async function seedDemoRequests(deps: ServiceDeps, officeId: string): Promise<boolean> {
  // Seeded once: a request the admin approved or rejected since stays answered.
  const emails = SIGNUPS.map((signup) => signup.email);
  const [seeded] = await deps.db
    .select({ id: signupRequests.id })
    .from(signupRequests)
    .where(inArray(signupRequests.email, emails))
    .limit(1);
  if (seeded) return false;
  const now = deps.clock.now().getTime();
  const ago = (days: number, hours: number) => new Date(now - days * DAY_MS - hours * 3_600_000);
  const codes = [...new Set(SIGNUPS.flatMap((signup) => signup.subjectCodes))];
  const subjectIds = new Map(
    (await deps.db.select().from(subjects).where(inArray(subjects.code, codes))).map((subject) => [
      subject.code,
      subject.id,
    ]),
  );
  // Approving a demo request creates a user who signs in with the demo's password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await deps.db
    .insert(signupRequests)
    .values(
      SIGNUPS.map(({ joinsDemoOffice, subjectCodes, daysAgo, ...signup }, index) => ({
        ...signup,
        officeId: joinsDemoOffice ? officeId : null,
        passwordHash,
        subjectIds: subjectCodes.flatMap((code) => subjectIds.get(code) ?? []),
        termsAcceptedAt: ago(daysAgo, index + 2),
        createdAt: ago(daysAgo, index + 2),
      })),
    )
    .onConflictDoNothing();
  const [admin] = await deps.db.select({ id: users.id }).from(users).where(eq(users.kind, 'admin')).limit(1);
  await deps.db.insert(informationRequests).values(
    QUESTIONS.map(({ daysAgo, answeredDaysAgo, ...question }, index) => ({
      ...question,
      createdAt: ago(daysAgo, index + 1),
      ...(answeredDaysAgo !== undefined && { answeredAt: ago(answeredDaysAgo, 0), answeredBy: admin?.id }),
    })),
  );
  return true;
}
