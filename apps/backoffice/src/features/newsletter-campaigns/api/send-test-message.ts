import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/newsletter/campaigns/{id}/test: the message, marked as a test, to an address the office reads. */
export function useSendTestMessage() {
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: string }) =>
      api.post(`v1/newsletter/campaigns/${id}/test`, { json: { to } }).json(MessageResponse),
  });
}
