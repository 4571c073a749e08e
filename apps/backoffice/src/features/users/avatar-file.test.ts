import { AVATAR_MAX_BYTES } from '@gaceta/shared/accounts/users';
import { describe, expect, it } from 'vitest';
import { isAcceptableAvatar } from './avatar-file';

describe('isAcceptableAvatar', () => {
  it('accepts png and jpeg up to 2 MB', () => {
    expect(isAcceptableAvatar({ type: 'image/png', size: 1024 })).toBe(true);
    expect(isAcceptableAvatar({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBe(true);
  });

  it('refuses other types', () => {
    expect(isAcceptableAvatar({ type: 'image/webp', size: 1024 })).toBe(false);
    expect(isAcceptableAvatar({ type: 'image/gif', size: 1024 })).toBe(false);
    expect(isAcceptableAvatar({ type: '', size: 1024 })).toBe(false);
  });

  it('refuses files over 2 MB', () => {
    expect(isAcceptableAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(false);
  });
});
