import { TokenClaims, type UserKind } from '@gaceta/shared/accounts/auth';
import { decodeJwt } from 'jose';
import * as v from 'valibot';

/** The signed-in user's token (spec section 3: storage key `authentication`). */
export const TOKEN_KEY = 'authentication';
/** While an admin acts as an office user, the admin's own token waits here so they can go back. */
export const ADMIN_TOKEN_KEY = 'authentication_admin';

/** The token's claims, with its `role` (admin or office user) named `kind` as in the rest of the back-office. */
export type SessionClaims = Omit<TokenClaims, 'role'> & { kind: UserKind };

export interface Session {
  token: string;
  claims: SessionClaims;
}

/** The store holding the token: local when the user asked to stay logged in, session otherwise. */
function storeWithToken(): Storage | null {
  if (localStorage.getItem(TOKEN_KEY) !== null) return localStorage;
  if (sessionStorage.getItem(TOKEN_KEY) !== null) return sessionStorage;
  return null;
}

export function getToken(): string | null {
  return storeWithToken()?.getItem(TOKEN_KEY) ?? null;
}

/** The claims of a token, or null when it cannot be decoded, lacks a claim or has expired. */
export function claimsOf(token: string, now = Date.now()): SessionClaims | null {
  let payload: unknown;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const parsed = v.safeParse(TokenClaims, payload);
  if (!parsed.success || parsed.output.exp * 1000 <= now) return null;
  const { role, ...claims } = parsed.output;
  return { ...claims, kind: role };
}

/**
 * The current session; a bad, undecodable or expired token is erased (spec section 4). An
 * impersonation token that ran out hands back the admin's own session instead.
 */
export function readSession(): Session | null {
  const token = getToken();
  if (token === null) return null;
  const claims = claimsOf(token);
  if (claims === null) {
    if (stopImpersonation()) return readSession();
    clearSession();
    return null;
  }
  return { token, claims };
}

export function saveSession(token: string, stayLoggedIn: boolean): void {
  clearSession();
  (stayLoggedIn ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
}

/** Logout: the token (and any waiting admin token) leaves both stores. */
export function clearSession(): void {
  for (const store of [localStorage, sessionStorage]) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(ADMIN_TOKEN_KEY);
  }
}

/** The admin's own token while they act as an office user; null otherwise. */
export function getWaitingAdminToken(): string | null {
  return storeWithToken()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

/** An admin starts acting as an office user: keep the admin's token aside, in the same store. */
export function setImpersonation(officeUserToken: string): void {
  const store = storeWithToken();
  const adminToken = store?.getItem(TOKEN_KEY);
  if (!store || !adminToken) throw new Error('Impersonation needs a signed-in admin');
  store.setItem(ADMIN_TOKEN_KEY, adminToken);
  store.setItem(TOKEN_KEY, officeUserToken);
}

/** Back to the admin's own token. Returns false when there was no impersonation to stop. */
export function stopImpersonation(): boolean {
  const store = storeWithToken();
  const adminToken = store?.getItem(ADMIN_TOKEN_KEY);
  if (!store || !adminToken) return false;
  store.setItem(TOKEN_KEY, adminToken);
  store.removeItem(ADMIN_TOKEN_KEY);
  return true;
}
