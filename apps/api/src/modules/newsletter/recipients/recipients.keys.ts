import { createHmac } from 'node:crypto';

/**
 * Keyed hashes (HMAC-SHA-256 under keys derived from the app's secret): what is kept of an erased
 * address (a suppression) and of the IP a consent came from. Without the secret a hash cannot be
 * checked against a list of addresses; with the office in the input, one office's hashes say
 * nothing about another's.
 */
const keys = new Map<string, Buffer>();
/** The key for one purpose, derived once per secret (an import hashes thousands of addresses). */
function keyOf(secret: string, purpose: string): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(purpose).digest();
    keys.set(id, key);
  }
  return key;
}

export function emailHash(secret: string, officeId: string, email: string): string {
  return createHmac('sha256', keyOf(secret, 'gaceta newsletter suppressions'))
    .update(`${officeId}\n${email.toLowerCase()}`)
    .digest('base64url');
}

export function ipHash(secret: string, officeId: string, ip: string): string {
  return createHmac('sha256', keyOf(secret, 'gaceta newsletter consent ip'))
    .update(`${officeId}\n${ip}`)
    .digest('base64url');
}
