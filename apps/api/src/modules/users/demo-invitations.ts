import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { users } from '../../db/schema';
import { insertOfficeUser } from './users.service';

/**
 * A colleague the demo office invited who has not chosen a password yet, so the account manager's
 * dashboard and the users list show a pending invitation (decision 060). Written directly, without
 * an invitation email: nobody reads the demo's outbox for it, and a restart adds nothing.
 */
export const DEMO_INVITED = {
  email: 'pilar.ortega@despacho-demo.es',
  firstName: 'Pilar',
  lastName: 'Ortega Vidal',
} as const;

export async function seedDemoInvitations(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const [seeded] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_INVITED.email));
  if (seeded) return false;
  const addedAt = new Date(deps.clock.now().getTime() - 2 * 86_400_000);
  const user = await insertOfficeUser(deps.db, officeId, {
    ...DEMO_INVITED,
    passwordHash: null,
    roles: ['content_genrator'],
    tolgeo: 'esp',
  });
  await deps.db.update(users).set({ createdAt: addedAt }).where(eq(users.id, user.id));
  return true;
}
