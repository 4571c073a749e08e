import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { tokenBox } from './token-box';

const keyB64 = () => randomBytes(32).toString('base64');
const boxWith = (env: Record<string, string>) =>
  tokenBox({ social: parseEnv(env).social, jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256' });

describe('token box', () => {
  it('seals with a fresh IV and opens again', () => {
    const box = boxWith({ SOCIAL_TOKEN_KEY: keyB64() });
    const a = box.seal('secret-token');
    expect(a).not.toContain('secret-token');
    expect(box.seal('secret-token')).not.toBe(a);
    expect(box.open(a)).toBe('secret-token');
  });

  it('refuses a tampered seal', () => {
    const box = boxWith({ SOCIAL_TOKEN_KEY: keyB64() });
    const [v, id, iv, tag, body] = box.seal('secret-token').split('.');
    const flipped = `${(body ?? '').startsWith('A') ? 'B' : 'A'}${(body ?? '').slice(1)}`;
    expect(() => box.open([v, id, iv, tag, flipped].join('.'))).toThrow();
  });

  it('reads the previous key during a rotation and seals with the new one', () => {
    const [oldKey, newKey] = [keyB64(), keyB64()];
    const sealed = boxWith({ SOCIAL_TOKEN_KEY: oldKey }).seal('secret-token');
    const rotated = boxWith({ SOCIAL_TOKEN_KEY: newKey, SOCIAL_TOKEN_KEY_PREVIOUS: oldKey });
    expect(rotated.open(sealed)).toBe('secret-token');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.seal('x'))).toBe(false);
    expect(() => boxWith({ SOCIAL_TOKEN_KEY: newKey }).open(sealed)).toThrow('unknown key');
  });
});
