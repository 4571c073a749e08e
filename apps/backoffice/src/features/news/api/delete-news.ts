import { MessageResponse } from '@gaceta/shared/accounts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** DELETE /v1/news_infos/{id}: published or not. */
export function deleteNews(id: string): Promise<MessageResponse> {
  return api.delete(`v1/news_infos/${id}`).json(MessageResponse);
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: newsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
    },
  });
}
