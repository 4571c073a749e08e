import { createHmac } from 'node:crypto';
import type { CURRENT_VERSION } from '@gaceta/shared/news/preview';
import type { Channel } from '@gaceta/shared/news/workflow';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

/** How long a copied preview link opens the preview. */
export const PREVIEW_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';
const AUDIENCE = 'gaceta:preview';

/**
 * A key of its own, derived from the app's secret: a preview token can never pass as a session
 * token (or the other way round), even though both are HS256 JWTs from one secret.
 */
const previewKey = (secret: string) => createHmac('sha256', secret).update('gaceta preview links').digest();

/**
 * What a preview link opens: one channel's version of one item of one office, at one version (the
 * current one, following later saves, or a numbered revision), and no other.
 */
export interface PreviewScope {
  newsId: string;
  officeId: string;
  platform: Channel;
  version: number | typeof CURRENT_VERSION;
}

export async function signPreviewToken(
  secret: string,
  clock: Clock,
  scope: PreviewScope,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const exp = iat + PREVIEW_LINK_TTL_SECONDS;
  const token = await new SignJWT({
    office: scope.officeId,
    platform: scope.platform,
    version: scope.version,
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(scope.newsId)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(previewKey(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * Checks that `token` is a preview token of ours, unexpired, for exactly `scope`: 410
 * PREVIEW_LINK_EXPIRED once it has run out, 403 PREVIEW_LINK_INVALID for anything else (tampered,
 * another secret, another item, office, platform or version: a link to the current version opens
 * no earlier revision, whose text may have been removed since).
 */
export async function checkPreviewToken(
  secret: string,
  clock: Clock,
  token: string,
  scope: PreviewScope,
): Promise<void> {
  try {
    const { payload } = await jwtVerify(token, previewKey(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    const matches =
      payload.sub === scope.newsId &&
      payload.office === scope.officeId &&
      payload.platform === scope.platform &&
      payload.version === scope.version;
    if (!matches) throw new AppError('PREVIEW_LINK_INVALID');
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('PREVIEW_LINK_EXPIRED');
    throw new AppError('PREVIEW_LINK_INVALID');
  }
}
