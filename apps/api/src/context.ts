import type { UserKind } from '@gaceta/shared/auth';
import type { OfficeRole } from '@gaceta/shared/roles';
import type { Database } from './db/client';
import type { Config } from './env';
import { AppError } from './lib/app-error';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage';

export type RuntimeConfig = Config & { jwtSecret: string };

/** What the process builds once and hands to the app. */
export interface AppDeps {
  config: RuntimeConfig;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  logger: Logger;
  /** Built front-ends served by the API; either may be missing in development. */
  staticDirs: { backoffice: string; widget: string };
}

/** The signed-in user, as checked against the database on each request. */
export interface AuthUser {
  id: string;
  email: string;
  kind: UserKind;
  roles: OfficeRole[];
  officeId: string | null;
  tolgeo: string;
  /** The admin acting as this user, when the token came from impersonation. */
  impersonatedBy: { id: string; email: string } | null;
  /** The token of this request: its id (`jti`) and expiry, for signing it out. */
  token: { id: string; expiresAt: Date };
}

/** What every service action receives first. */
export interface ServiceContext {
  config: RuntimeConfig;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  /** Carries the request id. */
  logger: Logger;
  user: AuthUser | null;
}

/** Hono's typing of the per-request variables set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    ctx: ServiceContext;
  };
}

/** The signed-in user of a context that went through requireAuth. */
export function currentUser(ctx: ServiceContext): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  return ctx.user;
}
