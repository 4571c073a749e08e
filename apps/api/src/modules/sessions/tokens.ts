import { randomUUID } from 'node:crypto';
import { TokenClaims } from '@gaceta/shared/accounts/auth';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import type { Clock } from '../../lib/clock';

export type TokenSubject = Omit<TokenClaims, 'exp' | 'iat' | 'jti'>;

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const IMPERSONATION_TTL_SECONDS = 60 * 60;

const ALGORITHM = 'HS256';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(
  secret: string,
  clock: Clock,
  subject: TokenSubject,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const { sub, ...claims } = subject;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

/** The token's claims when its signature, expiry and shape are valid; null otherwise. */
export async function verifyToken(secret: string, clock: Clock, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      currentDate: clock.now(),
    });
    const parsed = v.safeParse(TokenClaims, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
