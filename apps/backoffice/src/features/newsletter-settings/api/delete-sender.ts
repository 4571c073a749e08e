import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** DELETE /v1/newsletter/senders/{id} (refused while the automatic newsletter is sent from it). */
export function deleteSender(id: string): Promise<void> {
  return api.delete(`v1/newsletter/senders/${id}`).then(() => undefined);
}

export function useDeleteSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSender,
    // The configuration names its sender, which may have been this one.
    onSuccess: () =>
      Promise.all(
        [newsletterSettingsKeys.senders(), newsletterSettingsKeys.configuration()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
