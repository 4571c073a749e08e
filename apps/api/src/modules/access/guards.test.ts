import { describe, expect, it } from 'vitest';
import { type AuthUser, jobContext, type ServiceContext, type ServiceDeps, signedIn } from '../../context';
import { createLogger } from '../../lib/logger';
import { officeIdOf, requireAdmin, requirePermission } from './guards';

/** The guards read only the actor, so a context without a database is enough here. */
const deps = { logger: createLogger('silent') } as ServiceDeps;
const OFFICE = '11111111-1111-4111-8111-111111111111';

const forOffice = jobContext(deps, { job: 'publish-news', officeId: OFFICE });
const forPlatform = jobContext(deps, { job: 'purge', officeId: null });
const nobody: ServiceContext = { ...forPlatform, actor: null };
const user = (fields: Partial<AuthUser>): ServiceContext =>
  signedIn(nobody, {
    id: 'u',
    email: 'u@example.test',
    kind: 'user',
    roles: [],
    officeId: OFFICE,
    tolgeo: 'esp',
    impersonatedBy: null,
    token: { id: 'test-token', expiresAt: new Date(0) },
    ...fields,
  });

const code = (guard: () => unknown) => {
  try {
    guard();
    return 'allowed';
  } catch (error) {
    return `${(error as { code: string }).code} ${JSON.stringify((error as { details?: unknown }).details ?? {})}`;
  }
};

describe('a job acting for one office', () => {
  it('acts inside that office, with any office permission', () => {
    expect(officeIdOf(forOffice)).toBe(OFFICE);
    expect(requirePermission(forOffice, 'news.publish')).toBe(OFFICE);
  });

  it('is no admin', () => {
    expect(code(() => requireAdmin(forOffice))).toBe('FORBIDDEN {"required":"admin"}');
  });
});

describe('a job acting for the platform', () => {
  it('passes as the provider, and acts for no office', () => {
    expect(code(() => requireAdmin(forPlatform))).toBe('allowed');
    expect(code(() => officeIdOf(forPlatform))).toBe('FORBIDDEN {"required":"office"}');
    expect(code(() => requirePermission(forPlatform, 'users.manage'))).toBe(
      'FORBIDDEN {"required":"office"}',
    );
  });
});

describe('users', () => {
  it('act for their office with the permissions of their roles', () => {
    const reviewer = user({ roles: ['client_reviewer'] });
    expect(requirePermission(reviewer, 'news.publish')).toBe(OFFICE);
    expect(code(() => requirePermission(reviewer, 'users.manage'))).toBe(
      'FORBIDDEN {"required":"users.manage"}',
    );
  });

  it('an admin acting as themselves passes requireAdmin and acts for no office', () => {
    const admin = user({ kind: 'admin', officeId: null });
    expect(code(() => requireAdmin(admin))).toBe('allowed');
    expect(code(() => officeIdOf(admin))).toBe('FORBIDDEN {"required":"office"}');
  });

  it('nobody signed in is 401 for every guard', () => {
    for (const guard of [() => requireAdmin(nobody), () => officeIdOf(nobody)]) {
      expect(code(guard)).toBe('UNAUTHENTICATED {}');
    }
  });
});
