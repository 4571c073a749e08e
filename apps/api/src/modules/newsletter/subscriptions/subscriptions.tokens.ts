import { createHmac } from 'node:crypto';
import type { Locale } from '@gaceta/shared/locales';
import { LOCALES } from '@gaceta/shared/locales';
import type { SubscribeInput } from '@gaceta/shared/newsletter/recipients';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';

/** How long the link of a confirmation email confirms. */
export const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';
const AUDIENCE = 'gaceta:newsletter-confirmation';

/** A key of its own, so a confirmation token never passes as a session or preview token. */
const confirmationKey = (secret: string) =>
  createHmac('sha256', secret).update('gaceta newsletter confirmation').digest();

/** What a confirmation link carries: the whole request, so confirming needs no pending row. */
export interface Confirmation {
  officeId: string;
  email: string;
  name: string | null;
  subjectIds: string[];
  source: SubscribeInput['source'];
  locale: Locale;
  ipHash: string;
  /** When the person asked: a later unsubscribe or erasure outranks the link. */
  issuedAt: Date;
}

const Claims = v.object({
  sub: v.string(),
  office: v.string(),
  name: v.nullable(v.string()),
  subjects: v.array(v.string()),
  source: v.picklist(['website', 'wordpress']),
  locale: v.picklist(LOCALES),
  ip: v.string(),
  iat: v.number(),
});

export function signConfirmation(
  secret: string,
  clock: Clock,
  c: Omit<Confirmation, 'issuedAt'>,
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({
    office: c.officeId,
    name: c.name,
    subjects: c.subjectIds,
    source: c.source,
    locale: c.locale,
    ip: c.ipHash,
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(c.email)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CONFIRMATION_TTL_SECONDS)
    .sign(confirmationKey(secret));
}

/** The confirmation a link carries; 400 SUBSCRIPTION_LINK_INVALID when tampered with or expired. */
export async function readConfirmation(secret: string, clock: Clock, token: string): Promise<Confirmation> {
  try {
    const { payload } = await jwtVerify(token, confirmationKey(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const claims = v.parse(Claims, payload);
    return {
      officeId: claims.office,
      email: claims.sub,
      name: claims.name,
      subjectIds: claims.subjects,
      source: claims.source,
      locale: claims.locale,
      ipHash: claims.ip,
      issuedAt: new Date(claims.iat * 1000),
    };
  } catch {
    throw new AppError('SUBSCRIPTION_LINK_INVALID');
  }
}
