import type { MePreferencesInput, MeResponse } from '@gaceta/shared/accounts/me';
import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import { eq } from 'drizzle-orm';
import { currentUser, type ServiceContext } from '../../context';
import { offices, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export async function getMe(ctx: ServiceContext): Promise<MeResponse> {
  const { id, impersonatedBy } = currentUser(ctx);
  const [row] = await ctx.db
    .select({
      user: users,
      office: {
        id: offices.id,
        name: offices.name,
        time_zone: offices.timeZone,
        public_key: offices.publicKey,
        web_window: offices.webWindow,
        tolgeo: offices.tolgeo,
      },
    })
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const { user, office } = row;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.kind,
    roles: user.roles,
    tolgeo: user.tolgeo as AreaCode,
    locale: user.locale,
    email_notices: user.emailNotices,
    office: office && {
      id: office.id,
      name: office.name,
      time_zone: office.time_zone,
      public_key: office.public_key,
      web_window: office.web_window,
      language: AREA_LANGUAGES[office.tolgeo as AreaCode],
    },
    impersonated_by: impersonatedBy,
  };
}

/** The signed-in user's own choices: the language their emails are written in, and email notices. */
export async function setMyPreferences(ctx: ServiceContext, input: MePreferencesInput): Promise<MeResponse> {
  const { id } = currentUser(ctx);
  const changes = {
    ...(input.locale !== undefined && { locale: input.locale }),
    ...(input.email_notices !== undefined && { emailNotices: input.email_notices }),
  };
  if (Object.keys(changes).length > 0) await ctx.db.update(users).set(changes).where(eq(users.id, id));
  return getMe(ctx);
}
