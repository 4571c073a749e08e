import { User } from '@gaceta/shared/accounts/users';
import { api, objectOf } from '@/lib/api-client';

/** PUT /v1/users/{id}/avatar: the profile picture as multipart field `file`. */
export function uploadAvatar({ id, file }: { id: string; file: File }): Promise<User> {
  const body = new FormData();
  body.set('file', file);
  return objectOf(api.put(`v1/users/${id}/avatar`, { body }), User);
}
