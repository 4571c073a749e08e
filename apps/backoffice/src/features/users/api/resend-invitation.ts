import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/users/{id}/invitation: a new link to choose a password, for a user who has none yet. */
export function resendInvitation(id: string): Promise<MessageResponse> {
  return api.post(`v1/users/${id}/invitation`).json(MessageResponse);
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
