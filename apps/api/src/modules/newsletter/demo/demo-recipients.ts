import type { Locale } from '@gaceta/shared/locales';
import type { ConsentSource, RecipientStatus } from '@gaceta/shared/newsletter';
import { inArray } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { newsletterRecipients, subjects } from '../../../db/schema';
import { ipHash } from '../recipients/recipients.keys';

/**
 * The demo office's newsletter recipients: clients and contacts of a mid-sized Spanish firm, most
 * of them subscribed, some imported from its old client list, some from the website's and the
 * WordPress plugin's forms (one still awaiting confirmation), a few who unsubscribed or bounced,
 * and a couple the office switched off. Many follow the subjects of their business. Fixed data, so
 * every start tells the same story; a restart adds nothing. Addresses are on example domains.
 */
const PEOPLE: [name: string, email: string][] = [
  ['María José Ortega', 'mjortega@ortega-asesores.example'],
  ['Antonio Llorente', 'antonio.llorente@llorente-construcciones.example'],
  ['Carmen Sáez Robles', 'csaez@bodegas-saez.example'],
  ['Javier Prieto', 'jprieto@transportes-prieto.example'],
  ['Lucía Benítez', 'lucia.benitez@correo.example'],
  ['Fernando Iglesias', 'figlesias@iglesias-hermanos.example'],
  ['Ana Belén Castro', 'abcastro@clinica-castro.example'],
  ['Rafael Domínguez', 'rdominguez@dominguez-abogados.example'],
  ['Elena Marín', 'elena.marin@correo.example'],
  ['Sergio Navarro', 'snavarro@navarro-logistica.example'],
  ['Pilar Gallego', 'pgallego@farmacia-gallego.example'],
  ['Miguel Ángel Rubio', 'marubio@rubio-ingenieria.example'],
  ['Rosa Medina', 'rosa.medina@correo.example'],
  ['Alberto Cano', 'acano@cano-inmobiliaria.example'],
  ['Isabel Vidal', 'ividal@vidal-textil.example'],
  ['Francisco Serrano', 'fserrano@serrano-agricola.example'],
  ['Cristina Molina', 'cmolina@molina-consultores.example'],
  ['Manuel Herrero', 'manuel.herrero@correo.example'],
  ['Teresa Pascual', 'tpascual@pascual-hosteleria.example'],
  ['Diego Santos', 'dsantos@santos-automocion.example'],
  ['Nuria Lozano', 'nlozano@lozano-arquitectos.example'],
  ['Pablo Garrido', 'pablo.garrido@correo.example'],
  ['Marta Cortés', 'mcortes@cortes-eventos.example'],
  ['Jorge Guerrero', 'jguerrero@guerrero-seguros.example'],
  ['Beatriz Ramos', 'bramos@ramos-dental.example'],
  ['Luis Calvo', 'lcalvo@calvo-metal.example'],
  ['Silvia Peña', 'silvia.pena@correo.example'],
  ['Ramón Flores', 'rflores@flores-distribucion.example'],
  ['Inmaculada Vega', 'ivega@vega-gestoria.example'],
  ['Óscar Méndez', 'omendez@mendez-software.example'],
  ['Patricia León', 'pleon@leon-comunicacion.example'],
  ['Andrés Fuentes', 'andres.fuentes@correo.example'],
  ['Laura Carrasco', 'lcarrasco@carrasco-energia.example'],
  ['Víctor Nieto', 'vnieto@nieto-transportes.example'],
  ['Mercedes Aguilar', 'maguilar@aguilar-opticas.example'],
  ['Raúl Pastor', 'rpastor@pastor-alimentacion.example'],
  ['Oliver Bennett', 'obennett@bennett-imports.example'],
  ['Joana Ferreira', 'joana.ferreira@ferreira-vinhos.example'],
  ['Sarah Whitfield', 'swhitfield@costa-villas.example'],
];

/** Foreign clients read the newsletter in their language; the rest in the office's (Spanish). */
const LANGUAGES: Record<string, Locale> = {
  'obennett@bennett-imports.example': 'en',
  'joana.ferreira@ferreira-vinhos.example': 'pt',
  'swhitfield@costa-villas.example': 'en',
};

/** Who each person is on the list, by position: mostly subscribed, some other stories. */
function storyOf(index: number): { status: RecipientStatus; source: ConsentSource; active: boolean } {
  if (index === 4 || index === 21) return { status: 'unsubscribed', source: 'import', active: true };
  if (index === 12) return { status: 'bounced', source: 'import', active: true };
  if (index === 27) return { status: 'pending', source: 'website', active: true };
  if (index === 8 || index === 31) return { status: 'subscribed', source: 'import', active: false };
  const sources: ConsentSource[] = ['import', 'import', 'back_office', 'website', 'wordpress'];
  return { status: 'subscribed', source: sources[index % sources.length] ?? 'import', active: true };
}

/** The office's subjects a person follows: most follow one or two; some take everything (none chosen). */
const INTERESTS: string[][] = [
  ['fiscal', 'commercial'],
  ['labor'],
  [],
  ['fiscal'],
  ['civil', 'commercial'],
  [],
  ['labor', 'civil'],
];

const DAY_MS = 86_400_000;

export async function seedDemoRecipients(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const now = deps.clock.now().getTime();
  const codes = [...new Set(INTERESTS.flat())];
  const found = await deps.db
    .select({ id: subjects.id, code: subjects.code })
    .from(subjects)
    .where(inArray(subjects.code, codes));
  const idOf = new Map(found.map((subject) => [subject.code, subject.id]));
  const rows = PEOPLE.map(([name, email], index) => {
    const { status, source, active } = storyOf(index);
    // Imports came first, a year ago; the forms' subscriptions spread over the last months.
    const consentAt = new Date(now - (source === 'import' ? 380 : 10 + ((index * 37) % 200)) * DAY_MS);
    const fromForm = source === 'website' || source === 'wordpress';
    return {
      officeId,
      email,
      name,
      active,
      status,
      language: LANGUAGES[email] ?? null,
      subjectIds: (INTERESTS[index % INTERESTS.length] ?? []).flatMap((code) => idOf.get(code) ?? []),
      consentSource: source,
      consentAt,
      consentIpHash: fromForm ? ipHash(deps.config.jwtSecret, officeId, `203.0.113.${index}`) : null,
      confirmedAt: status === 'pending' ? null : consentAt,
      unsubscribedAt: status === 'unsubscribed' ? new Date(now - ((index * 11) % 60) * DAY_MS) : null,
      createdAt: consentAt,
    };
  });
  const inserted = await deps.db
    .insert(newsletterRecipients)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: newsletterRecipients.id });
  return inserted.length > 0;
}
