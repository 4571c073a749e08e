import { NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** PUT /v1/news_infos/{id}/image, multipart field `file`: saved at once, apart from the form. */
export function uploadNewsImage({ id, file }: { id: string; file: File }): Promise<NewsWithContents> {
  const body = new FormData();
  body.append('file', file);
  return api.put(`v1/news_infos/${id}/image`, { body }).json(NewsWithContents);
}

export function useUploadNewsImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadNewsImage,
    // Only the image changes: the form keeps what the user is typing.
    onSuccess: (saved) => {
      queryClient.setQueryData(newsKeys.detail(saved.object.id), saved);
      return queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
    },
  });
}
