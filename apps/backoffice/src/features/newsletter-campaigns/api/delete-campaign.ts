import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** DELETE /v1/newsletter/campaigns/{id}: a draft left unsent. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`v1/newsletter/campaigns/${id}`);
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      queryClient.removeQueries({ queryKey: campaignKeys.preview(id) });
      queryClient.removeQueries({ queryKey: campaignKeys.audience(id) });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
}
