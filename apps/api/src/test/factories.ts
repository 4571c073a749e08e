import { randomUUID } from 'node:crypto';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { offices, users } from '../db/schema';
import { hashPassword } from '../lib/password-hash';
import { requestJson } from './harness';
import { TEST_ADMIN } from './template-db';

export const TEST_PASSWORD = 'Valid1!pass';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function createOffice(db: Database, values: Partial<typeof offices.$inferInsert> = {}) {
  const [office] = await db
    .insert(offices)
    .values({ name: `Despacho ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  if (!office) throw new Error('office insert returned no row');
  return office;
}

export interface NewTestUser {
  officeId?: string | null;
  kind?: 'admin' | 'user';
  roles?: OfficeRole[];
  email?: string;
  password?: string;
  active?: boolean;
  firstName?: string;
}

/** An office user with every role unless told otherwise; its password is TEST_PASSWORD by default. */
export async function createUser(db: Database, input: NewTestUser = {}) {
  const password = input.password ?? TEST_PASSWORD;
  const kind = input.kind ?? 'user';
  const [user] = await db
    .insert(users)
    .values({
      email: input.email ?? uniqueEmail(kind),
      passwordHash: await hashPassword(password),
      firstName: input.firstName ?? 'Ana',
      lastName: 'Prueba',
      kind,
      roles: input.roles ?? (kind === 'admin' ? [] : ['user_account_management']),
      officeId: input.officeId ?? null,
      active: input.active ?? true,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  return { ...user, password };
}

/** Signs in through the API and returns the token. */
export async function signIn(app: Hono<AppEnv>, email: string, password: string): Promise<string> {
  const response = await requestJson(app, 'POST', '/auth_user', { email, password });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The seeded admin's token. */
export function signInAdmin(app: Hono<AppEnv>): Promise<string> {
  return signIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
}

/** A new user and a token for them. */
export async function createSignedInUser(t: { app: Hono<AppEnv>; db: Database }, input: NewTestUser = {}) {
  const user = await createUser(t.db, input);
  return { user, token: await signIn(t.app, user.email, user.password) };
}

/**
 * Follows the invitation emailed to `email` (the newest one) and chooses `password` with it, as the
 * invited person does; returns the mail, so a test can read it too.
 */
export async function acceptInvitation(
  t: {
    app: Hono<AppEnv>;
    lastMailTo: (address: string) => Promise<{ text: string; subject: string } | undefined>;
  },
  email: string,
  password: string,
) {
  const mail = await t.lastMailTo(email);
  const token = mail?.text.match(/\/invitation\/([\w-]+)/)?.[1];
  if (!mail || !token) throw new Error(`no invitation link in: ${mail?.text}`);
  const response = await requestJson(t.app, 'POST', '/v1/passwords/reset', {
    token,
    password,
    password_confirmation: password,
  });
  expect(response.status).toBe(200);
  return mail;
}
