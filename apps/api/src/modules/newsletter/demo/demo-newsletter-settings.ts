import type { NewsletterConfigurationInput } from '@gaceta/shared/newsletter/settings';
import { and, eq } from 'drizzle-orm';
import { jobContext, type ServiceDeps } from '../../../context';
import { emailPackageRequests, emailQuotas, newsletterSenders, users } from '../../../db/schema';
import { saveNewsletterConfiguration } from '../configuration/configuration.service';

export const DEMO_SENDER = 'boletin@despacho-demo.es';
/**
 * Contracted, and sent before the months the demo's campaigns show (last year's newsletters); those
 * campaigns take their messages from it as sending does (demo-campaigns.ts), to about a third used.
 */
export const DEMO_QUOTA = { contracted: 10000, sent: 2760 };
export const DEMO_PENDING_PACKAGE = 5000;
const DEMO_REQUESTER = 'revision@despacho-demo.es';

/**
 * The weekly newsletter: Tuesdays at 09:00, prepared on its own and sent once a publish reviewer
 * approves it, six news at most, under a subject and preheader of the office's own (its readers know
 * the weekly bulletin by them); the introduction is the generated one. A reader gets two newsletters a day at most (the weekly one and an urgent
 * alert), and an article in English or Portuguese goes only to readers of that language.
 */
export const DEMO_NEWSLETTER: Omit<NewsletterConfigurationInput, 'sender_id'> = {
  max_news_per_email: 6,
  max_newsletters_per_day: 2,
  other_language_items: 'leave_out',
  interval: 1,
  interval_unit: 'week',
  sending_days: [2],
  send_from: '09:00',
  send_until: null,
  auto_publish: true,
  require_approval: true,
  subject: 'Boletín jurídico semanal',
  preheader: 'Las sentencias, normas y plazos de la semana que pueden afectar a su empresa',
  intro: null,
};

/**
 * The demo office's newsletter settings: a sender verified earlier (by its code, which the demo
 * cannot receive), the weekly automatic newsletter saved through the service, a quota partly used
 * and a request for more waiting for the provider. Nothing is written when the sender exists.
 */
export async function seedDemoNewsletterSettings(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const { db, clock } = deps;
  const [sender] = await db
    .insert(newsletterSenders)
    .values({ officeId, email: DEMO_SENDER, verifiedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: newsletterSenders.id });
  if (!sender) return false;
  await saveNewsletterConfiguration(jobContext(deps, { job: 'demo-seed', officeId }), {
    ...DEMO_NEWSLETTER,
    sender_id: sender.id,
  });
  await db
    .insert(emailQuotas)
    .values({ officeId, ...DEMO_QUOTA })
    .onConflictDoNothing();
  const [requester] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_REQUESTER), eq(users.officeId, officeId)));
  await db
    .insert(emailPackageRequests)
    .values({ officeId, package: DEMO_PENDING_PACKAGE, requestedBy: requester?.id ?? null })
    .onConflictDoNothing();
  return true;
}
