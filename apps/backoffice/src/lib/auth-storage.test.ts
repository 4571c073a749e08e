import { UnsecuredJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN_KEY,
  clearSession,
  readSession,
  saveSession,
  setImpersonation,
  stopImpersonation,
  TOKEN_KEY,
} from './auth-storage';
import { MemoryStorage } from './memory-storage.test-helper';

function token(claims: Record<string, unknown> = {}, expiresInSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({
    sub: 'user-1',
    email: 'lucia@despacho-demo.es',
    role: 'user',
    roles: ['user_account_management'],
    office_id: 'office-1',
    tolgeo: 'esp',
    ver: 1,
    jti: 'token-1',
    iat: now,
    exp: now + expiresInSeconds,
    ...claims,
  }).encode();
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

describe('saveSession', () => {
  it('keeps the token in session storage unless the user stays logged in', () => {
    saveSession(token(), false);
    expect(sessionStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token in local storage when the user stays logged in, and only there', () => {
    sessionStorage.setItem(TOKEN_KEY, 'an older session');
    saveSession(token(), true);
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('readSession', () => {
  it('returns the claims of a valid token', () => {
    saveSession(token(), true);
    expect(readSession()?.claims).toMatchObject({ sub: 'user-1', kind: 'user', tolgeo: 'esp' });
    // The token's `role` claim is read as `kind`, so it is not mistaken for the office `roles`.
    expect(readSession()?.claims).not.toHaveProperty('role');
  });

  it.each([
    ['undecodable', 'not-a-jwt'],
    ['expired', token({}, -60)],
    ['missing a claim', token({ role: undefined })],
  ])('erases a token that is %s', (_, bad) => {
    localStorage.setItem(TOKEN_KEY, bad);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

it('clearSession empties both stores, the admin token included', () => {
  localStorage.setItem(TOKEN_KEY, token());
  sessionStorage.setItem(TOKEN_KEY, token());
  sessionStorage.setItem(ADMIN_TOKEN_KEY, token());
  clearSession();
  for (const store of [localStorage, sessionStorage]) {
    expect(store.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  }
});

describe('impersonation', () => {
  it("keeps the admin's token aside and gives it back", () => {
    const admin = token({ sub: 'admin-1', role: 'admin', roles: [], office_id: null });
    const officeUser = token({ act: { sub: 'admin-1', email: 'admin@gaceta.local' } });
    saveSession(admin, false);

    setImpersonation(officeUser);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(officeUser);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe(admin);

    expect(stopImpersonation()).toBe(true);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(admin);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('goes back to the admin session when the impersonation token has expired', () => {
    const admin = token({ sub: 'admin-1', role: 'admin', roles: [], office_id: null });
    saveSession(admin, false);
    setImpersonation(token({}, -60));
    expect(readSession()).toMatchObject({ token: admin, claims: { sub: 'admin-1' } });
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('refuses to start without a signed-in admin and has nothing to stop', () => {
    expect(() => setImpersonation(token())).toThrow();
    expect(stopImpersonation()).toBe(false);
  });
});
