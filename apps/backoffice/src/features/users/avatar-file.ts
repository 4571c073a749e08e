import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@gaceta/shared/accounts/users';

/**
 * A first check before uploading (spec section 5: png or jpg, at most 2 MB). The API checks
 * the bytes themselves; this spares the user an upload that would be refused.
 */
export function isAcceptableAvatar(file: Pick<File, 'type' | 'size'>): boolean {
  return (AVATAR_TYPES as readonly string[]).includes(file.type) && file.size <= AVATAR_MAX_BYTES;
}
