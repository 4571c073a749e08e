import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../../context';

/**
 * Tokens at rest: AES-256-GCM with a random 96-bit IV, sealed as
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). The key id lets a rotation read what the
 * previous key sealed (SOCIAL_TOKEN_KEY_PREVIOUS) while sealing with the new one; docs/social.md
 * says how to rotate. Without SOCIAL_TOKEN_KEY the key is derived from the JWT secret, which is
 * fine for one installation but ties the two secrets: production sets its own.
 */
export interface TokenBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether `sealed` was sealed with an older key (worth sealing again). */
  isStale(sealed: string): boolean;
}

const ALGORITHM = 'aes-256-gcm';

export function tokenBox(config: Pick<RuntimeConfig, 'social' | 'jwtSecret'>): TokenBox {
  const keys = (
    config.social.tokenKeys.length > 0
      ? config.social.tokenKeys.map((key) => Buffer.from(key, 'base64'))
      : [Buffer.from(hkdfSync('sha256', config.jwtSecret, 'gaceta', 'social tokens', 32))]
  ).map((key) => ({ id: createHash('sha256').update(key).digest('hex').slice(0, 8), key }));
  const [current] = keys;
  if (!current) throw new Error('no token key');

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, current.key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return ['v1', current.id, ...parts].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      const entry = keys.find((candidate) => candidate.id === id);
      if (version !== 'v1' || !entry || !iv || !tag || body === undefined) {
        throw new Error('sealed with an unknown key');
      }
      const decipher = createDecipheriv(ALGORITHM, entry.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isStale: (sealed) => sealed.split('.')[1] !== current.id,
  };
}
